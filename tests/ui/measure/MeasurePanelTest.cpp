// SPDX-License-Identifier: MIT
// "Measure this computer" (issue 17): effsurf-probe runs beside the window,
// its repetitions land on the charts as they are measured while the window
// keeps drawing, Cancel keeps what was measured, the result is one undo step
// with the training model's prediction beside the training step, and a
// probe's CSV opened later gives the same series and comparison.

#include "CpuHog.h"
#include "UiTestSupport.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/ProbePrediction.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/measure/MeasurePanel.h"
#include "effsurf/ui/measure/ProbeProcess.h"
#include "effsurf/ui/session/SessionFile.h"

#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QUndoStack>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>

using namespace effsurf;

namespace {

const core::ImportedSeries* named(const core::Scenario& scenario, const std::string& name) {
    for (const auto& s : scenario.series)
        if (s.data->name == name) return &s;
    return nullptr;
}

/// A budget no run in a test reaches (the first point comes after seconds of
/// sizing, the rest would take minutes): a measurement that only the test
/// ends, by cancelling or closing, however fast or busy the machine is. An
/// 8 s budget ran out before the close was tried on a busy machine (issue 43).
constexpr int kUnreachableBudgetSeconds = 600;

/// With a budget that large each repetition takes its longest (a second):
/// two a point after the warm-up bring the first series in half the time of
/// the probe's ten (the run's second kernel still takes as long again, which
/// is the tests' margin to act while it measures).
constexpr int kFewRepetitions = 2;

/// How long a wait for the probe's next event may take before the test
/// counts it as hung: a deadlock guard, not a judgement of the machine
/// (issue 43). At a load average of 12 the first point of a 10 s budget
/// took over a minute; two such waits stay within the test's 600 s.
constexpr int kMeasurementGuardMs = 240000;

class MeasureThisComputer : public ::testing::Test {
protected:
    void SetUp() override {
        if (ui::ProbeProcess::executable().isEmpty()) GTEST_SKIP() << "effsurf-probe is not built";
        window = test::makeShownWindow();
        panel = window->measurePanel();
        ASSERT_NE(panel, nullptr);
        panel->setOutputFolder(home.path());  // not the user's data folder
        panel->setMaxThreads(2);
    }
    const core::Scenario& scenario() const { return window->controller()->scenario(); }

    QTemporaryDir home;
    std::unique_ptr<ui::MainWindow> window;
    ui::MeasurePanel* panel = nullptr;
};

TEST_F(MeasureThisComputer, PointsLandWhileTheWindowDrawsAndTheResultIsOneUndoStep) {
    panel->setKernels({QStringLiteral("gemm-fp64"), QStringLiteral("train-fp32")});
    panel->setBudgetSeconds(10);
    QSignalSpy finished(panel, &ui::MeasurePanel::measurementFinished);
    // The event loop's pulse while the probe runs: the window must stay
    // responsive. The beats note the progress bar: a GUI thread that waited
    // for the probe (or computed through its run) would see only its first
    // and last value. An event, not a clock: no load on the machine moves it.
    test::EventLoopPulse pulse([&] { return panel->progressBar()->value(); });
    panel->measureButton()->click();
    ASSERT_TRUE(panel->isMeasuring());
    EXPECT_FALSE(panel->measureButton()->isEnabled());
    EXPECT_TRUE(panel->cancelButton()->isEnabled());
    // A series appears (with its second N) before the probe has finished.
    ASSERT_TRUE(test::waitUntil([&] { return named(scenario(), "gemm-fp64") != nullptr || !finished.isEmpty(); }, kMeasurementGuardMs));
    EXPECT_TRUE(finished.isEmpty()) << "the first series appeared only at the end";
    EXPECT_GT(panel->progressBar()->value(), 0);
    ASSERT_TRUE(test::waitUntil([&] { return !finished.isEmpty(); }, kMeasurementGuardMs));
    pulse.stop();
    EXPECT_TRUE(finished.front().at(0).toBool()) << finished.front().at(1).toString().toStdString();
    std::cout << "[ pulse ] " << pulse.beats() << " beats saw " << pulse.distinctValuesSeen() << " progress values while measuring"
              << std::endl;
    EXPECT_GE(pulse.distinctValuesSeen(), 3u) << "the event loop did not run while the probe measured";

    const auto* gemm = named(scenario(), "gemm-fp64");
    const auto* train = named(scenario(), "train-fp32");
    const auto* model = named(scenario(), "train-fp32 model");
    ASSERT_NE(gemm, nullptr) << panel->statusLabel()->text().toStdString();
    ASSERT_NE(train, nullptr) << panel->statusLabel()->text().toStdString();
    // On a machine other programs keep busy, the all-reduce times the probe
    // takes may not grow with the message size (a busy machine's noise): no
    // bandwidth, so no model to compare with, and the panel must say why
    // (seen beside two CPU hogs and a parallel test command).
    const bool busy = !panel->busyWarning()->isHidden();
    if (!model && busy) {
        EXPECT_TRUE(panel->statusLabel()->text().contains(QStringLiteral("No model prediction for train-fp32")))
            << panel->statusLabel()->text().toStdString();
        window->controller()->undoStack()->undo();
        ASSERT_TRUE(test::settle(*window));
        EXPECT_TRUE(scenario().series.empty());
        return;
    }
    ASSERT_NE(model, nullptr) << panel->statusLabel()->text().toStdString() << "\n"
                              << test::readFile(QString::fromStdString(train->data->sourceFile)).left(4000).toStdString();
    // The series now come from the probe's file, which is valid and complete.
    EXPECT_TRUE(QFileInfo::exists(QString::fromStdString(gemm->data->sourceFile)));
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(train->data->sourceFile);
    EXPECT_EQ(metadata.mode, "threads");
    EXPECT_TRUE(metadata.number("train-fp32.compute_rate_flops").has_value());
    ASSERT_EQ(train->data->points.size(), 2u);
    EXPECT_EQ(train->data->points[1].processors, 2.0);
    // Three repetitions in the budget on a quiet machine; a busy one (which
    // the panel names) may leave one (seen at a load average of 14).
    EXPECT_GE(train->data->points[0].repetitions, busy ? 1 : 3);
    // The comparison: one row a measured N, ratios near 1 (the model is fed with the machine's own numbers).
    // The table is a view: it shows the state once the controller's change reaches the views.
    ASSERT_TRUE(test::settle(*window));
    QTableWidget* table = panel->comparisonTable();
    ASSERT_EQ(table->rowCount(), 2);
    // On a machine that other programs keep busy (a parallel test command, a
    // build beside it) the probe measures what they leave, at N = 2 as little
    // as a tenth of the model: then the panel must say so, and the ratio is
    // only a number. On a quiet machine it is near 1. Loose even then: the
    // window shares the cores with the probe here (a sanitized build's window
    // needs a core of its own); core's tests check the numbers.
    std::cout << "[ machine ] " << (busy ? "busy: " + panel->busyWarning()->text().toStdString() : std::string("quiet")) << std::endl;
    for (int row = 0; row < 2; ++row) {
        const double ratio = table->item(row, 4)->text().toDouble();
        // Busy, the measured time is what the others left (7.4 times the
        // model at a load average of 12): a positive number is all that holds.
        EXPECT_GT(ratio, busy ? 0.0 : 0.25);
        if (!busy) {
            EXPECT_LT(ratio, 4.0);
        }
    }
    // At N = 1 the model is the measured compute rate: near 1 where nothing
    // else ran; on a busy machine the two measurements saw different loads
    // (1.39 in a CI run beside a build), and the ratio is only a number.
    if (!busy) {
        EXPECT_NEAR(table->item(0, 4)->text().toDouble(), 1.0, 0.3) << "at N = 1 the model is the measured compute rate";
    }
    // One undo step takes the whole measurement away, and only it.
    window->controller()->undoStack()->undo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(scenario().series.empty());
    window->controller()->undoStack()->redo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().series.size(), 3u);
}

TEST_F(MeasureThisComputer, CancelStopsSoonAndKeepsWhatWasMeasured) {
    panel->setKernels({QStringLiteral("gemm-fp64"), QStringLiteral("triad-fp64")});
    panel->setBudgetSeconds(kUnreachableBudgetSeconds);
    panel->setRepetitions(kFewRepetitions);
    QSignalSpy finished(panel, &ui::MeasurePanel::measurementFinished);
    panel->measureButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return named(scenario(), "gemm-fp64") != nullptr || !finished.isEmpty(); }, kMeasurementGuardMs));
    ASSERT_TRUE(finished.isEmpty());
    panel->cancelButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return !finished.isEmpty(); }, kMeasurementGuardMs));
    EXPECT_TRUE(finished.front().at(0).toBool());
    EXPECT_TRUE(panel->statusLabel()->text().contains(QStringLiteral("Cancelled"))) << panel->statusLabel()->text().toStdString();
    // The bar stops where the run was and says so: a full "100 %" read as done.
    EXPECT_LT(panel->progressBar()->value(), panel->progressBar()->maximum());
    EXPECT_TRUE(panel->progressBar()->text().startsWith(QStringLiteral("cancelled at"))) << panel->progressBar()->text().toStdString();
    const auto* gemm = named(scenario(), "gemm-fp64");
    ASSERT_NE(gemm, nullptr);
    EXPECT_EQ(gemm->data->points.size(), 2u);
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(gemm->data->sourceFile);
    // "interrupted" is what the probe's SIGTERM handler writes: it stopped on
    // the signal, between two repetitions, and was not killed (a killed
    // probe's file still says "running"). Proven by the file, not a clock.
    EXPECT_NE(metadata.text("status").find("interrupted"), std::string::npos) << metadata.text("status");
    EXPECT_TRUE(panel->measureButton()->isEnabled());
    EXPECT_FALSE(panel->isMeasuring());
}

std::vector<std::string> seriesNames(const core::Scenario& scenario) {
    std::vector<std::string> names;
    for (const auto& s : scenario.series) names.push_back(s.data->name);
    return names;
}

// Issue 26, the whole path a user walked: work recovered from a crashed
// instance, then a measurement cancelled. The recovered series' ids were
// numbered by the crashed instance ("series-1" ..), and the measurement's
// first live series used to get "series-1" too: it wrote over
// strong_scaling, and its undo step took strong_scaling away for good.
TEST_F(MeasureThisComputer, MeasuringInRecoveredWorkKeepsEveryRecoveredSeriesThroughCancelUndoAndAutosave) {
    QTemporaryDir files;
    const QStringList imported = {QStringLiteral(EFFSURF_TEST_DATA_DIR "/strong_scaling.csv"),
                                  test::writeFile(files, QStringLiteral("cluster-a.csv"), "N,time_s\n1,100\n2,51\n4,26.5\n8,14.2\n"),
                                  test::writeFile(files, QStringLiteral("cluster-b.csv"), "N,time_s\n1,80\n4,21\n16,6.4\n64,2.9\n")};
    QString crashed;
    {
        // The instance that crashed: three files imported, then its autosave.
        auto before = test::makeShownWindow();
        ASSERT_EQ(before->openMeasurements(imported, false), 3);
        ASSERT_TRUE(test::settle(*before));
        ASSERT_TRUE(before->autosave());
        crashed = QFileInfo(ui::MainWindow::autosavePath()).absolutePath() + QStringLiteral("/autosave-999997.effsurf");
        QFile::remove(crashed);
        ASSERT_TRUE(QFile::rename(ui::MainWindow::autosavePath(), crashed));  // what kill -9 leaves behind
        before->controller()->undoStack()->setClean();
        before->setWindowModified(false);
    }
    ASSERT_TRUE(window->recoverAutosave(crashed));
    ASSERT_TRUE(test::settle(*window));
    const std::vector<core::ImportedSeries> recovered = scenario().series;
    ASSERT_EQ(seriesNames(scenario()), (std::vector<std::string>{"strong_scaling", "cluster-a", "cluster-b"}));

    panel->setKernels({QStringLiteral("gemm-fp64")});
    panel->setBudgetSeconds(kUnreachableBudgetSeconds);
    // Few repetitions: the series comes sooner. Whether the cancel then finds
    // the probe still measuring or done, the recovered series must stay and
    // the measurement must come as one undo step of its own.
    panel->setRepetitions(kFewRepetitions);
    QSignalSpy finished(panel, &ui::MeasurePanel::measurementFinished);
    panel->measureButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return named(scenario(), "gemm-fp64") != nullptr || !finished.isEmpty(); }, kMeasurementGuardMs));
    // While it is measuring, the recovered series are untouched.
    for (std::size_t i = 0; i < recovered.size(); ++i) EXPECT_EQ(scenario().series[i], recovered[i]) << i;
    panel->cancelButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return !finished.isEmpty(); }, kMeasurementGuardMs));
    ASSERT_TRUE(test::settle(*window));

    ASSERT_EQ(seriesNames(scenario()), (std::vector<std::string>{"strong_scaling", "cluster-a", "cluster-b", "gemm-fp64"}));
    for (std::size_t i = 0; i < recovered.size(); ++i) {
        EXPECT_EQ(scenario().series[i].data, recovered[i].data) << i;
        EXPECT_EQ(scenario().series[i].colorIndex, recovered[i].colorIndex) << i;
    }
    EXPECT_EQ(std::count_if(scenario().series.begin(), scenario().series.end(),
                            [&](const auto& s) { return s.colorIndex == scenario().series[3].colorIndex; }),
              1)
        << "the measurement wears a colour of its own";
    // The legend still names strong_scaling.
    EXPECT_NE(window->chart(1)->seriesNamed(QStringLiteral("measured-") + QString::fromStdString(recovered[0].id)), nullptr);

    // Undo takes the measurement and only it; redo brings it back.
    window->controller()->undoStack()->undo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().series, recovered);
    window->controller()->undoStack()->redo();
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(scenario().series.size(), 4u);

    // The autosave keeps all four, and opening it gives them back.
    ASSERT_TRUE(window->autosave());
    QString error;
    const auto reopened = ui::SessionFile::load(ui::MainWindow::autosavePath(), &error);
    ASSERT_TRUE(reopened) << error.toStdString();
    EXPECT_EQ(seriesNames(reopened->scenario), (std::vector<std::string>{"strong_scaling", "cluster-a", "cluster-b", "gemm-fp64"}));
    EXPECT_EQ(reopened->scenario.series[0].data->points.size(), recovered[0].data->points.size());
    window->controller()->undoStack()->setClean();
    window->setWindowModified(false);
    QFile::remove(ui::MainWindow::autosavePath());
}

// Issue 26: a class measuring a busy computer (a browser, a build, another
// user) is told before it takes the result for the hardware.
TEST_F(MeasureThisComputer, ABusyComputerIsSaidBeforeTheResultIsTakenForTheHardware) {
    test::CpuHog hog(QThread::idealThreadCount());
    panel->setKernels({QStringLiteral("triad-fp64")});
    panel->setBudgetSeconds(5);
    QSignalSpy finished(panel, &ui::MeasurePanel::measurementFinished);
    EXPECT_TRUE(panel->busyWarning()->isHidden());
    panel->measureButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return !panel->busyWarning()->isHidden() || !finished.isEmpty(); }, kMeasurementGuardMs));
    ASSERT_FALSE(panel->busyWarning()->isHidden());
    const QString text = panel->busyWarning()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("This computer is busy: other programs keep"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("not its hardware"))) << text.toStdString();
    panel->cancelButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return !finished.isEmpty(); }, kMeasurementGuardMs));
    EXPECT_FALSE(panel->busyWarning()->isHidden()) << "the warning stays with the result; " << panel->statusLabel()->text().toStdString()
                                                   << " | " << panel->busyWarning()->text().toStdString();
}

/// Clicks the button of `box` whose text is `text`.
void clickButtonNamed(QWidget* box, const QString& text) {
    for (auto* button : box->findChildren<QPushButton*>())
        if (button->text() == text) {
            button->click();
            return;
        }
    ADD_FAILURE() << "no button " << text.toStdString();
}

TEST_F(MeasureThisComputer, ClosingTheWindowWhileMeasuringAsksFirst) {
    panel->setKernels({QStringLiteral("gemm-fp64"), QStringLiteral("triad-fp64")});  // triad: still measuring at the close
    panel->setBudgetSeconds(kUnreachableBudgetSeconds);
    panel->setRepetitions(kFewRepetitions);
    panel->measureButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return named(scenario(), "gemm-fp64") != nullptr; }, kMeasurementGuardMs));
    const auto isQuestion = [](QWidget* modal) { return modal->objectName() == QLatin1String("measuring-question"); };
    // "Go on measuring": the window stays and so does the probe.
    test::answerNextDialog(isQuestion, [](QWidget* modal) { clickButtonNamed(modal, QStringLiteral("Go on measuring")); });
    EXPECT_FALSE(window->close());
    EXPECT_TRUE(panel->isMeasuring());
    // "Stop and keep": the probe stops and its points stay; then the
    // unsaved-work question (answered Cancel here) guards the measurement.
    test::answerNextDialog(isQuestion, [](QWidget* modal) {
        test::clickInNextMessageBox(QMessageBox::Cancel);
        clickButtonNamed(modal, QStringLiteral("Stop and keep"));
    });
    EXPECT_FALSE(window->close());
    EXPECT_FALSE(panel->isMeasuring());
    const auto* gemm = named(scenario(), "gemm-fp64");
    ASSERT_NE(gemm, nullptr);
    EXPECT_TRUE(QFileInfo::exists(QString::fromStdString(gemm->data->sourceFile)));
    EXPECT_TRUE(window->controller()->undoStack()->canUndo());
}

TEST(ProbeFiles, OpenAsOneSeriesAKernelWithTheModelBesideTheTrainingStep) {
    QTemporaryDir dir;
    // A probe's file as it writes them (numbers of a 2-core run, shortened).
    const QString path =
        test::writeFile(dir, QStringLiteral("laptop.csv"),
                        "# effsurf-probe: threads mode\n# cpu: test\n# train-fp32.parameters: 1048576\n"
                        "# train-fp32.bytes_per_element: 4\n# train-fp32.flop_per_step: 1.1e10\n"
                        "# train-fp32.compute_rate_flops: 7.6e10\n# status: complete\n"
                        "# allreduce: workers=2 bytes=8 seconds=1.5e-06 iterations=1000\n"
                        "# allreduce: workers=2 bytes=1048576 seconds=1.5e-04 iterations=100\n"
                        "# allreduce: workers=2 bytes=4194304 seconds=5.8e-04 iterations=100\n"
                        "series,kernel,precision,threads,repetition,time_s,rate,compute_s,reduce_s\n"
                        "gemm-fp64,gemm,fp64,1,1,0.090,50,,\ngemm-fp64,gemm,fp64,2,1,0.056,81,,\n"
                        "train-fp32,train,fp32,1,1,0.1447,76,0.1447,0\ntrain-fp32,train,fp32,1,2,0.1450,76,0.1450,0\n"
                        "train-fp32,train,fp32,2,1,0.0746,149,0.0739,0.0007\ntrain-fp32,train,fp32,2,2,0.0741,149,0.0734,0.0007\n");
    auto window = test::makeShownWindow();
    ASSERT_EQ(window->openMeasurements({path}, false), 1);
    ASSERT_TRUE(test::settle(*window));
    const auto& scenario = window->controller()->scenario();
    ASSERT_EQ(scenario.series.size(), 3u);
    const auto* model = named(scenario, "train-fp32 model");
    ASSERT_NE(model, nullptr);
    // T(2) = F / (2 X) + ring all-reduce of 4 MiB: 72.4 ms + 0.57 ms.
    ASSERT_EQ(model->data->points.size(), 2u);
    EXPECT_NEAR(model->data->points[1].value, 1.1e10 / (2 * 7.6e10) + 5.8e-4, 0.0002);
    EXPECT_EQ(window->measurePanel()->comparisonTable()->rowCount(), 2);
    // The prediction wears its measurement's colour, drawn apart: hollow marks on a dashed line.
    const auto* train = named(scenario, "train-fp32");
    ASSERT_NE(train, nullptr);
    EXPECT_EQ(model->colorIndex, train->colorIndex);
    const auto* gemm = named(scenario, "gemm-fp64");
    ASSERT_NE(gemm, nullptr);
    EXPECT_NE(gemm->colorIndex, train->colorIndex);
    const auto chartSeries = [&](const char* kind, const core::ImportedSeries& s) {
        return window->chart(1)->seriesNamed(QString::fromLatin1(kind) + QString::fromStdString(s.id));
    };
    ASSERT_NE(chartSeries("fit-", *model), nullptr);
    ASSERT_NE(chartSeries("fit-", *train), nullptr);
    EXPECT_EQ(chartSeries("fit-", *model)->pen().style(), Qt::DashLine);
    EXPECT_EQ(chartSeries("fit-", *train)->pen().style(), Qt::SolidLine);
    auto* hollow = qobject_cast<QScatterSeries*>(chartSeries("measured-", *model));
    auto* filled = qobject_cast<QScatterSeries*>(chartSeries("measured-", *train));
    ASSERT_NE(hollow, nullptr);
    ASSERT_NE(filled, nullptr);
    EXPECT_EQ(hollow->borderColor(), filled->color());
    EXPECT_NE(hollow->color(), filled->color());
    window->controller()->undoStack()->undo();  // the file was one step
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(window->controller()->scenario().series.empty());
}

}  // namespace
