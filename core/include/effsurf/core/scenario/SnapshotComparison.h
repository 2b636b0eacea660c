// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <string>
#include <vector>

namespace effsurf::core {

/// One row of the snapshot difference table.
struct ComparisonRow {
    std::string label;    ///< "A" .. "D", or "current"
    std::string summary;  ///< "Amdahl, s = 1e-07, N = 1e+06, FP16"
    double speedup = 0.0;
    double efficiency = 0.0;
    double performance = 0.0;     ///< R in units of one FP64 processor: k S
    double gainCeiling = 0.0;     ///< 1/s'
    double bestProcessors = 0.0;  ///< N of maximal performance; NaN where R grows without bound
    /// Ratios to the reference row (snapshot A, else the first snapshot).
    double speedupRatio = 1.0;
    double efficiencyRatio = 1.0;
    double performanceRatio = 1.0;
    double gainCeilingRatio = 1.0;
};

/// The snapshots of `scenario` and the current configuration, evaluated at
/// their own N, with ratios to A (or the first snapshot). Empty without snapshots.
std::vector<ComparisonRow> compareSnapshots(const Scenario& scenario);

}  // namespace effsurf::core
