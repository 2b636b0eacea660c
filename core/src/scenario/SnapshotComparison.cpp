// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/SnapshotComparison.h"

#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/util/Validation.h"

#include <cmath>
#include <limits>

namespace effsurf::core {
namespace {

ComparisonRow evaluate(const std::string& label, const Scenario& s) {
    ComparisonRow row;
    row.label = label;
    // Read by people: the app's number format ("N = 10⁶", never "1e+06"),
    // with the digits a configuration was set to (up to six).
    const auto number = [](double v) { return formatLiveNumber(v, NumberNotation::Text, 6); };
    row.summary = std::string(modelKindDisplayName(s.model)) + ", s = " + number(s.serialFraction) + ", N = " + number(s.processors) +
                  ", " + std::string(precisionInfo(s.precision).displayName);
    if (s.model == ModelKind::ParallelTraining) {
        // s is no input of a training run: its model, depth and layout are.
        const TrainingRun& run = s.trainingRun;
        row.summary = std::string(modelKindDisplayName(s.model)) + ", " + run.modelName +
                      (run.raw ? std::string() : ", " + std::to_string(run.shape.layers) + " layers") + ", t " +
                      std::to_string(run.tensorParallel) + " p " + std::to_string(run.pipelineParallel) + " d " +
                      std::to_string(run.dataParallel) + " = " + std::to_string(run.gpus()) + " GPUs, " +
                      std::string(precisionInfo(s.precision).displayName);
    }
    row.speedup = s.speedup();
    row.efficiency = s.efficiency();
    row.performance = s.performanceInFp64Units(s.processors, s.precision);
    row.gainCeiling = s.gainCeiling();
    row.bestProcessors =
        s.isModelBased() ? s.bestProcessorCount(Scenario::kMaxProcessors).processorCount : std::numeric_limits<double>::quiet_NaN();
    return row;
}

}  // namespace

std::vector<ComparisonRow> compareSnapshots(const Scenario& scenario) {
    std::vector<ComparisonRow> rows;
    if (scenario.snapshots.empty()) return rows;
    for (const auto& snapshot : scenario.snapshots) rows.push_back(evaluate(snapshot.label, *snapshot.state));
    rows.push_back(evaluate("current", scenario));
    std::size_t reference = 0;
    for (std::size_t i = 0; i < scenario.snapshots.size(); ++i)
        if (scenario.snapshots[i].label == "A") reference = i;
    const ComparisonRow base = rows[reference];
    for (auto& row : rows) {
        row.speedupRatio = row.speedup / base.speedup;
        row.efficiencyRatio = row.efficiency / base.efficiency;
        row.performanceRatio = row.performance / base.performance;
        row.gainCeilingRatio = row.gainCeiling / base.gainCeiling;
    }
    return rows;
}

}  // namespace effsurf::core
