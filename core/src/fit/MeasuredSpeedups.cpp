// SPDX-License-Identifier: MIT
#include "effsurf/core/fit/MeasuredSpeedups.h"

#include <cstddef>

namespace effsurf::core {

std::vector<double> MeasuredSpeedups::ofRows(const MeasurementSeries& series, const SerialFractionFit& fit) {
    const MeasurementRows& rows = series.rows;
    std::vector<double> speedups;
    speedups.reserve(rows.size());
    switch (series.quantity) {
        case MeasuredQuantity::Time:
            for (double t : rows.values) speedups.push_back(fit.referenceTime / t);
            break;
        case MeasuredQuantity::Speedup: speedups = rows.values; break;
        case MeasuredQuantity::Efficiency:
            for (std::size_t i = 0; i < rows.size(); ++i) speedups.push_back(rows.values[i] * rows.processors[i]);
            break;
        case MeasuredQuantity::RmaxRpeak:
            for (std::size_t i = 0; i < rows.size(); ++i) speedups.push_back(rows.processors[i] * rows.values[i] / rows.peaks[i]);
            break;
    }
    return speedups;
}

}  // namespace effsurf::core
