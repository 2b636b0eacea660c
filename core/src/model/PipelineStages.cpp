// SPDX-License-Identifier: MIT
#include "effsurf/core/model/PipelineStages.h"

#include <algorithm>
#include <cmath>

namespace effsurf::core {
namespace {

/// floor(x) for the capacity, forgiving the rounding of C = k + e back to k.
int layersWithin(double x) { return int(std::floor(x + 1e-9)); }

}  // namespace

PipelineStages::PipelineStages(int layers, int stages, double firstExtra, double lastExtra)
    : layers_(std::max(1, layers)),
      stages_(std::clamp(stages, 1, std::max(1, layers))),
      firstExtra_(std::max(0.0, firstExtra)),
      lastExtra_(std::max(0.0, lastExtra)) {
    if (stages_ == 1) {
        first_ = last_ = layers_;
        slowest_ = layers_ + firstExtra_ + lastExtra_;
        return;
    }
    // The least C among k + e (k whole, e one of the three extras) with
    // enough capacity; every stage needs at least one layer: C >= 1 + e_i.
    const double floorC = 1.0 + std::max(firstExtra_, lastExtra_);
    double best = layers_ + std::max(firstExtra_, lastExtra_);  // one stage could carry everything: always enough
    for (const double extra : {0.0, firstExtra_, lastExtra_}) {
        int lo = std::max(1, int(std::ceil(floorC - extra - 1e-9))), hi = layers_;
        if (capacity(hi + extra) < layers_) continue;
        while (lo < hi) {  // least k with capacity(k + extra) >= l
            const int mid = lo + (hi - lo) / 2;
            if (capacity(mid + extra) >= layers_) hi = mid;
            else lo = mid + 1;
        }
        best = std::min(best, lo + extra);
    }
    slowest_ = best;
    first_ = layersWithin(best - firstExtra_);
    last_ = layersWithin(best - lastExtra_);
    middleTotal_ = (stages_ - 2) * layersWithin(best);
    // Give back what C allows beyond l: the first stage first, then the middle, then the last.
    int excess = first_ + middleTotal_ + last_ - layers_;
    const int fromFirst = std::min(excess, first_ - 1);
    first_ -= fromFirst, excess -= fromFirst;
    const int fromMiddle = std::min(excess, middleTotal_ - (stages_ - 2));
    middleTotal_ -= fromMiddle, excess -= fromMiddle;
    last_ -= excess;
}

double PipelineStages::capacity(double c) const noexcept {
    const auto on = [&](double extra) { return std::max(0, layersWithin(c - extra)); };
    return double(on(firstExtra_)) + double(stages_ - 2) * on(0.0) + on(lastExtra_);
}

int PipelineStages::middleLayersMost() const noexcept {
    if (stages_ <= 2) return 0;
    const int middle = stages_ - 2;
    return (middleTotal_ + middle - 1) / middle;
}

int PipelineStages::mostLayers() const noexcept { return std::max({first_, last_, middleLayersMost()}); }

double PipelineStages::meanWork() const noexcept { return (layers_ + firstExtra_ + lastExtra_) / stages_; }

}  // namespace effsurf::core
