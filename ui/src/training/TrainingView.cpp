#include "effsurf/ui/training/TrainingView.h"

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

core::Precision TrainingView::precision(const core::Scenario& scenario) {
    if (scenario.model == core::ModelKind::ParallelTraining) return scenario.precision;
    return scenario.trainingRun.preferredPrecision(core::Precision::BF16);
}

std::pair<int, int> TrainingView::processorDecades(const core::TrainingRun& run) {
    const double replica = double(run.tensorParallel) * run.pipelineParallel;
    const double most = replica * std::max(1, run.globalBatch / std::max(1, run.microBatch));
    const int low = std::max(0, int(std::floor(std::log10(replica))));
    const int high = std::max(low + 1, int(std::ceil(std::log10(most) - 1e-9)));
    return {low, high};
}

}  // namespace effsurf::ui
