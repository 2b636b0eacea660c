#include "effsurf/ui/charts/PerformanceChart.h"

#include "effsurf/core/model/Laws.h"
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
    for (int i = 0; i < liveSampleCount(); ++i) {
        const double x = liveSampleLog10N(i);
        const double n = std::pow(10.0, x);
        baseline.append({x, std::log10(scenario.performanceInFp64Units(n, core::Precision::FP64))});
        if (otherPrecision) chosen.append({x, std::log10(scenario.performanceInFp64Units(n, scenario.precision))});
    }
    baseline_->replace(baseline);
    chosen_->replace(chosen);
    setShown(chosen_, otherPrecision);
    const QString precisionName = QString::fromUtf8(core::precisionInfo(scenario.precision).displayName.data());
    chosen_->setName(QStringLiteral("%1 \u00D7%2").arg(precisionName).arg(scenario.speedFactor(), 0, 'g', 3));

    // Amdahl's wall for the chosen precision: k / s' = (1 + (k - 1) s) / s,
    // which is ~1/s whatever k: a faster payload does not move the wall.
    const bool hasWall = scenario.model == core::ModelKind::Amdahl || scenario.isModelBased();
    setShown(wall_, hasWall && scenario.model == core::ModelKind::Amdahl && scenario.serialFraction > 0.0);
    if (wall_->isVisible()) {
        const double wall = scenario.speedFactor() / scenario.effectiveSerialFraction();
        wall_->replace(QList<QPointF>{{0.0, std::log10(wall)}, {kMaxLog10Processors, std::log10(wall)}});
        wall_->setName(tr("wall R\u2081/s"));
    }
    setShown(maximum_, scenario.isModelBased());
    double bestN = 0.0;
    if (scenario.isModelBased()) {
        bestN = scenario.bestProcessorCount(std::pow(10.0, kMaxLog10Processors)).processorCount;
        const double r = scenario.performanceInFp64Units(bestN, scenario.precision);
        maximum_->replace(QList<QPointF>{{std::log10(bestN), std::log10(r)}});
        maximum_->setName(tr("maximum"));
    } else {
        maximum_->clear();
    }
    const double current = scenario.performanceInFp64Units(scenario.processors, scenario.precision);
    current_->replace(QList<QPointF>{{std::log10(scenario.processors), std::log10(current)}});
    current_->setName(tr("current"));
    overlaySnapshots(scenario, SnapshotView::Performance);
    chart()->setTitle(scenario.isModelBased()
                          ? tr("Performance: maximum at N = %1").arg(NumberFormat::scientific(bestN))
                          : tr("Payload performance R = %1 R\u2081").arg(NumberFormat::scientific(current)));
    markRendered(generation);
}

}  // namespace effsurf::ui
