// SPDX-License-Identifier: MIT
// The 3D view without a mouse (issue 47): with the pane focused, the arrow
// keys turn the camera within the quarter the mouse may turn to, + and -
// zoom, Home glides back to the camera preset, and the focus shows as a
// frame around the pane.

#include "UiTestSupport.h"

#include "effsurf/ui/surface/SurfaceView.h"

#include <QImage>
#include <QPalette>
#include <QTest>
#include <QWindow>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

class SurfaceKeyboard : public ::testing::Test {
protected:
    void SetUp() override {
        window = test::makeShownWindow();
        view = window->surfaceView();
        if (!view->isAvailable()) GTEST_SKIP() << "no OpenGL here: " << view->unavailableReason().toStdString();
        view->setCameraPreset(ui::SurfaceView::CameraPreset::Isometric, false);
        ASSERT_TRUE(test::settle(*window));
    }
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) { QTest::keyClick(view->graphWindow(), Qt::Key(key), modifiers); }

    std::unique_ptr<ui::MainWindow> window;
    ui::SurfaceView* view = nullptr;
};

TEST_F(SurfaceKeyboard, ArrowKeysTurnTheCameraAndStopWhereTheMouseStops) {
    view->turnCamera(-45.0f, 30.0f);
    press(Qt::Key_Left);
    EXPECT_FLOAT_EQ(view->cameraAngles().x(), -50.0f);
    press(Qt::Key_Right, Qt::ShiftModifier);
    EXPECT_FLOAT_EQ(view->cameraAngles().x(), -49.0f);
    press(Qt::Key_Up);
    EXPECT_FLOAT_EQ(view->cameraAngles().y(), 35.0f);
    press(Qt::Key_Down, Qt::ShiftModifier);
    EXPECT_FLOAT_EQ(view->cameraAngles().y(), 34.0f);
    // Past the N axis, and down to the floor: the camera stops at the edge of
    // the quarter from which the surface hides nothing.
    for (int i = 0; i < 20; ++i) press(Qt::Key_Left);
    EXPECT_FLOAT_EQ(view->cameraAngles().x(), -90.0f);
    for (int i = 0; i < 20; ++i) press(Qt::Key_Down);
    EXPECT_FLOAT_EQ(view->cameraAngles().y(), 2.0f);
}

TEST_F(SurfaceKeyboard, PlusAndMinusZoomAndHomeReturnsToThePreset) {
    const QVector3D preset = view->cameraAngles();
    press(Qt::Key_Plus);
    EXPECT_NEAR(view->cameraAngles().z(), preset.z() * 1.1f, 1e-3f * preset.z());
    press(Qt::Key_Minus);
    press(Qt::Key_Minus);
    EXPECT_NEAR(view->cameraAngles().z(), preset.z() / 1.1f, 1e-3f * preset.z());
    press(Qt::Key_Left);
    press(Qt::Key_Up);
    ASSERT_NE(view->cameraAngles(), preset);
    // Home glides back (the tours' glide): its end is the preset's angles and fitted zoom.
    press(Qt::Key_Home);
    ASSERT_TRUE(test::waitUntil([&] { return (view->cameraAngles() - preset).length() < 1e-3f; }));
}

TEST_F(SurfaceKeyboard, OtherKeysAreLeftToTheWindow) {
    const QVector3D before = view->cameraAngles();
    press(Qt::Key_A);
    press(Qt::Key_PageUp);
    EXPECT_EQ(view->cameraAngles(), before);
}

TEST_F(SurfaceKeyboard, TheFocusShowsAsAFrameAroundThePane) {
    QWidget* pane = nullptr;
    for (auto* child : view->findChildren<QWidget*>())
        if (child->accessibleName() == QStringLiteral("3D efficiency surface")) pane = child;
    ASSERT_NE(pane, nullptr) << "the pane has no accessible name";
    EXPECT_FALSE(pane->accessibleDescription().isEmpty());
    const QColor highlight = view->palette().color(QPalette::Highlight);
    // A pixel of the frame: left of the pane, halfway down.
    const QPoint frame(pane->geometry().left() - 1, pane->geometry().center().y());
    const auto frameColour = [&] { return QColor(view->grab().toImage().pixel(frame)); };
    window->activateWindow();
    window->setFocus();
    ASSERT_TRUE(test::waitUntil([&] { return !view->hasKeyboard(); }));
    EXPECT_NE(frameColour(), highlight) << "a frame without the focus";
    pane->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(test::waitUntil([&] { return view->hasKeyboard(); }));
    EXPECT_LE(test::channelDistance(frameColour(), highlight), 2) << "no frame with the focus";
}

}  // namespace
