// SPDX-License-Identifier: MIT
// Labels of points that lie close together (a machine's upgrades a year
// apart) are placed where no two overlap and none leaves the plot area,
// however narrow the chart; a wider chart puts them back beside their points.

#include "UiTestSupport.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/PointAnnotations.h"
#include "effsurf/ui/figures/ChartFigureLayout.h"
#include "effsurf/ui/figures/FigureExporter.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QScatterSeries>
#include <QValueAxis>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

TEST(PointAnnotations, CloseLabelsNeitherOverlapNorLeaveThePlot) {
    QChartView view(new QChart);
    QChart* chart = view.chart();
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    x->setRange(2012, 2026);
    y->setRange(-7, -3);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto* annotations = new ui::PointAnnotations(chart);
    const std::pair<QPointF, const char*> upgrades[] = {{{2012.9, -4.9}, "N = 35,840, CPU only"},
                                                        {{2013.9, -5.7}, "K20X GPUs"},
                                                        {{2016.9, -5.5}, "P100, partial"},
                                                        {{2017.4, -6.1}, "P100"},
                                                        {{2017.9, -6.15}, "N = 387,872"}};
    for (const auto& [at, text] : upgrades) {
        auto* mark = new QScatterSeries;
        mark->append(at);
        chart->addSeries(mark);
        mark->attachAxis(x);
        mark->attachAxis(y);
        annotations->add(mark, at, QString::fromLatin1(text), mark->markerSize());
    }
    for (const QSize size : {QSize(300, 380), QSize(800, 380)}) {
        view.resize(size);
        view.show();
        ASSERT_TRUE(test::waitUntil([&] { return chart->plotArea().width() > 0; }));
        ASSERT_TRUE(test::settleLayouts(view));
        const QRectF plot = chart->plotArea();
        ASSERT_EQ(annotations->count(), 5);
        for (int i = 0; i < annotations->count(); ++i) {
            const QRectF box = annotations->labelRect(i);
            EXPECT_TRUE(plot.contains(box)) << annotations->labelText(i).toStdString() << " at " << size.width();
            for (int j = 0; j < i; ++j)
                EXPECT_FALSE(box.intersects(annotations->labelRect(j)))
                    << annotations->labelText(i).toStdString() << " over " << annotations->labelText(j).toStdString() << " at "
                    << size.width();
        }
    }
}

TEST(PointAnnotations, ASystemsNameIsInThePlotOfAFigureDrawnAtOnce) {
    // A figure is painted right after its layout, before the event loop
    // turns: the names must be placed by then (they stood at the figure's
    // top-left corner, above the plot, before SerialFractionPlaneChart::settle placed them).
    core::Scenario scenario;
    scenario.selectedSystems = {{"2019-06", 1}};  // Summit
    const auto chart = ui::FigureExporter::makeChart(QStringLiteral("plane"), scenario);
    ASSERT_TRUE(chart);
    ui::ChartFigureLayout::prepare(*chart, scenario, ui::FigureExporter::Options{}, QSizeF(614.0, 384.0));
    const QRectF plot = chart->chart()->plotArea();
    int names = 0;
    for (const QGraphicsItem* item : chart->scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item);
            text && text->text().startsWith(QStringLiteral("Summit"))) {
            ++names;
            const QRectF box = text->sceneBoundingRect();
            EXPECT_TRUE(plot.contains(box)) << "at " << box.x() << "," << box.y() << " outside the plot " << plot.x() << "," << plot.y()
                                            << " " << plot.width() << "x" << plot.height();
        }
    EXPECT_EQ(names, 1);
}

}  // namespace
