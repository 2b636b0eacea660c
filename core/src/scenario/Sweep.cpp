// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/Sweep.h"

#include "effsurf/core/util/Message.h"

#include <vector>

#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>

namespace effsurf::core {

std::string_view sweepQuantityId(SweepQuantity quantity) {
    switch (quantity) {
        case SweepQuantity::Processors: return "n";
        case SweepQuantity::Precision: return "precision";
        case SweepQuantity::Edition: return "edition";
        case SweepQuantity::SerialFraction: break;
    }
    return "s";
}

SweepQuantity parseSweepQuantity(std::string_view id) {
    for (auto q : {SweepQuantity::SerialFraction, SweepQuantity::Processors, SweepQuantity::Precision, SweepQuantity::Edition})
        if (sweepQuantityId(q) == id) return q;
    throw InvalidParameter("quantity",
                           Message(EFFSURF_TEXT("unknown '%1' (expected s, n, precision or edition)"), {std::string(id)}).text());
}

int Sweep::minimumFrames() const {
    switch (quantity) {
        case SweepQuantity::Precision: return int(allPrecisions().size());
        case SweepQuantity::Edition: return std::max(2, int(editions.size()));
        case SweepQuantity::SerialFraction:
        case SweepQuantity::Processors: break;
    }
    return 2;
}

void Sweep::validate() const {
    if (frameCount < minimumFrames() || frameCount > kMaxFrames)
        throw InvalidParameter("frames", Message(EFFSURF_TEXT("must be %1 .. %2, got %3"),
                                                 {std::to_string(minimumFrames()), std::to_string(kMaxFrames), std::to_string(frameCount)})
                                             .text());
    const auto requireRange = [&](double low, double high) {
        requireInRange(from, low, high, "from");
        requireInRange(to, low, high, "to");
    };
    switch (quantity) {
        case SweepQuantity::SerialFraction: requireRange(Scenario::kMinSerialFraction, Scenario::kMaxSerialFraction); break;
        case SweepQuantity::Processors: requireRange(Scenario::kMinProcessors, Scenario::kMaxProcessors); break;
        case SweepQuantity::Edition:
            if (editions.empty()) throw InvalidParameter("editions", EFFSURF_TEXT("an edition sweep needs at least one list edition"));
            break;
        case SweepQuantity::Precision: break;
    }
}

double Sweep::position(int frame) const {
    const int last = std::max(frameCount - 1, 1);
    return double(std::clamp(frame, 0, last)) / last;
}

Scenario Sweep::at(const Scenario& base, int frame) const {
    const double t = position(frame);
    Scenario s = base;
    // A discrete sweep spends an equal share of the frames on each value.
    const auto pick = [t](std::size_t count) { return std::min(count - 1, static_cast<std::size_t>(std::floor(t * double(count)))); };
    switch (quantity) {
        case SweepQuantity::SerialFraction: s.serialFraction = interpolateGeometric(from, to, t); break;
        case SweepQuantity::Processors: s.processors = interpolateGeometric(from, to, t); break;
        case SweepQuantity::Precision: {
            // A training run steps through the datatypes its accelerator has (its peak decides the speed).
            std::vector<Precision> precisions;
            for (const auto& info : allPrecisions())
                if (base.model != ModelKind::ParallelTraining || base.trainingRun.peakFlops[std::size_t(info.precision)])
                    precisions.push_back(info.precision);
            if (!precisions.empty()) s.precision = precisions[pick(precisions.size())];
            break;
        }
        case SweepQuantity::Edition:
            if (!editions.empty()) s.cloudEdition = editions[pick(editions.size())];
            break;
    }
    return s;
}

}  // namespace effsurf::core
