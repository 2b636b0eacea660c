// Labels of points that lie close together (a machine's upgrades a year
// apart) are placed where no two overlap and none leaves the plot area,
// however narrow the chart; a wider chart puts them back beside their points.

#include "UiTestSupport.h"

#include "effsurf/ui/charts/PointAnnotations.h"

#include <QChart>
#include <QChartView>
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
    const std::pair<QPointF, const char*> upgrades[] = {{{2012.9, -4.9}, "N = 35,840, CPU only"}, {{2013.9, -5.7}, "K20X GPUs"},
                                                       {{2016.9, -5.5}, "P100, partial"}, {{2017.4, -6.1}, "P100"},
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
        test::waitUntil([] { return false; }, 50);
        const QRectF plot = chart->plotArea();
        ASSERT_EQ(annotations->count(), 5);
        for (int i = 0; i < annotations->count(); ++i) {
            const QRectF box = annotations->labelRect(i);
            EXPECT_TRUE(plot.contains(box)) << annotations->labelText(i).toStdString() << " at " << size.width();
            for (int j = 0; j < i; ++j)
                EXPECT_FALSE(box.intersects(annotations->labelRect(j)))
                    << annotations->labelText(i).toStdString() << " over " << annotations->labelText(j).toStdString()
                    << " at " << size.width();
        }
    }
}

}  // namespace
