#include "effsurf/core/model/Laws.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <limits>

namespace effsurf::core {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

/// L1 and L2 themselves, written once for the scalar and the array forms.
inline double speedupFormula(double n, double s) noexcept { return n / (1.0 + (n - 1.0) * s); }
inline double efficiencyFormula(double n, double s) noexcept { return 1.0 / (1.0 + (n - 1.0) * s); }

/// What requireProcessorCount and requireSerialFraction accept, without a
/// branch: NaN fails every comparison.
inline bool validPoint(double n, double s) noexcept {
    return (n >= 1.0) & (n <= std::numeric_limits<double>::max()) & (s >= 0.0) & (s <= 1.0);
}

/// out[i] = formula(n[i nStride], s[i sStride]), validity collected apart
/// as an integer OR (a bool reduction keeps GCC from vectorizing), so that
/// the common strides (both 1, or one of them 0) vectorize. Always inlined:
/// each target clone of its callers compiles its own copy for its CPU.
template <typename Formula>
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
inline std::size_t evaluateStrided(const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride,
                                   double* out, std::size_t count, Formula formula) noexcept {
    const auto length = static_cast<std::ptrdiff_t>(count);
    unsigned invalid = 0;
    if (nStride == 1 && sStride == 1) {
        for (std::ptrdiff_t i = 0; i < length; ++i) {
            invalid |= unsigned(!validPoint(n[i], s[i]));
            out[i] = formula(n[i], s[i]);
        }
    } else if (nStride == 1 && sStride == 0) {
        const double s0 = s[0];
        for (std::ptrdiff_t i = 0; i < length; ++i) {
            invalid |= unsigned(!validPoint(n[i], s0));
            out[i] = formula(n[i], s0);
        }
    } else if (nStride == 0 && sStride == 1) {
        const double n0 = n[0];
        for (std::ptrdiff_t i = 0; i < length; ++i) {
            invalid |= unsigned(!validPoint(n0, s[i]));
            out[i] = formula(n0, s[i]);
        }
    } else {
        for (std::ptrdiff_t i = 0; i < length; ++i) {
            invalid |= unsigned(!validPoint(n[i * nStride], s[i * sStride]));
            out[i] = formula(n[i * nStride], s[i * sStride]);
        }
    }
    if (invalid == 0) return count;
    for (std::ptrdiff_t i = 0; i < length; ++i)
        if (!validPoint(n[i * nStride], s[i * sStride])) return static_cast<std::size_t>(i);
    return count;
}

void requireMoreThanOneProcessor(double n) {
    requireProcessorCount(n);
    if (n <= 1.0)
        throw InvalidParameter("N", "must be greater than 1 to derive a serial fraction (with N = 1 every s fits), got " +
                                        formatNumber(n));
}

}  // namespace

double amdahlSpeedup(double n, double s) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    return speedupFormula(n, s);
}

double amdahlEfficiency(double n, double s) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    return efficiencyFormula(n, s);
}

// The array forms are division-bound: on x86-64 GCC also compiles them for
// AVX2 (four divisions at a time instead of two) and the loader picks the
// clone the CPU runs (an ifunc); the result is the same to the last bit,
// since every operation is IEEE-rounded the same way.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define EFFSURF_ARRAY_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define EFFSURF_ARRAY_CLONES
#endif

EFFSURF_ARRAY_CLONES std::size_t amdahlSpeedups(const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride, double* out,
                           std::size_t count) noexcept {
    return evaluateStrided(n, nStride, s, sStride, out, count, [](double a, double b) { return speedupFormula(a, b); });
}

EFFSURF_ARRAY_CLONES std::size_t amdahlEfficiencies(const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride, double* out,
                               std::size_t count) noexcept {
    return evaluateStrided(n, nStride, s, sStride, out, count, [](double a, double b) { return efficiencyFormula(a, b); });
}

double gainCeiling(double s) {
    requireSerialFraction(s);
    return s == 0.0 ? kInfinity : 1.0 / s;
}

double payloadPerformance(double n, double s, double singleProcessorPerformance) {
    requirePositive(singleProcessorPerformance, "single-processor performance");
    return amdahlSpeedup(n, s) * singleProcessorPerformance;
}

double performanceLimit(double s, double singleProcessorPerformance) {
    requirePositive(singleProcessorPerformance, "single-processor performance");
    return gainCeiling(s) * singleProcessorPerformance;
}

double limitToPeakRatio(double n, double s) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    return s == 0.0 ? kInfinity : 1.0 / (n * s);
}

double serialFractionFromSpeedup(double n, double speedup) {
    requireMoreThanOneProcessor(n);
    requirePositive(speedup, "speedup");
    if (speedup > n)
        throw InvalidParameter("speedup", "must not exceed N = " + formatNumber(n) + " (superlinear), got " +
                                              formatNumber(speedup));
    return karpFlattMetric(n, speedup);
}

double karpFlattMetric(double n, double speedup) noexcept {
    const bool defined = n > 1.0 && n <= std::numeric_limits<double>::max() && speedup > 0.0 &&
                         speedup <= std::numeric_limits<double>::max();
    return defined ? (n - speedup) / (speedup * (n - 1.0)) : std::numeric_limits<double>::quiet_NaN();
}

double serialFractionFromEfficiency(double n, double efficiency) {
    requireMoreThanOneProcessor(n);
    requirePositive(efficiency, "efficiency");
    if (efficiency > 1.0)
        throw InvalidParameter("efficiency", "must not exceed 1 (superlinear), got " + formatNumber(efficiency));
    return (1.0 - efficiency) / (efficiency * (n - 1.0));
}

double serialFractionFromRmaxRpeak(double n, double rmax, double rpeak) {
    requireMoreThanOneProcessor(n);
    requirePositive(rmax, "Rmax");
    requirePositive(rpeak, "Rpeak");
    if (rmax > rpeak)
        throw InvalidParameter("Rmax", "must not exceed Rpeak = " + formatNumber(rpeak) + ", got " + formatNumber(rmax));
    return (rpeak - rmax) / (rmax * (n - 1.0));
}

double gustafsonSpeedup(double n, double s) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    // 1 - s is exact for s >= 0.5 and one rounding otherwise; N - (N - 1) s
    // would cancel catastrophically for s close to 1 and large N.
    return 1.0 + (n - 1.0) * (1.0 - s);
}

double sunNiSpeedup(double n, double s, double growth) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    requirePositive(growth, "workload growth G(N)");
    const double parallel = (1.0 - s) * growth;
    return (s + parallel) / (s + parallel / n);
}

double isoefficiencySerialFraction(double n, double targetEfficiency) {
    requireMoreThanOneProcessor(n);
    requirePositive(targetEfficiency, "target efficiency");
    if (targetEfficiency > 1.0)
        throw InvalidParameter("target efficiency", "must not exceed 1, got " + formatNumber(targetEfficiency));
    return (1.0 - targetEfficiency) / (targetEfficiency * (n - 1.0));
}

double acceleratedSerialFraction(double s, double speedFactor) {
    requireSerialFraction(s);
    requirePositive(speedFactor, "speed factor k");
    return speedFactor * s / (1.0 + (speedFactor - 1.0) * s);
}

double unacceleratedSerialFraction(double acceleratedFraction, double speedFactor) {
    if (!(acceleratedFraction >= 0.0))
        throw InvalidParameter("s'", "must be at least 0, got " + formatNumber(acceleratedFraction));
    requirePositive(speedFactor, "speed factor k");
    if (acceleratedFraction >= 1.0) return 1.0;
    return acceleratedFraction / (speedFactor - (speedFactor - 1.0) * acceleratedFraction);
}

double acceleratedPerformance(double n, double s, double speedFactor, double rpeak) {
    requirePositive(rpeak, "Rpeak");
    return speedFactor * rpeak * amdahlEfficiency(n, acceleratedSerialFraction(s, speedFactor));
}

}  // namespace effsurf::core
