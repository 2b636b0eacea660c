// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/NameList.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// Which speedup law relates N and s.
enum class LawKind { Amdahl, Gustafson, SunNi };

/// A speedup law with its parameters, validated at construction.
///
/// Sun–Ni uses the workload growth G(N) = N^gamma: gamma = 0 is Amdahl's fixed
/// workload, gamma = 1 Gustafson's scaled one, and gamma = 1.5 e.g. dense
/// matrix multiplication whose memory grows with N.
class ScalingLaw {
public:
    static constexpr double kMaxGrowthExponent = 2.0;

    /// Amdahl's law.
    ScalingLaw() = default;
    /// Throws InvalidParameter if growthExponent is outside [0, kMaxGrowthExponent]
    /// (the exponent is ignored, but still checked, for Amdahl and Gustafson).
    explicit ScalingLaw(LawKind kind, double growthExponent = 0.5);

    LawKind kind() const noexcept { return kind_; }
    double growthExponent() const noexcept { return growthExponent_; }

    /// S(N, s) under this law.
    double speedup(double n, double s) const;
    /// E(N, s) = S / N.
    double efficiency(double n, double s) const;
    /// S (or E) over many points after the payload speed-up k (s' of §3; k = 1:
    /// none), each point the value speedup(n, s') (efficiency) gives, to the
    /// last bit (Amdahl's E without a speed-up: amdahlEfficiency's, one
    /// rounding fewer), and checked as they check it: returns count, or the index of
    /// the first invalid point. k must be finite and above 0. Vectorized (the
    /// Python module's arrays).
    std::size_t evaluate(bool efficiency, double k, const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride,
                         double* out, std::size_t count) const noexcept;

    /// The s at which E(N, s) = targetEfficiency (0 < E <= 1, N > 1): this
    /// law's isoefficiency line on the (N, s) plane. With G = G(N) (1 for
    /// Amdahl, N for Gustafson, N^gamma for Sun–Ni), E N (s + (1-s) G/N) =
    /// s + (1-s) G solves to s/(1-s) = r = G (1-E)/(E N - 1), s = r/(1 + r):
    /// Amdahl's (1/E - 1)/(N - 1) (L7), Gustafson's (1 - E) N/(N - 1) (-> 1 - E).
    /// Empty where no s in [0, 1] gives that E (E N <= 1: even s = 1 gives more).
    std::optional<double> isoefficiencySerialFraction(double n, double targetEfficiency) const;
    /// Whether S(N) has a finite limit 1/s as N grows (Amdahl; Sun–Ni with
    /// gamma = 0). Gustafson's and Sun–Ni's scaled speedups grow without bound.
    bool hasGainCeiling() const noexcept;

    /// "amdahl", "gustafson", "sun-ni".
    std::string_view id() const noexcept;
    /// "Amdahl", "Gustafson", "Sun–Ni".
    std::string_view displayName() const noexcept;

    /// Parses an id (case-insensitive; "sunni" and "sun_ni" also accepted).
    /// Throws InvalidParameter("law", ...) listing the valid ids.
    /// amdahl, gustafson, sun-ni (also "sunni", "sun_ni"), in LawKind's order.
    static const NameList& names();
    /// Throws InvalidParameter("law", "unknown 'x' (expected one of amdahl, gustafson or sun-ni)").
    static LawKind parseKind(std::string_view id);
    static std::vector<LawKind> allKinds();

    friend bool operator==(const ScalingLaw& a, const ScalingLaw& b) {
        return a.kind_ == b.kind_ && a.growthExponent_ == b.growthExponent_;
    }

private:
    LawKind kind_ = LawKind::Amdahl;
    double growthExponent_ = 0.5;
};

}  // namespace effsurf::core
