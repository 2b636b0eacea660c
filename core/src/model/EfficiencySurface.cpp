// SPDX-License-Identifier: MIT
#include "effsurf/core/model/EfficiencySurface.h"

#include "effsurf/core/util/Validation.h"

#include <cmath>

namespace effsurf::core {

void fillLogSpaced(Eigen::Ref<Eigen::ArrayXd> out, double low, double high) {
    const Eigen::Index count = out.size();
    const double a = std::log10(low);
    const double b = std::log10(high);
    for (Eigen::Index i = 0; i < count; ++i) out(i) = std::pow(10.0, a + (b - a) * double(i) / double(count - 1));
    out(0) = low;  // exact corners, whatever pow's rounding
    out(count - 1) = high;
}

EfficiencySurface::EfficiencySurface() : EfficiencySurface(SurfaceGridSpec{}) {}

EfficiencySurface::EfficiencySurface(const SurfaceGridSpec& grid) { setGrid(grid); }

void EfficiencySurface::setGrid(const SurfaceGridSpec& grid) {
    grid.validate();
    grid_ = grid;
    const Eigen::Index rows = grid.serialFractionSteps;
    const Eigen::Index columns = grid.processorSteps;
    // Eigen's resize() is a no-op when the size is unchanged: no allocation.
    processorCounts_.resize(columns);
    log10ProcessorCounts_.resize(columns);
    serialFractions_.resize(rows);
    log10SerialFractions_.resize(rows);
    effectiveSerial_.resize(rows);
    effectiveParallel_.resize(rows);
    efficiency_.resize(rows, columns);
    if (speedup_.size() != 0) speedup_.resize(rows, columns);
    fillAxes();
}

void EfficiencySurface::fillAxes() {
    fillLogSpaced(processorCounts_, grid_.minProcessors, grid_.maxProcessors);
    fillLogSpaced(serialFractions_, grid_.minSerialFraction, grid_.maxSerialFraction);
    log10ProcessorCounts_ = processorCounts_.log10();
    log10SerialFractions_ = serialFractions_.log10();
}

void EfficiencySurface::evaluate(const ScalingLaw& law, double speedFactor) {
    requirePositive(speedFactor, "speed factor k");
    const double k = speedFactor;
    if (k == 1.0) {
        effectiveSerial_ = serialFractions_;
    } else {
        effectiveSerial_ = k * serialFractions_ / (1.0 + (k - 1.0) * serialFractions_);
    }
    effectiveParallel_ = 1.0 - effectiveSerial_;

    const Eigen::Index columns = efficiency_.cols();
    switch (law.kind()) {
        case LawKind::Amdahl:
            for (Eigen::Index j = 0; j < columns; ++j) {
                const double nMinusOne = processorCounts_(j) - 1.0;
                efficiency_.col(j) = (1.0 + nMinusOne * effectiveSerial_).inverse();
            }
            break;
        case LawKind::Gustafson:
            for (Eigen::Index j = 0; j < columns; ++j) {
                const double n = processorCounts_(j);
                efficiency_.col(j) = (1.0 + (n - 1.0) * effectiveParallel_) * (1.0 / n);
            }
            break;
        case LawKind::SunNi:
            for (Eigen::Index j = 0; j < columns; ++j) {
                const double n = processorCounts_(j);
                const double growth = std::pow(n, law.growthExponent());
                efficiency_.col(j) =
                    (effectiveSerial_ + growth * effectiveParallel_) / (n * effectiveSerial_ + growth * effectiveParallel_);
            }
            break;
    }
}

void EfficiencySurface::computeSpeedup() {
    speedup_.resize(efficiency_.rows(), efficiency_.cols());
    for (Eigen::Index j = 0; j < efficiency_.cols(); ++j) speedup_.col(j) = efficiency_.col(j) * processorCounts_(j);
}

}  // namespace effsurf::core
