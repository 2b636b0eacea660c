// SPDX-License-Identifier: MIT
// While a control moves, each chart repaints only what a step changes
// (ComparisonChart::markRendered). What the screen shows must still be the
// whole new state: the window's backing store (what Qt puts on the screen)
// is compared here, pixel for pixel, with the chart drawn afresh, after
// every step of a drag of s and of N.

#include "UiTestSupport.h"

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"

#include <QApplication>
#include <QBackingStore>
#include <QGraphicsTextItem>
#include <QPixmap>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <utility>
#include <vector>

using namespace effsurf;

namespace {

/// Pixels of `a` and `b` (same size) whose colours differ by more than 8 in a channel.
int differingPixels(const QImage& a, const QImage& b) {
    int differing = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) > 8 || std::abs(qGreen(p) - qGreen(q)) > 8 || std::abs(qBlue(p) - qBlue(q)) > 8) ++differing;
        }
    return differing;
}

TEST(ChartRepaint, WhatTheScreenShowsIsEachStepOfADrag) {
    auto window = test::makeShownWindow();
    auto* controller = window->controller();
    controller->setSerialFraction(1e-9);
    controller->setProcessors(1e4);
    ASSERT_TRUE(test::settle(*window));
    controller->beginInteraction();
    ASSERT_TRUE(test::settle(*window));
    // s moves the curves, the ceiling and the titles; N the current points and
    // the titles (whose text, and so its width, changes at every step).
    const std::vector<std::pair<double, double>> steps = {{3e-8, 1e4}, {1e-6, 1e4}, {2e-5, 1e4}, {2e-5, 3e6},
                                                          {2e-5, 8e8}, {4e-4, 8e8}, {4e-4, 50.0}};
    for (const auto& [s, n] : steps) {
        controller->setSerialFraction(s);
        controller->setProcessors(n);
        ASSERT_TRUE(test::settle(*window));
        QApplication::processEvents();
        // The backing store, not a grab of the X screen: other tests' windows may cover this one.
        QPaintDevice* device = window->backingStore()->paintDevice();
        ASSERT_EQ(device->devType(), int(QInternal::Image));
        const QImage screen = static_cast<QImage*>(device)->convertToFormat(QImage::Format_RGB32);
        for (int c = 0; c < 4; ++c) {
            ui::ComparisonChart* chart = window->chart(c);
            if (!chart->isVisible()) continue;
            const qreal ratio = screen.devicePixelRatio();
            const QRect where(chart->mapTo(window.get(), QPoint(0, 0)) * ratio, chart->size() * ratio);
            const QImage shown = screen.copy(where);
            const QImage fresh = chart->grab().toImage().convertToFormat(QImage::Format_RGB32);
            ASSERT_EQ(shown.size(), fresh.size());
            // Identical but for a few pixels (text may rasterize a hair differently).
            EXPECT_LT(differingPixels(shown, fresh), shown.width() * shown.height() / 1000)
                << chart->metaObject()->className() << " at s = " << s << ", N = " << n;
        }
    }
    // While dragging, the titles were put into place without Qt's layout:
    // on release Qt lays the charts out again, and each title stays where it was.
    const auto titles = [&](ui::ComparisonChart* chart) {
        std::vector<std::pair<QString, double>> found;  // text, horizontal centre
        for (QGraphicsItem* child : chart->chart()->childItems())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(child); text && text->isVisible())
                found.emplace_back(text->toPlainText(), text->sceneBoundingRect().center().x());
        return found;
    };
    std::vector<std::vector<std::pair<QString, double>>> dragged;
    for (int c = 0; c < 4; ++c) dragged.push_back(titles(window->chart(c)));
    controller->endInteraction();
    ASSERT_TRUE(test::settle(*window));
    for (int c = 0; c < 4; ++c) {
        ui::ComparisonChart* chart = window->chart(c);
        const QString title = chart->chart()->title();
        bool same = false;
        for (const auto& [text, centre] : titles(chart))
            if (text == title)
                for (const auto& [before, at] : dragged[std::size_t(c)]) same = same || (before == title && std::abs(at - centre) < 1.5);
        EXPECT_TRUE(same) << chart->metaObject()->className() << ": " << title.toStdString();
    }
}

}  // namespace
