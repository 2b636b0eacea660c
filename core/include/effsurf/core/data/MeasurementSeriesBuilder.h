// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeries.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace effsurf::core {

/// Collects measured rows into a series. Repetitions at the same N become one
/// point with their mean, minimum, maximum and standard deviation and the
/// moments the fit needs. One pass over the rows, O(1) per row; the drawing
/// and fitting that follow work on the distinct N only.
///
/// The moments are sums of deviations from the first value at that N
/// ("shifted data"): sum(x - K) and sum((x - K)^2) with K a sample of the
/// same distribution, so (mean - K)^2 is of the order of the variance and
/// M2 = S2 - S1^2 / n loses no digits to cancellation, without the division
/// per row of Welford's update.
///
/// Rows must already be valid measurements (finite, positive, N >= 1): the
/// importers check them and report the others as issues.
class MeasurementSeriesBuilder {
public:
    MeasurementSeriesBuilder(MeasuredQuantity quantity, bool keepRows);

    /// One row: N, the value (Rmax for RmaxRpeak), Rpeak (RmaxRpeak only), its line.
    void add(double processors, double value, double peak, int line);
    /// A point aggregated elsewhere (sessions written before rows were kept):
    /// taken as it is, with the fit's moments derived from its mean and spread.
    void addAggregate(const MeasurementPoint& point);
    std::size_t rowCount() const noexcept { return rowCount_; }

    /// The series, points sorted by N. The builder is spent afterwards.
    MeasurementSeries finish(std::string name, std::string sourceFile, std::string unit = {});

    /// Builds a series from rows in one call (tests, sessions, benchmarks).
    static MeasurementSeries fromRows(MeasuredQuantity quantity, const MeasurementRows& rows, std::string name = {},
                                      std::string sourceFile = {}, std::string unit = {});

private:
    /// Shifted sums of one N.
    struct Accumulator {
        double processors = 0.0;
        double count = 0.0;
        double valueShift = 0.0;    ///< K: the first value
        double valueSum = 0.0;      ///< sum(x - K)
        double valueSquares = 0.0;  ///< sum((x - K)^2)
        double valueMin = 0.0;
        double valueMax = 0.0;
        double peakSum = 0.0;
        double fitShift = 0.0;
        double fitSum = 0.0;
        double fitSquares = 0.0;
        double fitMin = 0.0;
        double fitMax = 0.0;
        int firstLine = 0;
        bool aggregate = false;  ///< came in as a point (addAggregate)
        MeasurementPoint point;  ///< that point
    };

    double fitVariable(double processors, double value, double peak) const;
    Accumulator& accumulatorFor(double processors, int line);

    MeasuredQuantity quantity_;
    bool keepRows_;
    std::size_t rowCount_ = 0;
    std::vector<Accumulator> accumulators_;
    std::unordered_map<double, std::size_t> indexOfN_;
    /// A direct-mapped cache in front of indexOfN_: benchmark files hold a
    /// few dozen distinct N, each looked up a million times.
    static constexpr std::size_t kCacheSize = 256;
    std::vector<std::pair<double, std::size_t>> cache_;
    MeasurementRows rows_;
};

}  // namespace effsurf::core
