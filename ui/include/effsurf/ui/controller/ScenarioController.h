// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QElapsedTimer>
#include <QFlags>
#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace effsurf::ui {

/// The one place the UI changes the Scenario. Every setter validates the
/// candidate state first (an invalid value is refused with `rejected` and
/// the state kept), then marks what changed. Several changes within one
/// event-loop pass are merged into a single `scenarioChanged`, so a burst
/// of slider events costs one redraw (as KDE Step does).
class ScenarioController : public QObject {
    Q_OBJECT
public:
    /// What a change affects, so views skip work they need not do.
    enum ChangeFlag {
        PointChanged = 0x1,       ///< s or N: markers and readouts only
        SurfaceChanged = 0x2,     ///< model, growth, precision, k, timeline: surfaces and curves
        SystemsChanged = 0x4,     ///< selected TOP500 systems, N convention, cloud edition
        SeriesChanged = 0x8,      ///< imported measurements: added, removed, shown, hidden
        SnapshotsChanged = 0x10,  ///< snapshots A .. D taken or removed
        ToursChanged = 0x20,      ///< the user's own tours edited
        AllChanged = 0x3f,
    };
    Q_DECLARE_FLAGS(Changes, ChangeFlag)

    explicit ScenarioController(QObject* parent = nullptr);

    const core::Scenario& scenario() const noexcept { return scenario_; }
    /// Increases with every emitted change.
    quint64 generation() const noexcept { return generation_; }
    /// True while the user drags a slider: views may trade resolution for speed.
    bool isInteractive() const noexcept { return interactionDepth_ > 0; }
    /// Nanoseconds since the oldest change not yet rendered was requested (for frame timing).
    qint64 nanosecondsSinceChangeRequested() const;
    /// Every change is one undo step; a whole slider drag (an interaction) is one step.
    QUndoStack* undoStack() noexcept { return &undo_; }

public slots:
    void setSerialFraction(double s);
    void setProcessors(double n);
    void setModel(effsurf::core::ModelKind model);
    void setGrowthExponent(double gamma);
    void setPrecision(effsurf::core::Precision precision);
    void setSpeedFactor(effsurf::core::Precision precision, double k);
    void setTimelineShare(int index, double share);
    void setTimelineGrowth(int index, effsurf::core::ContributionGrowth growth, double exponent);
    /// The training model's parameters (bytes and throughput come from precision and accelerator).
    void setTraining(const effsurf::core::TrainingParameters& parameters);
    void setAccelerator(const std::string& id);
    /// The large-model run (the Training workspace); makes it the law on
    /// screen, N its GPU count, and the precision one its accelerator has.
    void setTrainingRun(const effsurf::core::TrainingRun& run);
    /// The same at `precision` (a published run's own: DeepSeek-V3 trained in FP8), one undo step.
    void setTrainingRunAt(const effsurf::core::TrainingRun& run, effsurf::core::Precision precision);
    void setUtilization(double utilization);
    void setSelectedSystems(const std::vector<effsurf::core::SystemRef>& systems);
    void setCoreConvention(effsurf::core::CoreConvention convention);
    void setCloudEdition(const std::string& edition);
    /// The charts' N range: full, fitted to the data, or automatic.
    void setAxisFit(effsurf::core::AxisFit fit);
    /// Adds an imported, fitted series with a fresh id and the next free colour;
    /// returns the id.
    std::string addSeries(std::shared_ptr<const core::MeasurementSeries> data, std::shared_ptr<const core::SerialFractionFit> fit);
    /// Several series as one undo step (the series of one file); returns their ids.
    std::vector<std::string> addSeriesList(
        const std::vector<std::pair<std::shared_ptr<const core::MeasurementSeries>, std::shared_ptr<const core::SerialFractionFit>>>&
            series);
    /// A series being measured ("Measure this computer"): shown, then
    /// updated as its points arrive, without an undo step each. An empty
    /// `id` adds it (returns the new id); an id no longer present (an undo
    /// took it) adds it again under that id. Only a series this controller
    /// showed live under `id` is updated: any other series with that id (one
    /// a session opened meanwhile brought) is kept, and the live one gets a
    /// new id (returned).
    std::string showLiveSeries(const std::string& id, std::shared_ptr<const core::MeasurementSeries> data,
                               std::shared_ptr<const core::SerialFractionFit> fit);
    /// Records the live series `ids` as one undo step, as if they had been
    /// added now: undo removes them, and nothing else.
    void commitLiveSeries(const std::vector<std::string>& ids);
    void removeSeries(const std::string& id);
    void setSeriesVisible(const std::string& id, bool visible);
    /// Saves the current configuration as snapshot `label` (A .. D), replacing one of that letter.
    void takeSnapshot(const std::string& label);
    void removeSnapshot(const std::string& label);
    /// Makes snapshot `label`'s configuration the current one (keeping systems, series, snapshots).
    void restoreSnapshot(const std::string& label);
    /// Replaces the user's tours (recorded, edited, reordered): one undo step.
    void setTours(const std::vector<std::shared_ptr<const core::Tour>>& tours);
    /// Replaces the whole state (sessions, presets, undo).
    void setScenario(const effsurf::core::Scenario& scenario);

    void beginInteraction();
    void endInteraction();
    /// Ends every open interaction without recording it (an undo arrived
    /// mid-glide: the state undo restored stays, and so does the redo history).
    void abandonInteraction();
    /// Undo and redo: interrupts open interactions (interactionInterrupted),
    /// then sets the state without recording a step.
    void restoreFromHistory(const effsurf::core::Scenario& scenario);
    /// What differs between two states, as change flags.
    static Changes changesBetween(const core::Scenario& a, const core::Scenario& b);
    /// Sets the state without recording an undo step (undo, redo).
    void restore(const effsurf::core::Scenario& scenario);
    /// Emits the current state again as a full change (first frame, views re-created).
    void republish();
    /// Emits a pending change now instead of at the end of the event-loop pass.
    void flush();

signals:
    void scenarioChanged(const effsurf::core::Scenario& scenario, effsurf::ui::ScenarioController::Changes changes, quint64 generation);
    void interactionChanged(bool interactive);
    /// Undo or redo during an interaction: whoever drives it (a tour glide,
    /// an animation) must stop and call abandonInteraction().
    void interactionInterrupted();
    /// A setter was given an invalid value; the state is unchanged.
    void rejected(const QString& field, const QString& message);

private:
    /// Validates `candidate`; if valid and different, stores it and schedules one emission.
    bool apply(const core::Scenario& candidate, Changes changes);
    /// Applies `edit` to timeline contribution `index` (validated by the model).
    void editContribution(int index, const std::function<void(core::TimelineContribution&)>& edit);
    static void eraseSnapshot(core::Scenario& scenario, const std::string& label);
    /// True if `series` is one showLiveSeries showed and no commit has ended.
    bool isLive(const core::ImportedSeries& series) const;
    /// Makes every id newSeries hands out from now on differ from the
    /// "series-<k>" ids of `scenario` (a state this controller accepted).
    void reserveSeriesIds(const core::Scenario& scenario);
    /// A new series entry with a fresh id and the first colour `scenario` does not use.
    core::ImportedSeries newSeries(const core::Scenario& scenario, std::shared_ptr<const core::MeasurementSeries> data,
                                   std::shared_ptr<const core::SerialFractionFit> fit);

    core::Scenario scenario_;
    Changes pending_;
    bool flushScheduled_ = false;
    quint64 generation_ = 0;
    int interactionDepth_ = 0;
    int nextSeriesNumber_ = 1;
    /// The live series shown and not yet committed: their ids and every
    /// data shown under each (an undo meanwhile may bring an earlier one back).
    std::map<std::string, std::vector<std::shared_ptr<const core::MeasurementSeries>>> liveSeries_;
    QUndoStack undo_;
    core::Scenario interactionStart_;
    bool restoring_ = false;
    QElapsedTimer changeClock_;
};

}  // namespace effsurf::ui

Q_DECLARE_OPERATORS_FOR_FLAGS(effsurf::ui::ScenarioController::Changes)
