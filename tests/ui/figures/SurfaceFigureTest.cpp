// SPDX-License-Identifier: MIT
// The surface figure: its colour bar has the colour map's colours at every
// height, the graph is framed tightly and whole (no empty band, nothing cut
// at an edge), the caption is there exactly when asked, and the exported PNG
// is that figure at the requested size.

#include "UiTestSupport.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/figures/ExportDialog.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/figures/SurfaceFigure.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QComboBox>
#include <QImage>
#include <QLineEdit>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace effsurf;

namespace {

const QColor kWhite(0xff, 0xff, 0xff);

using effsurf::test::channelDistance;

bool isBackground(const QImage& image, int x, int y) { return channelDistance(QColor(image.pixel(x, y)), kWhite) <= 3; }

/// A column of the colour bar: somewhere right of the centre, a column with
/// both ends of the colour map (the lit 3D surface has neither exactly).
bool hasColourBar(const QImage& image) {
    for (int x = image.width() / 2; x < image.width(); ++x) {
        int yellow = 0, purple = 0;
        for (int y = 0; y < image.height(); ++y) {
            const QColor c(image.pixel(x, y));
            yellow += channelDistance(c, ui::EfficiencyColorMap::colorAt(0.99, false)) <= 4;
            purple += channelDistance(c, ui::EfficiencyColorMap::colorAt(0.01, false)) <= 4;
        }
        if (yellow >= 3 && purple >= 3) return true;
    }
    return false;
}

bool rowIsBackground(const QImage& image, int y, int left = 0, int right = -1) {
    if (right < 0) right = image.width() - 1;
    for (int x = left; x <= right; ++x)
        if (!isBackground(image, x, y)) return false;
    return true;
}

bool columnIsBackground(const QImage& image, int x, int top, int bottom) {
    for (int y = top; y <= bottom; ++y)
        if (!isBackground(image, x, y)) return false;
    return true;
}

/// Pixels in `area` that are clearly ink (text), not background.
int darkPixels(const QImage& image, const QRect& area) {
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) count += QColor(image.pixel(x, y)).value() < 160;
    return count;
}

class SurfaceFigureTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (!view.isAvailable()) GTEST_SKIP() << "no OpenGL here: " << view.unavailableReason().toStdString();
        core::Scenario scenario;
        scenario.serialFraction = 1e-7;
        scenario.processors = 1e6;
        view.render(scenario, true, 1);
    }
    QImage compose(const QSize& size, const QString& caption, ui::SurfaceFigure::Layout* layout) {
        ui::SurfaceFigure::Spec spec;
        spec.size = size;
        spec.dpi = size.width() / 6.4;
        spec.caption = caption;
        return ui::SurfaceFigure::compose(view, spec, layout).convertToFormat(QImage::Format_RGB32);
    }
    ui::SurfaceView view;
};

TEST_F(SurfaceFigureTest, ColourBarHasTheColourMapsColours) {
    for (const bool logarithmic : {false, true}) {
        SCOPED_TRACE(logarithmic ? "log E" : "linear E");
        view.setLogarithmicEfficiency(logarithmic);
        ui::SurfaceFigure::Layout layout;
        const QImage figure = compose(QSize(960, 600), QString(), &layout);
        ASSERT_EQ(figure.size(), QSize(960, 600));
        const QRect bar = layout.colorBar;
        ASSERT_TRUE(figure.rect().contains(bar)) << "the bar lies inside the figure";
        EXPECT_GT(bar.left(), layout.plot.right()) << "beside the graph, not over it";
        EXPECT_GT(bar.height(), 0.6 * layout.plot.height());
        const double ridge = ui::EfficiencyColorMap::position(0.5, logarithmic);
        int checked = 0;
        // Every row inside the bar's frame, at its centre column, against the
        // colour map at that row's E (the dark E = 0.5 band aside).
        for (int y = bar.top() + 3; y <= bar.bottom() - 3; ++y) {
            const double t = (bar.bottom() - y + 0.5) / bar.height();
            if (std::fabs(t - ridge) < 0.03) continue;
            const double e = logarithmic ? std::pow(10.0, std::log10(ui::EfficiencyColorMap::kLogMinimum) * (1.0 - t)) : t;
            const QColor expected = ui::EfficiencyColorMap::colorAt(e, logarithmic);
            const QColor got(figure.pixel(bar.center().x(), y));
            EXPECT_LE(channelDistance(got, expected), 4)
                << "row " << y << " (E = " << e << "): " << got.name().toStdString() << " instead of " << expected.name().toStdString();
            ++checked;
        }
        EXPECT_GT(checked, 200);
        // And the dark band is where E = 0.5 is.
        const int ridgeRow = static_cast<int>(std::lround(bar.bottom() - ridge * bar.height()));
        EXPECT_LT(QColor(figure.pixel(bar.center().x(), ridgeRow)).value(), 40);
        // Tick labels right of the bar.
        EXPECT_GT(darkPixels(figure, QRect(bar.right() + 4, bar.top() - 10, 40, bar.height() + 20)), 100);
    }
}

TEST_F(SurfaceFigureTest, FramedTightlyWithNothingCut) {
    for (const auto preset :
         {ui::SurfaceView::CameraPreset::Isometric, ui::SurfaceView::CameraPreset::Front, ui::SurfaceView::CameraPreset::Top}) {
        SCOPED_TRACE(int(preset));
        view.setCameraPreset(preset);
        ui::SurfaceFigure::Layout layout;
        const QImage figure = compose(QSize(960, 600), QStringLiteral("Amdahl, s = 1e-07"), &layout);
        ASSERT_EQ(figure.size(), QSize(960, 600));
        // The graph fills its room in one direction and is centred in the
        // other: the front camera's wide graph cannot fill a 6.4 x 4 figure's
        // height, the isometric and top views fill it.
        const int roomWidth = layout.colorBar.left();
        const int roomHeight = figure.height() - layout.caption.height();
        const bool fillsHeight = layout.plot.height() >= 0.9 * roomHeight;
        EXPECT_TRUE(fillsHeight || layout.plot.width() >= 0.8 * roomWidth)
            << "plot " << layout.plot.width() << "x" << layout.plot.height() << " in " << roomWidth << "x" << roomHeight;
        int firstInk = 0;
        while (firstInk < figure.height() && rowIsBackground(figure, firstInk)) ++firstInk;
        int lastInk = figure.height() - 1;
        while (lastInk > 0 && rowIsBackground(figure, lastInk)) --lastInk;
        const int bottomBand = figure.height() - 1 - lastInk;
        if (preset != ui::SurfaceView::CameraPreset::Front) {
            // No empty band at the top (the first row with ink within 3% of the height), nor at the bottom.
            EXPECT_LE(firstInk, 0.03 * figure.height()) << "an empty band of " << firstInk << " rows at the top";
            EXPECT_LE(bottomBand, 0.03 * figure.height()) << "an empty band of " << bottomBand << " rows at the bottom";
        } else {
            EXPECT_NEAR(firstInk, bottomBand, 0.02 * figure.height()) << "the wide graph is centred";
        }
        // Whole: the cropped graph has background on all four borders, so
        // nothing drawn (the 10^12 label, an axis title) reached an edge of
        // the render and was cut there.
        const QRect plot = layout.plot;
        ASSERT_TRUE(figure.rect().contains(plot));
        EXPECT_TRUE(rowIsBackground(figure, plot.top(), plot.left(), plot.right()));
        EXPECT_TRUE(rowIsBackground(figure, plot.bottom(), plot.left(), plot.right()));
        EXPECT_TRUE(columnIsBackground(figure, plot.left(), plot.top(), plot.bottom()));
        EXPECT_TRUE(columnIsBackground(figure, plot.right(), plot.top(), plot.bottom()));
    }
}

TEST_F(SurfaceFigureTest, CaptionOnlyWhenAsked) {
    ui::SurfaceFigure::Layout with;
    const QImage captioned = compose(QSize(960, 600), QStringLiteral("Amdahl, s = 1e-07 (alpha = 0.9999999), N = 1e+06, FP64"), &with);
    ASSERT_FALSE(with.caption.isNull());
    EXPECT_GT(with.caption.top(), with.plot.bottom()) << "under the graph";
    EXPECT_GT(darkPixels(captioned, with.caption), 150) << "the caption's text is drawn";
    ui::SurfaceFigure::Layout without;
    const QImage plain = compose(QSize(960, 600), QString(), &without);
    EXPECT_TRUE(without.caption.isNull());
    EXPECT_GT(without.plot.height(), with.plot.height()) << "without a caption the graph takes its room";
    // Nothing is drawn under the plain figure's graph.
    for (int y = without.plot.bottom() + 1; y < plain.height(); ++y)
        ASSERT_TRUE(rowIsBackground(plain, y)) << "ink in row " << y << " under the graph";
}

TEST_F(SurfaceFigureTest, ExportWritesTheFigureAtTheRequestedSize) {
    QTemporaryDir dir;
    core::Scenario scenario;
    scenario.serialFraction = 1e-7;
    scenario.processors = 1e6;
    for (const bool caption : {true, false}) {
        ui::FigureExporter::Options options;
        options.pixelSize = QSize(1600, 1000);
        options.caption = caption;
        const QString path = dir.filePath(caption ? QStringLiteral("with.png") : QStringLiteral("without.png"));
        QString error;
        ASSERT_TRUE(ui::FigureExporter::exportSurface(view, scenario, path, options, &error)) << error.toStdString();
        const QImage image = QImage(path).convertToFormat(QImage::Format_RGB32);
        ASSERT_EQ(image.size(), QSize(1600, 1000));
        EXPECT_NEAR(image.dotsPerMeterX() * 0.0254, 250.0, 0.5) << "1600 pixels over 6.4 inches";
        // The figure of the view: the bottom strip holds the caption text or,
        // without it, the graph's lowest labels reach further down.
        int lastInk = image.height() - 1;
        while (lastInk > 0 && rowIsBackground(image, lastInk)) --lastInk;
        EXPECT_GE(lastInk, 0.96 * image.height());
        EXPECT_TRUE(hasColourBar(image)) << "no colour bar in the exported figure";
    }
}

TEST(SurfaceFigureWindow, TheExportDialogWritesTheWindowsViewAsAFigure) {
    // The GUI's path: File > Export figure, "surface", from a window with a
    // system placed and its current point behind the cliff.
    auto window = test::makeShownWindow();
    if (!window->surfaceView()->isAvailable()) GTEST_SKIP() << "no OpenGL here";
    ASSERT_TRUE(window->showSystems(QStringLiteral("Fugaku"), QString()).isEmpty());
    window->controller()->setSerialFraction(0.05);
    ASSERT_TRUE(test::settle(*window));
    QTemporaryDir dir;
    ui::ExportDialog dialog(window.get());
    dialog.figureCombo()->setCurrentIndex(dialog.figureCombo()->findData(QStringLiteral("surface")));
    dialog.formatCombo()->setCurrentText(QStringLiteral("png"));
    dialog.pathEdit()->setText(dir.filePath(QStringLiteral("surface.png")));
    QString error;
    ASSERT_TRUE(dialog.exportNow(&error)) << error.toStdString();
    const QImage image = QImage(dir.filePath(QStringLiteral("surface.png"))).convertToFormat(QImage::Format_RGB32);
    ASSERT_FALSE(image.isNull());
    EXPECT_TRUE(hasColourBar(image));
    EXPECT_TRUE(image.text(QStringLiteral("Description")).contains(QStringLiteral("s = 0.05")));
    int firstInk = 0;
    while (firstInk < image.height() && rowIsBackground(image, firstInk)) ++firstInk;
    EXPECT_LE(firstInk, 0.03 * image.height()) << "an empty band at the top";
    // To look at the figure: EFFSURF_KEEP_FIGURE=/tmp/surface.png (a test cannot judge a figure by eye).
    if (qEnvironmentVariableIsSet("EFFSURF_KEEP_FIGURE")) image.save(qEnvironmentVariable("EFFSURF_KEEP_FIGURE"));
}

}  // namespace
