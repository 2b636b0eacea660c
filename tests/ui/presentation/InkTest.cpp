// SPDX-License-Identifier: MIT
// Ink on the projector (issue 47): in the presentation view the pen draws
// over the surface and the charts and E erases it, the spotlight dims all
// but the circle under the pointer, a tour step keeps its own ink, and the
// window's picture (recordings) shows the ink when the lecturer wants it.
// Judged by the pixels the room would see.

#include "UiTestSupport.h"

#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/ink/InkController.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/widgets/NumberField.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QApplication>
#include <QChartView>
#include <QLineEdit>
#include <QMouseEvent>
#include <QTest>

#include <gtest/gtest.h>

using namespace effsurf;

// A named namespace: the unity build puts this file beside others with helpers of the same names.
namespace ink_test {

/// Keys as the presenter's remote sends them: to the focused widget, or to the window itself when another
/// test's window (the X server is shared by the tests running beside this one) has taken the focus away.
QWidget* keyTarget = nullptr;
void remote(int key) {
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus && focus->window() == keyTarget ? focus : keyTarget, Qt::Key(key));
}

void mouse(QWidget* widget, QEvent::Type type, QPointF at, Qt::MouseButton button, Qt::MouseButtons held) {
    QMouseEvent event(type, at, widget->mapToGlobal(at), button, held, Qt::NoModifier);
    QApplication::sendEvent(widget, &event);
}

/// A stroke of the pen from `from` to `to` in steps of 10 px, as a mouse drags it.
void drawLine(QWidget* layer, QPointF from, QPointF to) {
    mouse(layer, QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
    const int steps = std::max(2, int(QLineF(from, to).length() / 10.0));
    for (int i = 1; i <= steps; ++i)
        mouse(layer, QEvent::MouseMove, from + (to - from) * (double(i) / steps), Qt::NoButton, Qt::LeftButton);
    mouse(layer, QEvent::MouseButtonRelease, to, Qt::LeftButton, Qt::NoButton);
}

/// Ink's red: much red, little green (the surface's yellow has much of both, its purple much blue).
bool isInk(const QColor& c) { return c.red() > 170 && c.green() < 90 && c.blue() < 110; }

QColor pixel(const QImage& image, QPointF at) { return image.pixelColor(at.toPoint() * image.devicePixelRatio()); }

struct Stage {
    std::unique_ptr<ui::MainWindow> window;
    ui::InkController* ink = nullptr;
    QPointF surfaceCentre;  ///< the 3D view's middle, in the window
    QPointF chartCentre;    ///< the first chart's middle, in the window
};

Stage present() {
    Stage stage;
    stage.window = test::makeShownWindow();
    keyTarget = stage.window.get();
    test::makeActive(*stage.window);
    stage.window->setPresentationMode(true);
    EXPECT_TRUE(test::settleLayouts(*stage.window));
    stage.ink = stage.window->ink();
    ui::SurfaceView* surface = stage.window->surfaceView();
    stage.surfaceCentre =
        QRectF(surface->mapTo(stage.window.get(), surface->graphGeometry().topLeft()), surface->graphGeometry().size()).center();
    QWidget* chart = nullptr;  // the first chart the room sees beside the surface
    for (QChartView* view : stage.window->findChildren<QChartView*>())
        if (view->isVisible() && !chart) chart = view;
    EXPECT_NE(chart, nullptr);
    if (!chart) return stage;
    stage.chartCentre = QRectF(chart->mapTo(stage.window.get(), QPoint(0, 0)), chart->size()).center();
    return stage;
}

TEST(Ink, ThePenDrawsOverTheSurfaceAndTheChartsAndEErasesIt) {
    Stage stage = present();
    ASSERT_TRUE(stage.window->surfaceView()->isAvailable()) << "this test needs the 3D view (OpenGL under Xvfb)";
    QWidget* layer = stage.ink->layer();
    remote(Qt::Key_P);
    ASSERT_EQ(stage.ink->tool(), ui::InkLayer::Tool::Pen);
    ASSERT_TRUE(layer->isVisible());
    EXPECT_EQ(layer->geometry(), stage.window->rect());
    // The 3D view's native window is hidden under the layer; its picture is in the still.
    EXPECT_FALSE(stage.window->surfaceView()->graphWindow()->isVisible());
    const QImage before = layer->grab().toImage();
    EXPECT_FALSE(isInk(pixel(before, stage.surfaceCentre))) << "the surface is already ink-red where the line goes";

    // One line across the surface and on into the chart beside it.
    drawLine(layer, stage.surfaceCentre, stage.chartCentre);
    ASSERT_EQ(stage.ink->layer()->strokes().size(), 1u);
    const QImage drawn = layer->grab().toImage();
    for (const double t : {0.0, 0.25, 0.75, 1.0}) {
        const QPointF at = stage.surfaceCentre + (stage.chartCentre - stage.surfaceCentre) * t;
        EXPECT_TRUE(isInk(pixel(drawn, at))) << "no ink at " << t << " of the line: " << pixel(drawn, at).name().toStdString();
    }
    // Off the line, the window as it was.
    const QPointF away = stage.surfaceCentre + QPointF(0, 60);
    EXPECT_LE(test::channelDistance(pixel(drawn, away), pixel(before, away)), 2);

    remote(Qt::Key_E);
    EXPECT_TRUE(stage.ink->layer()->strokes().empty());
    const QImage erased = layer->grab().toImage();
    for (const QPointF at : {stage.surfaceCentre, stage.chartCentre})
        EXPECT_LE(test::channelDistance(pixel(erased, at), pixel(before, at)), 2) << "ink left after E";

    // Esc puts the pen away (the 3D view comes back), a second Esc leaves the presentation view.
    remote(Qt::Key_Escape);
    EXPECT_EQ(stage.ink->tool(), ui::InkLayer::Tool::None);
    EXPECT_FALSE(layer->isVisible());
    EXPECT_TRUE(stage.window->surfaceView()->graphWindow()->isVisible());
    EXPECT_TRUE(stage.window->isPresenting());
    remote(Qt::Key_Escape);
    EXPECT_FALSE(stage.window->isPresenting());
}

TEST(Ink, TheSpotlightDimsAllButTheCircleUnderThePointer) {
    Stage stage = present();
    QWidget* layer = stage.ink->layer();
    remote(Qt::Key_L);
    ASSERT_EQ(stage.ink->tool(), ui::InkLayer::Tool::Spotlight);
    mouse(layer, QEvent::MouseMove, stage.surfaceCentre, Qt::NoButton, Qt::NoButton);
    const QImage lit = layer->grab().toImage();
    const QImage& still = stage.ink->layer()->backdrop();
    // Under the pointer: the window as it is. Far from it (the other side of the stage): 70 % of the light taken.
    EXPECT_LE(test::channelDistance(pixel(lit, stage.surfaceCentre), pixel(still, stage.surfaceCentre)), 2);
    const QPointF far = stage.chartCentre;
    ASSERT_GT(QLineF(far, stage.surfaceCentre).length(), ui::InkLayer::kLargestSpotlight * layer->height());
    const QColor bright = pixel(still, far), dimmed = pixel(lit, far);
    for (const auto& [b, d] :
         {std::pair{bright.red(), dimmed.red()}, std::pair{bright.green(), dimmed.green()}, std::pair{bright.blue(), dimmed.blue()}})
        EXPECT_NEAR(d, b * (1.0 - ui::InkLayer::kDimming), 3.0) << bright.name().toStdString() << " -> " << dimmed.name().toStdString();
    // The spotlight follows the pointer: moved onto the chart, the chart is lit and the surface dimmed.
    mouse(layer, QEvent::MouseMove, far, Qt::NoButton, Qt::NoButton);
    const QImage moved = layer->grab().toImage();
    EXPECT_LE(test::channelDistance(pixel(moved, far), bright), 2);
    const QColor surface = pixel(still, stage.surfaceCentre), surfaceDimmed = pixel(moved, stage.surfaceCentre);
    EXPECT_NEAR(surfaceDimmed.red(), surface.red() * (1.0 - ui::InkLayer::kDimming), 3.0);
    EXPECT_NEAR(surfaceDimmed.green(), surface.green() * (1.0 - ui::InkLayer::kDimming), 3.0);
    EXPECT_NEAR(surfaceDimmed.blue(), surface.blue() * (1.0 - ui::InkLayer::kDimming), 3.0);
    remote(Qt::Key_L);
    EXPECT_FALSE(layer->isVisible());
}

TEST(Ink, EachTourStepKeepsItsOwnInkAndRecordingsShowItWhenAsked) {
    Stage stage = present();
    ui::TourPlayer* player = stage.window->tourPlayer();
    player->setAnimated(false);
    ASSERT_TRUE(stage.window->startTour(QStringLiteral("piz-daint"), nullptr));
    ASSERT_TRUE(test::settle(*stage.window));
    stage.ink->setKeepsInkWithStep(true);
    stage.ink->setInkInRecordings(false);
    ui::InkLayer* layer = stage.ink->layer();
    remote(Qt::Key_P);
    drawLine(layer, stage.surfaceCentre, stage.surfaceCentre + QPointF(120, 0));
    const QImage firstStill = layer->backdrop();

    // The clicker steps the tour under the pen: the next step has a clean page and its own still.
    remote(Qt::Key_PageDown);
    ASSERT_EQ(player->stepIndex(), 1);
    ASSERT_TRUE(test::waitUntil([&] { return layer->backdrop() != firstStill; })) << "the still under the ink was not taken again";
    EXPECT_TRUE(layer->strokes().empty());
    EXPECT_EQ(stage.ink->tool(), ui::InkLayer::Tool::Pen);
    remote(Qt::Key_PageUp);
    ASSERT_EQ(player->stepIndex(), 0);
    EXPECT_EQ(layer->strokes().size(), 1u) << "step 1's ink did not come back with it";

    // The window's picture (a recording's frame): ink only when asked for.
    const QPointF onLine = stage.surfaceCentre + QPointF(60, 0);
    EXPECT_FALSE(isInk(pixel(stage.window->grabWindowImage(), onLine)));
    stage.ink->setInkInRecordings(true);
    EXPECT_TRUE(isInk(pixel(stage.window->grabWindowImage(), onLine)));
    stage.ink->setInkInRecordings(false);

    // Without "keep", the tour moves on with a clean page and does not bring the ink back.
    stage.ink->setKeepsInkWithStep(false);
    remote(Qt::Key_PageDown);
    remote(Qt::Key_PageUp);
    EXPECT_TRUE(layer->strokes().empty());
    stage.ink->setKeepsInkWithStep(true);

    // E in a number being typed is its exponent, not the eraser.
    drawLine(layer, stage.surfaceCentre, stage.surfaceCentre + QPointF(0, 80));
    QLineEdit* field = stage.window->controlPanel()->processorField()->lineEdit();
    field->setFocus();
    field->selectAll();
    QTest::keyClicks(field, QStringLiteral("1e"));
    EXPECT_EQ(field->text(), QStringLiteral("1e"));
    EXPECT_EQ(layer->strokes().size(), 1u) << "E typed into a number erased the ink";
}

}  // namespace ink_test
