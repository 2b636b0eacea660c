// SPDX-License-Identifier: MIT
#pragma once

/// \file
/// The scaling laws of docs/models.md §1 and the accelerator transform of
/// section 3. Every function takes the serial fraction s = 1 - alpha, never
/// alpha: for real machines s is 1e-8 .. 1e-4 and `1 - alpha` would lose about
/// eight significant digits. Each function validates its arguments and throws
/// InvalidParameter naming the offending one.
///
/// Numerical form. All formulas are rearranged so that every operation adds
/// non-negative terms or divides, e.g. E = 1 / (1 + (N - 1) s) rather than
/// 1 / (N s + 1 - s). Then each result carries only a few roundings and the
/// relative error stays below 1e-15 across N in [1, 1e12] and s in [0, 1]
/// (tests/core/model/LawsAccuracyTest checks 1e-12 against long double).

#include <cstddef>

namespace effsurf::core {

/// L1 Amdahl speedup: S(N, s) = 1 / (s + (1 - s)/N) = N / (1 + (N - 1) s).
double amdahlSpeedup(double n, double s);

/// L2 efficiency: E(N, s) = S / N = 1 / (1 + (N - 1) s).
double amdahlEfficiency(double n, double s);

/// L1 and L2 over many points, for callers with arrays (the Python module):
/// out[i] = S(n[i nStride], s[i sStride]) (resp. E) for i < count, strides in
/// elements (0 repeats one value). Every point is checked as amdahlSpeedup
/// checks it, but apart from the formula, so that the loop vectorizes.
/// Returns `count` when every point was valid, else the index of the first
/// invalid one (whose message the scalar function gives); `out` is then
/// unspecified.
std::size_t amdahlSpeedups(const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride, double* out,
                           std::size_t count) noexcept;
std::size_t amdahlEfficiencies(const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride, double* out,
                               std::size_t count) noexcept;
/// The other laws over many points, as ScalingLaw evaluates one (after the
/// payload speed-up k of §3, s' = k s / (1 + (k - 1) s); k = 1 leaves s):
/// S, or E when `efficiency` is set; points checked and reported as above.
/// k must be finite and above 0, gamma in [0, 2] (ScalingLaw checks both).
std::size_t acceleratedAmdahlValues(bool efficiency, double k, const double* n, std::ptrdiff_t nStride, const double* s,
                                    std::ptrdiff_t sStride, double* out, std::size_t count) noexcept;
std::size_t gustafsonValues(bool efficiency, double k, const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride,
                            double* out, std::size_t count) noexcept;
std::size_t sunNiValues(bool efficiency, double k, double gamma, const double* n, std::ptrdiff_t nStride, const double* s,
                        std::ptrdiff_t sStride, double* out, std::size_t count) noexcept;
/// L7 over many points: out[i] = isoefficiencySerialFraction(n[i], e[i]);
/// a point is invalid where the scalar form throws, or where no s in [0, 1]
/// gives that E (the line lies above s = 1).
std::size_t isoefficiencySerialFractions(const double* n, std::ptrdiff_t nStride, const double* e, std::ptrdiff_t eStride, double* out,
                                         std::size_t count) noexcept;
/// L3 gain ceiling ("performance wall"): lim S = 1/s as N -> inf; +inf for s = 0.
double gainCeiling(double s);

/// L3 payload performance R(N) = N E(N, s) R_single.
double payloadPerformance(double n, double s, double singleProcessorPerformance);

/// L3 performance limit R_limit = R_single / s (+inf for s = 0).
double performanceLimit(double s, double singleProcessorPerformance);

/// R_limit / Rpeak for a machine of N processors with Rpeak = N R_single:
/// 1 / (N s). For a TOP500 entry this is about E / (1 - E).
double limitToPeakRatio(double n, double s);

/// L4 effective serial fraction (Karp–Flatt e) from a measured speedup:
/// s_eff = (N - S) / (S (N - 1)). Needs N > 1 and 0 < S <= N.
double serialFractionFromSpeedup(double n, double speedup);

/// L4 for a chart or a table of measurements, which needs a value rather
/// than an exception: the same (N - S) / (S (N - 1)), negative for a
/// superlinear point (S > N, kept and flagged as data), NaN where it is not
/// defined (N <= 1, S <= 0, or either not finite).
double karpFlattMetric(double n, double speedup) noexcept;

/// L4 from a measured efficiency E = S / N: s_eff = (1 - E) / (E (N - 1)).
/// `1 - E` is exact for E in [0.5, 1] (Sterbenz), so no digits are lost where
/// machines actually are. Needs N > 1 and 0 < E <= 1.
double serialFractionFromEfficiency(double n, double efficiency);

/// L4 from a TOP500 entry: E = Rmax / Rpeak, computed as
/// (Rpeak - Rmax) / (Rmax (N - 1)) without forming E first.
double serialFractionFromRmaxRpeak(double n, double rmax, double rpeak);

/// L5 Gustafson scaled speedup S_G = s + (1 - s) N = 1 + (N - 1)(1 - s).
double gustafsonSpeedup(double n, double s);

/// L6 Sun–Ni memory-bounded speedup with workload growth G = G(N) > 0:
/// S = (s + (1 - s) G) / (s + (1 - s) G / N). G = 1 gives Amdahl, G = N Gustafson.
double sunNiSpeedup(double n, double s, double growth);

/// L7 isoefficiency line: the s at which E(N, s) = targetEfficiency,
/// s = (1 - E0) / (E0 (N - 1)). Needs N > 1 and 0 < E0 <= 1.
double isoefficiencySerialFraction(double n, double targetEfficiency);

/// Section 3: serial fraction after the payload is sped up k times while the
/// non-payload time stays: s' = s / (s + (1 - s)/k) = k s / (1 + (k - 1) s).
/// k > 0; k = 1 leaves s unchanged, k < 1 models a slower payload.
double acceleratedSerialFraction(double s, double speedFactor);

/// The inverse of acceleratedSerialFraction: the s that the speed-up k turns
/// into s', s = s' / (k - (k - 1) s'). s' >= 1 (more processors are slower)
/// maps to 1. Needs s' >= 0 and k > 0.
double unacceleratedSerialFraction(double acceleratedFraction, double speedFactor);

/// Section 3: realized performance after the speed-up, R' = k Rpeak E(N, s').
double acceleratedPerformance(double n, double s, double speedFactor, double rpeak);

}  // namespace effsurf::core
