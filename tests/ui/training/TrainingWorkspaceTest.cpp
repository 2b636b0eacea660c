// SPDX-License-Identifier: MIT
// The Training workspace as an ML engineer uses it: choosing the law shows
// the run and its trajectory, an invalid layout is explained at its field
// while the last valid result stays, a model preset keeps a layout that
// divides it, a run too big for memory is flagged, the layout search's row
// becomes the layout, undo and sessions (schema 2, and schema 1 still
// opening) keep the run.

#include "UiTestSupport.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/SnapshotComparison.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/SpeedupChart.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/training/LayoutSearchPanel.h"
#include "effsurf/ui/training/MemoryBar.h"
#include "effsurf/ui/training/TrainingForm.h"
#include "effsurf/ui/training/TrainingWorkspace.h"

#include <QAreaSeries>
#include <QCheckBox>
#include <QComboBox>
#include <QLineSeries>
#include <QDir>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace effsurf;

namespace {

class TrainingWorkspace : public ::testing::Test {
protected:
    void SetUp() override {
        window = test::makeShownWindow();
        ASSERT_TRUE(window->isFrameComplete());
        // As a user does: the law from the control panel's list.
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
    void setSpin(const char* name, int value) {
        QSpinBox* spin = form().spin(QString::fromLatin1(name));
        ASSERT_NE(spin, nullptr) << name;
        spin->setValue(value);
        ASSERT_TRUE(test::settle(*window));
    }
    void choose(QComboBox* combo, const QString& id) {
        const int index = combo->findData(id);
        ASSERT_GE(index, 0) << id.toStdString();
        combo->setCurrentIndex(index);
        emit combo->activated(index);
        ASSERT_TRUE(test::settle(*window));
    }
    std::unique_ptr<ui::MainWindow> window;
};

TEST_F(TrainingWorkspace, ChoosingTheLawShowsTheRunItsNumbersAndItsTrajectory) {
    EXPECT_EQ(scenario().model, core::ModelKind::ParallelTraining);
    EXPECT_EQ(scenario().precision, core::Precision::BF16) << "entering the law: what large models train in";
    EXPECT_EQ(window->lowerTabs()->currentWidget(), &workspace());
    EXPECT_EQ(scenario().processors, 1536.0);
    // The readout says what core computes for the run.
    const core::TrainingSummary s = core::TrainingAnalysis::summarize(scenario().trainingRun, core::Precision::BF16);
    const QString text = workspace().readoutText();
    EXPECT_TRUE(text.contains(ui::NumberFormat::scientific(s.tokensPerSecond, 3))) << text.toStdString();
    EXPECT_TRUE(text.contains(ui::NumberFormat::scientific(s.achievedModelFlopsPerGpu / 1e12, 4))) << text.toStdString();
    // Days with what they are for, in tokens: "days 21.9 for 3×10¹¹" left the unit out.
    EXPECT_TRUE(text.contains(
        QStringLiteral("days %1 for %2 tokens")
            .arg(ui::NumberFormat::scientific(s.daysForTokens, 3), ui::NumberFormat::scientific(scenario().trainingRun.tokens, 3))))
        << text.toStdString();
    // Memory in GiB, the unit a device's "80 GB" means (80 x 2^30 bytes).
    EXPECT_NEAR(s.memoryLimit, 80.0 * 1073741824.0, 1.0);
    EXPECT_TRUE(text.contains(ui::NumberFormat::gibibytes(s.memory.total()) + QStringLiteral(" of 80.0 GiB"))) << text.toStdString();
    // The run is a point of the surface and a trajectory over its layouts.
    EXPECT_NEAR(scenario().efficiency(), s.efficiency, 1e-12);
    const auto trajectory = ui::SystemPoint::trajectory(scenario());
    ASSERT_GE(trajectory.size(), 10u);
    for (const auto& p : trajectory) EXPECT_NEAR(core::amdahlEfficiency(p.processors, p.serialFraction), p.efficiency, 1e-9);
    // The surface's point names the largest overhead of the step (the GPT-3 run's: its pipeline bubble).
    auto* surface = window->findChild<ui::SurfaceView*>();
    ASSERT_NE(surface, nullptr);
    if (surface->isAvailable()) {
        EXPECT_TRUE(surface->markerLabelText().contains(QStringLiteral("pipeline bubble"))) << surface->markerLabelText().toStdString();
    }
    // The step chart's compute band at the run's N is the compute share.
    auto* breakdown = workspace().charts().front();
    QXYSeries* current = breakdown->seriesNamed(QStringLiteral("current"));
    ASSERT_NE(current, nullptr);
    EXPECT_NEAR(current->at(0).y(), 100.0 * s.step.compute / s.step.total, 1e-9);
}

TEST_F(TrainingWorkspace, TheRunsCurvesAreDrawnOnlyAtLayoutsItCanHave) {
    // The issue: the training curve ran flat out to N = 10^12, far beyond d = B / b.
    auto* speedup = window->findChild<ui::SpeedupChart*>();
    ASSERT_NE(speedup, nullptr);
    QXYSeries* run = speedup->seriesNamed(QStringLiteral("training run"));
    ASSERT_NE(run, nullptr);
    ASSERT_GT(run->count(), 5);
    const core::TrainingRun& training = scenario().trainingRun;
    const std::vector<int> valid = training.validDataParallelSizes();
    for (const QPointF& p : run->points()) {
        const double d = std::pow(10.0, p.x()) / (training.tensorParallel * training.pipelineParallel);
        const bool isValid = std::any_of(valid.begin(), valid.end(), [&](int v) { return std::abs(v - d) < 1e-6 * v; });
        EXPECT_TRUE(isValid) << "N = " << std::pow(10.0, p.x()) << " is no layout of the run";
    }
    EXPECT_NEAR(std::pow(10.0, run->points().back().x()), 96.0 * 1536, 1e-6 * 96 * 1536) << "the curve ends at d = B / b";
    // The status bar's maximum is one of them.
    const auto best = scenario().bestProcessorCount(core::Scenario::kMaxProcessors);
    const double d = best.processorCount / 96.0;
    EXPECT_TRUE(std::any_of(valid.begin(), valid.end(), [&](int v) { return std::abs(v - d) < 1e-9 * v; })) << best.processorCount;
}

TEST_F(TrainingWorkspace, AnInvalidLayoutIsExplainedAtTheFieldAndTheLastResultStays) {
    const core::TrainingRun before = scenario().trainingRun;
    const QString readout = workspace().readoutText();
    const int undoSteps = window->controller()->undoStack()->count();
    setSpin("pipeline parallel", 97);  // 96 layers cannot fill 97 stages (uneven stages are fine: see below)
    EXPECT_EQ(form().problemField(), QStringLiteral("layers"));
    EXPECT_TRUE(form().problem().contains(QStringLiteral("cannot fill"))) << form().problem().toStdString();
    EXPECT_TRUE(form().infoText().startsWith(QStringLiteral("Last valid run: "))) << "the description is not taken for the typed run";
    EXPECT_FALSE(form().spin(QStringLiteral("pipeline parallel"))->styleSheet().isEmpty()) << "the field is outlined";
    EXPECT_EQ(scenario().trainingRun, before) << "the state keeps the last valid run";
    EXPECT_EQ(workspace().readoutText(), readout);
    EXPECT_EQ(window->controller()->undoStack()->count(), undoSteps);
    // Fixing another field makes the combination valid: 100 layers over 97 stages.
    setSpin("layers", 100);
    EXPECT_TRUE(form().problemField().isEmpty()) << form().problem().toStdString();
    EXPECT_EQ(scenario().trainingRun.pipelineParallel, 97);
    EXPECT_EQ(scenario().trainingRun.shape.layers, 100);
    EXPECT_EQ(scenario().processors, 8.0 * 97 * 16);
    EXPECT_NE(workspace().readoutText(), readout);
    // Uneven stages (BLOOM's 70 layers on 12 stages): valid, and the form says how they split.
    setSpin("layers", 70);
    setSpin("pipeline parallel", 12);
    EXPECT_TRUE(form().problemField().isEmpty()) << form().problem().toStdString();
    EXPECT_EQ(scenario().trainingRun.shape.layers, 70);
    EXPECT_EQ(scenario().trainingRun.pipelineParallel, 12);
    EXPECT_TRUE(form().infoText().contains(QStringLiteral("layers a stage: first 5, middle up to 6, last 5")))
        << form().infoText().toStdString();

    setSpin("global batch", 1000);  // not a multiple of d b = 16
    EXPECT_EQ(form().problemField(), QStringLiteral("global batch"));
    setSpin("global batch", 1536);
    setSpin("tensor parallel", 7);  // 96 heads
    EXPECT_EQ(form().problemField(), QStringLiteral("heads"));
    EXPECT_EQ(scenario().trainingRun.tensorParallel, 8);
}

TEST_F(TrainingWorkspace, AModelPresetKeepsAValidLayoutAndItsWholeShape) {
    choose(form().modelCombo(), QStringLiteral("llama2-7b"));  // 32 heads: t = 8 divides them, 32 layers fill 12 stages
    const core::TrainingRun& run = scenario().trainingRun;
    EXPECT_EQ(run.modelId, "llama2-7b");
    EXPECT_EQ(run.shape.layers, 32);
    EXPECT_EQ(run.gpus(), 1536) << "the same GPUs";
    EXPECT_GE(32, run.pipelineParallel * run.interleave);
    EXPECT_NO_THROW(run.model(scenario().precision));
    // Llama 3 70B: grouped-query attention (8 key/value heads), SwiGLU 28,672
    // wide, untied embeddings; editing a field the form shows keeps the rest.
    choose(form().modelCombo(), QStringLiteral("llama3-70b"));
    ASSERT_EQ(scenario().trainingRun.modelId, "llama3-70b");
    EXPECT_EQ(scenario().trainingRun.shape.kvHeads, 8);
    EXPECT_EQ(scenario().trainingRun.shape.ffnHidden, 28672);
    setSpin("sequence", 4096);
    EXPECT_EQ(scenario().trainingRun.shape.sequenceLength, 4096);
    EXPECT_EQ(scenario().trainingRun.shape.kvHeads, 8) << "a field the form does not show is not lost";
    EXPECT_EQ(scenario().trainingRun.shape.ffnHidden, 28672);
    EXPECT_TRUE(scenario().trainingRun.shape.gatedFfn);
    choose(form().modelCombo(), QStringLiteral("llama2-7b"));
    // Editing the shape makes it a custom model.
    setSpin("hidden", 4096 + 32 * 8);
    EXPECT_EQ(scenario().trainingRun.modelId, "custom");
}

TEST_F(TrainingWorkspace, ARunTooBigForMemoryIsFlaggedNotRefused) {
    choose(form().acceleratorCombo(), QStringLiteral("a100-40gb"));
    setSpin("micro-batch", 8);
    setSpin("tensor parallel", 1);  // 175B over 12 stages without tensor parallelism, 8 sequences a micro-batch
    const core::TrainingRun& run = scenario().trainingRun;
    ASSERT_EQ(run.tensorParallel, 1) << form().problem().toStdString();
    EXPECT_FALSE(run.fitsMemory(scenario().precision));
    EXPECT_FALSE(workspace().memoryBar()->fits());
    EXPECT_TRUE(workspace().memoryBar()->summary().contains(QStringLiteral("does not fit in 40.0 GiB")))
        << workspace().memoryBar()->summary().toStdString();
    // The hint offers only what the run has not done, the setting that frees most first (core's list, as the CLI's):
    // it shards the optimizer (ZeRO-1) already; sharding the gradients, full recomputation, a smaller micro-batch it has not.
    ASSERT_EQ(run.zeroStage, 1);
    const QString note = form().layoutNote();
    EXPECT_TRUE(note.startsWith(QStringLiteral("Does not fit"))) << note.toStdString();
    EXPECT_TRUE(note.contains(QStringLiteral("What frees most: "))) << note.toStdString();
    EXPECT_FALSE(note.contains(QStringLiteral("ZeRO-1"))) << note.toStdString();
    const auto remedies = core::TrainingAnalysis::memoryRemedies(run, scenario().precision);
    ASSERT_FALSE(remedies.empty());
    EXPECT_TRUE(note.contains(QString::fromStdString(remedies.front().setting))) << note.toStdString();
}

TEST_F(TrainingWorkspace, TheLayoutSearchRanksAndItsRowBecomesTheLayout) {
    workspace().showSearch(true);
    ASSERT_TRUE(test::settle(*window));
    ui::LayoutSearchPanel* search = workspace().searchPanel();
    ASSERT_GT(search->ranking().size(), 100u);
    const core::LayoutCandidate best = search->ranking().front();
    EXPECT_TRUE(best.fits);
    EXPECT_LE(best.tensorParallel, 8) << "tensor parallelism inside a node";
    EXPECT_TRUE(search->summaryText().contains(QStringLiteral("This run ranks"))) << search->summaryText().toStdString();
    QTableWidget* table = search->table();
    ASSERT_EQ(table->rowCount(), ui::LayoutSearchPanel::kRowsShown);
    emit table->cellDoubleClicked(0, 0);
    ASSERT_TRUE(test::settle(*window));
    const core::TrainingRun& run = scenario().trainingRun;
    EXPECT_EQ(run.tensorParallel, best.tensorParallel);
    EXPECT_EQ(run.pipelineParallel, best.pipelineParallel);
    EXPECT_EQ(run.dataParallel, best.dataParallel);
    EXPECT_EQ(run.interleave, best.interleave);
    EXPECT_TRUE(search->summaryText().contains(QStringLiteral("This run is the best"))) << search->summaryText().toStdString();
    // t tiles the 8-GPU NVLink domain unless asked otherwise.
    const auto tiles = [](const std::vector<core::LayoutCandidate>& ranking) {
        return std::all_of(ranking.begin(), ranking.end(), [](const auto& c) { return 8 % c.tensorParallel == 0; });
    };
    EXPECT_TRUE(tiles(search->ranking()));
    const std::size_t within = search->ranking().size();
    search->acrossDomains()->setChecked(true);
    EXPECT_GT(search->ranking().size(), within);
    EXPECT_FALSE(tiles(search->ranking())) << "asked for: t = 16 over two nodes, t = 6 ...";
}

TEST_F(TrainingWorkspace, DraggingDepthIsOneUndoStepAndTheNSliderWalksTheValidLayouts) {
    const core::TrainingRun before = scenario().trainingRun;
    QSlider* depth = form().layersSlider();
    emit depth->sliderPressed();
    for (int k = 9; k <= 14; ++k) {
        depth->setValue(k);  // 12 x k layers at 12 stages
        ASSERT_TRUE(test::settle(*window));
    }
    emit depth->sliderReleased();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun.shape.layers, 14 * 12);
    window->controller()->undoStack()->undo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun, before);
    // N from the control panel: the nearest t p d with B a multiple of d b.
    window->controller()->setProcessors(5000.0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun.dataParallel, 48);  // 96 x 48 = 4608, the nearest in log N
    EXPECT_EQ(scenario().processors, 4608.0);
}

TEST_F(TrainingWorkspace, SessionsKeepTheRunAndSchemaOneFilesStillOpen) {
    setSpin("micro-batch", 2);
    choose(form().acceleratorCombo(), QStringLiteral("h100-sxm"));
    const core::Scenario saved = scenario();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.effsurf"));
    QString error;
    ASSERT_TRUE(window->saveSession(path, &error)) << error.toStdString();
    EXPECT_TRUE(test::readFile(path).contains("\"schema\": 2"));
    setSpin("micro-batch", 4);
    ASSERT_TRUE(window->openSession(path, &error)) << error.toStdString();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun, saved.trainingRun);
    EXPECT_EQ(scenario().model, core::ModelKind::ParallelTraining);
    EXPECT_EQ(form().spin(QStringLiteral("micro-batch"))->value(), 2);
    // A schema-1 file (before this workspace) opens with the default run.
    const QString old = test::writeFile(dir, QStringLiteral("old.effsurf"),
                                        R"({"format":"effsurf-session","schema":1,"scenario":{"law":"training",)"
                                        R"("serialFraction":1e-7,"processors":64,"precision":"bf16"}})");
    ASSERT_TRUE(window->openSession(old, &error)) << error.toStdString();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().model, core::ModelKind::Training);
    EXPECT_EQ(scenario().trainingRun, core::TrainingRun{});
}

TEST_F(TrainingWorkspace, SnapshotsCaptionsAndAHiddenWorkspaceFollowTheRun) {
    window->controller()->takeSnapshot("A");
    setSpin("pipeline parallel", 24);
    setSpin("layers", 192);  // 8 layers a stage, as before: twice the stages
    window->controller()->takeSnapshot("B");
    ASSERT_TRUE(test::settle(*window));
    const auto rows = core::compareSnapshots(scenario());
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_NE(rows[0].summary.find("96 layers"), std::string::npos) << rows[0].summary;
    EXPECT_NE(rows[1].summary.find("192 layers"), std::string::npos) << rows[1].summary;
    EXPECT_LT(rows[1].efficiency, rows[0].efficiency) << "deeper on more stages: a longer bubble, a lower E";
    const QString caption = ui::FigureCaption::text(scenario());
    EXPECT_TRUE(caption.contains(QStringLiteral("t 8 \u00D7 cp 1 \u00D7 p 24 \u00D7 d 16 = 3072 GPUs"))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("l 192"))) << caption.toStdString();
    // On another tab the workspace computes nothing; shown again, it shows the newest run.
    window->showPanel("model");
    window->controller()->setProcessors(6144.0);
    ASSERT_TRUE(test::settle(*window));
    window->showPanel("training");
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(form().spin(QStringLiteral("data parallel"))->value(), 32);  // 192 x 32
    const core::TrainingSummary s = core::TrainingAnalysis::summarize(scenario().trainingRun, scenario().precision);
    EXPECT_TRUE(workspace().readoutText().contains(ui::NumberFormat::scientific(s.tokensPerSecond, 3)));
}

TEST_F(TrainingWorkspace, ChartsAreDrawnForTheRun) {
    // Every chart has its curves, and a picture of the workspace for looking at.
    for (auto* chart : workspace().charts()) {
        int points = 0;
        for (auto* series : chart->chart()->series()) {
            if (auto* xy = qobject_cast<QXYSeries*>(series)) points += int(xy->count());
            if (auto* area = qobject_cast<QAreaSeries*>(series)) points += int(area->upperSeries()->count());
        }
        EXPECT_GE(points, 8) << chart->chart()->title().toStdString();  // the precision chart: FP32 and BF16 (no FP8 on an A100) x 4
    }
    QDir().mkpath(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR));
    for (std::size_t i = 0; i < workspace().charts().size(); ++i) {
        auto* chart = workspace().charts()[i];
        chart->resize(640, 420);
        chart->grab().save(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/training-chart-%1.png").arg(i));
    }
}

}  // namespace
