// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/ScenarioInterpolation.h"

#include "effsurf/core/util/InvalidParameter.h"

#include <algorithm>
#include <cmath>

namespace effsurf::core {

namespace {
double linear(double a, double b, double t) { return a + (b - a) * t; }
}  // namespace

double interpolateGeometric(double from, double to, double t) {
    if (t <= 0.0 || from == to) return from;
    if (t >= 1.0) return to;
    // Zero cannot lie on a log axis: fall back to a straight line.
    if (!(from > 0.0) || !(to > 0.0)) return linear(from, to, t);
    // exp(log) rounds (1e4 comes back as 10000.00000000001): clamp to the ends,
    // so a value at its limit never steps outside it.
    const double value = std::exp(std::log(from) + t * (std::log(to) - std::log(from)));
    return std::clamp(value, std::min(from, to), std::max(from, to));
}

Scenario interpolateScenarios(const Scenario& from, const Scenario& to, double t) {
    if (t <= 0.0) return from;
    if (t >= 1.0) return to;
    Scenario s = to;
    s.serialFraction = interpolateGeometric(from.serialFraction, to.serialFraction, t);
    s.processors = interpolateGeometric(from.processors, to.processors, t);
    s.growthExponent = linear(from.growthExponent, to.growthExponent, t);
    for (std::size_t i = 0; i < s.speedFactors.size(); ++i)
        s.speedFactors[i] = interpolateGeometric(from.speedFactors[i], to.speedFactors[i], t);
    s.utilization = linear(from.utilization, to.utilization, t);

    auto& training = s.training;
    const auto& a = from.training;
    const auto& b = to.training;
    training.parameterCount = interpolateGeometric(a.parameterCount, b.parameterCount, t);
    training.flopsPerStep = interpolateGeometric(a.flopsPerStep, b.flopsPerStep, t);
    training.latencySeconds = interpolateGeometric(a.latencySeconds, b.latencySeconds, t);
    training.bandwidthBytesPerSecond = interpolateGeometric(a.bandwidthBytesPerSecond, b.bandwidthBytesPerSecond, t);
    training.overlap = linear(a.overlap, b.overlap, t);
    training.sequentialSeconds = linear(a.sequentialSeconds, b.sequentialSeconds, t);

    // Timeline contributions glide only between models with the same terms.
    const auto& ca = from.timeline.contributions();
    const auto& cb = to.timeline.contributions();
    bool sameTerms = ca.size() == cb.size();
    for (std::size_t i = 0; sameTerms && i < ca.size(); ++i) sameTerms = ca[i].name == cb[i].name && ca[i].growth == cb[i].growth;
    try {
        if (sameTerms) {
            std::vector<TimelineContribution> contributions = cb;
            for (std::size_t i = 0; i < contributions.size(); ++i) {
                contributions[i].shareAtOneProcessor = interpolateGeometric(ca[i].shareAtOneProcessor, cb[i].shareAtOneProcessor, t);
                contributions[i].exponent = linear(ca[i].exponent, cb[i].exponent, t);
            }
            s.timeline = TimelineModel(contributions);
        }
        s.validate();
    } catch (const InvalidParameter&) {
        return to;
    }
    return s;
}

Scenario applyTourStep(const Scenario& current, const Scenario& stepState) {
    Scenario next = stepState.configuration();
    next.selectedSystems = stepState.selectedSystems;
    next.cloudEdition = stepState.cloudEdition;
    next.series = current.series;
    next.snapshots = current.snapshots;
    next.tours = current.tours;
    return next;
}

}  // namespace effsurf::core
