// SPDX-License-Identifier: MIT
#pragma once

// What every fuzz target checks besides "no crash, no sanitizer report": the
// promises the readers make to the window. A broken promise aborts, which
// libFuzzer reports like a crash, with the input that broke it.

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/fit/SerialFractionFit.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace effsurf::fuzz {

[[noreturn]] inline void broken(const char* promise) {
    std::fprintf(stderr, "broken promise: %s\n", promise);
    std::abort();
}

inline void require(bool holds, const char* promise) {
    if (!holds) broken(promise);
}

/// An import never hands on a value that cannot be a measurement, never
/// lists more issues than it counts, and its fit shows no NaN or infinity.
inline void checkImport(const core::MeasurementImport& imported) {
    const auto& series = imported.series;
    require(imported.issues.size() <= imported.issueCount, "listed issues <= counted issues");
    require(imported.issues.size() <= 50, "at most 50 issues listed");
    require(imported.ok() == (imported.issueCount == 0), "ok() means no issue");
    std::size_t rows = 0;
    for (std::size_t i = 0; i < series.points.size(); ++i) {
        const auto& p = series.points[i];
        require(std::isfinite(p.processors) && p.processors >= 1.0 && p.processors <= 1e12, "N is a processor count");
        require(std::isfinite(p.value) && p.value > 0.0, "a measured value is finite and positive");
        require(p.minimum <= p.value && p.value <= p.maximum, "the mean lies within the spread");
        require(std::isfinite(p.standardDeviation) && p.standardDeviation >= 0.0, "the spread is finite");
        require(p.repetitions >= 1, "a point has repetitions");
        require(std::isfinite(p.fitVariable.mean) && std::isfinite(p.fitVariable.squaredDeviations), "fit moments are finite");
        if (i > 0) require(series.points[i - 1].processors < p.processors, "points are sorted by distinct N");
        rows += std::size_t(p.repetitions);
    }
    require(series.rowCount() == rows, "row count is the sum of the repetitions");
    require(series.rows.empty() || series.rows.size() == rows, "kept rows are every row");
    const auto fit = core::fitSerialFraction(series);
    if (!fit.ok) return;
    require(std::isfinite(fit.serialFraction) && fit.serialFraction >= 0.0 && fit.serialFraction <= 1.0, "0 <= s <= 1");
    require(std::isfinite(fit.rSquared), "R^2 is a number");
    require(std::isnan(fit.lower95) || (fit.lower95 >= 0.0 && fit.lower95 <= fit.upper95 && fit.upper95 <= 1.0),
            "the 95% interval lies in [0, 1]");
    for (double s : fit.pointSpeedup) require(std::isfinite(s) && s > 0.0, "measured speedups are finite and positive");
}

}  // namespace effsurf::fuzz
