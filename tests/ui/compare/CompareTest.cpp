// SPDX-License-Identifier: MIT
#include "UiTestSupport.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/compare/ComparePanel.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {

TEST(Compare, SnapshotsAreOverlaidAndTabulatedWithRatiosToA) {
    auto window = test::makeShownWindow();
    ui::ScenarioController* controller = window->controller();
    ui::ComparePanel* panel = window->comparePanel();
    panel->findChild<QPushButton*>(QStringLiteral("snapshot-A"))->click();  // FP64, s = 1e-7, N = 1e6
    controller->setPrecision(core::Precision::FP16);
    ASSERT_TRUE(test::settle(*window));
    panel->findChild<QPushButton*>(QStringLiteral("snapshot-B"))->click();
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(controller->scenario().snapshots.size(), 2u);

    QTableWidget* table = panel->table();
    ASSERT_EQ(table->rowCount(), 3);  // A, B, current
    EXPECT_EQ(table->item(0, ui::ComparePanel::Label)->text(), QStringLiteral("A"));
    EXPECT_TRUE(table->item(1, ui::ComparePanel::Configuration)->text().contains(QStringLiteral("FP16")));
    // B's payload performance relative to A: 4 S(s') / S(s), below the nominal 4.
    const double ratio = 4.0 * core::amdahlSpeedup(1e6, core::acceleratedSerialFraction(1e-7, 4.0)) / core::amdahlSpeedup(1e6, 1e-7);
    EXPECT_TRUE(
        table->item(1, ui::ComparePanel::Performance)->text().contains(QStringLiteral("\u00D7%1").arg(ui::NumberFormat::scientific(ratio))))
        << table->item(1, ui::ComparePanel::Performance)->text().toStdString();

    // Every chart overlays the snapshots; A's speedup curve is A's law.
    QXYSeries* a = window->chart(0)->seriesNamed(QStringLiteral("snapshot-A"));
    ASSERT_NE(a, nullptr);
    EXPECT_NEAR(a->at(140).y(), std::log10(core::amdahlSpeedup(1e7, 1e-7)), 1e-12);  // sample 140 = 10^7
    EXPECT_NE(window->chart(1)->seriesNamed(QStringLiteral("snapshot-B")), nullptr);
    EXPECT_NE(window->chart(2)->seriesNamed(QStringLiteral("snapshot-B")), nullptr);
    EXPECT_NE(window->chart(3)->seriesNamed(QStringLiteral("snapshot-point-A")), nullptr);

    // Restore A: the current configuration is FP64 again, snapshots kept.
    table->findChild<QToolButton*>(QStringLiteral("restore-A"))->click();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(controller->scenario().precision, core::Precision::FP64);
    EXPECT_EQ(controller->scenario().snapshots.size(), 2u);
    table->findChild<QToolButton*>(QStringLiteral("remove-B"))->click();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(controller->scenario().snapshots.size(), 1u);
    EXPECT_EQ(table->rowCount(), 2);
    EXPECT_EQ(window->chart(0)->seriesNamed(QStringLiteral("snapshot-B")), nullptr);
}

}  // namespace

namespace {

TEST(Compare, ButtonsSurviveChangesOfTheCurrentConfiguration) {
    auto window = test::makeShownWindow();
    window->controller()->takeSnapshot("A");
    ASSERT_TRUE(test::settle(*window));
    auto* restore = window->comparePanel()->table()->findChild<QToolButton*>(QStringLiteral("restore-A"));
    ASSERT_NE(restore, nullptr);
    window->controller()->setProcessors(3e7);  // a drag step: only the "current" row changes
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->comparePanel()->table()->findChild<QToolButton*>(QStringLiteral("restore-A")), restore);
    EXPECT_TRUE(
        window->comparePanel()->table()->item(1, ui::ComparePanel::Configuration)->text().contains(QStringLiteral("N = 3\u00d710\u2077")));
}

}  // namespace
