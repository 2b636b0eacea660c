// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/SerialFractionPlaneChart.h"

#include "effsurf/ui/style/Palette.h"

#include "effsurf/ui/charts/PointAnnotations.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/ui/style/ChartStyle.h"
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

SerialFractionPlaneChart::SerialFractionPlaneChart(QWidget* parent)
    : ComparisonChart(parent), systemLabels_(new PointAnnotations(chart())) {
    const QColor colors[] = {green(), vermillion(), purple(), grey()};
    int index = 0;
    for (std::size_t i = 0; i < kIsoefficiencies.size(); ++i) {
        const double e = kIsoefficiencies[i];
        isoLines_[i] = addLine(tr("E = %1").arg(e), colors[index++], e == 0.5 ? 3.0 : 2.0, e == 0.5 ? Qt::SolidLine : Qt::DashLine);
        isoLines_[i]->setObjectName(QStringLiteral("iso-%1").arg(e));
    }
    trajectory_ = addLine(tr("s_eff(N)"), blue(), 3.0);
    trajectory_->setObjectName(QStringLiteral("trajectory"));
    cloud_ = addMarker(tr("TOP500 list"), QColor(0x90, 0x90, 0xa0), 5.0);
    cloud_->setObjectName(QStringLiteral("cloud"));
    cloud_->setBorderColor(QColor(0x90, 0x90, 0xa0));
    current_ = addMarker(tr("current"), ink(), 15.0);
    current_->setObjectName(QStringLiteral("current"));
    // Legend keys for the placed systems (whose own series stay out of the legend).
    hplKey_ = addMarker(tr("HPL"), Palette::hpl(), 11.0);
    hpcgKey_ = addMarker(tr("HPCG"), Palette::hpcg(), 10.0);
    hpcgKey_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    setShown(hplKey_, false);
    setShown(hpcgKey_, false);
    auto* x = addDecadeAxis(Qt::AlignBottom, tr("processors N"), 0, 12, 3);
    auto* y = addDecadeAxis(Qt::AlignLeft, tr("serial fraction s"), -12, 0, 3);
    attachAll(x, y);
    // The marker explains itself and the title gives its E: keep the legend for the lines.
    ChartStyle::setLegendEntryShown(chart(), current_, false);
    systemLabels_->avoid(current_, current_->markerSize());
    axisX_ = x;
    axisY_ = y;
}

void SerialFractionPlaneChart::renderIsoefficiencies(const core::Scenario& scenario) {
    // The timeline and training models' E is Amdahl's at s_eff(N), so on this
    // plane of s_eff their lines are Amdahl's; Gustafson and Sun–Ni have their own.
    const core::ScalingLaw law = scenario.law();
    if (isoLaw_ == law) return;  // an s or N drag: the lines stay
    isoLaw_ = law;
    for (std::size_t k = 0; k < kIsoefficiencies.size(); ++k) {
        QList<QPointF> points;
        for (int i = 1; i < sampleCount(); ++i) {
            const double x = sampleLog10N(i);
            const auto s = law.isoefficiencySerialFraction(std::pow(10.0, x), kIsoefficiencies[k]);
            if (s && *s > 0.0) points.append({x, std::log10(*s)});
        }
        isoLines_[k]->replace(points);
    }
}

void SerialFractionPlaneChart::fitPlaneAxes(const core::Scenario& scenario) {
    fitProcessorAxis(scenario);
    int bottom = -12;
    if (scenario.axesFitData()) {
        // Two decades below the smallest s shown: the current s' and each visible series' fit.
        double lowest = std::clamp(scenario.effectiveSerialFraction(), 1e-12, 1.0);
        for (const auto& imported : scenario.series)
            if (imported.visible && imported.fit && imported.fit->serialFraction > 0.0)
                lowest = std::min(lowest, imported.fit->serialFraction);
        bottom = std::clamp(static_cast<int>(std::floor(std::log10(lowest))) - 2, -12, -2);
    }
    ChartStyle::setDecadeRange(decadeAxisY(), bottom, 0);
}

void SerialFractionPlaneChart::render(const core::Scenario& scenario, quint64 generation) {
    renderIsoefficiencies(scenario);
    const bool timeline = scenario.isModelBased();
    setShown(trajectory_, timeline);
    if (timeline) {
        QList<QPointF> points;
        for (const double x : liveSamples(scenario)) {
            const double n = std::pow(10.0, x);
            const bool training = scenario.model == core::ModelKind::Training || scenario.model == core::ModelKind::ParallelTraining;
            if (training && n < 1.5) continue;  // s_eff needs two workers
            points.append({x, std::log10(std::clamp(scenario.effectiveSerialFraction(n), 1e-15, 1.0))});
        }
        trajectory_->replace(points);
    } else {
        trajectory_->clear();
    }
    const double s = scenario.effectiveSerialFraction();
    // s_eff > 1 (timeline model past its maximum) is pinned to the top edge.
    current_->replace(QList<QPointF>{{std::log10(scenario.processors), std::log10(std::clamp(s, 1e-15, 1.0))}});
    fitPlaneAxes(scenario);
    setFittingTitle(tr("(N, s) plane: E = %1").arg(NumberFormat::scientific(scenario.efficiency())),
                    tr("E = %1").arg(NumberFormat::scientific(scenario.efficiency())));
    renderSystems(scenario);
    overlaySnapshots(scenario, SnapshotView::Plane);
    markRendered(generation);
}

void SerialFractionPlaneChart::renderSystems(const core::Scenario& scenario) {
    const auto xy = [](const SystemPoint& p) { return QPointF(std::log10(p.processors), std::log10(p.serialFraction)); };
    if (scenario.cloudEdition != shownCloud_ || scenario.coreConvention != shownConvention_) {
        QList<QPointF> cloud;
        for (const auto& p : SystemPoint::cloud(scenario)) cloud.append(xy(p));
        cloud_->replace(cloud);
        cloud_->setName(scenario.cloudEdition.empty() ? tr("TOP500 list")
                                                      : tr("TOP500 %1").arg(QString::fromStdString(scenario.cloudEdition)));
        shownCloud_ = scenario.cloudEdition;
    }
    setShown(cloud_, !scenario.cloudEdition.empty());
    shownConvention_ = scenario.coreConvention;

    // A system's s is Karp–Flatt's, Amdahl's by definition (L4): say so under the scaled laws.
    const bool amdahlForm = scenario.isModelBased() || scenario.law().hasGainCeiling();
    hplKey_->setName(amdahlForm ? tr("HPL") : tr("HPL (Amdahl s)"));
    hpcgKey_->setName(amdahlForm ? tr("HPCG") : tr("HPCG (Amdahl s)"));
    const std::vector<SystemPoint> systems = SystemPoint::selected(scenario);
    if (systems == shownSystems_) return;  // an s or N drag: nothing to redo here
    setShown(hplKey_, !systems.empty());
    setShown(hpcgKey_, std::any_of(systems.begin(), systems.end(), [](const auto& p) { return p.hpcg; }));
    const std::vector<bool> labelled = SystemPoint::labelsToShow(systems, 1.5);
    for (QAbstractSeries* series : systemSeries_) {
        chart()->removeSeries(series);
        delete series;
    }
    systemSeries_.clear();
    systemLabels_->clear();
    for (std::size_t i = 0; i < systems.size(); ++i) {
        const SystemPoint& p = systems[i];
        if (p.hpcg && p.pair >= 0) {
            auto* join = addLine(QString(), grey(), 1.5, Qt::DotLine);
            join->setObjectName(QStringLiteral("join-%1").arg(i));
            join->append(xy(systems[std::size_t(p.pair)]));
            join->append(xy(p));
            systemSeries_.push_back(join);
        }
        auto* point = addMarker(p.label, p.hpcg ? orange() : blue(), p.hpcg ? 10.0 : 11.0);
        point->setObjectName(QStringLiteral("system-%1").arg(i));
        if (p.hpcg) point->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        point->append(xy(p));
        systemSeries_.push_back(point);
    }
    for (QAbstractSeries* series : systemSeries_) {
        series->attachAxis(axisX_);
        series->attachAxis(axisY_);
        // One legend entry per run would crowd out the lines' legend.
        ChartStyle::setLegendEntryShown(chart(), series, false);
    }
    // Named beside their points once the axes are attached (the labels are placed on them).
    for (std::size_t i = 0, marker = 0; i < systems.size(); ++i) {
        const SystemPoint& p = systems[i];
        if (p.hpcg && p.pair >= 0) ++marker;  // the join line comes first
        auto* point = static_cast<QScatterSeries*>(systemSeries_[marker++]);
        if (labelled[i]) systemLabels_->add(point, xy(p), p.label, point->markerSize());
    }
    shownSystems_ = systems;
}

void SerialFractionPlaneChart::settle() {
    ComparisonChart::settle();
    systemLabels_->place();
}

}  // namespace effsurf::ui
