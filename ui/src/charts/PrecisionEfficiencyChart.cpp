// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/PrecisionEfficiencyChart.h"

#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/ui/charts/MeasuredPoints.h"
#include "effsurf/ui/style/ChartStyle.h"

#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QValueAxis>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <optional>
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
    ChartStyle::setLinearTicks(y_, 0.0, top, 0.2);
}

QString PrecisionEfficiencyChart::curveName(const core::Scenario& scenario, core::Precision precision) {
    const QString name = QString::fromUtf8(core::precisionInfo(precision).displayName.data());
    if (scenario.model == core::ModelKind::ParallelTraining) {
        const auto& peak = scenario.trainingRun.peakFlops[std::size_t(precision)];
        return peak ? QStringLiteral("%1 %2 TF").arg(name, NumberFormat::scientific(*peak / 1e12)) : tr("%1 (no datasheet peak)").arg(name);
    }
    if (scenario.model != core::ModelKind::Training)
        return QStringLiteral("%1 \u00D7%2").arg(name, NumberFormat::scientific(scenario.speedFactor(precision)));
    // The training model takes no k: the datasheet peak and the bytes per element decide.
    const auto peak = core::AcceleratorDatasheet::byId(scenario.accelerator).peakTeraflops(precision);
    // A datatype the datasheet lacks runs at the FP64 peak times k (Scenario::trainingModel).
    return peak ? QStringLiteral("%1 %2 TF").arg(name, NumberFormat::scientific(*peak)) : tr("%1 (no datasheet peak)").arg(name);
}

void PrecisionEfficiencyChart::render(const core::Scenario& scenario, quint64 generation) {
    core::Scenario variant = scenario;
    const std::vector<double> samples = liveSamples(scenario);
    const bool largeModel = scenario.model == core::ModelKind::ParallelTraining;
    const bool training = scenario.model == core::ModelKind::Training || largeModel;
    const auto& sheet = core::AcceleratorDatasheet::byId(scenario.accelerator);
    const auto peakOf = [&](core::Precision precision) -> std::optional<double> {
        if (!largeModel) return sheet.peakTeraflops(precision);
        const auto& peak = scenario.trainingRun.peakFlops[std::size_t(precision)];
        return peak ? std::optional<double>(*peak / 1e12) : std::nullopt;
    };
    // Under the training model, datatypes of the same peak and element size
    // draw the same curve: it is drawn once, its legend entry names them all
    // ("BF16/FP16 312 TF"); a datatype the accelerator lacks is not drawn.
    // Under the closed-form laws datatypes of the same speed factor k draw the
    // same curve too ("FP32/TF32 ×2"; issue 44: TF32 hid FP32 exactly).
    struct Drawn {
        double level;  ///< the datasheet peak (training), else k
        double bytes;  ///< bytes per element (training), else 0
        QLineSeries* curve;
        QStringList names;
    };
    const auto emphasize = [&](QLineSeries* curve, bool chosen) {
        QPen pen = curve->pen();
        pen.setWidthF((chosen ? 4.0 : 2.0) * ChartStyle::look().lineScale);
        curve->setPen(pen);
    };
    std::vector<Drawn> drawn;
    for (const auto& info : core::allPrecisions()) {
        auto* curve = curves_[std::size_t(info.precision)];
        const bool chosen = info.precision == scenario.precision;
        const std::optional<double> level = training ? peakOf(info.precision) : std::optional(scenario.speedFactor(info.precision));
        // The large-model run cannot run a datatype its accelerator lacks at all.
        if (!level && (!chosen || largeModel)) {
            setShown(curve, false);
            continue;
        }
        const double bytes = training ? info.bytesPerElement : 0.0;
        const auto same =
            std::find_if(drawn.begin(), drawn.end(), [&](const Drawn& d) { return level && d.level == *level && d.bytes == bytes; });
        if (same != drawn.end()) {
            same->names.append(QString::fromUtf8(info.displayName.data()));
            if (chosen) emphasize(same->curve, true);  // the chosen datatype's curve stands out, whichever name drew it
            curve->replace(same->curve->points());     // hidden, with its own values: the same ones
            setShown(curve, false);
            continue;
        }
        if (level) drawn.push_back({*level, bytes, curve, {QString::fromUtf8(info.displayName.data())}});
        setShown(curve, true);
        variant.precision = info.precision;
        QList<QPointF> points;
        points.reserve(int(samples.size()));
        for (const double x : samples) points.append({x, variant.efficiency(std::pow(10.0, x))});
        curve->replace(points);
        if (!level) curve->setName(curveName(scenario, info.precision));  // drawn curves are named below
        emphasize(curve, chosen);
    }
    for (const Drawn& d : drawn) {
        const QString names = d.names.join(QLatin1Char('/'));
        d.curve->setName(training ? QStringLiteral("%1 %2 TF").arg(names, NumberFormat::scientific(d.level))
                                  : QStringLiteral("%1 \u00D7%2").arg(names, NumberFormat::scientific(d.level)));
    }
    current_->replace(QList<QPointF>{{std::log10(scenario.processors), scenario.efficiency()}});
    fitEfficiencyAxis(scenario);
    fitProcessorAxis(scenario);
    overlayMeasurements(scenario, Overlay::Efficiency);
    overlaySnapshots(scenario, SnapshotView::Efficiency);
    if (scenario.isModelBased()) setFittingTitle(tr("Efficiency by precision"), tr("E by precision"));
    else
        setFittingTitle(tr("Efficiency by precision, s = %1").arg(NumberFormat::scientific(scenario.serialFraction)),
                        tr("E by precision, s = %1").arg(NumberFormat::scientific(scenario.serialFraction)));
    markRendered(generation);
}

}  // namespace effsurf::ui
