#include "effsurf/ui/charts/PrecisionEfficiencyChart.h"

#include "effsurf/ui/charts/MeasuredPoints.h"
#include "effsurf/ui/style/ChartStyle.h"

#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QValueAxis>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

PrecisionEfficiencyChart::PrecisionEfficiencyChart(QWidget* parent) : ComparisonChart(parent) {
    const QColor colors[] = {blue(), skyBlue(), green(), orange(), vermillion(), purple()};
    const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::SolidLine, Qt::DashLine, Qt::DashLine, Qt::SolidLine, Qt::DotLine};
    for (const auto& info : core::allPrecisions()) {
        const auto index = std::size_t(info.precision);
        curves_[index] = addLine(QString::fromUtf8(info.displayName.data()), colors[index], 2.5, styles[index]);
        curves_[index]->setObjectName(QString::fromUtf8(info.id.data()));
    }
    current_ = addMarker(tr("current"), ink());
    current_->setObjectName(QStringLiteral("current"));
    auto* x = addDecadeAxis(Qt::AlignBottom, tr("processors N"), 0, 12, 3);
    y_ = addLinearAxis(Qt::AlignLeft, tr("efficiency E"), 0.0, 1.0, QStringLiteral("%.1f"), 6);
    attachAll(x, y_);
}

void PrecisionEfficiencyChart::fitEfficiencyAxis(const core::Scenario& scenario) {
    if (scenario.series == axisFor_) return;
    axisFor_ = scenario.series;
    double highest = 1.0;
    for (const auto& imported : scenario.series) {
        if (!imported.visible) continue;
        for (const MeasuredMark& m : MeasuredPoints::marks(*imported.data, *imported.fit, MeasuredPoints::kMaxDrawn))
            highest = std::max(highest, m.speedupHigh / m.processors);
    }
    const double top = std::ceil(std::min(highest, 5.0) / 0.2 - 1e-9) * 0.2;
    y_->setRange(0.0, top);
    y_->setTickCount(static_cast<int>(std::lround(top / 0.2)) + 1);
}

void PrecisionEfficiencyChart::render(const core::Scenario& scenario, quint64 generation) {
    core::Scenario variant = scenario;
    for (const auto& info : core::allPrecisions()) {
        variant.precision = info.precision;
        QList<QPointF> points;
        points.reserve(liveSampleCount());
        for (int i = 0; i < liveSampleCount(); ++i) {
            const double x = liveSampleLog10N(i);
            points.append({x, variant.efficiency(std::pow(10.0, x))});
        }
        auto* curve = curves_[std::size_t(info.precision)];
        curve->replace(points);
        curve->setName(QStringLiteral("%1 \u00D7%2")
                           .arg(QString::fromUtf8(info.displayName.data()))
                           .arg(scenario.speedFactor(info.precision), 0, 'g', 3));
        QPen pen = curve->pen();
        pen.setWidthF((info.precision == scenario.precision ? 4.0 : 2.0) * ChartStyle::look().lineScale);
        curve->setPen(pen);
    }
    current_->replace(QList<QPointF>{{std::log10(scenario.processors), scenario.efficiency()}});
    fitEfficiencyAxis(scenario);
    overlayMeasurements(scenario, Overlay::Efficiency);
    overlaySnapshots(scenario, SnapshotView::Efficiency);
    chart()->setTitle(scenario.isModelBased() ? tr("Efficiency by precision")
                                              : tr("Efficiency by precision, s = %1")
                                                    .arg(NumberFormat::scientific(scenario.serialFraction)));
    markRendered(generation);
}

}  // namespace effsurf::ui
