// SPDX-License-Identifier: MIT
// Measurement files as they really come, through the window (issue 12): a
// big file opens off the GUI thread with its first rows at once and can be
// cancelled; drawing and placing a series is bounded however many rows and
// distinct N it has, while the fit and the CSV export keep every row;
// repetitions show as error bars, speedups above N as flagged points with
// their negative Karp–Flatt value; the preview asks only what the header
// leaves open and lists the first 50 problems with a count of the rest.

#include "UiTestSupport.h"

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/ErrorBarsItem.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/charts/MeasuredPoints.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/data/ImportDialog.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {

using test::writeFile;

/// `rows` rows of "ranks,time_s" cycling through `distinct` process counts
/// 1..distinct, T = 100 (1e-3 + (1 - 1e-3) / N) with a little deterministic noise.
QByteArray strongScaling(int rows, int distinct) {
    QByteArray csv = "ranks,time_s\n";
    csv.reserve(rows * 20);
    for (int i = 0; i < rows; ++i) {
        const int n = 1 + i % distinct;
        const double t = 100.0 * (1e-3 + (1.0 - 1e-3) / n) * (1.0 + 0.01 * std::sin(double(i)));
        csv += QByteArray::number(n) + ',' + QByteArray::number(t, 'g', 10) + '\n';
    }
    return csv;
}

TEST(BigMeasurementFiles, APreviewShowsTheFirstRowsAtOnceAndReadsTheRestOffTheGuiThread) {
    QTemporaryDir dir;
    // The file of the report: 281,788 rows, about 5 MB.
    const QString path = writeFile(dir, QStringLiteral("big.csv"), strongScaling(281788, 64));
    ASSERT_GT(QFileInfo(path).size(), qint64(4'000'000));
    ui::ImportDialog dialog(path);
    ASSERT_TRUE(dialog.isReading());                  // the constructor returned before the file was read
    EXPECT_GT(dialog.previewTable()->rowCount(), 0);  // ... with its first rows on screen
    EXPECT_FALSE(dialog.progressBar()->isHidden());
    EXPECT_FALSE(dialog.loadButton()->isEnabled());
    int turns = 0;  // the event loop keeps turning while the rows are parsed
    QTimer heartbeat;
    QObject::connect(&heartbeat, &QTimer::timeout, [&] { ++turns; });
    heartbeat.start(0);
    ASSERT_TRUE(test::waitUntil([&] { return !dialog.isReading(); }, 60000));
    heartbeat.stop();
    EXPECT_GT(turns, 0);
    ASSERT_TRUE(dialog.parsed().has_value());
    EXPECT_EQ(dialog.parsed()->series.rowCount(), 281788u);
    EXPECT_EQ(dialog.parsed()->series.points.size(), 64u);  // repetitions aggregated per N
    EXPECT_EQ(dialog.previewTable()->rowCount(), 64);
    EXPECT_TRUE(dialog.loadButton()->isEnabled());
    EXPECT_TRUE(dialog.progressBar()->isHidden());
}

TEST(BigMeasurementFiles, CancelStopsTheReadingAndNothingIsLoaded) {
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("big.csv"), strongScaling(600000, 64));
    auto window = test::makeShownWindow();
    const auto before = window->controller()->scenario();
    // The user opens the file and presses Cancel at once (while it is being read).
    QTimer::singleShot(0, [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<ui::ImportDialog*>(w)) dialog->reject();
    });
    EXPECT_EQ(window->openMeasurements({path}, true), 0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario(), before);

    ui::ImportDialog dialog(path);
    ASSERT_TRUE(dialog.isReading());
    dialog.cancelReading();
    ASSERT_TRUE(test::waitUntil([&] { return !dialog.isReading(); }, 60000));
    EXPECT_TRUE(dialog.wasCancelled());
    EXPECT_FALSE(dialog.parsed().has_value());
    EXPECT_FALSE(dialog.loadButton()->isEnabled());
}

TEST(BigMeasurementFiles, DrawingIsBoundedWhileTheFitAndTheCsvExportKeepEveryRow) {
    QTemporaryDir dir;
    // 50,000 rows at 5,000 distinct N: more marks than a chart draws.
    const QString path = writeFile(dir, QStringLiteral("wide.csv"), strongScaling(50000, 5000));
    auto window = test::makeShownWindow();
    ASSERT_EQ(window->openMeasurements({path}, false), 1);
    ASSERT_TRUE(test::settle(*window));
    const auto& series = window->controller()->scenario().series.at(0);
    EXPECT_EQ(series.data->rowCount(), 50000u);
    EXPECT_EQ(series.fit->rows, 50000u);
    EXPECT_EQ(series.fit->processors.size(), 5000u);
    const QString id = QString::fromStdString(series.id);
    QXYSeries* drawn = window->chart(0)->seriesNamed(QStringLiteral("measured-") + id);
    ASSERT_NE(drawn, nullptr);
    EXPECT_LE(drawn->count(), int(ui::MeasuredPoints::kMaxDrawn));
    EXPECT_GT(drawn->count(), 100);
    if (window->surfaceView()->isAvailable()) {
        EXPECT_LE(window->surfaceView()->systemPositions().size(), ui::MeasuredPoints::kMaxPlaced);
    }
    // The CSV of the speedup chart holds every measured row, not the drawn marks.
    ui::FigureExporter::Options csv;
    csv.format = ui::FigureExporter::Format::Csv;
    QString error;
    const QString out = dir.filePath(QStringLiteral("speedup.csv"));
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("speedup"), window->controller()->scenario(), out, csv, &error))
        << error.toStdString();
    QFile file(out);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    int measuredRows = 0;
    while (!file.atEnd())
        if (file.readLine().startsWith("measured-" + id.toUtf8())) ++measuredRows;
    EXPECT_EQ(measuredRows, 50000);
}

TEST(BigMeasurementFiles, RepetitionsShowErrorBarsAndSpeedupsAboveNAreFlagged) {
    QTemporaryDir dir;
    // Five runs per N; at N = 2 and 4 the runs are superlinear (cache effects).
    QByteArray csv = "n,time\n";
    for (int run = 0; run < 5; ++run)
        for (int n : {1, 2, 4, 8, 16, 32, 64}) {
            const double t = n == 2 ? 44.0 : n == 4 ? 23.0 : 100.0 * (0.01 + 0.99 / n);
            csv += QByteArray::number(n) + ',' + QByteArray::number(t * (1.0 + 0.02 * (run - 2)), 'g', 8) + '\n';
        }
    auto window = test::makeShownWindow();
    ASSERT_EQ(window->openMeasurements({writeFile(dir, QStringLiteral("runs.csv"), csv)}, false), 1);
    ASSERT_TRUE(test::settle(*window));
    const auto& series = window->controller()->scenario().series.at(0);
    EXPECT_EQ(series.data->points.size(), 7u);
    EXPECT_EQ(series.fit->aboveIdealCount, 2u);
    // Speedup chart: one bar per N over the runs' range.
    const auto& bars = window->chart(0)->measurementBars();
    ASSERT_EQ(bars.size(), 1u);
    EXPECT_EQ(bars[0]->barCount(), 7);
    // The overlay is rebuilt when the series is hidden and shown again; the
    // old bars are gone with their connections (resizing must not reach them).
    window->controller()->setSeriesVisible(series.id, false);
    ASSERT_TRUE(test::settle(*window));
    window->controller()->setSeriesVisible(series.id, true);
    ASSERT_TRUE(test::settle(*window));
    window->resize(1300, 850);
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(window->chart(0)->measurementBars().size(), 1u);
    // Karp–Flatt: the superlinear points are drawn, pinned below the axis' data, with their negative value.
    window->showPanel("measurements");
    ASSERT_TRUE(test::settle(*window));
    QXYSeries* pinned = window->karpFlattChart()->seriesNamed(QStringLiteral("superlinear-") + QString::fromStdString(series.id));
    ASSERT_NE(pinned, nullptr);
    EXPECT_EQ(pinned->count(), 2);
    const auto& labels = window->karpFlattChart()->measurementBars();
    ASSERT_EQ(labels.size(), 1u);
    ASSERT_EQ(labels[0]->labels().size(), 2u);
    // A negative value, with a typographic minus like every number on screen.
    EXPECT_TRUE(labels[0]->labels()[0].second.startsWith(QChar(0x2212))) << labels[0]->labels()[0].second.toStdString();
}

TEST(BigMeasurementFiles, ThePreviewAsksOnlyWhatTheHeaderLeavesOpen) {
    QTemporaryDir dir;
    ui::ImportDialog plain(writeFile(dir, QStringLiteral("ranks.csv"), "ranks,time_s\n1,10\n4,2.6\n16,0.8\n"));
    EXPECT_TRUE(plain.questionText().isEmpty());
    EXPECT_TRUE(plain.loadButton()->isEnabled());

    ui::ImportDialog tie(writeFile(dir, QStringLiteral("tie.csv"), "nodes,compute_time,comm_time\n1,10,1\n2,5,1.1\n4,2.6,1.3\n"));
    EXPECT_FALSE(tie.parsed().has_value());
    EXPECT_TRUE(tie.questionText().contains(QStringLiteral("compute_time"))) << tie.questionText().toStdString();
    EXPECT_FALSE(tie.loadButton()->isEnabled());
    // Choosing the value column alone is enough: its name says it is a time.
    tie.valueColumn()->setCurrentText(QStringLiteral("compute_time"));
    ASSERT_TRUE(tie.parsed().has_value());
    EXPECT_TRUE(tie.questionText().isEmpty());
    EXPECT_EQ(tie.parsed()->series.quantity, core::MeasuredQuantity::Time);
    EXPECT_TRUE(tie.loadButton()->isEnabled());
}

TEST(BigMeasurementFiles, AFloodOfBadRowsListsFiftyAndCountsTheRest) {
    QTemporaryDir dir;
    QByteArray csv = "n,time\n1,10\n2,5.1\n4,2.6\n";
    for (int i = 0; i < 20000; ++i) csv += i % 2 ? "8,oops\n" : "0,1\n";
    ui::ImportDialog dialog(writeFile(dir, QStringLiteral("flood.csv"), csv));
    ASSERT_TRUE(dialog.parsed().has_value());
    ASSERT_EQ(dialog.issueList()->count(), 51);  // 50 problems and the count of all
    EXPECT_TRUE(dialog.issueList()->item(50)->text().startsWith(QStringLiteral("20,000 problems: 10,000 N below 1, 10,000 not a number")))
        << dialog.issueList()->item(50)->text().toStdString();
    EXPECT_TRUE(dialog.loadValidButton()->isEnabled());
    EXPECT_TRUE(dialog.loadValidButton()->text().contains(QStringLiteral("20,000"))) << dialog.loadValidButton()->text().toStdString();
}

}  // namespace
