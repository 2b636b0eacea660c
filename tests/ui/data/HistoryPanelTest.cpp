// SPDX-License-Identifier: MIT
#include "UiTestSupport.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/data/HistoryPanel.h"
#include "effsurf/ui/charts/MachineHistory.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QPushButton>
#include <QCategoryAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <QTabWidget>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {

QXYSeries* seriesNamed(QChartView* view, const QString& name) {
    for (QAbstractSeries* s : view->chart()->series())
        if (s->name() == name) return qobject_cast<QXYSeries*>(s);
    return nullptr;
}

TEST(History, PizDaintAcrossEditionsWithItsUpgrades) {
    auto window = test::makeShownWindow();
    window->lowerTabs()->setCurrentIndex(1);
    ui::HistoryPanel* panel = window->historyPanel();
    EXPECT_EQ(panel->machineCombo()->currentText(), QStringLiteral("Piz Daint"));
    QXYSeries* hpl = seriesNamed(panel->historyView(), QStringLiteral("s_eff HPL"));
    ASSERT_NE(hpl, nullptr);
    ASSERT_EQ(hpl->count(), 24);
    // docs/models.md §5: 2012-11 s_eff = 1.3013e-5, 2017-06 8.0942e-7.
    EXPECT_NEAR(hpl->at(0).x(), ui::MachineHistory::yearOf("2012-11"), 1e-12);
    EXPECT_NEAR(hpl->at(0).y(), std::log10(1.3013e-5), 2e-5);
    // The annotations name the GPU upgrades where the data changes.
    const QStringList labels = panel->upgradeLabels();
    EXPECT_TRUE(labels.contains(QStringLiteral("CPU only")));
    EXPECT_TRUE(labels.contains(QStringLiteral("K20X GPUs")));
    EXPECT_TRUE(labels.contains(QStringLiteral("P100")));
    // The E axis ticks 0.25 apart say 0.25 and 0.75, not 0.3 and 0.8.
    for (QAbstractAxis* axis : panel->historyView()->chart()->axes(Qt::Vertical))
        if (auto* e = qobject_cast<QValueAxis*>(axis); e && !qobject_cast<QCategoryAxis*>(axis)) {
            EXPECT_EQ(e->tickCount(), 5);
            EXPECT_EQ(QString::asprintf(e->labelFormat().toLatin1().constData(), 0.25), QStringLiteral("0.25"));
        }

    panel->placeButton()->click();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario().selectedSystems.size(), 24u);

    panel->machineCombo()->setCurrentText(QStringLiteral("Summit"));
    hpl = seriesNamed(panel->historyView(), QStringLiteral("s_eff HPL"));
    ASSERT_NE(hpl, nullptr);
    EXPECT_EQ(hpl->count(), 11);  // data README: 2018-06 .. 2024-06
}

TEST(History, RooflineClimbsToTheWall) {
    auto window = test::makeShownWindow();
    ui::HistoryPanel* panel = window->historyPanel();
    QXYSeries* first = seriesNamed(panel->rooflineView(), QStringLiteral("#1 HPL"));
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->count(), 49);
    EXPECT_NEAR(first->at(0).y(), std::log10(9632.0 * 2.379 / 3.207), 1e-9);  // ASCI Red, 2000-06: 7e3
    double peak = 0.0;
    for (const QPointF& p : first->points()) peak = std::max(peak, p.y());
    EXPECT_GT(peak, std::log10(7e6));  // ~8e6 (TaihuLight, 2016)
    EXPECT_LT(peak, std::log10(1e7));
    QXYSeries* hpcg = seriesNamed(panel->rooflineView(), QStringLiteral("#1 HPCG"));
    ASSERT_NE(hpcg, nullptr);
    EXPECT_GT(hpcg->at(0).x(), 2017.0);
}

}  // namespace
