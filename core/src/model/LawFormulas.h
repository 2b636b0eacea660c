// SPDX-License-Identifier: MIT
#pragma once

// The laws' formulas and the loop their array forms share (Laws.cpp and
// ScalingLaw.cpp): written once, so that the scalar and the array form of a
// law compute the same operations in the same order, to the last bit.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>

// The laws' loops vectorize only with every formula inlined into them: GCC
// would otherwise call power() (too long for its inlining budget), or the
// lambda that calls it, a point at a time (EFFSURF_LAMBDA_INLINE goes
// between a lambda's parameters and its body).
#if defined(__GNUC__)
#define EFFSURF_INLINE inline __attribute__((always_inline))
#define EFFSURF_LAMBDA_INLINE __attribute__((always_inline))
#else
#define EFFSURF_INLINE inline
#define EFFSURF_LAMBDA_INLINE
#endif

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
EFFSURF_INLINE double bitsToDouble(std::uint64_t bits) noexcept {
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

EFFSURF_INLINE std::uint64_t doubleToBits(double value) noexcept {
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

/// a b = hi + lo exactly (Dekker; core is compiled without fused multiply-add).
EFFSURF_INLINE void twoProduct(double a, double b, double& hi, double& lo) noexcept {
    constexpr double kSplit = 134217729.0;  // 2^27 + 1
    const double ca = kSplit * a, aHi = ca - (ca - a), aLo = a - aHi;
    const double cb = kSplit * b, bHi = cb - (cb - b), bLo = b - bHi;
    hi = a * b;
    lo = ((aHi * bHi - hi) + aHi * bLo + aLo * bHi) + aLo * bLo;
}

/// a + b = hi + lo exactly (Knuth's TwoSum: any order of magnitude).
EFFSURF_INLINE void twoSum(double a, double b, double& hi, double& lo) noexcept {
    hi = a + b;
    const double bVirtual = hi - a;
    lo = (a - (hi - bVirtual)) + (b - bVirtual);
}

/// n^g for n >= 1 and 0 <= g <= 2 as exp(g ln n), with ln n and the product
/// carried in double-double, so that it stays within about one ulp of the
/// exact power; straight-line arithmetic without tables or branches, so
/// that the array forms' loops vectorize (the C library's pow does not).
EFFSURF_INLINE double power(double n, double g) noexcept {
    constexpr double kLn2Hi = 6.93147180369123816490e-01;  // ln 2's first 32 bits: e ln2Hi is exact
    constexpr double kLn2Lo = 1.90821492927058770002e-10;
    constexpr double kMagic = 6755399441055744.0;  // 1.5 2^52: adding it rounds to an integer in the low bits
    // n = 2^e m with m in [sqrt(1/2), sqrt(2)), by integer arithmetic on the bits (as musl's log):
    // no comparison, so that every vector unit's loop has no branch.
    constexpr std::uint64_t kOffset = 0x3fe6a09e667f3bcdULL;  // the bits of sqrt(1/2)
    const std::uint64_t bits = doubleToBits(n);
    const std::uint64_t shifted = bits - kOffset;
    const double m = bitsToDouble(bits - (shifted & 0xfff0000000000000ULL));
    // e = shifted >> 52 as a double without an integer conversion: 2^52 + e, less 2^52.
    const double e = bitsToDouble(0x4330000000000000ULL | (shifted >> 52)) - 4503599627370496.0;
    // ln m = 2 atanh(f), f = u / (2 + u), u = m - 1 (exact): f in double-double.
    const double u = m - 1.0;
    const double dHi = 2.0 + u;
    const double dLo = u - (dHi - 2.0);
    const double fHi = u / dHi;
    double pHi, pLo;
    twoProduct(fHi, dHi, pHi, pLo);
    const double fLo = (((u - pHi) - pLo) - fHi * dLo) / dHi;
    const double z = fHi * fHi;  // <= 0.0295: 2 f^3 (1/3 + z/5 + ...) to 2^-60 with 12 terms
    const double series =
        1.0 / 3 +
        z * (1.0 / 5 +
             z * (1.0 / 7 +
                  z * (1.0 / 9 +
                       z * (1.0 / 11 +
                            z * (1.0 / 13 +
                                 z * (1.0 / 15 + z * (1.0 / 17 + z * (1.0 / 19 + z * (1.0 / 21 + z * (1.0 / 23 + z * (1.0 / 25)))))))))));
    double lnHi, lnLo;
    twoSum(2.0 * fHi, 2.0 * fHi * z * series, lnHi, lnLo);
    lnLo += 2.0 * fLo;
    // ln n = e ln 2 + ln m.
    double sHi, sLo;
    twoSum(e * kLn2Hi, lnHi, sHi, sLo);
    sLo += e * kLn2Lo + lnLo;
    // y = g ln n.
    double yHi, yLo;
    twoProduct(g, sHi, yHi, yLo);
    yLo += g * sLo;
    // exp(y) = 2^k exp(r), |r| <= ln2 / 2.
    const double rounded = yHi * 1.4426950408889634 + kMagic;
    const double k = rounded - kMagic;
    const double r = ((yHi - k * kLn2Hi) - k * kLn2Lo) + yLo;
    const double q =
        r *
        (1.0 +
         r * (1.0 / 2 +
              r * (1.0 / 6 +
                   r * (1.0 / 24 +
                        r * (1.0 / 120 +
                             r * (1.0 / 720 +
                                  r * (1.0 / 5040 +
                                       r * (1.0 / 40320 +
                                            r * (1.0 / 362880 +
                                                 r * (1.0 / 3628800 + r * (1.0 / 39916800 +
                                                                           r * (1.0 / 479001600 + r * (1.0 / 6227020800 +
                                                                                                       r * (1.0 / 87178291200))))))))))))));
    // 2^k as two factors, so that a k above 1023 overflows to infinity as pow does.
    const std::uint64_t kBits = doubleToBits(rounded) - doubleToBits(kMagic);
    const std::uint64_t half = kBits >> 1;
    const double scale1 = bitsToDouble((half + 1023) << 52);
    const double scale2 = bitsToDouble((kBits - half + 1023) << 52);
    return (1.0 + q) * scale1 * scale2;
}

/// G(N) = N^gamma: the exponents the app offers exactly (sqrt is correctly
/// rounded, and vectorizes), any other through power(), within an ulp of
/// the C library's pow and, unlike it, vectorized.
inline double growth(double n, double exponent) noexcept {
    if (exponent == 0.0) return 1.0;
    if (exponent == 1.0) return n;
    if (exponent == 0.5) return std::sqrt(n);
    return power(n, exponent);
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
