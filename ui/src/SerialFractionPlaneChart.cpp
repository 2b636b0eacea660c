#include "effsurf/ui/SerialFractionPlaneChart.h"

#include "effsurf/core/Laws.h"
#include "effsurf/ui/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QValueAxis>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

SerialFractionPlaneChart::SerialFractionPlaneChart(QWidget* parent) : ComparisonChart(parent) {
    const QColor colors[] = {green(), vermillion(), purple(), grey()};
    int index = 0;
    for (double e : kIsoefficiencies) {
        auto* line = addLine(tr("E = %1").arg(e), colors[index++], e == 0.5 ? 3.0 : 2.0,
                             e == 0.5 ? Qt::SolidLine : Qt::DashLine);
        line->setObjectName(QStringLiteral("iso-%1").arg(e));
        // Straight lines in log-log: log10 s = log10((1 - E)/E) - log10(N - 1).
        QList<QPointF> points;
        for (int i = 1; i < sampleCount(); ++i) {
            const double x = sampleLog10N(i);
            const double s = core::isoefficiencySerialFraction(std::pow(10.0, x), e);
            if (s <= 1.0) points.append({x, std::log10(s)});
        }
        line->replace(points);
    }
    trajectory_ = addLine(tr("s_eff(N)"), blue(), 3.0);
    trajectory_->setObjectName(QStringLiteral("trajectory"));
    current_ = addMarker(tr("current"), ink(), 15.0);
    current_->setObjectName(QStringLiteral("current"));
    auto* x = addDecadeAxis(Qt::AlignBottom, tr("processors N"), 0, 12, 2);
    auto* y = addDecadeAxis(Qt::AlignLeft, tr("serial fraction s"), -12, 0, 3);
    attachAll(x, y);
}

void SerialFractionPlaneChart::render(const core::Scenario& scenario, quint64 generation) {
    const bool timeline = scenario.model == core::ModelKind::Timeline;
    trajectory_->setVisible(timeline);
    if (timeline) {
        QList<QPointF> points;
        for (int i = 1; i < sampleCount(); ++i) {
            const double x = sampleLog10N(i);
            points.append({x, std::log10(std::clamp(scenario.effectiveSerialFraction(std::pow(10.0, x)), 1e-15, 1.0))});
        }
        trajectory_->replace(points);
    } else {
        trajectory_->clear();
    }
    const double s = scenario.effectiveSerialFraction();
    // s_eff > 1 (timeline model past its maximum) is pinned to the top edge.
    current_->replace(QList<QPointF>{{std::log10(scenario.processors), std::log10(std::clamp(s, 1e-15, 1.0))}});
    chart()->setTitle(tr("Amdahl isoefficiency lines; current E = %1").arg(scenario.efficiency(), 0, 'f', 3));
    markRendered(generation);
}

}  // namespace effsurf::ui
