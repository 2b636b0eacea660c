// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/SystemPoint.h"

#include "effsurf/ui/style/Palette.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/MeasuredPoints.h"

#include <algorithm>

#include <cmath>
#include <utility>

namespace effsurf::ui {

std::vector<SystemPoint> SystemPoint::selected(const core::Scenario& scenario) {
    const auto& catalog = resources::top500Catalog();
    std::vector<SystemPoint> points;
    for (const auto& ref : scenario.selectedSystems) {
        const core::Top500Entry* e = catalog.find(ref.list, ref.rank);
        if (!e) continue;
        const auto n = e->processorCount(scenario.coreConvention);
        const auto hpl = e->hplSerialFraction(scenario.coreConvention);
        if (!n || !hpl) continue;
        const QString label = QStringLiteral("%1 %2").arg(QString::fromStdString(e->system).left(28), QString::fromStdString(e->list));
        points.push_back({label, false, -1, *n, *hpl, e->hplEfficiency(), QColor()});
        if (const auto hpcg = e->hpcgSerialFraction(scenario.coreConvention)) {
            const int hplIndex = static_cast<int>(points.size()) - 1;
            points.push_back({label + QStringLiteral(" HPCG"), true, hplIndex, *n, *hpcg, *e->hpcgEfficiency(), QColor()});
            points[std::size_t(hplIndex)].pair = hplIndex + 1;
        }
    }
    return points;
}

QColor SystemPoint::seriesColor(int index) { return Palette::seriesColor(index); }

std::vector<SystemPoint> SystemPoint::measured(const core::Scenario& scenario) {
    std::vector<SystemPoint> points;
    for (const auto& series : scenario.series) {
        if (!series.visible) continue;
        bool first = true;
        // Bounded: a series of a million distinct N places kMaxPlaced points.
        for (const MeasuredMark& m : MeasuredPoints::marks(*series.data, *series.fit, MeasuredPoints::kMaxPlaced)) {
            const double s = m.serialFraction;
            if (!(m.processors > 1.0) || !(s > 0.0) || !(s <= 1.0)) continue;  // the surface has no s <= 0
            points.push_back({first ? QString::fromStdString(series.data->name) : QString(), false, -1, m.processors, s,
                              m.speedup / m.processors, seriesColor(series.colorIndex)});
            first = false;
        }
    }
    return points;
}

std::vector<SystemPoint> SystemPoint::placed(const core::Scenario& scenario) {
    std::vector<SystemPoint> points = selected(scenario);
    for (SystemPoint& p : measured(scenario)) points.push_back(std::move(p));
    for (SystemPoint& p : snapshots(scenario)) points.push_back(std::move(p));
    for (SystemPoint& p : trajectory(scenario)) points.push_back(std::move(p));
    return points;
}

std::vector<SystemPoint> SystemPoint::trajectory(const core::Scenario& scenario) {
    std::vector<SystemPoint> points;
    if (scenario.model != core::ModelKind::ParallelTraining) return points;
    try {
        for (const auto& p : core::TrainingAnalysis::scaling(scenario.trainingRun, scenario.precision, 24)) {
            if (p.gpus < 2) continue;  // s_eff needs two GPUs
            points.push_back(
                {QString(), false, -1, double(p.gpus), std::clamp(p.serialFraction, 1e-12, 1.0), p.efficiency, Palette::trajectory()});
        }
    } catch (const std::exception&) {
        points.clear();  // a run that cannot be evaluated has no trajectory
    }
    return points;
}

std::vector<SystemPoint> SystemPoint::snapshots(const core::Scenario& scenario) {
    std::vector<SystemPoint> points;
    for (const auto& snapshot : scenario.snapshots) {
        const core::Scenario& s = *snapshot.state;
        // The surface is drawn over the baseline s (the precision's transform
        // applied), so a snapshot sits at its baseline s like the marker.
        const double baseline = s.surfaceSerialFraction();
        points.push_back({QString::fromStdString(snapshot.label), false, -1, s.processors, std::max(baseline, 1e-12), s.efficiency(),
                          ComparisonChart::snapshotColor(snapshot.label)});
    }
    return points;
}

std::vector<bool> SystemPoint::labelsToShow(const std::vector<SystemPoint>& points, double decades) {
    std::vector<bool> shown(points.size(), false);
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (points[i].hpcg || points[i].label.isEmpty()) continue;
        bool crowded = false;
        for (std::size_t j = 0; j < i && !crowded; ++j)
            crowded = shown[j] && std::fabs(std::log10(points[i].processors) - std::log10(points[j].processors)) < decades &&
                      std::fabs(std::log10(points[i].serialFraction) - std::log10(points[j].serialFraction)) < decades;
        shown[i] = !crowded;
    }
    return shown;
}

std::vector<SystemPoint> SystemPoint::cloud(const core::Scenario& scenario) {
    std::vector<SystemPoint> points;
    if (scenario.cloudEdition.empty()) return points;
    core::Top500Query query;
    query.list = scenario.cloudEdition;
    for (const auto* e : resources::top500Catalog().query(query)) {
        const auto n = e->processorCount(scenario.coreConvention);
        const auto s = e->hplSerialFraction(scenario.coreConvention);
        if (n && s) points.push_back({QString(), false, -1, *n, *s, e->hplEfficiency(), QColor()});
    }
    return points;
}

}  // namespace effsurf::ui
