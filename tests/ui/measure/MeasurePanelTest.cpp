// "Measure this computer" (issue 17): effsurf-probe runs beside the window,
// its repetitions land on the charts as they are measured while the window
// keeps drawing, Cancel keeps what was measured, the result is one undo step
// with the training model's prediction beside the training step, and a
// probe's CSV opened later gives the same series and comparison.

#include "UiTestSupport.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/ProbePrediction.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/measure/MeasurePanel.h"
#include "effsurf/ui/measure/ProbeProcess.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <algorithm>

using namespace effsurf;

namespace {

const core::ImportedSeries* named(const core::Scenario& scenario, const std::string& name) {
    for (const auto& s : scenario.series)
        if (s.data->name == name) return &s;
    return nullptr;
}

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
    // The event loop's pulse while the probe runs: the window must stay responsive.
    QElapsedTimer clock;
    qint64 last = 0, longestGap = 0;
    QTimer pulse;
    QObject::connect(&pulse, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, clock.elapsed() - last);
        last = clock.elapsed();
    });
    clock.start();
    pulse.start(20);
    panel->measureButton()->click();
    ASSERT_TRUE(panel->isMeasuring());
    EXPECT_FALSE(panel->measureButton()->isEnabled());
    EXPECT_TRUE(panel->cancelButton()->isEnabled());
    // A series appears (with its second N) before the probe has finished.
    ASSERT_TRUE(test::waitUntil([&] { return named(scenario(), "gemm-fp64") != nullptr || !finished.isEmpty(); }, 60000));
    EXPECT_TRUE(finished.isEmpty()) << "the first series appeared only at the end";
    EXPECT_GT(panel->progressBar()->value(), 0);
    ASSERT_TRUE(test::waitUntil([&] { return !finished.isEmpty(); }, 90000));
    pulse.stop();
    EXPECT_TRUE(finished.front().at(0).toBool()) << finished.front().at(1).toString().toStdString();
    EXPECT_LT(longestGap, 1000) << "the event loop stalled while the probe ran";

    const auto* gemm = named(scenario(), "gemm-fp64");
    const auto* train = named(scenario(), "train-fp32");
    const auto* model = named(scenario(), "train-fp32 model");
    ASSERT_NE(gemm, nullptr);
    ASSERT_NE(train, nullptr);
    ASSERT_NE(model, nullptr);
    // The series now come from the probe's file, which is valid and complete.
    EXPECT_TRUE(QFileInfo::exists(QString::fromStdString(gemm->data->sourceFile)));
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(train->data->sourceFile);
    EXPECT_EQ(metadata.mode, "threads");
    EXPECT_TRUE(metadata.number("train-fp32.compute_rate_flops").has_value());
    ASSERT_EQ(train->data->points.size(), 2u);
    EXPECT_EQ(train->data->points[1].processors, 2.0);
    EXPECT_GE(train->data->points[0].repetitions, 3);
    // The comparison: one row a measured N, ratios near 1 (the model is fed with the machine's own numbers).
    // The table is a view: it shows the state once the controller's change reaches the views.
    ASSERT_TRUE(test::settle(*window));
    QTableWidget* table = panel->comparisonTable();
    ASSERT_EQ(table->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const double ratio = table->item(row, 4)->text().toDouble();
        // Loose: the window shares the cores with the probe here (a sanitized
        // build's window needs a core of its own); core's tests check the numbers.
        EXPECT_GT(ratio, 0.25);
        EXPECT_LT(ratio, 4.0);
    }
    EXPECT_NEAR(table->item(0, 4)->text().toDouble(), 1.0, 0.3) << "at N = 1 the model is the measured compute rate";
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
    panel->setBudgetSeconds(120);
    QSignalSpy finished(panel, &ui::MeasurePanel::measurementFinished);
    panel->measureButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return named(scenario(), "gemm-fp64") != nullptr || !finished.isEmpty(); }, 60000));
    ASSERT_TRUE(finished.isEmpty());
    QElapsedTimer stopping;
    stopping.start();
    panel->cancelButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return !finished.isEmpty(); }, 20000));
    EXPECT_LT(stopping.elapsed(), 15000);
    EXPECT_TRUE(finished.front().at(0).toBool());
    EXPECT_TRUE(panel->statusLabel()->text().contains(QStringLiteral("Cancelled"))) << panel->statusLabel()->text().toStdString();
    const auto* gemm = named(scenario(), "gemm-fp64");
    ASSERT_NE(gemm, nullptr);
    EXPECT_EQ(gemm->data->points.size(), 2u);
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(gemm->data->sourceFile);
    EXPECT_NE(metadata.text("status").find("interrupted"), std::string::npos) << metadata.text("status");
    EXPECT_TRUE(panel->measureButton()->isEnabled());
    EXPECT_FALSE(panel->isMeasuring());
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
    panel->setKernels({QStringLiteral("gemm-fp64")});
    panel->setBudgetSeconds(120);
    panel->measureButton()->click();
    ASSERT_TRUE(test::waitUntil([&] { return named(scenario(), "gemm-fp64") != nullptr; }, 60000));
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
    const QString path = test::writeFile(
        dir, QStringLiteral("laptop.csv"),
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
