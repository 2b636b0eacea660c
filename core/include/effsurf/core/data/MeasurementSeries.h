// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/NameList.h"

#include "effsurf/core/data/ImportIssueLog.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// What the measured value of a series is.
enum class MeasuredQuantity {
    Time,        ///< wall-clock time (seconds when the file named a unit)
    Speedup,     ///< S(N)
    Efficiency,  ///< E(N) = S / N
    RmaxRpeak,   ///< achieved and peak performance, E = Rmax / Rpeak
};

std::string_view quantityId(MeasuredQuantity quantity);
/// The quantities by id, in enum order: time, speedup, efficiency,
/// rmax+rpeak (also read as "rmax"); labels as the import dialog shows them.
const NameList& measuredQuantityNames();
/// The quantity an id names (any case, aliases too); InvalidParameter(field, ...) otherwise.
MeasuredQuantity parseMeasuredQuantity(std::string_view text, const std::string& field = "quantity");

/// The repetitions at one N as the fit sees them: the moments of 1/T for a
/// time series, of the speedup S for the others (S as given, N E, or
/// N Rmax / Rpeak per row). The fit is least squares over every row; these
/// sums make it exactly that while it works on one entry per distinct N.
struct FitVariableMoments {
    double mean = 0.0;
    double squaredDeviations = 0.0;  ///< sum over the repetitions of (x - mean)^2
    double minimum = 0.0;
    double maximum = 0.0;
};

/// One measured N: the mean of its repetitions and their spread. For
/// RmaxRpeak, `value` is the mean Rmax and `peak` the mean Rpeak. `line` is
/// the first line the N appears on, for messages.
struct MeasurementPoint {
    double processors = 1.0;
    double value = 0.0;
    double peak = 0.0;
    double minimum = 0.0;
    double maximum = 0.0;
    double standardDeviation = 0.0;  ///< sample standard deviation (0 for one repetition)
    int repetitions = 1;
    int line = 0;
    FitVariableMoments fitVariable;

    /// The speedup of the mean values: S, N E or N Rmax / Rpeak; requires a
    /// speedup-like quantity (not Time, which needs T(1)).
    double speedup(MeasuredQuantity quantity) const;
};

/// Every row of a file as read, column by column (`peaks` only for
/// RmaxRpeak), in file order. Kept so that a CSV export and a session carry
/// the data itself, not only the per-N summary.
struct MeasurementRows {
    std::vector<double> processors;
    std::vector<double> values;
    std::vector<double> peaks;
    std::vector<int> lines;

    std::size_t size() const noexcept { return processors.size(); }
    bool empty() const noexcept { return processors.empty(); }
};

/// A strong-scaling series: one point per distinct N, sorted by N, and
/// (unless the importer was told not to keep them) every row behind them.
struct MeasurementSeries {
    std::string name;
    std::string sourceFile;
    MeasuredQuantity quantity = MeasuredQuantity::Time;
    /// The unit `value` is in after conversion ("s" when the file named a time
    /// unit such as ms or min; "" when it named none and values are as given).
    std::string unit;
    std::vector<MeasurementPoint> points;
    MeasurementRows rows;

    /// Rows behind the points (the sum of their repetitions).
    std::size_t rowCount() const;
};

/// The outcome of an import: the rows that passed every check aggregated per
/// N, and the problems of the rows (or header) that did not. Only the first
/// issues are listed (`issues`); `issueCount` and `issueKinds` count all of
/// them. A caller that must not load partial data refuses the whole file
/// unless `ok()`.
struct MeasurementImport {
    /// The file's series; with a "series" column, the first of them.
    MeasurementSeries series;
    /// With a "series" column: the other values' series, in the order they first appear.
    std::vector<MeasurementSeries> otherSeries;
    std::vector<ImportIssue> issues;
    std::size_t issueCount = 0;
    std::vector<ImportIssueCount> issueKinds;
    /// The import stopped at ImportOptions::rowLimit: a preview, not the whole file.
    bool truncated = false;
    /// Bytes of the file read.
    std::size_t bytesRead = 0;

    bool ok() const noexcept { return issueCount == 0; }
    /// `series` followed by `otherSeries`.
    std::vector<MeasurementSeries> allSeries() const;
    /// "3 problems: 2 not a number, 1 wrong field count" (empty when ok()).
    std::string issueSummary() const { return ImportIssueLog::summary(issueCount, issueKinds, issues.size()); }
};

/// The plausible range of measured values. Anything in it can be computed
/// with: sums of squares of a million such values, their reciprocals and
/// N-fold products stay finite doubles. A value outside (a time of 1e308)
/// cannot be a measurement in any unit and is refused with its line.
struct MeasurementLimits {
    static constexpr double kMinMagnitude = 1e-100;
    static constexpr double kMaxMagnitude = 1e100;
    /// N beyond effsurf's range of processor counts (the surface ends at 10^12).
    static constexpr double kMaxProcessors = 1e12;
};

}  // namespace effsurf::core
