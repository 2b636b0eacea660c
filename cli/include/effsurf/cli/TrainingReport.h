#pragma once

#include "effsurf/cli/Report.h"
#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingStepFit.h"

#include <optional>
#include <string>
#include <vector>

namespace effsurf::cli {

/// What `effsurf-cli train` prints of a run, section by section, in the
/// units the Training tab shows (memory in GiB, model FLOP beside MFU,
/// hardware FLOP beside HFU), each section a part of one Report so that
/// the text and the JSON say the same.
class TrainingReport {
public:
    TrainingReport(Report& report, const core::TrainingRun& run, core::Precision precision)
        : report_(report), run_(run), precision_(precision) {}

    /// The run, its step, throughput, memory (and what frees it when it does not fit).
    void addSummary(const core::TrainingSummary& summary, bool showDays);
    /// The paper's run beside the model: its number, the miss, what it states and what is assumed.
    void addPublished(const core::PublishedTrainingRun& published, const core::TrainingSummary& summary);
    /// Every prediction at the two ends of the run's utilization band.
    void addBand(const core::TrainingBand& band, bool showDays);
    /// The run over N (d varied), with the band's columns when asked.
    void addScaling(const std::vector<core::TrainingScalingPoint>& points, bool band);
    /// The layout search: the first `top` rows, the run's own rank, and when nothing fits what would.
    void addSearch(const std::vector<core::LayoutCandidate>& ranked, int top);
    /// The fit to measured steps, its points and the predictions with their band.
    void addFit(const core::TrainingStepFitResult& fit, const std::vector<core::TrainingPrediction>& predictions);

private:
    Report& report_;
    const core::TrainingRun& run_;
    core::Precision precision_;
};

}  // namespace effsurf::cli
