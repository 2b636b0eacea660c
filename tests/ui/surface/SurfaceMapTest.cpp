// SPDX-License-Identifier: MIT
// The 3D view as a map and its points in sight: the top view's pixels have
// exactly the colour map's colour at their (N, s) (no lighting), and the
// current-point marker stays visible where the surface would hide it.

#include "UiTestSupport.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QImage>

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace effsurf;

namespace {

core::Scenario at(double s, double n) {
    core::Scenario scenario;
    scenario.serialFraction = s;
    scenario.processors = n;
    return scenario;
}

/// Viridis is saturated everywhere (max - min channel above 75); grid, text
/// and background are grey. The map is the box of the saturated pixels.
QRect saturatedBounds(const QImage& image) {
    int left = image.width(), right = -1, top = image.height(), bottom = -1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c(image.pixel(x, y));
            if (std::max({c.red(), c.green(), c.blue()}) - std::min({c.red(), c.green(), c.blue()}) <= 60) continue;
            left = std::min(left, x);
            right = std::max(right, x);
            top = std::min(top, y);
            bottom = std::max(bottom, y);
        }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

using effsurf::test::channelDistance;

/// The best match to `expected` within a pixel of (x, y): where a pixel
/// falls on the map is known to about a pixel.
int nearestDistance(const QImage& image, int x, int y, const QColor& expected) {
    int best = 255;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) best = std::min(best, channelDistance(QColor(image.pixel(x + dx, y + dy)), expected));
    return best;
}

/// Pixels of the marker's orange-red: nothing else in the view has that hue
/// (viridis runs from purple through green to yellow).
int markerPixels(const QImage& image) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c(image.pixel(x, y));
            if (c.red() > 120 && c.red() > 2 * c.green() && c.red() > 2 * c.blue()) ++count;
        }
    return count;
}

class SurfaceMap : public ::testing::Test {
protected:
    void SetUp() override {
        if (!view.isAvailable()) GTEST_SKIP() << "no OpenGL here: " << view.unavailableReason().toStdString();
    }
    ui::SurfaceView view;
};

TEST_F(SurfaceMap, TopViewColoursAreTheColourMapsAtTheirPoint) {
    for (const bool logarithmic : {false, true}) {
        SCOPED_TRACE(logarithmic ? "log E" : "linear E");
        view.setLogarithmicEfficiency(logarithmic);
        view.setCameraPreset(ui::SurfaceView::CameraPreset::Top);
        view.render(at(1e-7, 1e6), true, 1);
        const QImage image = view.renderToImage(QSize(1100, 900), 8).convertToFormat(QImage::Format_RGB32);
        const QRect map = saturatedBounds(image);
        ASSERT_GT(map.width(), 300);
        EXPECT_NEAR(map.width(), map.height(), 0.02 * map.width()) << "the map of 12 x 12 decades is square";
        int checked = 0;
        int worst = 0;
        // Sample points inside the map, away from its edges, the marker and
        // its label (around N = 10^6, s = 10^-7 and above it) and the ridge
        // ribbon at E = 0.5, where N s = 1.
        for (double logN = 0.5; logN <= 11.5; logN += 0.5) {
            for (double logS = -11.5; logS <= -0.5; logS += 0.5) {
                if (std::fabs(logN + logS) < 0.6) continue;
                if (std::fabs(logN - 6.0) < 2.5 && logS > -8.5 && logS < -3.0) continue;
                const double e = core::amdahlEfficiency(std::pow(10.0, logN), std::pow(10.0, logS));
                const QColor expected = ui::EfficiencyColorMap::colorAt(e, logarithmic);
                const int x = static_cast<int>(std::lround(map.left() + logN / 12.0 * (map.width() - 1)));
                const int y = static_cast<int>(std::lround(map.bottom() - (logS + 12.0) / 12.0 * (map.height() - 1)));
                const int distance = nearestDistance(image, x, y, expected);
                worst = std::max(worst, distance);
                EXPECT_LE(distance, 4) << "at N = 10^" << logN << ", s = 10^" << logS << ", E = " << e << ": pixel "
                                       << QColor(image.pixel(x, y)).name().toStdString() << ", colour map "
                                       << expected.name().toStdString();
                ++checked;
            }
        }
        std::printf("%d points checked, worst channel difference %d\n", checked, worst);
        EXPECT_GT(checked, 300);
    }
}

TEST_F(SurfaceMap, ThreeDViewsKeepTheirShading) {
    // The flat light belongs to the top view only: leaving it restores the
    // theme's lighting (the E = 1 plateau is no longer the map's pure yellow).
    view.setCameraPreset(ui::SurfaceView::CameraPreset::Top);
    view.setCameraPreset(ui::SurfaceView::CameraPreset::Isometric);
    view.render(at(1e-7, 1e6), true, 1);
    const QImage image = view.renderToImage(QSize(1100, 900), 4).convertToFormat(QImage::Format_RGB32);
    const QColor yellow = ui::EfficiencyColorMap::colorAt(1.0, false);
    int exact = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) exact += channelDistance(QColor(image.pixel(x, y)), yellow) <= 4;
    EXPECT_LT(exact, 200) << "the isometric view is lit like the top view";
}

TEST_F(SurfaceMap, MarkerStaysInSightBehindTheCliff) {
    // At s = 0.5 the point lies on the E = 0 floor behind the E = 1 plateau.
    // Without its leader line the front camera shows no pixel of it and the
    // isometric one a sliver (57 pixels, measured); the line up to the label
    // adds about 300, from the front about 50 over the plateau.
    for (const auto& [preset, least] :
         {std::pair{ui::SurfaceView::CameraPreset::Isometric, 150}, std::pair{ui::SurfaceView::CameraPreset::Front, 30}}) {
        view.setCameraPreset(preset);
        view.render(at(0.5, 1e6), true, 1);
        const int pixels = markerPixels(view.renderToImage(QSize(1200, 800), 4));
        std::printf("marker pixels at s = 0.5: %d\n", pixels);
        EXPECT_GT(pixels, least) << "camera " << int(preset);
    }
}

TEST_F(SurfaceMap, TopViewDrawsPointsOverTheMap) {
    // E = 0.999: the surface is at the lid of the box, where a point at its
    // own height disappears into it; the map draws it over the lid.
    view.setCameraPreset(ui::SurfaceView::CameraPreset::Top);
    for (const bool logarithmic : {false, true}) {
        view.setLogarithmicEfficiency(logarithmic);
        view.render(at(1e-9, 1e6), true, 1);
        const int pixels = markerPixels(view.renderToImage(QSize(1000, 800), 4));
        std::printf("marker pixels in the top view: %d\n", pixels);
        EXPECT_GT(pixels, 150) << (logarithmic ? "log E" : "linear E");
    }
    EXPECT_NEAR(view.markerPosition().y(), std::log10(core::amdahlEfficiency(1e6, 1e-9)), 1e-5)
        << "the marker's data position is its E, wherever the map draws it";
}

}  // namespace
