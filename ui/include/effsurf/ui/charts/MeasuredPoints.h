// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/fit/SerialFractionFit.h"

#include <cstddef>
#include <vector>

namespace effsurf::ui {

/// One mark of a measured series as drawn: the mean at one N (or over a bin
/// of neighbouring N, when a series has more distinct N than are drawn), the
/// range its repetitions span, and whether it lies above the ideal speedup.
struct MeasuredMark {
    double processors = 1.0;  ///< N (a bin: the repetition-weighted geometric mean)
    double speedup = 1.0;
    double speedupLow = 1.0;      ///< the slowest repetition
    double speedupHigh = 1.0;     ///< the fastest
    double serialFraction = 0.0;  ///< Karp–Flatt of the mean; negative above the ideal; NaN at N = 1
    bool aboveIdeal = false;
    std::size_t rows = 0;
};

/// What of a measured series is drawn, bounded whatever its size: drawing
/// and placing cost O(distinct N) with at most `limit` marks, while the fit
/// and the CSV export keep every row.
class MeasuredPoints {
public:
    /// Marks per series on a 2D chart.
    static constexpr std::size_t kMaxDrawn = 400;
    /// Points per series on the 3D surface (each is a 3D item).
    static constexpr std::size_t kMaxPlaced = 150;

    /// One mark per distinct N while there are at most `limit`; beyond, N is
    /// cut into `limit` equal bins of log10 N and each bin becomes one mark
    /// (its mean speedup weighted by repetitions, its whole range).
    static std::vector<MeasuredMark> marks(const core::MeasurementSeries& series, const core::SerialFractionFit& fit, std::size_t limit);
};

}  // namespace effsurf::ui
