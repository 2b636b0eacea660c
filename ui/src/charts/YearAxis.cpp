// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/YearAxis.h"

#include "effsurf/ui/style/ChartStyle.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>

namespace effsurf::ui {

QValueAxis* YearAxis::add(QChart* chart) {
    auto* axis = new QValueAxis(chart);
    axis->setRange(2000, 2026);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(2000);
    axis->setTickInterval(5);
    axis->setLabelFormat(QStringLiteral("%d"));
    ChartStyle::styleAxis(axis, QCoreApplication::translate("effsurf::ui::YearAxis", "list edition"));
    chart->addAxis(axis, Qt::AlignBottom);
    return axis;
}

void YearAxis::fitTicks(QChart* chart) {
    for (QAbstractAxis* abstract : chart->axes(Qt::Horizontal)) {
        auto* axis = qobject_cast<QValueAxis*>(abstract);
        if (!axis || axis->tickType() != QValueAxis::TicksDynamic) continue;
        const double width = QFontMetricsF(axis->labelsFont()).horizontalAdvance(QStringLiteral("2026")) + 16.0;
        const double years = std::max(1.0, axis->max() - axis->min());
        double interval = 10.0;
        for (double step : {1.0, 2.0, 5.0, 10.0})
            if (chart->plotArea().width() * step / years >= width) {
                interval = step;
                break;
            }
        if (axis->tickInterval() != interval) axis->setTickInterval(interval);
    }
}

void YearAxis::keepFitted(QChart* chart) {
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitTicks(chart); });
}

}  // namespace effsurf::ui
