// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/PerformanceChart.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QValueAxis>
#include <QLineSeries>
#include <QScatterSeries>

#include <cmath>

namespace effsurf::ui {

PerformanceChart::PerformanceChart(QWidget* parent) : ComparisonChart(parent) {
    baseline_ = addLine(tr("FP64"), blue(), 2.5);
    baseline_->setObjectName(QStringLiteral("fp64"));
    chosen_ = addLine(tr("chosen precision"), vermillion(), 3.5);
    chosen_->setObjectName(QStringLiteral("chosen"));
    wall_ = addLine(tr("performance wall"), orange(), 2.0, Qt::DashDotLine);
    wall_->setObjectName(QStringLiteral("wall"));
    maximum_ = addMarker(tr("maximum"), orange(), 15.0);
    maximum_->setObjectName(QStringLiteral("maximum"));
    maximum_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    current_ = addMarker(tr("current"), ink());
    current_->setObjectName(QStringLiteral("current"));
    auto* x = addDecadeAxis(Qt::AlignBottom, tr("processors N"), 0, 12, 3);
    auto* y = addDecadeAxis(Qt::AlignLeft, tr("R / R\u2081 (FP64)"), 0, 15, 3);
    attachAll(x, y);
}

void PerformanceChart::render(const core::Scenario& scenario, quint64 generation) {
    const bool otherPrecision = scenario.precision != core::Precision::FP64;
    QList<QPointF> baseline, chosen;
    for (const double x : liveSamples(scenario)) {
        const double n = std::pow(10.0, x);
        baseline.append({x, std::log10(scenario.performanceInFp64Units(n, core::Precision::FP64))});
        if (otherPrecision) chosen.append({x, std::log10(scenario.performanceInFp64Units(n, scenario.precision))});
    }
    baseline_->replace(baseline);
    chosen_->replace(chosen);
    setShown(chosen_, otherPrecision);
    const QString precisionName = QString::fromUtf8(core::precisionInfo(scenario.precision).displayName.data());
    // The training model takes no k (datasheet peaks decide): the datatype names its curve.
    chosen_->setName(scenario.model == core::ModelKind::Training || scenario.model == core::ModelKind::ParallelTraining
                         ? precisionName
                         : QStringLiteral("%1 \u00D7%2").arg(precisionName, NumberFormat::scientific(scenario.speedFactor())));

    // Amdahl's wall for the chosen precision: k / s' = (1 + (k - 1) s) / s,
    // which is ~1/s whatever k: a faster payload does not move the wall.
    const bool hasWall = scenario.model == core::ModelKind::Amdahl || scenario.isModelBased();
    setShown(wall_, hasWall && scenario.model == core::ModelKind::Amdahl && scenario.serialFraction > 0.0);
    if (wall_->isVisible()) {
        const double wall = scenario.speedFactor() / scenario.effectiveSerialFraction();
        wall_->replace(QList<QPointF>{{0.0, std::log10(wall)}, {kMaxLog10Processors, std::log10(wall)}});
        wall_->setName(tr("wall R\u2081/s"));
    }
    // A model's performance wall is its maximum, if S(N) has one inside the
    // axis: an "optimum" at 10^12 is the end of the axis, not a maximum.
    const core::Scenario::GainLimit limit = scenario.gainLimit();
    const bool hasMaximum = limit.kind == core::Scenario::GainLimit::Kind::Maximum;
    setShown(maximum_, hasMaximum);
    if (hasMaximum) {
        const double r = scenario.performanceInFp64Units(limit.processors, scenario.precision);
        maximum_->replace(QList<QPointF>{{std::log10(limit.processors), std::log10(r)}});
        maximum_->setName(tr("maximum"));
    } else {
        maximum_->clear();
    }
    const double current = scenario.performanceInFp64Units(scenario.processors, scenario.precision);
    current_->replace(QList<QPointF>{{std::log10(scenario.processors), std::log10(current)}});
    current_->setName(tr("current"));
    // R/R1 = k S <= 8 N: one decade above the N axis holds every datatype's curve.
    const int top = fitProcessorAxis(scenario).second;
    ChartStyle::setDecadeRange(decadeAxisY(), 0, scenario.axesFitData() ? top + 1 : 15);
    overlaySnapshots(scenario, SnapshotView::Performance);
    if (hasMaximum)
        setFittingTitle(tr("Performance: maximum at N = %1").arg(NumberFormat::scientific(limit.processors)),
                        tr("Maximum at N = %1").arg(NumberFormat::scientific(limit.processors)));
    else if (scenario.isModelBased())
        setFittingTitle(tr("Performance: no maximum within N \u2264 %1").arg(NumberFormat::powerOfTen(int(kMaxLog10Processors))),
                        tr("No maximum within N \u2264 %1").arg(NumberFormat::powerOfTen(int(kMaxLog10Processors))));
    else
        setFittingTitle(tr("Payload performance R = %1 R\u2081").arg(NumberFormat::scientific(current)),
                        tr("R = %1 R\u2081").arg(NumberFormat::scientific(current)));
    markRendered(generation);
}

}  // namespace effsurf::ui
