// SPDX-License-Identifier: MIT
// The TOP500 browser: filtering and sorting, selected systems placed at the
// right (log N, log s, E), the N convention, and the edition cloud.

#include "UiTestSupport.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/data/SystemsPanel.h"
#include "effsurf/ui/data/Top500TableModel.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {

constexpr int kPlaneChart = 3;

class Systems : public ::testing::Test {
protected:
    void SetUp() override { window = test::makeShownWindow(); }
    ui::SystemsPanel& panel() { return *window->systemsPanel(); }
    const core::Scenario& scenario() { return window->controller()->scenario(); }
    QXYSeries* planeSeries(const QString& id) { return window->chart(kPlaneChart)->seriesNamed(id); }
    std::unique_ptr<ui::MainWindow> window;
};

TEST_F(Systems, SearchEditionAndRankFilterTheTable) {
    EXPECT_EQ(panel().visibleRows(), 24500);
    panel().searchField()->setText(QStringLiteral("piz daint"));
    int expected = 0;
    for (const auto& e : resources::top500Catalog().entries())
        if (QString::fromStdString(e.system).contains(QStringLiteral("piz daint"), Qt::CaseInsensitive) ||
            QString::fromStdString(e.site).contains(QStringLiteral("piz daint"), Qt::CaseInsensitive))
            ++expected;
    EXPECT_EQ(panel().visibleRows(), expected);
    panel().searchField()->clear();
    panel().editionCombo()->setCurrentIndex(panel().editionCombo()->findData(QStringLiteral("2019-06")));
    EXPECT_EQ(panel().visibleRows(), 500);
    panel().rankLimit()->setValue(10);
    EXPECT_EQ(panel().visibleRows(), 10);
    panel().searchField()->setText(QStringLiteral("United States"));  // country
    EXPECT_GE(panel().visibleRows(), 4);
    EXPECT_LT(panel().visibleRows(), 10);
}

TEST_F(Systems, SortsByTheRawValues) {
    panel().editionCombo()->setCurrentIndex(panel().editionCombo()->findData(QStringLiteral("2019-06")));
    panel().table()->sortByColumn(ui::Top500TableModel::SerialFraction, Qt::AscendingOrder);
    auto* model = panel().table()->model();
    double previous = 0.0;
    for (int row = 0; row < 50; ++row) {
        const double s = model->index(row, ui::Top500TableModel::SerialFraction).data(Qt::UserRole).toDouble();
        EXPECT_GE(s, previous) << row;
        previous = s;
    }
    // Numbers sort as numbers, not text: N = 9 < N = 10.
    panel().table()->sortByColumn(ui::Top500TableModel::Processors, Qt::DescendingOrder);
    EXPECT_EQ(model->index(0, ui::Top500TableModel::System).data().toString(), QStringLiteral("Sunway TaihuLight"));
}

TEST_F(Systems, SelectedSystemLandsAtItsNsAndE) {
    panel().selectSystems({{"2019-06", 1}});  // Summit
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(scenario().selectedSystems.size(), 1u);
    QXYSeries* hpl = planeSeries(QStringLiteral("system-0"));
    QXYSeries* hpcg = planeSeries(QStringLiteral("system-1"));
    QXYSeries* join = planeSeries(QStringLiteral("join-1"));
    ASSERT_NE(hpl, nullptr);
    ASSERT_NE(hpcg, nullptr);
    ASSERT_NE(join, nullptr);
    // docs/models.md §5: N = 2,414,592, s_eff = 1.4547e-7, E = 0.74006.
    EXPECT_NEAR(hpl->at(0).x(), std::log10(2414592.0), 1e-9);
    EXPECT_NEAR(hpl->at(0).y(), std::log10(1.4547e-7), 2e-5);
    EXPECT_GT(hpcg->at(0).y(), hpl->at(0).y() + 2.0);  // HPCG s is 100-1000x the HPL one
    EXPECT_EQ(join->count(), 2);
    if (window->surfaceView()->isAvailable()) {
        const auto positions = window->surfaceView()->systemPositions();
        ASSERT_GE(positions.size(), 2u);
        EXPECT_NEAR(positions[0].x(), std::log10(2414592.0), 1e-5);
        EXPECT_NEAR(positions[0].y(), 0.74006, 1e-4);
        EXPECT_NEAR(positions[0].z(), std::log10(1.4547e-7), 1e-4);
    }
}

TEST_F(Systems, CoreConventionMovesThePoints) {
    panel().selectSystems({{"2019-06", 1}});
    ASSERT_TRUE(test::settle(*window));
    QComboBox* convention = panel().conventionCombo();
    convention->setCurrentIndex(convention->findData(int(core::CoreConvention::CpuCores)));
    emit convention->activated(convention->currentIndex());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().coreConvention, core::CoreConvention::CpuCores);
    QXYSeries* hpl = planeSeries(QStringLiteral("system-0"));
    ASSERT_NE(hpl, nullptr);
    EXPECT_NEAR(hpl->at(0).x(), std::log10(202752.0), 1e-9);
    const double s = *resources::top500Catalog().find("2019-06", 1)->hplSerialFraction(core::CoreConvention::CpuCores);
    EXPECT_NEAR(hpl->at(0).y(), std::log10(s), 1e-9);
}

TEST_F(Systems, EditionSliderChangesTheCloud) {
    const auto countUsable = [](const std::string& list) {
        int n = 0;
        for (const auto* e : resources::top500Catalog().query({"", list, 0})) n += e->hplSerialFraction() ? 1 : 0;
        return n;
    };
    panel().cloudCheck()->setChecked(true);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().cloudEdition, "2025-06");
    QXYSeries* cloud = planeSeries(QStringLiteral("cloud"));
    ASSERT_NE(cloud, nullptr);
    EXPECT_EQ(cloud->count(), countUsable("2025-06"));
    const QList<QPointF> latest = cloud->points();
    panel().cloudSlider()->setValue(0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().cloudEdition, "2000-06");
    EXPECT_EQ(cloud->count(), countUsable("2000-06"));
    EXPECT_NE(cloud->points(), latest);
    if (window->surfaceView()->isAvailable()) {
        EXPECT_EQ(window->surfaceView()->cloudPointCount(), std::min(countUsable("2000-06"), ui::SurfaceView::kMaxCloudPoints));
    }
    panel().cloudCheck()->setChecked(false);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(scenario().cloudEdition.empty());
}

TEST_F(Systems, PlayRunsToTheLatestEditionAndStops) {
    panel().cloudSlider()->setValue(panel().cloudSlider()->maximum() - 4);
    panel().playButton()->setChecked(true);
    EXPECT_TRUE(panel().cloudCheck()->isChecked());
    EXPECT_TRUE(test::waitUntil([&] { return !panel().playButton()->isChecked(); }, 60000));
    EXPECT_EQ(panel().cloudSlider()->value(), panel().cloudSlider()->maximum());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().cloudEdition, "2025-06");
}

}  // namespace

namespace {

TEST_F(Systems, FilteringKeepsPlacedSystemsAndTheTableFollowsTheScenario) {
    panel().selectSystems({{"2019-06", 1}});
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(scenario().selectedSystems.size(), 1u);
    panel().searchField()->setText(QStringLiteral("fugaku"));  // hides Summit's row
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().selectedSystems.size(), 1u);
    panel().searchField()->clear();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(panel().table()->selectionModel()->selectedRows().size(), 1);
    // Placed elsewhere (the history tab's button): the table mirrors it.
    window->controller()->setSelectedSystems({{"2012-11", 114}, {"2013-06", 42}});
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(panel().table()->selectionModel()->selectedRows().size(), 2);
    EXPECT_EQ(scenario().selectedSystems.size(), 2u);
}

TEST_F(Systems, UnknownValuesSortLastBothWays) {
    panel().editionCombo()->setCurrentIndex(panel().editionCombo()->findData(QStringLiteral("2019-06")));
    auto* model = panel().table()->model();
    for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        panel().table()->sortByColumn(ui::Top500TableModel::HpcgSerialFraction, order);
        EXPECT_TRUE(model->index(0, ui::Top500TableModel::HpcgSerialFraction).data(Qt::UserRole).isValid()) << order;
        EXPECT_FALSE(model->index(499, ui::Top500TableModel::HpcgSerialFraction).data(Qt::UserRole).isValid()) << order;
    }
}

}  // namespace
