// SPDX-License-Identifier: MIT
// A chart draws its legend once (issue 44): after a second and a third CSV on
// the Measurements tab, the Karp–Flatt and residual charts showed Qt's legend
// and effsurf's own wrapped one on top of each other.

#include "UiTestSupport.h"

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/FitResidualChart.h"
#include "effsurf/ui/charts/FlowLegendItem.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/controller/ScenarioController.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <functional>
#include <map>

using namespace effsurf;

namespace {

/// How many legends the chart shows: Qt's (when any of its markers is
/// visible) and effsurf's own (when it is shown).
int legendsShown(ui::ComparisonChart& chart) {
    int qtMarkers = 0;
    if (chart.chart()->legend()->isVisible())
        for (QLegendMarker* marker : chart.chart()->legend()->markers()) qtMarkers += marker->isVisible() ? 1 : 0;
    const auto* own = chart.legendBelow();
    const bool ownShown = own != nullptr && own->isVisible();
    return (qtMarkers > 0 ? 1 : 0) + (ownShown ? 1 : 0);
}

/// The texts of Qt's legend as drawn: its visible text items in scene
/// coordinates (a marker's label is one text item).
void collectTexts(QGraphicsItem* item, std::vector<QRectF>& boxes) {
    if (!item->isVisible()) return;
    const bool text = dynamic_cast<QGraphicsSimpleTextItem*>(item) != nullptr || dynamic_cast<QGraphicsTextItem*>(item) != nullptr;
    if (text && !item->boundingRect().isEmpty()) boxes.push_back(item->sceneBoundingRect());
    for (QGraphicsItem* child : item->childItems()) collectTexts(child, boxes);
}

/// Every legend entry's box as the chart draws it: effsurf's own legend's
/// boxes when it is shown, else the labels of Qt's legend.
std::vector<QRectF> legendBoxes(ui::ComparisonChart& chart) {
    std::vector<QRectF> boxes;
    if (const auto* own = chart.legendBelow(); own != nullptr && own->isVisible()) {
        for (const QRectF& box : ui::FlowLegend::boxes(own->area(), own->entries(), chart.chart()->legend()->font()))
            boxes.push_back(own->mapRectToScene(box));
        return boxes;
    }
    if (chart.chart()->legend()->isVisible()) collectTexts(chart.chart()->legend(), boxes);
    return boxes;
}

/// Checks one chart's legend: one box per entry it means to show, no two
/// boxes on top of each other, all of them inside the chart.
void expectLegendDrawnOnce(ui::ComparisonChart& chart, const std::string& when) {
    const std::string name = chart.chart()->title().toStdString() + " (" + chart.objectName().toStdString() + ") " + when;
    EXPECT_LE(legendsShown(chart), 1) << name;
    const std::vector<QRectF> boxes = legendBoxes(chart);
    const std::size_t entries = ui::FlowLegend::entriesOf(chart.chart()).size();
    EXPECT_EQ(boxes.size(), entries) << name << ": legend boxes against entries";
    const QRectF inside = chart.chart()->rect().adjusted(-1, -1, 1, 1);
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        EXPECT_TRUE(inside.contains(boxes[i])) << name << ": entry " << i << " leaves the chart";
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            const QRectF overlap = boxes[i].intersected(boxes[j]);
            EXPECT_LT(overlap.width() * overlap.height(), 1.0) << name << ": entries " << i << " and " << j << " overlap";
        }
    }
}

}  // namespace

TEST(LegendOnce, LegendBoxesStayApartAndComeBackAfterModesSnapshotsAndTabs) {
    // Counted and measured, not only "one legend": after F5 in and out, a
    // snapshot removed and taken again, another tab and back, the dark theme
    // and back, each legend has one box per entry, none on another, and the
    // same boxes as before the sequence (the state is the same again). The
    // reference is taken after a first F5 and back: the very first layout at
    // startup may choose effsurf's wrapped legend where Qt's would fit (Qt had
    // hidden its markers before the chart had its size); both are whole, and
    // from then on the form follows the chart's size and entries only.
    auto window = test::makeShownWindow();
    window->showPanel("model");
    for (const char* label : {"A", "B", "C", "D"}) {
        window->controller()->setSerialFraction(window->controller()->scenario().serialFraction * 3.0);
        window->controller()->takeSnapshot(label);
    }
    const auto measure = [&](const std::string& when) {
        std::map<ui::ComparisonChart*, std::vector<QRectF>> result;
        for (auto* chart : window->findChildren<ui::ComparisonChart*>()) {
            if (!chart->isVisible()) continue;
            expectLegendDrawnOnce(*chart, when);
            result[chart] = legendBoxes(*chart);
        }
        return result;
    };
    const auto step = [&](const std::function<void()>& action, const std::string& when) {
        action();
        ASSERT_TRUE(test::settle(*window));
        ASSERT_TRUE(test::settleLayouts(*window));
        measure(when);
    };
    step([] {}, "with snapshots A-D");
    step([&] { window->setPresentationMode(true); }, "in the first F5");
    step([&] { window->setPresentationMode(false); }, "after the first F5");
    const auto before = measure("the reference");
    ASSERT_FALSE(before.empty());
    step([&] { window->setPresentationMode(true); }, "in F5");
    step([&] { window->controller()->removeSnapshot("D"); }, "in F5 without D");
    step([&] { window->controller()->takeSnapshot("D"); }, "in F5 with D again");
    step([&] { window->setPresentationMode(false); }, "after F5");
    step([&] { window->showPanel("measurements"); }, "on another tab");
    step([&] { window->showPanel("model"); }, "back on the Model tab");
    step([&] { window->setThemeMode(ui::AppTheme::Mode::Dark, false); }, "in the dark theme");
    step([&] { window->setThemeMode(ui::AppTheme::Mode::Light, false); }, "in the light theme again");
    const auto after = measure("at the end");
    for (const auto& [chart, boxes] : before) {
        const auto found = after.find(chart);
        ASSERT_NE(found, after.end()) << chart->objectName().toStdString() << " is gone";
        ASSERT_EQ(found->second.size(), boxes.size()) << chart->chart()->title().toStdString();
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const QRectF& a = boxes[i];
            const QRectF& b = found->second[i];
            EXPECT_LT(std::abs(a.left() - b.left()) + std::abs(a.top() - b.top()) + std::abs(a.width() - b.width()) +
                          std::abs(a.height() - b.height()),
                      2.0)
                << chart->chart()->title().toStdString() << " entry " << i << " moved";
        }
    }
}

TEST(LegendOnce, MeasurementChartsShowOneLegendAfterEveryImport) {
    auto window = test::makeShownWindow();
    QTemporaryDir dir;
    window->showPanel("measurements");
    ASSERT_TRUE(test::settle(*window));
    const char* const files[] = {"n,time\n1,100\n2,50.2\n4,25.3\n8,12.9\n16,6.7\n",
                                 "n,time\n1,80\n2,40.5\n4,20.7\n8,10.9\n16,5.9\n32,3.3\n", "n,time\n1,120\n2,59\n4,29.5\n8,15.2\n16,7.9\n"};
    int index = 0;
    for (const char* content : files) {
        const QString name = QStringLiteral("run_%1.csv").arg(QChar(u'a' + index++));
        const QString path = test::writeFile(dir, name, content);
        ASSERT_EQ(window->openMeasurements({path}, false), 1);
        ASSERT_TRUE(test::settle(*window));
        ASSERT_TRUE(test::settleLayouts(*window));
        for (auto* chart : window->findChildren<ui::ComparisonChart*>()) {
            if (!chart->isVisible()) continue;
            if (!qobject_cast<ui::KarpFlattChart*>(chart) && !qobject_cast<ui::FitResidualChart*>(chart)) continue;
            expectLegendDrawnOnce(*chart, "after " + name.toStdString());
        }
    }
}

TEST(LegendOnce, ModelChartsShowOneLegendAfterSnapshotsAndThePresentationView) {
    // The Model tab's legends fitted before F5 but overlapped after leaving
    // it (the precision chart with three series and snapshots A–D).
    auto window = test::makeShownWindow();
    window->showPanel("model");
    for (const char* label : {"A", "B", "C", "D"}) {
        window->controller()->setSerialFraction(window->controller()->scenario().serialFraction * 3.0);
        window->controller()->takeSnapshot(label);
        ASSERT_TRUE(test::settle(*window));
    }
    const auto check = [&](const char* when) {
        ASSERT_TRUE(test::settle(*window));
        ASSERT_TRUE(test::settleLayouts(*window));
        for (auto* chart : window->findChildren<ui::ComparisonChart*>()) {
            if (!chart->isVisible()) continue;
            EXPECT_LE(legendsShown(*chart), 1) << chart->chart()->title().toStdString() << " " << when;
        }
    };
    check("with snapshots");
    for (int round = 0; round < 2; ++round) {
        window->setPresentationMode(true);
        check("in F5");
        window->setPresentationMode(false);
        check("after F5");
    }
}
