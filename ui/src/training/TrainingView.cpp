#include "effsurf/ui/training/TrainingView.h"

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

core::Precision TrainingView::precision(const core::Scenario& scenario) {
    if (scenario.model == core::ModelKind::ParallelTraining) return scenario.precision;
    return scenario.trainingRun.preferredPrecision(core::Precision::BF16);
}

const TrainingView::Frame& TrainingView::frame(const core::Scenario& scenario, int scalingPoints) {
    // The last one asked for (views draw on the GUI thread only).
    static struct {
        bool valid = false;
        core::TrainingRun run;
        core::Precision precision = core::Precision::BF16;
        int points = 0;
        Frame frame;
    } last;
    const core::Precision wanted = precision(scenario);
    if (last.valid && last.points == scalingPoints && last.precision == wanted && last.run == scenario.trainingRun)
        return last.frame;
    Frame fresh{core::TrainingAnalysis::summarize(scenario.trainingRun, wanted),
                core::TrainingAnalysis::scaling(scenario.trainingRun, wanted, scalingPoints)};
    last.valid = true;
    last.run = scenario.trainingRun;
    last.precision = wanted;
    last.points = scalingPoints;
    last.frame = std::move(fresh);
    return last.frame;
}

std::pair<int, int> TrainingView::processorDecades(const core::TrainingRun& run) {
    const double replica = double(run.tensorParallel) * run.contextParallel * run.pipelineParallel;
    const double most = replica * std::max(1, run.globalBatch / std::max(1, run.microBatch));
    const int low = std::max(0, int(std::floor(std::log10(replica))));
    const int high = std::max(low + 1, int(std::ceil(std::log10(most) - 1e-9)));
    return {low, high};
}

}  // namespace effsurf::ui
