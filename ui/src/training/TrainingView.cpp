// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingView.h"

#include "effsurf/core/util/InvalidParameter.h"

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
    if (last.valid && last.points == scalingPoints && last.precision == wanted && last.run == scenario.trainingRun) return last.frame;
    Frame fresh{core::TrainingAnalysis::summarize(scenario.trainingRun, wanted),
                core::TrainingAnalysis::band(scenario.trainingRun, wanted),
                core::TrainingAnalysis::scaling(scenario.trainingRun, wanted, scalingPoints),
                std::nullopt,
                {},
                {}};
    // The measured steps' fit at rest (a drag shows the points, the band once it ends).
    if (!scenario.trainingRun.measuredSteps.rows.empty() && scalingPoints >= TrainingView::scalingPoints(false)) {
        try {
            fresh.fit = core::TrainingStepFit::fit(scenario.trainingRun, wanted, scenario.trainingRun.measuredSteps);
            fresh.predictions = core::TrainingStepFit::predict(*fresh.fit, wanted);
        } catch (const core::ImportError& e) {
            fresh.fitProblem = e.what();
        } catch (const core::InvalidParameter& e) {
            fresh.fitProblem = e.what();
        }
    }
    last.valid = true;
    last.run = scenario.trainingRun;
    last.precision = wanted;
    last.points = scalingPoints;
    last.frame = std::move(fresh);
    return last.frame;
}

std::pair<int, int> TrainingView::processorDecades(const core::TrainingRun& run) {
    const auto [replica, most] = run.gpuSpan();
    const int low = std::max(0, int(std::floor(std::log10(replica))));
    const int high = std::max(low + 1, int(std::ceil(std::log10(most) - 1e-9)));
    return {low, high};
}

}  // namespace effsurf::ui
