// SPDX-License-Identifier: MIT
// Importing measurements through the GUI path: the preview dialog, bad files
// refused or loaded without their bad rows only on request, series added,
// fitted, drawn, hidden and removed independently.

#include "UiTestSupport.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/data/ImportDialog.h"
#include "effsurf/ui/data/SeriesPanel.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QApplication>
#include <QComboBox>
#include <QTimer>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QUrl>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cctype>
#include <cmath>

using namespace effsurf;

namespace {

using test::writeFile;

const QByteArray kClean = "n,time\n1,100\n2,50.1\n4,25.15\n8,12.675\n16,6.4375\n";
const QByteArray kBad = "n,time\n1,100\n2,fifty\n4,25.15\n4,-25.2\n8,12.675\n";

TEST(ImportPreview, CleanFileShowsRowsAndFit) {
    QTemporaryDir dir;
    ui::ImportDialog dialog(writeFile(dir, QStringLiteral("clean.csv"), kClean));
    ASSERT_TRUE(dialog.parsed().has_value());
    EXPECT_FALSE(dialog.isExtraP());
    EXPECT_EQ(dialog.previewTable()->rowCount(), 5);
    EXPECT_EQ(dialog.issueList()->count(), 0);
    EXPECT_TRUE(dialog.loadButton()->isEnabled());
    EXPECT_FALSE(dialog.loadValidButton()->isEnabled());
}

TEST(ImportPreview, BadRowsAreListedAndTheFileRefusedUnlessAsked) {
    QTemporaryDir dir;
    ui::ImportDialog dialog(writeFile(dir, QStringLiteral("bad.csv"), kBad));
    ASSERT_TRUE(dialog.parsed().has_value());
    ASSERT_EQ(dialog.issueList()->count(), 2);
    EXPECT_TRUE(dialog.issueList()->item(0)->text().contains(QStringLiteral("bad.csv:3: column 2 (time)")));
    EXPECT_TRUE(dialog.issueList()->item(1)->text().contains(QStringLiteral("bad.csv:5: column 2 (time): time must be greater than 0")));
    EXPECT_FALSE(dialog.loadButton()->isEnabled());        // refused as a whole ...
    EXPECT_TRUE(dialog.loadValidButton()->isEnabled());    // ... unless the user says so
    EXPECT_EQ(dialog.acceptedSeries().points.size(), 3u);  // N = 1, 4 (first), 8
}

TEST(ImportPreview, ColumnMappingCanBeOverridden) {
    QTemporaryDir dir;
    ui::ImportDialog dialog(writeFile(dir, QStringLiteral("odd.csv"), "gpus,throughput,time\n1,1,100\n4,3.6,27\n16,12,8.3\n"));
    EXPECT_EQ(dialog.parsed()->series.quantity, core::MeasuredQuantity::Time);  // time found by name
    dialog.quantityChoice()->setCurrentText(QStringLiteral("speedup"));
    dialog.valueColumn()->setCurrentText(QStringLiteral("throughput"));
    ASSERT_TRUE(dialog.parsed().has_value());
    EXPECT_EQ(dialog.parsed()->series.quantity, core::MeasuredQuantity::Speedup);
    EXPECT_EQ(dialog.parsed()->series.points[1].value, 3.6);
}

TEST(ImportPreview, UnreadableFilesExplainThemselves) {
    QTemporaryDir dir;
    ui::ImportDialog missing(dir.filePath(QStringLiteral("absent.csv")));
    EXPECT_FALSE(missing.parsed().has_value());
    EXPECT_TRUE(missing.issueList()->item(0)->text().contains(QStringLiteral("cannot open file")));
    EXPECT_FALSE(missing.loadButton()->isEnabled());
    ui::ImportDialog binary(writeFile(dir, QStringLiteral("x.csv"), QByteArray("\x89PNG\r\n\x1a\n\0\0", 10)));
    EXPECT_FALSE(binary.parsed().has_value());
    EXPECT_TRUE(binary.issueList()->item(0)->text().contains(QStringLiteral("byte 0x89")))
        << binary.issueList()->item(0)->text().toStdString();
}

class Measurements : public ::testing::Test {
protected:
    void SetUp() override { window = test::makeShownWindow(); }
    const core::Scenario& scenario() { return window->controller()->scenario(); }
    std::unique_ptr<ui::MainWindow> window;
    QTemporaryDir dir;
};

TEST_F(Measurements, CleanFileFromTheCommandLineIsFittedAndDrawn) {
    const QString path = writeFile(dir, QStringLiteral("clean.csv"), kClean);
    EXPECT_EQ(window->openMeasurements({path}, false), 1);
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(scenario().series.size(), 1u);
    const auto& series = scenario().series[0];
    const auto expected = core::fitSerialFraction(core::MeasurementCsvImporter::importFile(path.toStdString()).series);
    EXPECT_DOUBLE_EQ(series.fit->serialFraction, expected.serialFraction);
    EXPECT_NEAR(series.fit->serialFraction, 0.002, 1e-9);  // T(N) = 100 (0.002 + 0.998/N) exactly
    const QString id = QString::fromStdString(series.id);
    QXYSeries* points = window->chart(0)->seriesNamed(QStringLiteral("measured-") + id);
    ASSERT_NE(points, nullptr);
    ASSERT_EQ(points->count(), 5);
    EXPECT_NEAR(points->at(4).y(), std::log10(100.0 / 6.4375), 1e-12);
    EXPECT_NE(window->chart(1)->seriesNamed(QStringLiteral("fit-") + id), nullptr);
    QXYSeries* karpFlatt = window->karpFlattChart()->seriesNamed(QStringLiteral("measured-") + id);
    ASSERT_NE(karpFlatt, nullptr);
    EXPECT_EQ(karpFlatt->count(), 4);  // N = 1 has no s_eff
    EXPECT_NEAR(karpFlatt->at(0).y(), std::log10(0.002), 1e-9);
    if (window->surfaceView()->isAvailable()) {
        EXPECT_GE(window->surfaceView()->systemPositions().size(), 4u);
    }
}

TEST_F(Measurements, BadFileThroughTheGuiPathLeavesExistingSeriesUntouched) {
    ASSERT_EQ(window->openMeasurements({writeFile(dir, QStringLiteral("clean.csv"), kClean)}, false), 1);
    ASSERT_TRUE(test::settle(*window));
    const auto before = scenario().series;
    // Non-interactive: a file with problems goes to the preview, which the
    // test closes at once (Cancel): nothing may be loaded.
    QTimer::singleShot(200, [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<ui::ImportDialog*>(w)) dialog->reject();
    });
    EXPECT_EQ(window->openMeasurements({writeFile(dir, QStringLiteral("bad.csv"), kBad)}, false), 0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().series, before);
}

TEST_F(Measurements, HidingAndRemovingOneSeriesKeepsTheOthers) {
    ASSERT_EQ(window->openMeasurements({writeFile(dir, QStringLiteral("a.csv"), kClean),
                                        writeFile(dir, QStringLiteral("b.csv"), "n,speedup\n2,1.9\n8,6.5\n32,20\n")},
                                       false),
              2);
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(scenario().series.size(), 2u);
    EXPECT_NE(scenario().series[0].colorIndex, scenario().series[1].colorIndex);
    const auto second = scenario().series[1];
    QTableWidget* table = window->seriesPanel()->table();
    table->item(0, ui::SeriesPanel::Shown)->setCheckState(Qt::Unchecked);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_FALSE(scenario().series[0].visible);
    EXPECT_EQ(scenario().series[1], second);
    EXPECT_EQ(window->chart(0)->seriesNamed(QStringLiteral("measured-") + QString::fromStdString(scenario().series[0].id)), nullptr);
    auto* remove = table->findChild<QToolButton*>(QStringLiteral("remove-") + QString::fromStdString(scenario().series[0].id));
    ASSERT_NE(remove, nullptr);
    remove->click();
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(scenario().series.size(), 1u);
    EXPECT_EQ(scenario().series[0], second);
    EXPECT_EQ(table->rowCount(), 1);
}

}  // namespace

namespace {

/// Closes the next import preview with `button` ("load" or "cancel") once it is shown.
void answerNextPreview(const QString& button) {
    QTimer::singleShot(150, [button] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* dialog = qobject_cast<ui::ImportDialog*>(w);
            if (!dialog || !dialog->isVisible()) continue;
            if (button == QLatin1String("load") && dialog->loadButton()->isEnabled()) dialog->loadButton()->click();
            else dialog->reject();
        }
    });
}

TEST_F(Measurements, DroppedFilesOpenThroughThePreview) {
    const QString path = writeFile(dir, QStringLiteral("dropped.csv"), kClean);
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(400, 300), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(400, 300), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    answerNextPreview(QStringLiteral("load"));
    QApplication::sendEvent(window.get(), &drop);
    ASSERT_TRUE(test::waitUntil([&] { return scenario().series.size() == 1; }, 60000));
    EXPECT_EQ(scenario().series[0].data->name, "dropped");
}

struct BadFile {
    const char* name;
    QByteArray content;
};

class BadFilesThroughTheGui : public ::testing::TestWithParam<BadFile> {};

TEST_P(BadFilesThroughTheGui, LeaveTheLoadedSeriesUntouched) {
    auto window = test::makeShownWindow();
    QTemporaryDir dir;
    ASSERT_EQ(window->openMeasurements({writeFile(dir, QStringLiteral("good.csv"), kClean)}, false), 1);
    ASSERT_TRUE(test::settle(*window));
    const auto before = window->controller()->scenario();
    // The preview offers no plain "Load" for a file with problems; the test
    // asks for it and, where it is disabled, cancels.
    answerNextPreview(QStringLiteral("load"));
    EXPECT_EQ(window->openMeasurements({writeFile(dir, QString::fromLatin1(GetParam().name), GetParam().content)}, false), 0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario(), before);
}

INSTANTIATE_TEST_SUITE_P(IssueTwoTable, BadFilesThroughTheGui,
                         ::testing::Values(BadFile{"empty.csv", ""}, BadFile{"missing_column.csv", "cores,colour\n1,red\n"},
                                           BadFile{"non_numeric.csv", "n,time\n1,10\n2,fast\n"},
                                           BadFile{"nan.csv", "n,time\n1,10\n2,nan\n"}, BadFile{"infinite.csv", "n,speedup\n1,1\n2,inf\n"},
                                           BadFile{"zero_n.csv", "n,time\n0,10\n2,5\n"}, BadFile{"negative.csv", "n,time\n1,10\n2,-5\n"},
                                           BadFile{"huge.csv", "n,time\n1,10\n2,1e308\n"},
                                           BadFile{"n_too_big.csv", "n,time\n1,10\n5e12,1\n"},
                                           BadFile{"ambiguous.csv", "nodes,compute_time,comm_time\n1,10,1\n2,5,1\n"},
                                           BadFile{"ragged.csv", "n,time\n1,10\n2,5,7\n"}, BadFile{"quote.csv", "n,time\n1,\"10\n2,5\n"},
                                           BadFile{"binary.csv", QByteArray("\x7F"
                                                                            "ELF\x02\x01\x01\0\0\0",
                                                                            10)},
                                           BadFile{"data_count.txt", "PARAMETER p\nPOINTS 1 2 4\nDATA 3\nDATA 2\n"}),
                         [](const auto& testCase) {
                             std::string name = testCase.param.name;
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

}  // namespace
