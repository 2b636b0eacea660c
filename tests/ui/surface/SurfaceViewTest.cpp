// SPDX-License-Identifier: MIT
#include "UiTestSupport.h"

#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/core/scenario/ScenarioSurface.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/animation/AnimationPanel.h"
#include "effsurf/ui/animation/FrameRecorder.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/core/scenario/Sweep.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QLabel>
#include <QScreen>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <utility>
#include <vector>

using namespace effsurf;

// Outside the anonymous namespace: tests further down, outside it, derive from it.
class Surface : public ::testing::Test {
protected:
    void SetUp() override {
        window = test::makeShownWindow();
        view = window->surfaceView();
        if (!view->isAvailable()) GTEST_SKIP() << "no OpenGL here: " << view->unavailableReason().toStdString();
    }
    std::unique_ptr<ui::MainWindow> window;
    ui::SurfaceView* view = nullptr;
};

namespace {

TEST_F(Surface, MarkerSitsAtTheCurrentConfiguration) {
    window->controller()->setSerialFraction(1.4547e-7);
    window->controller()->setProcessors(2414592.0);
    ASSERT_TRUE(test::settle(*window));
    const QVector3D marker = view->markerPosition();
    EXPECT_NEAR(marker.x(), std::log10(2414592.0), 1e-5);
    EXPECT_NEAR(marker.z(), std::log10(1.4547e-7), 1e-5);
    EXPECT_NEAR(marker.y(), core::amdahlEfficiency(2414592.0, 1.4547e-7), 1e-6);  // Summit: E = 0.74
    EXPECT_NEAR(marker.y(), 0.74006, 1e-4);
}

TEST_F(Surface, MeshHoldsCoreEfficiencies) {
    ASSERT_EQ(view->resolution(), ui::SurfaceView::kFullResolution);
    // Grid vertices as drawn (floats) against core at the vertex's own (N, s).
    for (const auto& [x, z] : {std::pair{0.0, -12.0}, {12.0, 0.0}, {6.0, -6.0}, {3.3, -9.1}, {9.0, -2.0}}) {
        const QVector3D v = view->meshVertexNear(x, z);
        EXPECT_NEAR(v.x(), x, 12.0 / 255.0);
        EXPECT_NEAR(v.y(), core::amdahlEfficiency(std::pow(10.0, double(v.x())), std::pow(10.0, double(v.z()))), 1e-5);
    }
    EXPECT_NEAR(view->meshVertexNear(0.0, -12.0).y(), 1.0, 1e-6);
    EXPECT_NEAR(view->meshVertexNear(12.0, 0.0).y(), 1e-12, 1e-6);
}

TEST_F(Surface, PrecisionChangesTheMesh) {
    const QVector3D before = view->meshVertexNear(7.0, -7.0);
    window->controller()->setPrecision(core::Precision::FP16);
    ASSERT_TRUE(test::settle(*window));
    const QVector3D after = view->meshVertexNear(7.0, -7.0);
    EXPECT_LT(after.y(), before.y());
    const double n = std::pow(10.0, double(after.x()));
    const double s = std::pow(10.0, double(after.z()));
    EXPECT_NEAR(after.y(), core::amdahlEfficiency(n, core::acceleratedSerialFraction(s, 4.0)), 1e-5);
}

TEST_F(Surface, TheMeshIsCoresSurfaceOfTheScenarioForEveryLawAtTwoPrecisions) {
    // The exported page draws core::ScenarioSurface (web/tests/test_page_view.py compares it with
    // effsurf-cli surface --session); the window's mesh is the same surface.
    for (const core::ModelKind law : {core::ModelKind::Amdahl, core::ModelKind::Gustafson, core::ModelKind::SunNi,
                                      core::ModelKind::Timeline, core::ModelKind::Training, core::ModelKind::ParallelTraining}) {
        for (const core::Precision precision : {core::Precision::FP64, core::Precision::FP16}) {
            core::Scenario scenario = window->controller()->scenario();
            if (law == core::ModelKind::ParallelTraining) scenario.useLargeModelTraining();
            else scenario.model = law;
            scenario.precision = precision;
            window->controller()->setScenario(scenario);
            ASSERT_TRUE(test::settle(*window));
            ASSERT_EQ(view->resolution(), ui::SurfaceView::kFullResolution);
            core::EfficiencySurface expected;
            core::ScenarioSurface::evaluate(expected, window->controller()->scenario(), ui::SurfaceView::kFullResolution);
            for (const auto& [j, i] : {std::pair{0, 0}, {255, 255}, {128, 77}, {30, 200}, {250, 3}, {170, 170}}) {
                const QVector3D v = view->meshVertexNear(expected.log10ProcessorCounts()(j), expected.log10SerialFractions()(i));
                EXPECT_NEAR(v.y(), expected.efficiency()(i, j), 1e-6)
                    << core::modelKindId(law) << " " << int(precision) << " at (" << i << ", " << j << ")";
            }
        }
    }
}

TEST_F(Surface, CoarseWhileDraggingAndRefinedAfter) {
    window->controller()->beginInteraction();
    window->controller()->setSerialFraction(3e-7);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(view->resolution(), ui::SurfaceView::kInteractiveResolution);
    bool refined = false;
    QObject::connect(window.get(), &ui::MainWindow::refineCompleted, [&](qint64) { refined = true; });
    window->controller()->endInteraction();
    EXPECT_TRUE(test::waitUntil([&] { return refined; }));
    EXPECT_EQ(view->resolution(), ui::SurfaceView::kFullResolution);
}

/// Mean absolute difference per channel of two images of the same size.
double meanDifference(const QImage& a, const QImage& b) {
    double sum = 0.0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q));
        }
    return sum / (3.0 * a.width() * a.height());
}

TEST_F(Surface, AtRestTheScreenShowsTheMultisampledStill) {
    // Frames are drawn without multisampling (twice as fast under llvmpipe);
    // at rest the same view, multisampled, replaces the last one. Read from
    // the X server: only on a display of its own (ui.OnScreen runs it so), as
    // other tests' windows would cover this one.
    if (!qEnvironmentVariableIsSet("EFFSURF_OWN_DISPLAY")) GTEST_SKIP() << "needs a display of its own: see ui.OnScreen";
    window->controller()->beginInteraction();
    window->controller()->setSerialFraction(2e-6);
    ASSERT_TRUE(test::settle(*window));
    const QRect pane(view->mapTo(window.get(), view->graphGeometry().topLeft()), view->graphGeometry().size());
    const auto onScreen = [&] {
        return window->screen()->grabWindow(window->winId()).toImage().copy(pane).convertToFormat(QImage::Format_RGB32);
    };
    const QImage whileDragging = onScreen();
    bool refined = false;
    QObject::connect(window.get(), &ui::MainWindow::refineCompleted, [&](qint64) { refined = true; });
    window->controller()->endInteraction();
    ASSERT_TRUE(test::waitUntil([&] { return refined; }));
    // Anything else that asks the graph for a frame (a focus change) gets its
    // still a little later: waited for as the event, not a delay (issue 43).
    ASSERT_TRUE(test::waitUntil([&] { return view->stillOnScreen(); }));
    const QImage atRest = onScreen();
    const QImage multisampled = view->renderToImage(pane.size(), ui::SurfaceView::kStillSamples).convertToFormat(QImage::Format_RGB32);
    const QImage aliased = view->renderToImage(pane.size(), 0).convertToFormat(QImage::Format_RGB32);
    ASSERT_EQ(atRest.size(), multisampled.size());
    // The screen is the multisampled render (to rounding), and measurably not the aliased one.
    const double toStill = meanDifference(atRest, multisampled);
    const double toAliased = meanDifference(atRest, aliased);
    EXPECT_LT(toStill, 0.05);
    EXPECT_GT(toAliased, 5.0 * toStill + 0.02);
    // While the slider was held, the frame was the fast one: not the still.
    EXPECT_GT(meanDifference(whileDragging, multisampled), toStill);
}

/// What the X server shows in the 3D pane against what the view renders now.
struct PaneOnScreen {
    ui::MainWindow& window;
    ui::SurfaceView& view;

    QRect pane() const { return QRect(view.mapTo(&window, view.graphGeometry().topLeft()), view.graphGeometry().size()); }
    QImage shown() const {
        return window.screen()->grabWindow(window.winId()).toImage().copy(pane()).convertToFormat(QImage::Format_RGB32);
    }
    /// The surface as the view renders it now is what the screen shows.
    bool drawn() const {
        if (!view.isVisible() || pane().isEmpty()) return false;
        const QImage expected = view.renderToImage(pane().size(), ui::SurfaceView::kStillSamples).convertToFormat(QImage::Format_RGB32);
        const QImage screen = shown();
        return screen.size() == expected.size() && meanDifference(screen, expected) < 1.0;
    }
    /// Black where the surface was: its native window is not drawn over the cover.
    bool black() const {
        const QImage screen = shown();
        for (int y = 0; y < screen.height(); y += 4)
            for (int x = 0; x < screen.width(); x += 4)
                if (qGray(screen.pixel(x, y)) > 8) return false;
        return true;
    }
    void press(int key) const { QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &window, Qt::Key(key)); }
};

TEST_F(Surface, AfterTheBlankScreenTheSurfaceIsOnScreenAgain) {
    // B blanks the projector, any key brings the picture back: the 3D pane
    // once stayed empty for good after it (in F5, after leaving F5 and after
    // entering it again). Read from the X server, on a display of its own.
    if (!qEnvironmentVariableIsSet("EFFSURF_OWN_DISPLAY")) GTEST_SKIP() << "needs a display of its own: see ui.OnScreen";
    test::makeActive(*window);
    const PaneOnScreen screen{*window, *view};
    const auto cover = [&] { return window->findChild<QWidget*>(QStringLiteral("blankScreen")); };
    ASSERT_TRUE(test::waitUntil([&] { return screen.drawn(); })) << "the window shows no surface to begin with";
    for (int round = 0; round < 2; ++round) {
        window->setPresentationMode(true);
        ASSERT_TRUE(test::settle(*window));
        EXPECT_TRUE(test::waitUntil([&] { return screen.drawn(); })) << "F5 (round " << round << ") shows no surface";
        screen.press(Qt::Key_B);  // B blanks in F5 (and in a tour)
        ASSERT_NE(cover(), nullptr);
        ASSERT_TRUE(cover()->isVisible());
        EXPECT_TRUE(test::waitUntil([&] { return screen.black(); })) << "the blanked screen shows the surface";
        screen.press(round == 0 ? Qt::Key_A : Qt::Key_Space);  // any key brings the picture back
        ASSERT_FALSE(cover()->isVisible());
        ASSERT_TRUE(test::settle(*window));
        EXPECT_TRUE(test::waitUntil([&] { return screen.drawn(); })) << "F5's 3D pane is empty after B and a key (round " << round << ")";
        window->setPresentationMode(false);
        ASSERT_TRUE(test::settle(*window));
        EXPECT_TRUE(test::waitUntil([&] { return screen.drawn(); }))
            << "the window's 3D pane is empty after leaving F5 (round " << round << ")";
    }
}

TEST_F(Surface, EveryModeInAnyOrderLeavesTheSurfaceOnScreen) {
    // A lecture mixes the modes: F5, a tour and its steps, B and a key, the pen and the spotlight, tabs,
    // Escape, the animation (F8), recordings of the window and of the surface,
    // another camera. After every step of such a sequence the 3D pane shows
    // the surface the view renders now (issue 44: it once stayed empty).
    if (!qEnvironmentVariableIsSet("EFFSURF_OWN_DISPLAY")) GTEST_SKIP() << "needs a display of its own: see ui.OnScreen";
    test::makeActive(*window);
    const PaneOnScreen screen{*window, *view};
    ASSERT_TRUE(test::waitUntil([&] { return screen.drawn(); })) << "the window shows no surface to begin with";
    QTemporaryDir recordings;
    ui::AnimationPanel* animation = window->animationPanel();
    auto* animationDock = window->findChild<QDockWidget*>(QStringLiteral("animationDock"));
    ASSERT_NE(animationDock, nullptr);
    animation->quantityCombo()->setCurrentIndex(animation->quantityCombo()->findData(int(core::SweepQuantity::SerialFraction)));
    animation->fromEdit()->setText(QStringLiteral("1e-8"));
    animation->toEdit()->setText(QStringLiteral("1e-2"));
    animation->durationSpin()->setValue(1.0);
    animation->framesPerSecondSpin()->setValue(4);
    animation->formatCombo()->setCurrentIndex(animation->formatCombo()->findData(int(ui::FrameRecorder::Format::PngFrames)));
    const auto record = [&](const char* target) {
        animation->targetCombo()->setCurrentIndex(animation->targetCombo()->findData(QString::fromLatin1(target)));
        QString error;
        const QString into = recordings.filePath(QString::fromLatin1(target));
        QDir().mkpath(into);
        EXPECT_EQ(animation->recordTo(into, &error), animation->frameCount()) << target << ": " << error.toStdString();
    };
    window->tourPlayer()->setAnimated(false);
    QString error;
    const std::vector<std::pair<const char*, std::function<void()>>> steps = {
        {"F5", [&] { window->setPresentationMode(true); }},
        {"a tour started in F5", [&] { ASSERT_TRUE(window->startTour(QStringLiteral("amdahl-surface"), &error)) << error.toStdString(); }},
        {"the next step (Page Down)", [&] { screen.press(Qt::Key_PageDown); }},
        {"B and then a key",
         [&] {
             screen.press(Qt::Key_B);
             screen.press(Qt::Key_A);
         }},
        {"the pen, the next step under it, the pen put away (Escape)",
         [&] {
             screen.press(Qt::Key_P);
             screen.press(Qt::Key_PageDown);
             screen.press(Qt::Key_Escape);
         }},
        {"the spotlight, B over it and a key, the spotlight put away",
         [&] {
             screen.press(Qt::Key_L);
             screen.press(Qt::Key_B);
             screen.press(Qt::Key_A);
             screen.press(Qt::Key_L);
         }},
        {"the Measurements tab", [&] { window->showPanel("measurements"); }},
        {"the Model tab", [&] { window->showPanel("model"); }},
        {"Escape (the tour goes on)", [&] { screen.press(Qt::Key_Escape); }},
        {"the next step outside F5", [&] { window->tourPlayer()->next(); }},
        {"B and then a key outside F5",
         [&] {
             screen.press(Qt::Key_B);
             screen.press(Qt::Key_Space);
         }},
        {"the tour stopped", [&] { window->tourPlayer()->stop(); }},
        {"the animation panel (F8)", [&] { animationDock->show(); }},
        {"a frame of the animation", [&] { animation->showFrame(2); }},
        {"a recording of the window", [&] { record("window"); }},
        {"a recording of the surface", [&] { record("surface"); }},
        {"another camera", [&] { window->setCameraPreset(2); }},
        {"F5 with the animation panel open", [&] { window->setPresentationMode(true); }},
        {"B in F5, then Escape",
         [&] {
             screen.press(Qt::Key_B);
             screen.press(Qt::Key_Escape);
         }},
        {"F5 left", [&] { window->setPresentationMode(false); }},
        {"the animation panel closed", [&] { animationDock->hide(); }},
        {"the first camera", [&] { window->setCameraPreset(0); }},
    };
    for (const auto& [name, action] : steps) {
        action();
        if (::testing::Test::HasFatalFailure()) return;
        ASSERT_TRUE(test::settle(*window)) << name;
        EXPECT_TRUE(test::waitUntil([&] { return screen.drawn(); })) << "no surface on screen after " << name;
    }
}

TEST_F(Surface, LogarithmicEfficiencyAxis) {
    window->controlPanel()->logEfficiencyCheck()->setChecked(true);
    ASSERT_TRUE(test::waitUntil([&] { return view->logarithmicEfficiency(); }));
    window->controller()->setSerialFraction(1e-4);  // HPCG-like: E ~ 1% at N = 10^6
    ASSERT_TRUE(test::settle(*window));
    const double e = core::amdahlEfficiency(1e6, 1e-4);
    EXPECT_NEAR(view->markerPosition().y(), std::log10(e), 1e-5);
    EXPECT_NEAR(view->meshVertexNear(12.0, 0.0).y(), -4.0, 1e-6);  // log10 E, clamped at the axis floor 10^-4
}

TEST_F(Surface, RendersOffscreenAtAnySize) {
    const QImage image = view->renderToImage(QSize(1200, 800), 4);
    ASSERT_EQ(image.size(), QSize(1200, 800));
    // Not blank: many colours (the gradient) and not one flat fill.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 8)
        for (int x = 0; x < image.width(); x += 8) colours.insert(image.pixel(x, y));
    EXPECT_GT(colours.size(), 100);
}

TEST(SurfaceFallback, WithoutOpenGlTheViewExplainsWhy) {
    qputenv("EFFSURF_DISABLE_3D", "1");
    ui::SurfaceView view;
    qunsetenv("EFFSURF_DISABLE_3D");
    EXPECT_FALSE(view.isAvailable());
    EXPECT_TRUE(view.unavailableReason().contains(QStringLiteral("EFFSURF_DISABLE_3D")));
    auto* message = view.findChild<QLabel*>(QStringLiteral("surfaceUnavailable"));
    ASSERT_NE(message, nullptr);
    EXPECT_TRUE(message->text().contains(QStringLiteral("3D surface unavailable")));
    core::Scenario scenario;
    bool shown = false;
    QObject::connect(&view, &ui::SurfaceView::frameShown, [&](quint64 g) { shown = g == 7; });
    view.render(scenario, true, 7);
    EXPECT_TRUE(test::waitUntil([&] { return shown; }));
    EXPECT_EQ(view.renderToImage(QSize(320, 200)).size(), QSize(320, 200));
}

}  // namespace

namespace {

TEST(Layout, ViewChoicesAndSplittersPersistBetweenRuns) {
    {
        ui::MainWindow first;
        first.resize(1300, 850);
        first.setCameraPreset(int(ui::SurfaceView::CameraPreset::Top));
        first.setLogarithmicEfficiency(true);
        first.saveLayout();
    }
    ui::MainWindow second;
    EXPECT_EQ(second.surfaceView()->cameraPreset(), ui::SurfaceView::CameraPreset::Isometric);
    second.restoreLayout();
    EXPECT_EQ(second.surfaceView()->cameraPreset(), ui::SurfaceView::CameraPreset::Top);
    EXPECT_TRUE(second.surfaceView()->logarithmicEfficiency());
    EXPECT_TRUE(second.controlPanel()->logEfficiencyCheck()->isChecked());
    EXPECT_EQ(second.size(), QSize(1300, 850));
}

}  // namespace

namespace {
/// Pixels that differ by more than a little between two images of one size.
int differingPixels(const QImage& a, const QImage& b) {
    int count = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QColor p(a.pixel(x, y)), q(b.pixel(x, y));
            if (std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) + std::abs(p.blue() - q.blue()) > 24) ++count;
        }
    return count;
}
}  // namespace

TEST(SurfaceLabel, TheMarkerLabelShowsTheCurrentEfficiencyNotTheFirst) {
    // DataVisualization draws a label's text once, when it is added: a
    // changed E must still reach the picture. The same state is drawn by a
    // window that moved there and by one that started there; with a stale
    // label the first would still read the start-up E = 0.909.
    core::Scenario target;
    target.serialFraction = 3e-4;
    target.processors = 1e3;  // E = 0.769
    auto moved = test::makeShownWindow();
    if (!moved->surfaceView()->isAvailable()) GTEST_SKIP() << "no OpenGL here";
    moved->controller()->setScenario(target);
    ASSERT_TRUE(test::settle(*moved));
    const QImage afterMove = moved->surfaceView()->renderToImage(QSize(800, 600), 4);
    moved.reset();
    auto started = std::make_unique<ui::MainWindow>();
    started->controller()->setScenario(target);
    started->resize(1400, 900);
    started->show();
    ASSERT_TRUE(test::settle(*started));
    const QImage fromStart = started->surfaceView()->renderToImage(QSize(800, 600), 4);
    const int differing = differingPixels(afterMove, fromStart);
    std::printf("differing pixels: %d\n", differing);
    EXPECT_LT(differing, 40) << "the label of the moved window is stale";
}

namespace {
/// Pixels of the marker's colour (kMarkerColor, lit: red well above green and blue).
int markerColouredPixels(const QImage& image) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor p = image.pixelColor(x, y);
            if (p.red() > 150 && p.red() - p.green() > 90 && p.red() - p.blue() > 90) ++count;
        }
    return count;
}
}  // namespace

TEST_F(Surface, TheCurrentPointIsSeenFromEveryCameraAtEveryState) {
    // Where it hid behind the surface (issue 28): large s at small N, the
    // cliff at large N, and states across the whole plane, from each camera.
    // The sphere's own pixels are those of its colour in the view drawn with
    // it and not without it. Seen whole, its disk in an 800x600 figure covers
    // 80 (far corner) to 260 px; its upper half shows at least 40. Hidden, as
    // before, 0 to 11 px showed.
    const std::pair<double, double> states[] = {{10.0, 0.3},   {1e6, 0.01},  {1e3, 1e-4},    {1e9, 1e-9}, {2.0, 1.0},
                                                {1e12, 1e-12}, {1e11, 1e-3}, {100.0, 1e-12}, {1e4, 0.5}};
    const ui::SurfaceView::CameraPreset cameras[] = {ui::SurfaceView::CameraPreset::Isometric, ui::SurfaceView::CameraPreset::Front,
                                                     ui::SurfaceView::CameraPreset::Top};
    for (const auto camera : cameras) {
        view->setCameraPreset(camera, false);
        for (const auto& [n, s] : states) {
            window->controller()->setSerialFraction(s);
            window->controller()->setProcessors(n);
            ASSERT_TRUE(test::settle(*window));
            const QImage with = view->renderToImage(QSize(800, 600), 4);
            view->setMarkerShown(false);
            const QImage without = view->renderToImage(QSize(800, 600), 4);
            view->setMarkerShown(true);
            const int sphere = markerColouredPixels(with) - markerColouredPixels(without);
            std::printf("camera %d N %g s %g: %d px of the sphere\n", int(camera), n, s, sphere);
            EXPECT_GE(sphere, 30) << "camera " << int(camera) << ", N = " << n << ", s = " << s;
        }
    }
}

TEST_F(Surface, TheMouseTurnsTheCameraOnlyWhereTheCurrentPointStaysInSight) {
    // Turned by hand: within the quarter from the front to the right and
    // above the floor the point shows; past it the camera stops at the edge.
    view->setCameraPreset(ui::SurfaceView::CameraPreset::Isometric, false);
    view->turnCamera(120.0f, -30.0f);
    EXPECT_FLOAT_EQ(view->cameraAngles().x(), 0.0f);
    EXPECT_FLOAT_EQ(view->cameraAngles().y(), 2.0f);
    view->turnCamera(-170.0f, 40.0f);
    EXPECT_FLOAT_EQ(view->cameraAngles().x(), -90.0f);
    EXPECT_FLOAT_EQ(view->cameraAngles().y(), 40.0f);
    const std::pair<float, float> turns[] = {{-90.0f, 5.0f}, {-60.0f, 45.0f}, {-10.0f, 80.0f}, {-45.0f, 2.0f}};
    const std::pair<double, double> states[] = {{10.0, 0.3}, {1e6, 0.01}, {1e9, 1e-9}, {1e3, 1e-4}};
    for (const auto& [x, y] : turns)
        for (const auto& [n, s] : states) {
            window->controller()->setSerialFraction(s);
            window->controller()->setProcessors(n);
            ASSERT_TRUE(test::settle(*window));
            view->turnCamera(x, y);
            const QImage with = view->renderToImage(QSize(800, 600), 4);
            view->setMarkerShown(false);
            const QImage without = view->renderToImage(QSize(800, 600), 4);
            view->setMarkerShown(true);
            const int sphere = markerColouredPixels(with) - markerColouredPixels(without);
            std::printf("camera (%g, %g) N %g s %g: %d px of the sphere\n", double(x), double(y), n, s, sphere);
            EXPECT_GE(sphere, 30) << "camera (" << x << ", " << y << "), N = " << n << ", s = " << s;
        }
}

TEST_F(Surface, EverySnapshotIsLabelledAndNoLabelCoversAnother) {
    // Snapshots A .. D at 10² .. 10⁵, a measured series and the current
    // point at 10⁴: B's letter was placed behind the current point's label
    // ("E = 0.5") when every place it tried overlapped something.
    core::Scenario scenario;
    scenario.serialFraction = 1e-4;
    scenario.processors = 1e4;
    auto data = test::amdahlSpeedupSeries(0.002, {1, 2, 4, 8, 16, 64});
    data->name = "big";
    scenario.series.push_back({"s1", data, std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)), true, 0});
    for (const char* label : {"A", "B", "C", "D"}) {
        core::Scenario other = scenario;
        other.series.clear();
        other.processors = std::pow(10.0, 2 + (label[0] - 'A'));
        scenario.snapshots.push_back({label, std::make_shared<core::Scenario>(other)});
    }
    window->resize(1600, 1000);
    window->controller()->setScenario(scenario);
    for (int camera = 0; camera < 3; ++camera) {
        view->setCameraPreset(ui::SurfaceView::CameraPreset(camera));
        ASSERT_TRUE(test::settle(*window));
        const std::vector<QRect> labels = view->drawnLabelRects(view->graphGeometry().size());
        // The current point's, the series' and the four snapshots' labels drawn
        // (a series labels one of its points: the others' labels stay hidden).
        const auto drawn = std::count_if(labels.begin(), labels.end(), [](const QRect& r) { return !r.isEmpty(); });
        EXPECT_GE(drawn, 6) << "camera " << camera;
        for (std::size_t i = 0; i < labels.size(); ++i)
            for (std::size_t j = i + 1; j < labels.size(); ++j) {
                const QRect both = labels[i].intersected(labels[j]);
                EXPECT_FALSE(!both.isEmpty() && both.width() > 2 && both.height() > 2)
                    << "labels " << i << " and " << j << " overlap by " << both.width() << "x" << both.height() << " px, camera " << camera;
            }
        if (::testing::Test::HasFailure())
            view->renderToImage(view->graphGeometry().size(), 1)
                .save(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/snapshot-labels-%1.png").arg(camera));
    }
    window->controller()->undoStack()->setClean();
}
