// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeriesBuilder.h"

#include <utility>
#include <vector>

namespace effsurf::test {

/// A series of one row per (N, value) pair (with its Rpeak when given), as
/// an importer builds it from a file's lines 2, 3, ...
inline core::MeasurementSeries seriesOfRows(core::MeasuredQuantity quantity, const std::vector<std::pair<double, double>>& rows,
                                            const std::vector<double>& peaks = {}) {
    core::MeasurementSeriesBuilder builder(quantity, true);
    for (std::size_t i = 0; i < rows.size(); ++i)
        builder.add(rows[i].first, rows[i].second, peaks.empty() ? 0.0 : peaks[i], static_cast<int>(i) + 2);
    return builder.finish("test", "test.csv");
}

}  // namespace effsurf::test
