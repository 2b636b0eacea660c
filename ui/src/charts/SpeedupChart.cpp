// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/SpeedupChart.h"

#include "effsurf/ui/style/ChartStyle.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QValueAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

SpeedupChart::SpeedupChart(QWidget* parent) : ComparisonChart(parent) {
    amdahl_ = addLine(tr("Amdahl"), blue(), 2.5);
    amdahl_->setObjectName(QStringLiteral("amdahl"));
    gustafson_ = addLine(tr("Gustafson"), green(), 2.5);
    gustafson_->setObjectName(QStringLiteral("gustafson"));
    chosen_ = addLine(tr("chosen law"), vermillion(), 3.5);
    chosen_->setObjectName(QStringLiteral("chosen"));
    // Over the laws, dashed: where Gustafson's S = N - s(N - 1) is N to the
    // pixel (every s below a few per cent) the ideal line drawn under it
    // vanished; on top the law shows between its dashes.
    ideal_ = addLine(tr("ideal"), grey(), 1.5, Qt::DashLine);
    ideal_->setObjectName(QStringLiteral("ideal"));
    ceiling_ = addLine(tr("ceiling 1/s"), orange(), 2.0, Qt::DashDotLine);
    ceiling_->setObjectName(QStringLiteral("ceiling"));
    current_ = addMarker(tr("current"), ink());
    current_->setObjectName(QStringLiteral("current"));
    auto* x = addDecadeAxis(Qt::AlignBottom, tr("processors N"), 0, 12, 3);
    auto* y = addDecadeAxis(Qt::AlignLeft, tr("speedup S"), 0, 12, 3);
    attachAll(x, y);
    ideal_->append(0.0, 0.0);
    ideal_->append(kMaxLog10Processors, kMaxLog10Processors);
}

void SpeedupChart::render(const core::Scenario& scenario, quint64 generation) {
    // The timeline model's s_eff exceeds 1 where S < 1 (more processors are
    // slower); the closed-form reference curves are drawn at s clamped to 1.
    const double sEff = scenario.effectiveSerialFraction();
    const double s = std::clamp(sEff, 0.0, 1.0);
    const bool lawIsExtra = scenario.model == core::ModelKind::SunNi || scenario.isModelBased();
    QList<QPointF> amdahl, gustafson, chosen;
    const std::vector<double> samples = liveSamples(scenario);
    amdahl.reserve(int(samples.size()));
    gustafson.reserve(int(samples.size()));
    for (const double x : samples) {
        const double n = std::pow(10.0, x);
        amdahl.append({x, std::log10(core::amdahlSpeedup(n, s))});
        gustafson.append({x, std::log10(core::gustafsonSpeedup(n, s))});
        if (lawIsExtra) chosen.append({x, std::log10(scenario.speedup(n))});
    }
    amdahl_->replace(amdahl);
    gustafson_->replace(gustafson);
    chosen_->replace(chosen);
    chosen_->setName(scenario.model == core::ModelKind::Timeline   ? tr("timeline")
                     : scenario.model == core::ModelKind::Training ? tr("training")
                     : scenario.model == core::ModelKind::ParallelTraining
                         ? tr("training run")
                         : QString::fromUtf8(core::modelKindDisplayName(scenario.model).data()));
    setShown(chosen_, lawIsExtra);
    // The chosen law is drawn heavier.
    for (QLineSeries* series : {amdahl_, gustafson_}) {
        QPen pen = series->pen();
        const bool isChosen = (series == amdahl_ && scenario.model == core::ModelKind::Amdahl) ||
                              (series == gustafson_ && scenario.model == core::ModelKind::Gustafson);
        pen.setWidthF((isChosen ? 3.5 : 2.0) * ChartStyle::look().lineScale);
        series->setPen(pen);
    }

    // 1/s is Amdahl's ceiling: the scaled laws have none of their own, so it
    // is labelled as the reference it is; the models' is 1/s_eff at this N.
    ceiling_->setName(scenario.model == core::ModelKind::Amdahl ? tr("ceiling 1/s")
                      : scenario.isModelBased()                 ? tr("Amdahl 1/s_eff(N)")
                                                                : tr("Amdahl ceiling 1/s"));
    setShown(ceiling_, sEff > 0.0 && sEff <= 1.0);
    if (ceiling_->isVisible()) {
        const double ceiling = std::log10(1.0 / sEff);
        ceiling_->replace(QList<QPointF>{{0.0, ceiling}, {kMaxLog10Processors, ceiling}});
    } else {
        ceiling_->clear();
    }

    // Fitted to the data, S up to the top of the N axis: the ideal S = N stays the diagonal.
    const int top = fitProcessorAxis(scenario).second;
    ChartStyle::setDecadeRange(decadeAxisY(), 0, scenario.axesFitData() ? std::max(top, 2) : 12);
    current_->replace(QList<QPointF>{{std::log10(scenario.processors), std::log10(scenario.speedup())}});
    setFittingTitle(tr("Speedup S = %1").arg(NumberFormat::scientific(scenario.speedup())),
                    tr("S = %1").arg(NumberFormat::scientific(scenario.speedup())));
    overlayMeasurements(scenario, Overlay::Speedup);
    overlaySnapshots(scenario, SnapshotView::Speedup);
    markRendered(generation);
}

}  // namespace effsurf::ui
