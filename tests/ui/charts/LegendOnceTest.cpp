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
#include <QLegend>
#include <QLegendMarker>
#include <QTemporaryDir>

#include <gtest/gtest.h>

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

}  // namespace

TEST(LegendOnce, MeasurementChartsShowOneLegendAfterEveryImport) {
    auto window = test::makeShownWindow();
    QTemporaryDir dir;
    window->showPanel("measurements");
    ASSERT_TRUE(test::settle(*window));
    const char* const files[] = {"n,time\n1,100\n2,50.2\n4,25.3\n8,12.9\n16,6.7\n",
                                 "n,time\n1,80\n2,40.5\n4,20.7\n8,10.9\n16,5.9\n32,3.3\n",
                                 "n,time\n1,120\n2,59\n4,29.5\n8,15.2\n16,7.9\n"};
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
            EXPECT_LE(legendsShown(*chart), 1) << chart->chart()->title().toStdString() << " after " << name.toStdString();
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
