// SPDX-License-Identifier: MIT
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
#include "effsurf/ui/widgets/ReadoutBar.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/training/TrainingStageStrip.h"
#include "effsurf/ui/training/TrainingView.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>
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
    if (tab == "training" && window->trainingWorkspace()->form()->isVisible())
        problems << QStringLiteral("the training form is on the stage");
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
        const double share =
            double(surface->graphGeometry().width()) * surface->graphGeometry().height() / (double(stage->width()) * stage->height());
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

TEST(PresentationHeadline, FollowsTheTabOnTheStage) {
    // F5 from the Training tab showed the law's S, E and 1/s above the run
    // (issue 44): the headline is the run's step time, throughput, MFU and
    // days, with their units, and the law's again on another tab.
    auto window = test::makeShownWindow();
    window->controller()->setModel(core::ModelKind::ParallelTraining);
    ui::ReadoutBar* headline = window->readout();
    ASSERT_TRUE(window->showPanel("model"));
    window->setPresentationMode(true);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(headline->valueCount(), ui::ReadoutBar::kValueCount);
    EXPECT_TRUE(headline->valueLabel(0)->text().startsWith(QStringLiteral("S = "))) << headline->valueLabel(0)->text().toStdString();

    ASSERT_TRUE(window->showPanel("training"));
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(headline->valueCount(), 4);
    const auto value = [&](int i) { return headline->valueLabel(i)->text(); };
    EXPECT_TRUE(value(0).endsWith(QStringLiteral(" s"))) << value(0).toStdString();
    EXPECT_TRUE(value(1).endsWith(QStringLiteral(" tokens/s"))) << value(1).toStdString();
    EXPECT_TRUE(value(2).endsWith(QStringLiteral("\u00A0%"))) << value(2).toStdString();
    EXPECT_TRUE(value(3).endsWith(QStringLiteral(" days"))) << value(3).toStdString();
    EXPECT_TRUE(headline->captionLabel(3)->text().endsWith(QStringLiteral(" tokens"))) << headline->captionLabel(3)->text().toStdString();
    EXPECT_EQ(headline->captionLabel(2)->text(), QStringLiteral("MFU"));
    for (int i = 0; i < 4; ++i) EXPECT_TRUE(headline->valueLabel(i)->isVisible()) << i;
    // The same numbers as the workspace's own readout (which the headline replaces on the stage).
    const QString desk = window->trainingWorkspace()->readoutText();
    EXPECT_TRUE(desk.contains(value(0))) << desk.toStdString() << " against " << value(0).toStdString();
    EXPECT_TRUE(desk.contains(value(2))) << desk.toStdString() << " against " << value(2).toStdString();
    // The run changes: the headline follows (twice the GPUs: another step time).
    const QString before = value(0);
    core::TrainingRun run = window->controller()->scenario().trainingRun;
    run.setGpuCount(run.gpus() * 2);
    window->controller()->setTrainingRun(run);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_NE(value(0), before);
    EXPECT_EQ(headline->valueCount(), 4);

    ASSERT_TRUE(window->showPanel("model"));
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(headline->valueCount(), ui::ReadoutBar::kValueCount);
    EXPECT_TRUE(value(0).startsWith(QStringLiteral("S = "))) << value(0).toStdString();
    EXPECT_FALSE(headline->valueLabel(3)->isVisible());
    EXPECT_EQ(headline->captionLabel(0)->text(), QStringLiteral("speedup"));
    // Leaving F5 on the Training tab, then F5 on the Model tab: the law's numbers.
    ASSERT_TRUE(window->showPanel("training"));
    window->setPresentationMode(false);
    ASSERT_TRUE(window->showPanel("model"));
    window->setPresentationMode(true);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(value(0).startsWith(QStringLiteral("S = "))) << value(0).toStdString();
}

TEST(PresentationStage, TheTrainingRunTheLawAndTheCameraAreChosenWithoutLeavingF5) {
    // F5 offered only s, N and precision (issue 44): on the Training tab the
    // stage has the run's controls (a published run, the layout, the best
    // layout), and a right click on the stage chooses the law and the camera.
    auto window = test::makeShownWindow();
    window->controller()->setModel(core::ModelKind::ParallelTraining);
    ASSERT_TRUE(window->showPanel("training"));
    window->setPresentationMode(true);
    ASSERT_TRUE(test::settle(*window));
    ui::TrainingStageStrip* strip = window->trainingWorkspace()->stageStrip();
    ASSERT_TRUE(strip->isVisible());
    EXPECT_TRUE(
        strip->layoutLabel()->text().contains(QStringLiteral("d %1").arg(window->controller()->scenario().trainingRun.dataParallel)));
    // A published run, chosen as a lecturer would: the combo's own signal.
    const auto& published = resources::trainingCatalog().publishedRuns().front();
    const int index = strip->runCombo()->findData(QString::fromStdString(published.id));
    ASSERT_GT(index, 0);
    strip->runCombo()->setCurrentIndex(index);
    emit strip->runCombo()->activated(index);
    ASSERT_TRUE(test::settle(*window));
    const core::TrainingRun& run = window->controller()->scenario().trainingRun;
    EXPECT_EQ(run.modelId, published.model);
    if (published.tensorParallel) {
        EXPECT_EQ(run.tensorParallel, *published.tensorParallel);
    }
    EXPECT_TRUE(strip->runCombo()->currentText().contains(QString::fromStdString(run.modelName)));
    // The best layout on the same GPUs: what core's search says, as one undo step.
    const int undoBefore = window->controller()->undoStack()->count();
    const core::TrainingRun best =
        core::TrainingAnalysis::withBestLayout(run, ui::TrainingView::precision(window->controller()->scenario()), run.gpus());
    QTest::mouseClick(strip->bestLayoutButton(), Qt::LeftButton);
    ASSERT_TRUE(test::settle(*window));
    const core::TrainingRun& after = window->controller()->scenario().trainingRun;
    EXPECT_EQ(after.gpus(), run.gpus());
    EXPECT_EQ(after.tensorParallel, best.tensorParallel);
    EXPECT_EQ(after.pipelineParallel, best.pipelineParallel);
    EXPECT_EQ(after.dataParallel, best.dataParallel);
    EXPECT_LE(window->controller()->undoStack()->count(), undoBefore + 1);
    EXPECT_TRUE(window->isPresenting());

    // The stage's menu: the law and the camera, through the panel's own choices.
    const auto openMenu = [&] {
        QContextMenuEvent event(QContextMenuEvent::Mouse, QPoint(20, 20), window->mapToGlobal(QPoint(20, 20)));
        QApplication::sendEvent(window.get(), &event);
        return qobject_cast<QMenu*>(QApplication::activePopupWidget());
    };
    QMenu* menu = openMenu();
    ASSERT_NE(menu, nullptr) << "no menu on the stage";
    const auto submenu = [&](const QString& title) -> QMenu* {
        for (QAction* action : menu->actions())
            if (action->menu() && action->text().remove(QLatin1Char('&')) == title) return action->menu();
        return nullptr;
    };
    QMenu* laws = submenu(QStringLiteral("Law"));
    QMenu* cameras = submenu(QStringLiteral("Camera"));
    ASSERT_NE(laws, nullptr);
    ASSERT_NE(cameras, nullptr);
    EXPECT_EQ(laws->actions().size(), window->controlPanel()->modelCombo()->count());
    EXPECT_EQ(cameras->actions().size(), window->controlPanel()->cameraCombo()->count());
    const int amdahl = window->controlPanel()->modelCombo()->findData(int(core::ModelKind::Amdahl));
    ASSERT_GE(amdahl, 0);
    laws->actions().at(amdahl)->trigger();
    menu->close();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario().model, core::ModelKind::Amdahl);
    menu = openMenu();
    ASSERT_NE(menu, nullptr);
    cameras = submenu(QStringLiteral("Camera"));
    ASSERT_NE(cameras, nullptr);
    const int other = (window->controlPanel()->cameraCombo()->currentIndex() + 1) % int(cameras->actions().size());
    cameras->actions().at(other)->trigger();
    menu->close();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controlPanel()->cameraCombo()->currentIndex(), other);
    EXPECT_TRUE(window->isPresenting());
    window->setPresentationMode(false);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_FALSE(strip->isVisible()) << "the stage's strip stays on the stage";
}
