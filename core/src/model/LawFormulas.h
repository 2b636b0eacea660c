// SPDX-License-Identifier: MIT
#pragma once

// The laws' formulas and the loop their array forms share (Laws.cpp and
// ScalingLaw.cpp): written once, so that the scalar and the array form of a
// law compute the same operations in the same order, to the last bit.

#include <cmath>
#include <cstddef>
#include <limits>

namespace effsurf::core::formulas {

/// L1 and L2 themselves.
inline double speedup(double n, double s) noexcept { return n / (1.0 + (n - 1.0) * s); }
inline double efficiency(double n, double s) noexcept { return 1.0 / (1.0 + (n - 1.0) * s); }
/// §3: s' = k s / (1 + (k - 1) s).
inline double accelerated(double s, double k) noexcept { return k * s / (1.0 + (k - 1.0) * s); }
/// L5: 1 - s is exact for s >= 0.5 and one rounding otherwise; N - (N - 1) s
/// would cancel catastrophically for s close to 1 and large N.
inline double gustafsonSpeedup(double n, double s) noexcept { return 1.0 + (n - 1.0) * (1.0 - s); }
/// L6 with the workload growth G.
inline double sunNiSpeedup(double n, double s, double growth) noexcept {
    const double parallel = (1.0 - s) * growth;
    return (s + parallel) / (s + parallel / n);
}
/// G(N) = N^gamma: the exponents the app offers exactly (sqrt is correctly
/// rounded, and vectorizes where pow does not), any other through pow.
inline double growth(double n, double exponent) noexcept {
    if (exponent == 0.0) return 1.0;
    if (exponent == 1.0) return n;
    if (exponent == 0.5) return std::sqrt(n);
    return std::pow(n, exponent);
}
/// L7 on Amdahl's surface.
inline double isoefficiency(double n, double e) noexcept { return (1.0 - e) / (e * (n - 1.0)); }

/// What requireProcessorCount and requireSerialFraction accept, without a
/// branch: NaN fails every comparison.
inline bool validPoint(double n, double s) noexcept {
    return (n >= 1.0) & (n <= std::numeric_limits<double>::max()) & (s >= 0.0) & (s <= 1.0);
}

/// out[i] = formula(n[i nStride], s[i sStride]), validity (valid(n, s))
/// collected apart as an integer OR (a bool reduction keeps GCC from
/// vectorizing), so that the common strides (both 1, or one of them 0)
/// vectorize. Always inlined: each target clone of its callers compiles its
/// own copy for its CPU. Returns count, or the index of the first invalid point.
template <typename Formula, typename Valid>
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
inline std::size_t
evaluateStrided(const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride, double* out, std::size_t count,
                Formula formula, Valid valid) noexcept {
    const auto length = static_cast<std::ptrdiff_t>(count);
    unsigned invalid = 0;
    if (nStride == 1 && sStride == 1) {
        for (std::ptrdiff_t i = 0; i < length; ++i) {
            invalid |= unsigned(!valid(n[i], s[i]));
            out[i] = formula(n[i], s[i]);
        }
    } else if (nStride == 1 && sStride == 0) {
        const double s0 = s[0];
        for (std::ptrdiff_t i = 0; i < length; ++i) {
            invalid |= unsigned(!valid(n[i], s0));
            out[i] = formula(n[i], s0);
        }
    } else if (nStride == 0 && sStride == 1) {
        const double n0 = n[0];
        for (std::ptrdiff_t i = 0; i < length; ++i) {
            invalid |= unsigned(!valid(n0, s[i]));
            out[i] = formula(n0, s[i]);
        }
    } else {
        for (std::ptrdiff_t i = 0; i < length; ++i) {
            invalid |= unsigned(!valid(n[i * nStride], s[i * sStride]));
            out[i] = formula(n[i * nStride], s[i * sStride]);
        }
    }
    if (invalid == 0) return count;
    for (std::ptrdiff_t i = 0; i < length; ++i)
        if (!valid(n[i * nStride], s[i * sStride])) return static_cast<std::size_t>(i);
    return count;
}

}  // namespace effsurf::core::formulas

// The array forms are division-bound: on x86-64 GCC also compiles them for
// AVX2 (four divisions at a time instead of two) and AVX-512, and the loader
// picks the clone the CPU runs (an ifunc); the result is the same to the
// last bit, since every operation is IEEE-rounded the same way (core is
// compiled with -ffp-contract=off: no fused multiply-add in any clone).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define EFFSURF_ARRAY_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define EFFSURF_ARRAY_CLONES
#endif
