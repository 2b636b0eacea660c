// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/report/Report.h"
#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingStepFit.h"

#include <optional>
#include <string>
#include <vector>

namespace effsurf::core {

/// What `effsurf-cli train` prints of a run, section by section, in the
/// units the Training tab shows (memory in GiB, model FLOP beside MFU,
/// hardware FLOP beside HFU), each section a part of one Report so that
/// the text and the JSON say the same.
class TrainingReport {
public:
    TrainingReport(Report& report, const TrainingRun& run, Precision precision) : report_(report), run_(run), precision_(precision) {}

    /// The run, its step, throughput, memory (and what frees it when it does not fit).
    void addSummary(const TrainingSummary& summary, bool showDays);
    /// The paper's run beside the model: its number, the miss, what it states and what is assumed.
    void addPublished(const PublishedTrainingRun& published, const TrainingSummary& summary);
    /// Every prediction at the two ends of the run's utilization band.
    void addBand(const TrainingBand& band, bool showDays);
    /// The run over N (d varied), with the band's columns when asked.
    void addScaling(const std::vector<TrainingScalingPoint>& points, bool band);
    /// The layout search: the first `top` rows, the run's own rank, and when nothing fits what would.
    void addSearch(const std::vector<LayoutCandidate>& ranked, int top);
    /// The fit to measured steps, its points and the predictions with their band.
    void addFit(const TrainingStepFitResult& fit, const std::vector<TrainingPrediction>& predictions);
    /// How E falls as the model gets deeper (TrainingAnalysis::depth).
    void addDepth(const std::vector<TrainingDepthPoint>& points);
    /// The run at several precisions: compute shrinks, communication much less.
    void addPrecisions(const std::vector<TrainingPrecisionPoint>& points);
    /// What the numbers assume (the datasheet peak, utilization, schedule), as a note.
    void addAssumptions(const TrainingSummary& summary);

    /// What `effsurf-cli train --json --tokens T [--band]` prints for a run,
    /// and Python's Run.to_dict(): the summary with days, the band when
    /// asked, the curve over N and the assumptions, rendered as JSON.
    static std::string runJson(const TrainingRun& run, Precision precision, bool band);

private:
    Report& report_;
    const TrainingRun& run_;
    Precision precision_;
};

}  // namespace effsurf::core
