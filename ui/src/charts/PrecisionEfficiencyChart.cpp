#include "effsurf/ui/charts/PrecisionEfficiencyChart.h"

#include "effsurf/ui/style/ChartStyle.h"

#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QValueAxis>
#include <QLineSeries>
#include <QScatterSeries>

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
    auto* y = addLinearAxis(Qt::AlignLeft, tr("efficiency E"), 0.0, 1.0, QStringLiteral("%.1f"), 6);
    attachAll(x, y);
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
    overlayMeasurements(scenario, Overlay::Efficiency);
    overlaySnapshots(scenario, SnapshotView::Efficiency);
    chart()->setTitle(scenario.isModelBased() ? tr("Efficiency by precision")
                                              : tr("Efficiency by precision, s = %1")
                                                    .arg(NumberFormat::scientific(scenario.serialFraction)));
    markRendered(generation);
}

}  // namespace effsurf::ui
