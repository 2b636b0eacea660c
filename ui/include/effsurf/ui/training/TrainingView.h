#pragma once

#include "effsurf/core/scenario/Scenario.h"

namespace effsurf::ui {

/// What the Training workspace's views draw from a Scenario: its training
/// run at the precision the run has (the scenario's own while the large-model
/// law is on screen; BF16 or the accelerator's fastest otherwise).
struct TrainingView {
    static core::Precision precision(const core::Scenario& scenario);
    /// The run's N range as decades [low, high] for the charts' axes: from
    /// one replica (t p) to every sequence its own replica (t p B / b).
    static std::pair<int, int> processorDecades(const core::TrainingRun& run);
};

}  // namespace effsurf::ui
