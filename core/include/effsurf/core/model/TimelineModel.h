// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace effsurf::core {

/// How a non-payload contribution grows with the processor count N.
enum class ContributionGrowth {
    Constant,     ///< g(N) = 1: software set-up, OS work per job
    Logarithmic,  ///< g(N) = 1 + log2 N: tree-shaped communication or synchronization
    Power,        ///< g(N) = N^p: signal propagation over a growing machine (p ~ 1/3 .. 1)
};

/// One named non-payload time (docs/models.md §2), as a fraction of the total
/// single-processor time at N = 1, with its growth in N.
struct TimelineContribution {
    std::string name;
    double shareAtOneProcessor = 0.0;  ///< s_i(1), >= 0
    ContributionGrowth growth = ContributionGrowth::Constant;
    double exponent = 0.0;  ///< p for Power, ignored otherwise; in [0, 2]

    /// s_i(N) = s_i(1) g(N).
    double shareAt(double n) const;
};

/// A growth the app and the exported page offer for a contribution, by its
/// label ("∝ √N").
struct TimelineGrowthChoice {
    std::string label;
    ContributionGrowth growth;
    double exponent;
};

/// The growths offered, in their order: constant, 1 + log₂ N, N^1/3, √N, N.
const std::vector<TimelineGrowthChoice>& timelineGrowthChoices();
/// The index in timelineGrowthChoices() of `contribution`'s growth (0, constant, if none is it).
int timelineGrowthChoiceOf(const TimelineContribution& contribution);

/// Végh's temporal model: the processor time line as payload time, divided by
/// N, plus non-payload contributions that are not divided. In time normalized
/// to one processor,
///
///     T(N) / T(1) = (1 - sum_i s_i(1)) / N + sum_i s_i(N),
///
/// so S(N) = T(1) / T(N), E = S / N, and s_eff(N) follows from L4. With only
/// constant contributions this is Amdahl's law with s = sum_i s_i; a growing
/// contribution gives R(N) a maximum, after which more processors are slower.
class TimelineModel {
public:
    /// Végh's four contributions (software, OS, communication, synchronization),
    /// all constant, adding up to s = 1e-7.
    TimelineModel();
    /// Validates: at least one contribution, every share >= 0 and finite, the
    /// shares at N = 1 adding up to at most 1, exponents in [0, 2]. Throws
    /// InvalidParameter naming the contribution.
    explicit TimelineModel(std::vector<TimelineContribution> contributions);

    const std::vector<TimelineContribution>& contributions() const noexcept { return contributions_; }

    /// sum_i s_i(N): the non-payload time at N in units of T(1).
    double nonPayloadTime(double n) const;
    /// T(N) / T(1).
    double relativeTime(double n) const;
    double speedup(double n) const;
    double efficiency(double n) const;
    /// s_eff(N) from L4; at N = 1 the limit sum_i s_i(1).
    double effectiveSerialFraction(double n) const;

    struct Optimum {
        double processorCount;  ///< N at which S(N) is largest in [1, maxN]
        double speedup;         ///< S there: the performance wall in units of R_single
    };
    /// The N of maximal payload performance within [1, maxN], to 1e-6 relative
    /// in N (grid search over log N, then golden-section refinement). With a
    /// payload speed-up k (faster arithmetic) the payload term is p/(k N), so
    /// the optimum moves to smaller N; `speedup` is then relative to the
    /// accelerated single processor.
    Optimum bestProcessorCount(double maxN, double payloadSpeedFactor = 1.0) const;
    /// S(N) when the payload runs k times faster, relative to one such processor.
    double acceleratedSpeedup(double n, double payloadSpeedFactor) const;

    /// Amdahl-style constant contributions for the given totals, named as in docs/models.md.
    static std::vector<TimelineContribution> defaultContributions();

private:
    std::vector<TimelineContribution> contributions_;
};

}  // namespace effsurf::core
