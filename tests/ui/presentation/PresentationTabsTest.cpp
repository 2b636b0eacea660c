// Every lower tab in the presentation view (issue 28), as a projector shows
// it: Model, TOP500 history, Measurements (a loaded series), Compare (two
// snapshots) and Training (a large-model run), at 1920x1080, 1280x800,
// 1280x720 and 1024x768. Every text whole and at least the room's size
// (TextAudit), nothing of the desk (the training form, the probe, the save
// buttons) on the stage, and the 3D pane at least 40% of the stage's area.

#include "TextAudit.h"
#include "UiTestSupport.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/training/TrainingForm.h"
#include "effsurf/ui/training/TrainingWorkspace.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QChartView>
#include <QDir>
#include <QGuiApplication>
#include <QScreen>
#include <QSplitter>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

using namespace effsurf;

namespace {

struct Room {
    const char* tab;
    QSize size;
};

class PresentationTabs : public ::testing::TestWithParam<Room> {};

TEST_P(PresentationTabs, EveryTabIsLegibleAndLeavesTheSurfaceItsShare) {
    const Room room = GetParam();
    const QSize screen = QGuiApplication::primaryScreen()->geometry().size();
    if (screen.width() < room.size.width() || screen.height() < room.size.height())
        GTEST_SKIP() << "the display is smaller than the projector";
    auto window = test::makeShownWindow();
    const std::string tab = room.tab;
    if (tab == "training") window->controller()->setModel(core::ModelKind::ParallelTraining);
    if (tab == "measurements") {
        ASSERT_EQ(window->openMeasurements({QStringLiteral(EFFSURF_TEST_DATA_DIR "/strong_scaling.csv")}, false), 1);
    }
    if (tab == "compare") {
        window->controller()->takeSnapshot("A");
        window->controller()->setProcessors(1e4);
        window->controller()->takeSnapshot("B");
    }
    ASSERT_TRUE(window->showPanel(tab));
    window->setPresentationMode(true);
    window->setGeometry(QRect(QPoint(0, 0), room.size));
    ASSERT_TRUE(test::settle(*window));
    ASSERT_TRUE(test::settleLayouts(*window));
    ASSERT_EQ(window->size(), room.size);

    const int minimum = int(std::floor(window->presentationSettings().textPixels(room.size)));
    QStringList problems = test::TextAudit::presented(*window, minimum);
    // The desk's controls stay at the desk.
    if (tab == "training" && window->trainingWorkspace()->form()->isVisible()) problems << QStringLiteral("the training form is on the stage");
    const QString name = QStringLiteral("%1-%2x%3").arg(QString::fromLatin1(room.tab)).arg(room.size.width()).arg(room.size.height());
    if (!problems.isEmpty() || qEnvironmentVariableIsSet("EFFSURF_KEEP_SCREENSHOTS")) {
        const QString dir = QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/presentation-tabs");
        QDir().mkpath(dir);
        window->grabWindowImage().save(QDir(dir).filePath(name + QStringLiteral(".png")));
    }
    EXPECT_TRUE(problems.isEmpty()) << name.toStdString() << " (text at least " << minimum << " px):\n  "
                                    << problems.join(QStringLiteral("\n  ")).toStdString();
    // The 3D pane's share of the stage (the surface beside the tab's views).
    ui::SurfaceView* surface = window->surfaceView();
    QWidget* stage = surface;
    while (stage && !qobject_cast<QSplitter*>(stage)) stage = stage->parentWidget();
    ASSERT_NE(stage, nullptr);
    if (surface->isAvailable()) {
        const double share = double(surface->graphGeometry().width()) * surface->graphGeometry().height() /
                             (double(stage->width()) * stage->height());
        std::printf("%s: 3D pane %.0f %% of the stage\n", qPrintable(name), 100.0 * share);
        EXPECT_GE(share, 0.40) << name.toStdString() << ": the 3D pane is " << surface->graphGeometry().width() << "x"
                               << surface->graphGeometry().height() << " of a " << stage->width() << "x" << stage->height() << " stage";
    }
    window->setPresentationMode(false);
    EXPECT_FALSE(window->trainingWorkspace()->form()->isHidden() && tab == "training") << "the form did not come back";
}

std::vector<Room> rooms() {
    std::vector<Room> all;
    for (const char* tab : {"model", "history", "measurements", "compare", "training"})
        for (const QSize size : {QSize(1920, 1080), QSize(1280, 800), QSize(1280, 720), QSize(1024, 768)}) all.push_back({tab, size});
    return all;
}

INSTANTIATE_TEST_SUITE_P(Rooms, PresentationTabs, ::testing::ValuesIn(rooms()), [](const auto& param) {
    return std::string(param.param.tab) + "_" + std::to_string(param.param.size.width()) + "x" + std::to_string(param.param.size.height());
});

}  // namespace
