// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/fit/SerialFractionFit.h"

#include <vector>

namespace effsurf::core {

/// The speedup of every measured row (repetitions and all), as the fit read
/// it: S as given, N E, N Rmax / Rpeak, or T_ref / T for times with the
/// fit's own T_ref (docs/models.md §6). One place, so that a chart's dots
/// and the fit's per-N points can never disagree.
class MeasuredSpeedups {
public:
    /// One speedup a row of `series.rows`, in their order. A time series
    /// whose fit has no T_ref (it failed) gives NaN for every row.
    static std::vector<double> ofRows(const MeasurementSeries& series, const SerialFractionFit& fit);
};

}  // namespace effsurf::core
