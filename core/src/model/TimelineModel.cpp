// SPDX-License-Identifier: MIT
#include "effsurf/core/model/TimelineModel.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>

namespace effsurf::core {

double TimelineContribution::shareAt(double n) const {
    switch (growth) {
        case ContributionGrowth::Constant: return shareAtOneProcessor;
        case ContributionGrowth::Logarithmic: return shareAtOneProcessor * (1.0 + std::log2(n));
        case ContributionGrowth::Power: return shareAtOneProcessor * std::pow(n, exponent);
    }
    return shareAtOneProcessor;
}

const std::vector<TimelineGrowthChoice>& timelineGrowthChoices() {
    static const std::vector<TimelineGrowthChoice> choices{
        {"constant", ContributionGrowth::Constant, 0.0},        {"\u221D 1 + log\u2082 N", ContributionGrowth::Logarithmic, 0.0},
        {"\u221D N^1/3", ContributionGrowth::Power, 1.0 / 3.0}, {"\u221D \u221AN", ContributionGrowth::Power, 0.5},
        {"\u221D N", ContributionGrowth::Power, 1.0},
    };
    return choices;
}

int timelineGrowthChoiceOf(const TimelineContribution& contribution) {
    const auto& choices = timelineGrowthChoices();
    for (std::size_t i = 0; i < choices.size(); ++i)
        if (choices[i].growth == contribution.growth &&
            (contribution.growth != ContributionGrowth::Power || std::fabs(choices[i].exponent - contribution.exponent) < 1e-9))
            return static_cast<int>(i);
    return 0;
}

std::vector<TimelineContribution> TimelineModel::defaultContributions() {
    return {
        {"software (set-up, result collection)", 4e-8, ContributionGrowth::Constant, 0.0},
        {"operating system (threads, context switches)", 1e-8, ContributionGrowth::Constant, 0.0},
        {"communication (signal propagation)", 3e-8, ContributionGrowth::Constant, 0.0},
        {"synchronization (waiting for the slowest)", 2e-8, ContributionGrowth::Constant, 0.0},
    };
}

TimelineModel::TimelineModel() : TimelineModel(defaultContributions()) {}

TimelineModel::TimelineModel(std::vector<TimelineContribution> contributions) : contributions_(std::move(contributions)) {
    if (contributions_.empty()) throw InvalidParameter("contributions", EFFSURF_TEXT("the timeline model needs at least one"));
    double total = 0.0;
    for (const auto& c : contributions_) {
        const std::string field = "contribution '" + c.name + "'";
        requireNonNegative(c.shareAtOneProcessor, field);
        requireInRange(c.exponent, 0.0, 2.0, field + " exponent");
        total += c.shareAtOneProcessor;
    }
    if (total > 1.0)
        throw InvalidParameter(
            "contributions",
            Message(EFFSURF_TEXT("shares at N = 1 add up to %1, more than the whole single-processor time (1)"), {formatNumber(total)})
                .text());
}

double TimelineModel::nonPayloadTime(double n) const {
    requireProcessorCount(n);
    double total = 0.0;
    for (const auto& c : contributions_) total += c.shareAt(n);
    return total;
}

double TimelineModel::relativeTime(double n) const {
    const double payload = 1.0 - nonPayloadTime(1.0);
    return payload / n + nonPayloadTime(n);
}

double TimelineModel::speedup(double n) const { return 1.0 / relativeTime(n); }

double TimelineModel::efficiency(double n) const { return speedup(n) / n; }

double TimelineModel::effectiveSerialFraction(double n) const {
    if (n == 1.0) return nonPayloadTime(1.0);
    const double s = speedup(n);
    // (N - S) / (S (N - 1)), with S <= N guaranteed by non-negative shares.
    return karpFlattMetric(n, s);
}

double TimelineModel::acceleratedSpeedup(double n, double k) const {
    requirePositive(k, "speed factor k");
    const double payload = 1.0 - nonPayloadTime(1.0);
    const double one = payload / k + nonPayloadTime(1.0);
    return one / (payload / (k * n) + nonPayloadTime(n));
}

TimelineModel::Optimum TimelineModel::bestProcessorCount(double maxN, double k) const {
    requireProcessorCount(maxN, "maximal N");
    const auto speedup = [this, k](double n) { return acceleratedSpeedup(n, k); };
    if (maxN == 1.0) return {1.0, speedup(1.0)};
    // S(N) is smooth in x = log N; scan a fine grid to bracket the global
    // maximum, then refine with golden-section search inside the bracket.
    const double xMax = std::log(maxN);
    constexpr int kSteps = 512;
    int best = 0;
    double bestSpeedup = speedup(1.0);
    for (int i = 1; i <= kSteps; ++i) {
        const double s = speedup(std::exp(xMax * i / kSteps));
        if (s > bestSpeedup) {
            bestSpeedup = s;
            best = i;
        }
    }
    double lo = xMax * std::max(best - 1, 0) / kSteps;
    double hi = xMax * std::min(best + 1, kSteps) / kSteps;
    const double ratio = (std::sqrt(5.0) - 1.0) / 2.0;
    double a = hi - ratio * (hi - lo);
    double b = lo + ratio * (hi - lo);
    double sa = speedup(std::exp(a));
    double sb = speedup(std::exp(b));
    while (hi - lo > 1e-7) {
        if (sa < sb) {
            lo = a;
            a = b;
            sa = sb;
            b = lo + ratio * (hi - lo);
            sb = speedup(std::exp(b));
        } else {
            hi = b;
            b = a;
            sb = sa;
            a = hi - ratio * (hi - lo);
            sa = speedup(std::exp(a));
        }
    }
    const double n = std::min(std::exp(0.5 * (lo + hi)), maxN);
    const double s = speedup(n);
    if (s >= bestSpeedup) return {n, s};
    return {best == 0 ? 1.0 : std::exp(xMax * best / kSteps), bestSpeedup};
}

}  // namespace effsurf::core
