// SPDX-License-Identifier: MIT
#include "effsurf/ui/controller/ScenarioController.h"

#include "effsurf/core/scenario/ProbePrediction.h"
#include "effsurf/core/scenario/Tour.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/ui/controller/ScenarioCommand.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

ScenarioController::ScenarioController(QObject* parent) : QObject(parent) {}

qint64 ScenarioController::nanosecondsSinceChangeRequested() const { return changeClock_.isValid() ? changeClock_.nsecsElapsed() : 0; }

bool ScenarioController::apply(const core::Scenario& candidate, Changes changes) {
    try {
        candidate.validate();
    } catch (const core::InvalidParameter& e) {
        emit rejected(QString::fromStdString(e.field()), QString::fromStdString(e.what()));
        return false;
    }
    if (candidate == scenario_) return true;
    reserveSeriesIds(candidate);
    const core::Scenario before = scenario_;
    scenario_ = candidate;
    // Outside a drag every change is an undo step; a drag becomes one at its end.
    if (!restoring_ && interactionDepth_ == 0) undo_.push(new ScenarioCommand(this, before, scenario_));
    if (!pending_) changeClock_.start();
    pending_ |= changes;
    if (!flushScheduled_) {
        flushScheduled_ = true;
        // One emission per event-loop pass, after the burst of events in it.
        QTimer::singleShot(0, this, &ScenarioController::flush);
    }
    return true;
}

void ScenarioController::republish() {
    if (!pending_) changeClock_.start();
    pending_ |= AllChanged;
    if (!flushScheduled_) {
        flushScheduled_ = true;
        QTimer::singleShot(0, this, &ScenarioController::flush);
    }
}

void ScenarioController::flush() {
    flushScheduled_ = false;
    if (!pending_) return;
    const Changes changes = pending_;
    pending_ = {};
    ++generation_;
    emit scenarioChanged(scenario_, changes, generation_);
}

void ScenarioController::setSerialFraction(double s) {
    core::Scenario next = scenario_;
    next.serialFraction = s;
    apply(next, next.isModelBased() ? Changes(SurfaceChanged | PointChanged) : Changes(PointChanged));
}

void ScenarioController::setProcessors(double n) {
    core::Scenario next = scenario_;
    next.processors = n;
    if (next.model == core::ModelKind::ParallelTraining) {
        // N of a training run is t p d: the N slider moves through the valid data-parallel sizes.
        next.trainingRun.dataParallel = next.trainingRun.nearestDataParallel(n);
        next.processors = next.trainingRun.gpus();
        apply(next, SurfaceChanged | PointChanged);
        return;
    }
    apply(next, PointChanged);
}

void ScenarioController::setModel(core::ModelKind model) {
    core::Scenario next = scenario_;
    if (model == core::ModelKind::ParallelTraining) next.useLargeModelTraining();
    next.model = model;
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::setTrainingRun(const core::TrainingRun& run) {
    core::Scenario next = scenario_;
    next.trainingRun = run;
    next.useLargeModelTraining();
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::setTrainingRunAt(const core::TrainingRun& run, core::Precision precision) {
    core::Scenario next = scenario_;
    next.trainingRun = run;
    next.precision = precision;
    next.useLargeModelTraining();
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::setGrowthExponent(double gamma) {
    core::Scenario next = scenario_;
    next.growthExponent = gamma;
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::setPrecision(core::Precision precision) {
    core::Scenario next = scenario_;
    next.precision = precision;
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::setSpeedFactor(core::Precision precision, double k) {
    core::Scenario next = scenario_;
    next.speedFactors[std::size_t(precision)] = k;
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::editContribution(int index, const std::function<void(core::TimelineContribution&)>& edit) {
    auto contributions = scenario_.timeline.contributions();
    if (index < 0 || index >= int(contributions.size())) return;
    edit(contributions[std::size_t(index)]);
    try {
        core::Scenario next = scenario_;
        next.timeline = core::TimelineModel(contributions);
        apply(next, SurfaceChanged | PointChanged);
    } catch (const core::InvalidParameter& e) {
        emit rejected(QString::fromStdString(e.field()), QString::fromStdString(e.what()));
    }
}

void ScenarioController::setTimelineShare(int index, double share) {
    editContribution(index, [share](core::TimelineContribution& c) { c.shareAtOneProcessor = share; });
}

void ScenarioController::setTimelineGrowth(int index, core::ContributionGrowth growth, double exponent) {
    editContribution(index, [growth, exponent](core::TimelineContribution& c) {
        c.growth = growth;
        c.exponent = exponent;
    });
}

void ScenarioController::setTraining(const core::TrainingParameters& parameters) {
    core::Scenario next = scenario_;
    next.training = parameters;
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::setAccelerator(const std::string& id) {
    core::Scenario next = scenario_;
    next.accelerator = id;
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::setUtilization(double utilization) {
    core::Scenario next = scenario_;
    next.utilization = utilization;
    apply(next, SurfaceChanged | PointChanged);
}

void ScenarioController::setScenario(const core::Scenario& scenario) {
    // Only what differs: a tour glide or a sweep must not rebuild the tour
    // menus (or the surface mesh when only s and N move) on every frame.
    apply(scenario, changesBetween(scenario_, scenario));
}

ScenarioController::Changes ScenarioController::changesBetween(const core::Scenario& a, const core::Scenario& b) {
    Changes changes;
    if (a.serialFraction != b.serialFraction || a.processors != b.processors) changes |= PointChanged;
    if (!a.sameModel(b)) changes |= SurfaceChanged | PointChanged;
    if (a.selectedSystems != b.selectedSystems || a.coreConvention != b.coreConvention || a.cloudEdition != b.cloudEdition)
        changes |= SystemsChanged;
    if (a.series != b.series || a.axisFit != b.axisFit) changes |= SeriesChanged;  // both re-range the axes
    if (a.snapshots != b.snapshots) changes |= SnapshotsChanged;
    if (!a.sameTours(b)) changes |= ToursChanged;
    return changes;
}

void ScenarioController::setTours(const std::vector<std::shared_ptr<const core::Tour>>& tours) {
    core::Scenario next = scenario_;
    next.tours = tours;
    apply(next, ToursChanged);
}

void ScenarioController::setSelectedSystems(const std::vector<core::SystemRef>& systems) {
    core::Scenario next = scenario_;
    next.selectedSystems = systems;
    apply(next, SystemsChanged);
}

void ScenarioController::setCoreConvention(core::CoreConvention convention) {
    core::Scenario next = scenario_;
    next.coreConvention = convention;
    apply(next, SystemsChanged);
}

core::ImportedSeries ScenarioController::newSeries(const core::Scenario& scenario, std::shared_ptr<const core::MeasurementSeries> data,
                                                   std::shared_ptr<const core::SerialFractionFit> fit) {
    core::ImportedSeries series;
    // Never an id the state holds (a session or a recovered autosave brings
    // ids another instance numbered) nor one it held (undo brings those back).
    do {
        series.id = "series-" + std::to_string(nextSeriesNumber_++);
    } while (std::any_of(scenario.series.begin(), scenario.series.end(), [&](const auto& s) { return s.id == series.id; }));
    series.data = std::move(data);
    series.fit = std::move(fit);
    // A prediction wears its measurement's colour (the charts draw it
    // hollow and dashed): the pair reads as one machine.
    const std::string measured = core::ProbePrediction::measuredNameOf(*series.data);
    const auto partner = std::find_if(scenario.series.begin(), scenario.series.end(),
                                      [&](const auto& s) { return !measured.empty() && s.data->name == measured; });
    if (partner != scenario.series.end()) {
        series.colorIndex = partner->colorIndex;
        return series;
    }
    // The first colour no other series uses.
    for (int colour = 0;; ++colour) {
        const bool used =
            std::any_of(scenario.series.begin(), scenario.series.end(), [colour](const auto& s) { return s.colorIndex == colour; });
        if (!used) {
            series.colorIndex = colour;
            break;
        }
    }
    return series;
}

std::string ScenarioController::addSeries(std::shared_ptr<const core::MeasurementSeries> data,
                                          std::shared_ptr<const core::SerialFractionFit> fit) {
    const auto ids = addSeriesList({{std::move(data), std::move(fit)}});
    return ids.empty() ? std::string() : ids.front();
}

std::vector<std::string> ScenarioController::addSeriesList(
    const std::vector<std::pair<std::shared_ptr<const core::MeasurementSeries>, std::shared_ptr<const core::SerialFractionFit>>>& series) {
    core::Scenario next = scenario_;
    std::vector<std::string> ids;
    for (const auto& [data, fit] : series) {
        next.series.push_back(newSeries(next, data, fit));
        ids.push_back(next.series.back().id);
    }
    return apply(next, SeriesChanged) ? ids : std::vector<std::string>();
}

void ScenarioController::reserveSeriesIds(const core::Scenario& scenario) {
    static const std::string prefix = "series-";
    for (const auto& s : scenario.series) {
        if (s.id.compare(0, prefix.size(), prefix) != 0) continue;
        const std::string digits = s.id.substr(prefix.size());
        if (digits.empty() || digits.size() > 9 || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        nextSeriesNumber_ = std::max(nextSeriesNumber_, std::stoi(digits) + 1);
    }
}

bool ScenarioController::isLive(const core::ImportedSeries& series) const {
    const auto shown = liveSeries_.find(series.id);
    return shown != liveSeries_.end() && std::find(shown->second.begin(), shown->second.end(), series.data) != shown->second.end();
}

std::string ScenarioController::showLiveSeries(const std::string& id, std::shared_ptr<const core::MeasurementSeries> data,
                                               std::shared_ptr<const core::SerialFractionFit> fit) {
    core::Scenario next = scenario_;
    // Only a series this controller showed under `id`, holding data it showed
    // there (the latest, or an earlier one an undo brought back), is the live
    // one: a series that came with a session opened or recovered meanwhile
    // may carry the same id, and it is the user's work, never written over.
    auto found =
        std::find_if(next.series.begin(), next.series.end(), [&](const auto& s) { return !id.empty() && s.id == id && isLive(s); });
    if (found == next.series.end()) {
        const bool idFree = !id.empty() && liveSeries_.count(id) != 0 &&
                            std::none_of(next.series.begin(), next.series.end(), [&](const auto& s) { return s.id == id; });
        next.series.push_back(newSeries(next, data, fit));
        // Taken away by an undo: back under its own id.
        if (idFree) next.series.back().id = id;
        found = next.series.end() - 1;
    } else {
        found->data = data;
        found->fit = std::move(fit);
    }
    const std::string shown = found->id;
    restoring_ = true;
    const bool applied = apply(next, SeriesChanged);
    restoring_ = false;
    if (!applied) return std::string();
    liveSeries_[shown].push_back(std::move(data));
    return shown;
}

void ScenarioController::commitLiveSeries(const std::vector<std::string>& ids) {
    core::Scenario before = scenario_;
    before.series.erase(std::remove_if(before.series.begin(), before.series.end(),
                                       [&](const auto& s) { return std::find(ids.begin(), ids.end(), s.id) != ids.end() && isLive(s); }),
                        before.series.end());
    for (const std::string& id : ids) liveSeries_.erase(id);
    if (before == scenario_) return;
    undo_.push(new ScenarioCommand(this, before, scenario_));
}

void ScenarioController::removeSeries(const std::string& id) {
    core::Scenario next = scenario_;
    next.series.erase(std::remove_if(next.series.begin(), next.series.end(), [&](const auto& s) { return s.id == id; }), next.series.end());
    apply(next, SeriesChanged);
}

void ScenarioController::setSeriesVisible(const std::string& id, bool visible) {
    core::Scenario next = scenario_;
    for (auto& s : next.series)
        if (s.id == id) s.visible = visible;
    apply(next, SeriesChanged);
}

void ScenarioController::eraseSnapshot(core::Scenario& scenario, const std::string& label) {
    scenario.snapshots.erase(
        std::remove_if(scenario.snapshots.begin(), scenario.snapshots.end(), [&](const auto& s) { return s.label == label; }),
        scenario.snapshots.end());
}

void ScenarioController::takeSnapshot(const std::string& label) {
    core::Scenario next = scenario_;
    auto snapshot = std::make_shared<const core::Scenario>(scenario_.configuration());
    eraseSnapshot(next, label);
    next.snapshots.push_back({label, snapshot});
    std::sort(next.snapshots.begin(), next.snapshots.end(), [](const auto& a, const auto& b) { return a.label < b.label; });
    apply(next, SnapshotsChanged);
}

void ScenarioController::removeSnapshot(const std::string& label) {
    core::Scenario next = scenario_;
    eraseSnapshot(next, label);
    apply(next, SnapshotsChanged);
}

void ScenarioController::restoreSnapshot(const std::string& label) {
    for (const auto& snapshot : scenario_.snapshots) {
        if (snapshot.label != label) continue;
        core::Scenario next = *snapshot.state;
        next.selectedSystems = scenario_.selectedSystems;
        next.cloudEdition = scenario_.cloudEdition;
        next.series = scenario_.series;
        next.snapshots = scenario_.snapshots;
        apply(next, SurfaceChanged | PointChanged | SystemsChanged);
        return;
    }
}

void ScenarioController::setCloudEdition(const std::string& edition) {
    core::Scenario next = scenario_;
    next.cloudEdition = edition;
    apply(next, SystemsChanged);
}

void ScenarioController::setAxisFit(core::AxisFit fit) {
    core::Scenario next = scenario_;
    next.axisFit = fit;
    apply(next, SeriesChanged);
}

void ScenarioController::beginInteraction() {
    if (interactionDepth_++ == 0) {
        interactionStart_ = scenario_;
        emit interactionChanged(true);
    }
}

void ScenarioController::endInteraction() {
    if (interactionDepth_ == 0) return;
    if (--interactionDepth_ == 0) {
        if (scenario_ != interactionStart_) undo_.push(new ScenarioCommand(this, interactionStart_, scenario_));
        emit interactionChanged(false);
    }
}

void ScenarioController::restore(const core::Scenario& scenario) {
    restoring_ = true;
    apply(scenario, changesBetween(scenario_, scenario));
    restoring_ = false;
}

void ScenarioController::abandonInteraction() {
    if (interactionDepth_ == 0) return;
    interactionDepth_ = 0;
    emit interactionChanged(false);
}

void ScenarioController::restoreFromHistory(const core::Scenario& scenario) {
    if (interactionDepth_ > 0) emit interactionInterrupted();
    abandonInteraction();  // anyone who did not listen: the undo wins
    restore(scenario);
}

}  // namespace effsurf::ui
