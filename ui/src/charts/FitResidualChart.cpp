// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/FitResidualChart.h"

#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

/// The smallest of 1, 2, 5 x 10^k at or above `value`: an axis end people read at a glance.
double niceCeiling(double value) {
    const double decade = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 2.0, 5.0, 10.0})
        if (step * decade >= value * (1.0 - 1e-12)) return step * decade;
    return 10.0 * decade;
}

}  // namespace

FitResidualChart::FitResidualChart(QWidget* parent) : ComparisonChart(parent) {
    x_ = addDecadeAxis(Qt::AlignBottom, tr("processors N"), 0, 3, 1);
    y_ =
        addLinearAxis(Qt::AlignLeft, tr("residual (observed \u2212 fitted) / fitted, %"), -1.0, 1.0, NumberFormat::tickLabelFormat(0.5), 5);
    zero_ = addLine(tr("fitted law"), grey(), 1.5, Qt::DashLine);
    zero_->setObjectName(QStringLiteral("zero"));
    attachAll(x_, y_);
    chart()->setTitle(tr("Residuals of the fits"));
    setToolTip(tr("Points scattered around zero: the law fits. A bow: s changes with N."));
}

void FitResidualChart::render(const core::Scenario& scenario, quint64 generation) {
    if (drawn_ && scenario.series == shown_) {
        markRendered(generation);
        return;
    }
    drawn_ = true;
    shown_ = scenario.series;
    for (QAbstractSeries* series : chart()->series())
        if (series != zero_) {
            chart()->removeSeries(series);
            delete series;
        }
    double lowN = 0.0, highN = 3.0, largest = 0.0;
    bool any = false;
    for (const auto& imported : scenario.series) {
        if (!imported.visible || !imported.fit || !imported.fit->ok) continue;
        const auto& fit = *imported.fit;
        auto* points = addMarker(QString::fromStdString(imported.data->name), SystemPoint::seriesColor(imported.colorIndex), 9.0);
        points->setObjectName(QStringLiteral("residual-") + QString::fromStdString(imported.id));
        const std::size_t count = fit.processors.size();
        const std::size_t stride = std::max<std::size_t>(1, (count + kMaxDrawn - 1) / kMaxDrawn);
        QList<QPointF> drawn;
        for (std::size_t i = 0; i < count; i += stride) {
            const double n = fit.processors[i];
            const double relative = 100.0 * fit.residuals[i] / fit.predicted[i];
            if (!(n > 0.0) || !std::isfinite(relative)) continue;
            const double x = std::log10(n);
            if (!any) lowN = highN = x;
            any = true;
            lowN = std::min(lowN, x);
            highN = std::max(highN, x);
            largest = std::max(largest, std::fabs(relative));
            drawn.append(QPointF(x, relative));
        }
        points->replace(drawn);
        points->attachAxis(x_);
        points->attachAxis(y_);
    }
    const int n0 = static_cast<int>(std::floor(lowN));
    const int n1 = std::max(n0 + 1, static_cast<int>(std::ceil(highN)));
    ChartStyle::setDecadeRange(x_, n0, n1, 1);
    // Symmetric about zero, at least ±0.1 %, a little beyond the largest
    // residual so that its mark is drawn whole.
    const double end = niceCeiling(std::max(0.1, largest * 1.08));
    y_->setRange(-end, end);
    y_->setLabelFormat(NumberFormat::tickLabelFormat(end / 2.0));
    zero_->replace(QList<QPointF>{{double(n0), 0.0}, {double(n1), 0.0}});
    markRendered(generation);
}

QString FitResidualChart::figureCaption(const core::Scenario& scenario) const {
    const QString names = measuredSeriesNames(scenario);
    if (names.isEmpty()) return tr("No measured series: load a benchmark CSV to see its fit's residuals");
    return tr("Relative residuals (measured \u2212 fitted)/fitted of the fit of s to each point of %1").arg(names);
}

}  // namespace effsurf::ui
