#pragma once

#include "effsurf/core/data/ImportIssue.h"

#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// What the measured value of a series is.
enum class MeasuredQuantity {
    Time,       ///< wall-clock time (any unit) at N processors
    Speedup,    ///< S(N)
    Efficiency, ///< E(N) = S / N
    RmaxRpeak,  ///< achieved and peak performance, E = Rmax / Rpeak
};

std::string_view quantityId(MeasuredQuantity quantity);

/// One measured point. For RmaxRpeak, `value` is Rmax and `peak` Rpeak. When
/// the point aggregates repetitions (Extra-P), `value` is their mean and
/// min/max/standardDeviation their spread; otherwise they equal value / 0.
struct MeasurementPoint {
    double processors = 1.0;
    double value = 0.0;
    double peak = 0.0;
    double minimum = 0.0;
    double maximum = 0.0;
    double standardDeviation = 0.0;
    int repetitions = 1;
    int line = 0;  ///< source line, for messages

    /// E for Efficiency/RmaxRpeak, S for Speedup; requires a speedup-like
    /// quantity (not Time, which needs T(1)).
    double speedup(MeasuredQuantity quantity) const;
};

/// A strong-scaling series: points sorted by N, no N twice.
struct MeasurementSeries {
    std::string name;
    std::string sourceFile;
    MeasuredQuantity quantity = MeasuredQuantity::Time;
    std::vector<MeasurementPoint> points;
};

/// The outcome of an import: the rows that passed every check, and one issue
/// per row (or header) that did not. A caller that must not load partial data
/// refuses the whole file unless `ok()`.
struct MeasurementImport {
    MeasurementSeries series;
    std::vector<ImportIssue> issues;

    bool ok() const noexcept { return issues.empty(); }
};

}  // namespace effsurf::core
