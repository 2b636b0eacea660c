// What a lecturer meets in a hall (issue 28): options given for one run
// (a projector emulated with --size, a camera for one demonstration) leave
// the desk's saved layout alone.

#include "UiTestSupport.h"

#include "effsurf/ui/presentation/PresentationSettings.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QSettings>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

TEST(LectureHall, OptionsForOneRunDoNotBecomeTheNextRunsLayout) {
    {
        // The desk as the user left it.
        auto desk = test::makeShownWindow();
        desk->resize(1500, 950);
        desk->setCameraPreset(int(ui::SurfaceView::CameraPreset::Isometric));
        desk->setLogarithmicEfficiency(false);
        desk->saveLayout();
    }
    const QByteArray deskGeometry = QSettings().value(QStringLiteral("window/geometry")).toByteArray();
    const double deskFontScale = ui::PresentationSettings::load().fontScale;
    {
        // effsurf --size 1024x768 --camera top --log-e --font-scale 1.7
        auto run = test::makeShownWindow();
        run->setWindowSizeForThisRun(QSize(1024, 768));
        run->setCameraPresetForThisRun(int(ui::SurfaceView::CameraPreset::Top));
        run->setLogarithmicEfficiencyForThisRun(true);
        auto settings = run->presentationSettings();
        settings.fontScale = deskFontScale == 1.7 ? 1.3 : 1.7;
        run->setPresentationSettings(settings, false);
        ASSERT_TRUE(test::settle(*run));
        EXPECT_EQ(run->size(), QSize(1024, 768));
        EXPECT_EQ(run->surfaceView()->cameraPreset(), ui::SurfaceView::CameraPreset::Top);
        EXPECT_EQ(run->presentationSettings().fontScale, settings.fontScale);
        run->saveLayout();
    }
    QSettings saved;
    EXPECT_EQ(saved.value(QStringLiteral("window/geometry")).toByteArray(), deskGeometry);
    EXPECT_EQ(saved.value(QStringLiteral("view/camera")).toInt(), int(ui::SurfaceView::CameraPreset::Isometric));
    EXPECT_FALSE(saved.value(QStringLiteral("view/logEfficiency")).toBool());
    EXPECT_EQ(ui::PresentationSettings::load().fontScale, deskFontScale);
    {
        // Changed in the window after the command line chose it: the user's choice, kept.
        auto run = test::makeShownWindow();
        run->setCameraPresetForThisRun(int(ui::SurfaceView::CameraPreset::Top));
        run->setCameraPreset(int(ui::SurfaceView::CameraPreset::Front));
        run->saveLayout();
    }
    EXPECT_EQ(QSettings().value(QStringLiteral("view/camera")).toInt(), int(ui::SurfaceView::CameraPreset::Front));
}

}  // namespace
