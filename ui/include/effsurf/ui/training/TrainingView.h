// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingStepFit.h"

#include <optional>
#include <string>
#include <vector>

namespace effsurf::ui {

/// What the Training workspace's views draw from a Scenario: its training
/// run at the precision the run has (the scenario's own while the large-model
/// law is on screen; BF16 or the accelerator's fastest otherwise).
struct TrainingView {
    static core::Precision precision(const core::Scenario& scenario);
    /// The run's N range as decades [low, high] for the charts' axes: from
    /// one replica (t p) to every sequence its own replica (t p B / b).
    static std::pair<int, int> processorDecades(const core::TrainingRun& run);

    /// The run's summary and its curve over N (at most `scalingPoints`),
    /// computed once per state: the readout and the charts of one frame ask
    /// for the same numbers. Throws InvalidParameter for a run that is not valid.
    struct Frame {
        core::TrainingSummary summary;
        core::TrainingBand band;  ///< the summary at the run's utilization band
        std::vector<core::TrainingScalingPoint> scaling;
        /// The run's measured steps fitted (at rest; not while a control is
        /// dragged), with its predictions over N; or why they cannot be.
        std::optional<core::TrainingStepFitResult> fit;
        std::vector<core::TrainingPrediction> predictions;
        std::string fitProblem;
    };
    static const Frame& frame(const core::Scenario& scenario, int scalingPoints);
    /// Points of the curve over N: half while a control is dragged, as the other charts do.
    static int scalingPoints(bool interactive) { return interactive ? 32 : 64; }
};

}  // namespace effsurf::ui
