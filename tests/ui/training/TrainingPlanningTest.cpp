// SPDX-License-Identifier: MIT
// The Training workspace as an ML engineer plans a run in 2026: a published
// run taken whole (at its own precision), the steps they measured fitted and
// drawn beside the model with its band, the utilization band on the readout
// and the throughput chart, a GPU bringing its nodes' network, a layout that
// does not fit told what frees most, and all of it kept by sessions.

#include "UiTestSupport.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingRunEdits.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/training/LayoutSearchPanel.h"
#include "effsurf/ui/training/TrainingForm.h"
#include "effsurf/ui/training/TrainingModelGroup.h"
#include "effsurf/ui/training/TrainingThroughputChart.h"
#include "effsurf/ui/training/TrainingWorkspace.h"

#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {

class TrainingPlanning : public ::testing::Test {
protected:
    void SetUp() override {
        window = test::makeShownWindow();
        ASSERT_TRUE(window->isFrameComplete());
        QComboBox* law = window->controlPanel()->modelCombo();
        const int index = law->findData(int(core::ModelKind::ParallelTraining));
        ASSERT_GE(index, 0);
        law->setCurrentIndex(index);
        emit law->activated(index);
        ASSERT_TRUE(test::settle(*window));
    }
    const core::Scenario& scenario() { return window->controller()->scenario(); }
    ui::TrainingWorkspace& workspace() { return *window->trainingWorkspace(); }
    ui::TrainingForm& form() { return *workspace().form(); }
    ui::TrainingThroughputChart* throughput() {
        for (ui::ComparisonChart* chart : workspace().charts())
            if (auto* t = qobject_cast<ui::TrainingThroughputChart*>(chart)) return t;
        return nullptr;
    }
    QAreaSeries* band() {
        for (QAbstractSeries* series : throughput()->chart()->series())
            if (series->objectName() == QStringLiteral("band")) return qobject_cast<QAreaSeries*>(series);
        return nullptr;
    }
    void choose(QComboBox* combo, const QString& id) {
        const int index = combo->findData(id);
        ASSERT_GE(index, 0) << id.toStdString();
        combo->setCurrentIndex(index);
        emit combo->activated(index);
        ASSERT_TRUE(test::settle(*window));
    }
    /// Steps the model makes for the default run at utilization 0.6 and 12 GB/s a GPU, two a GPU count.
    QString writeMeasuredSteps(QTemporaryDir& dir) {
        core::TrainingRun truth = scenario().trainingRun;
        truth.utilization = 0.6;
        truth.useCustomNetwork(12e9, truth.networkLatencySeconds);
        QString csv = QStringLiteral("gpus,step_seconds\n");
        const double noise[] = {1.02, 0.98, 1.01, 0.99, 1.03, 0.97, 1.0};
        int i = 0;
        for (int d : {2, 4, 8, 16, 32, 64, 128}) {
            truth.dataParallel = d;
            const double step = truth.model(core::Precision::BF16).step().total;
            csv += QStringLiteral("%1,%2\n%1,%3\n").arg(96 * d).arg(step * noise[i], 0, 'g', 12).arg(step / noise[i], 0, 'g', 12);
            ++i;
        }
        return test::writeFile(dir, QStringLiteral("steps.csv"), csv.toUtf8());
    }
    std::unique_ptr<ui::MainWindow> window;
};

TEST_F(TrainingPlanning, APublishedRunIsTakenWholeAtItsOwnPrecisionAsOneUndoStep) {
    auto* published = window->findChild<ui::TrainingModelGroup*>()->publishedCombo();
    const int before = window->controller()->undoStack()->index();
    choose(published, QStringLiteral("deepseek-v3"));
    const core::TrainingRun& run = scenario().trainingRun;
    EXPECT_EQ(run.modelId, "deepseek-v3");
    EXPECT_EQ(run.gpus(), 2048);
    EXPECT_EQ(run.expertParallel, 64);
    EXPECT_EQ(run.schedule, core::PipelineSchedule::DualPipe);
    EXPECT_EQ(scenario().precision, core::Precision::FP8) << "DeepSeek-V3 trained in FP8";
    EXPECT_EQ(window->controller()->undoStack()->index(), before + 1);
    EXPECT_TRUE(run.fitsMemory(core::Precision::FP8));
    EXPECT_TRUE(form().infoText().contains(QStringLiteral("DualPipe"))) << form().infoText().toStdString();
    EXPECT_EQ(published->currentIndex(), 0) << "the chooser is a menu of runs, not a setting";
    window->controller()->undoStack()->undo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun.modelId, "gpt3-175b");
    EXPECT_EQ(scenario().precision, core::Precision::BF16);
}

TEST_F(TrainingPlanning, MeasuredStepsAreFittedDrawnWithTheirBandAndKeptBySessions) {
    QTemporaryDir dir;
    const QString path = writeMeasuredSteps(dir);
    ASSERT_TRUE(form().fitToMeasuredSteps(path).isEmpty());
    ASSERT_TRUE(test::settle(*window));
    const core::TrainingRun& run = scenario().trainingRun;
    ASSERT_EQ(run.measuredSteps.rows.size(), 7u) << "two runs at each of seven GPU counts, gathered";
    EXPECT_EQ(run.measuredSteps.rows.front().repetitions, 2);
    EXPECT_NEAR(run.utilization, 0.6, 0.02);
    // The readout says the fit with its intervals; the chart draws the steps and the fit's band.
    EXPECT_TRUE(workspace().bandText().startsWith(QStringLiteral("Fitted to "))) << workspace().bandText().toStdString();
    EXPECT_TRUE(workspace().bandText().contains(QStringLiteral("95 %"))) << workspace().bandText().toStdString();
    QXYSeries* measured = throughput()->seriesNamed(QStringLiteral("measured"));
    ASSERT_NE(measured, nullptr);
    EXPECT_EQ(measured->count(), 7);
    ASSERT_NE(band(), nullptr);
    EXPECT_EQ(band()->name(), QStringLiteral("fit, 95 %"));
    ASSERT_GT(band()->upperSeries()->count(), 5);
    for (int i = 0; i < band()->upperSeries()->count(); ++i) EXPECT_GT(band()->upperSeries()->at(i).y(), band()->lowerSeries()->at(i).y());
    // Saved and opened again: the same run, steps included.
    const core::TrainingRun saved = run;
    const QString session = dir.filePath(QStringLiteral("fitted.effsurf"));
    QString error;
    ASSERT_TRUE(window->saveSession(session, &error)) << error.toStdString();
    choose(window->findChild<ui::TrainingModelGroup*>()->publishedCombo(), QStringLiteral("bloom-176b"));
    ASSERT_TRUE(window->openSession(session, &error)) << error.toStdString();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun, saved);
}

TEST_F(TrainingPlanning, StepsThatCannotBeFittedAreRefusedWithTheLineAndTheRunKept) {
    QTemporaryDir dir;
    const core::TrainingRun before = scenario().trainingRun;
    const QString one = test::writeFile(dir, QStringLiteral("one.csv"), "gpus,step_seconds\n1536,20\n1536,21\n1536,19\n");
    const QString reason = form().fitToMeasuredSteps(one);
    EXPECT_TRUE(reason.contains(QStringLiteral("every step was measured on 1536 GPUs"))) << reason.toStdString();
    const QString bad = test::writeFile(dir, QStringLiteral("bad.csv"), "gpus,step_seconds\n768,30\n1536,-2\n");
    EXPECT_TRUE(form().fitToMeasuredSteps(bad).contains(QStringLiteral("bad.csv:3: column 2 (step_seconds)")));
    EXPECT_TRUE(form().problem().contains(QStringLiteral("bad.csv:3"))) << form().problem().toStdString();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun, before);
}

TEST_F(TrainingPlanning, TheUtilizationBandIsOnTheReadoutAndTheChart) {
    const core::TrainingBand expected = core::TrainingAnalysis::band(scenario().trainingRun, core::Precision::BF16);
    const QString text = workspace().bandText();
    EXPECT_TRUE(text.startsWith(QStringLiteral("At utilization 55\u201375 %"))) << text.toStdString();
    EXPECT_TRUE(text.contains(ui::NumberFormat::scientific(expected.low.tokensPerSecond, 3))) << text.toStdString();
    EXPECT_TRUE(text.contains(ui::NumberFormat::scientific(expected.high.gpuHoursForTokens, 3))) << text.toStdString();
    ASSERT_NE(band(), nullptr);
    EXPECT_EQ(band()->name(), QStringLiteral("u 55\u201375 %"));
    const auto points = core::TrainingAnalysis::scaling(scenario().trainingRun, core::Precision::BF16);
    ASSERT_EQ(band()->upperSeries()->count(), int(points.size()));
    EXPECT_NEAR(band()->upperSeries()->at(0).y(), points.front().modelFlopsHigh / 1e12, 1e-9);
    // The GPU-hours are on the readout too.
    EXPECT_TRUE(workspace().readoutText().contains(QStringLiteral("GPU-hours"))) << workspace().readoutText().toStdString();
}

TEST_F(TrainingPlanning, AGpuBringsItsNodesNetworkUnlessAnotherWasChosen) {
    choose(form().acceleratorCombo(), QStringLiteral("h100-sxm"));
    EXPECT_EQ(scenario().trainingRun.networkId, "ndr-ib");
    // A network chosen by hand stays when the GPU changes.
    QComboBox* networks = nullptr;
    for (QComboBox* combo : form().findChildren<QComboBox*>())
        if (combo->accessibleName() == QStringLiteral("network")) networks = combo;
    ASSERT_NE(networks, nullptr);
    choose(networks, QStringLiteral("eth-400g"));
    choose(form().acceleratorCombo(), QStringLiteral("h200"));
    EXPECT_EQ(scenario().trainingRun.networkId, "eth-400g");
}

TEST_F(TrainingPlanning, AFasterRunThatDoesNotFitIsNotCalledSlower) {
    // t 1 on A100 40 GB: faster per step than t 8 in this model, but far too big.
    QSpinBox* tensor = form().spin(QStringLiteral("tensor parallel"));
    choose(form().acceleratorCombo(), QStringLiteral("a100-40gb"));
    tensor->setValue(1);
    QSpinBox* micro = form().spin(QStringLiteral("micro-batch"));
    micro->setValue(8);
    ASSERT_TRUE(test::settle(*window));
    workspace().showSearch(true);
    ASSERT_TRUE(test::settle(*window));
    const QString summary = workspace().searchPanel()->summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral("does not fit in memory"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("% slower"))) << summary.toStdString();
}

}  // namespace

namespace {

TEST_F(TrainingPlanning, ALatentRankAboveHAndAnUpsideDownBandAreRefusedAtTheirFields) {
    const core::TrainingRun before = scenario().trainingRun;
    QSpinBox* rank = form().spin(QStringLiteral("latent kv rank"));
    ASSERT_NE(rank, nullptr);
    rank->setValue(20000);  // GPT-3's h is 12288
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(form().problemField(), QStringLiteral("latent kv rank"));
    EXPECT_TRUE(form().problem().contains(QStringLiteral("larger than the hidden size h = 12288"))) << form().problem().toStdString();
    EXPECT_EQ(scenario().trainingRun, before) << "nothing is sent";
    rank->setValue(0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(form().problemField().isEmpty());
    QSpinBox* low = nullptr;
    for (QSpinBox* spin : form().findChildren<QSpinBox*>())
        if (spin->accessibleName() == QStringLiteral("band low")) low = spin;
    ASSERT_NE(low, nullptr);
    low->setValue(90);  // above the high end's 75 %
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(form().problemField(), QStringLiteral("utilization band"));
    EXPECT_EQ(scenario().trainingRun.bandLow, 0.55);
}

}  // namespace
