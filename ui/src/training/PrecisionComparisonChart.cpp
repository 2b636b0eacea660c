// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/PrecisionComparisonChart.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

PrecisionComparisonChart::PrecisionComparisonChart(QWidget* parent) : ComparisonChart(parent) {
    compute_ = addLine(tr("compute"), green(), 3.5);
    compute_->setObjectName(QStringLiteral("compute"));
    communication_ = addLine(tr("communication"), vermillion(), 3.5);
    communication_->setObjectName(QStringLiteral("communication"));
    other_ = addLine(tr("bubble and serial"), orange(), 2.5, Qt::DashLine);
    other_->setObjectName(QStringLiteral("other"));
    step_ = addMarker(tr("whole step"), ink());
    step_->setObjectName(QStringLiteral("step"));
    x_ = new QCategoryAxis(chart());
    ChartStyle::styleAxis(x_, tr("datatype"));
    x_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x_->setRange(-0.3, 2.3);
    chart()->addAxis(x_, Qt::AlignBottom);
    y_ = addDecadeAxis(Qt::AlignLeft, tr("seconds per step"), -2, 3, 1);
    attachAll(x_, y_);
}

void PrecisionComparisonChart::render(const core::Scenario& scenario, quint64 generation) {
    const auto points = core::TrainingAnalysis::precisions(scenario.trainingRun);
    for (const QString& label : x_->categoriesLabels()) x_->remove(label);
    QList<QPointF> compute, communication, other, step;
    double low = 1e300, high = 0.0;
    QString available;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto& p = points[i];
        const QString name = QString::fromUtf8(core::precisionInfo(p.precision).displayName.data());
        // Short labels: the E of each is in the title, a missing datatype in the tooltip.
        x_->append(p.available ? name : tr("%1 n/a").arg(name), double(i));
        if (!p.available) continue;
        const double x = double(i);
        const auto add = [&](QList<QPointF>& series, double seconds) {
            if (seconds <= 0.0) return;
            series.append({x, std::log10(seconds)});
            low = std::min(low, seconds);
            high = std::max(high, seconds);
        };
        add(compute, p.computeSeconds);
        add(communication, p.communicationSeconds);
        add(other, p.otherSeconds);
        add(step, p.stepSeconds);
        available += (available.isEmpty() ? QString() : QStringLiteral(" \u2192 ")) + QStringLiteral("%1").arg(p.efficiency, 0, 'f', 2);
    }
    x_->setStartValue(-0.3);  // labels sit on the values 0, 1, 2, under the points
    compute_->replace(compute);
    communication_->replace(communication);
    other_->replace(other);
    step_->replace(step);
    if (high > 0.0) ChartStyle::setDecadeRange(y_, int(std::floor(std::log10(low))), int(std::ceil(std::log10(high))));
    QString missing;
    for (const auto& p : points)
        if (!p.available) missing += QStringLiteral(" ") + QString::fromUtf8(core::precisionInfo(p.precision).displayName.data());
    setToolTip(missing.isEmpty()
                   ? QString()
                   : tr("Not on the %1's datasheet:%2").arg(QString::fromStdString(scenario.trainingRun.acceleratorName), missing));
    setFittingTitle(tr("Lower precision: compute shrinks, communication hardly; E %1").arg(available),
                    tr("E by datatype: %1").arg(available));
    markRendered(generation);
}

}  // namespace effsurf::ui
