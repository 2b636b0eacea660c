// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/ScalingLaw.h"
#include "effsurf/core/model/SurfaceGridSpec.h"

#include <Eigen/Core>

namespace effsurf::core {

/// E (and on request S) over a log-spaced (N, s) grid: the hot path of the
/// live UI. Buffers are allocated when the grid's size changes and reused
/// otherwise, so re-evaluating after a slider move allocates nothing.
///
/// Layout: `efficiency()(i, j)` is E at s_i = serialFractions()(i) and
/// N_j = processorCounts()(j); rows run along s, columns along N, as
/// Q3DSurface's rows and columns do. Storage is column-major, so each column
/// (fixed N, all s) is one contiguous, vectorized expression:
///
///     Amdahl      E = 1 / (1 + (N - 1) s')
///     Gustafson   E = (1 + (N - 1)(1 - s')) / N
///     Sun–Ni      E = (s' + (1 - s') G) / (N s' + (1 - s') G),  G = N^gamma
///
/// where s' = k s / (1 + (k - 1) s) is s after the payload speed-up k of
/// docs/models.md §3 (s' = s for k = 1).
class EfficiencySurface {
public:
    EfficiencySurface();
    explicit EfficiencySurface(const SurfaceGridSpec& grid);

    /// Sets the grid (validated; throws InvalidParameter). Reallocates only if
    /// the resolution changes. Invalidates values until the next evaluate().
    void setGrid(const SurfaceGridSpec& grid);
    const SurfaceGridSpec& grid() const noexcept { return grid_; }

    /// Fills efficiency() for `law` with payload speed factor `speedFactor` (k > 0).
    void evaluate(const ScalingLaw& law, double speedFactor = 1.0);

    /// Fills speedup() = E * N from the last evaluate(); allocates on first use
    /// for a resolution.
    void computeSpeedup();

    const Eigen::ArrayXd& processorCounts() const noexcept { return processorCounts_; }
    const Eigen::ArrayXd& serialFractions() const noexcept { return serialFractions_; }
    const Eigen::ArrayXd& log10ProcessorCounts() const noexcept { return log10ProcessorCounts_; }
    const Eigen::ArrayXd& log10SerialFractions() const noexcept { return log10SerialFractions_; }
    const Eigen::ArrayXXd& efficiency() const noexcept { return efficiency_; }
    const Eigen::ArrayXXd& speedup() const noexcept { return speedup_; }

private:
    void fillAxes();

    SurfaceGridSpec grid_;
    Eigen::ArrayXd processorCounts_, serialFractions_;
    Eigen::ArrayXd log10ProcessorCounts_, log10SerialFractions_;
    Eigen::ArrayXd effectiveSerial_, effectiveParallel_;  // s' and 1 - s' per row, per evaluate
    Eigen::ArrayXXd efficiency_, speedup_;
};

/// Fills `out` with `count` points from 10^log10Low to 10^log10High, log-spaced,
/// endpoints exact. `out` must already have `count` entries.
void fillLogSpaced(Eigen::Ref<Eigen::ArrayXd> out, double low, double high);

}  // namespace effsurf::core
