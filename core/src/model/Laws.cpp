// SPDX-License-Identifier: MIT
#include "effsurf/core/model/Laws.h"

#include "effsurf/core/util/Message.h"

#include "LawFormulas.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <limits>

namespace effsurf::core {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

void requireMoreThanOneProcessor(double n) {
    requireProcessorCount(n);
    if (n <= 1.0)
        throw InvalidParameter(
            "N",
            Message(EFFSURF_TEXT("must be greater than 1 to derive a serial fraction (with N = 1 every s fits), got %1"), {formatNumber(n)})
                .text());
}

}  // namespace

double amdahlSpeedup(double n, double s) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    return formulas::speedup(n, s);
}

double amdahlEfficiency(double n, double s) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    return formulas::efficiency(n, s);
}

EFFSURF_ARRAY_CLONES std::size_t amdahlSpeedups(const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride,
                                                double* out, std::size_t count) noexcept {
    return formulas::evaluateStrided(
        n, nStride, s, sStride, out, count, [](double a, double b) { return formulas::speedup(a, b); }, formulas::validPoint);
}

EFFSURF_ARRAY_CLONES std::size_t amdahlEfficiencies(const double* n, std::ptrdiff_t nStride, const double* s, std::ptrdiff_t sStride,
                                                    double* out, std::size_t count) noexcept {
    return formulas::evaluateStrided(
        n, nStride, s, sStride, out, count, [](double a, double b) { return formulas::efficiency(a, b); }, formulas::validPoint);
}

EFFSURF_ARRAY_CLONES std::size_t acceleratedAmdahlValues(bool efficiency, double k, const double* n, std::ptrdiff_t nStride,
                                                         const double* s, std::ptrdiff_t sStride, double* out, std::size_t count) noexcept {
    using namespace formulas;
    if (efficiency)
        return evaluateStrided(
            n, nStride, s, sStride, out, count, [k](double a, double b) { return formulas::speedup(a, accelerated(b, k)) / a; },
            validPoint);
    return evaluateStrided(
        n, nStride, s, sStride, out, count, [k](double a, double b) { return formulas::speedup(a, accelerated(b, k)); }, validPoint);
}

EFFSURF_ARRAY_CLONES std::size_t gustafsonValues(bool efficiency, double k, const double* n, std::ptrdiff_t nStride, const double* s,
                                                 std::ptrdiff_t sStride, double* out, std::size_t count) noexcept {
    using namespace formulas;
    if (efficiency)
        return evaluateStrided(
            n, nStride, s, sStride, out, count, [k](double a, double b) { return formulas::gustafsonSpeedup(a, accelerated(b, k)) / a; },
            validPoint);
    return evaluateStrided(
        n, nStride, s, sStride, out, count, [k](double a, double b) { return formulas::gustafsonSpeedup(a, accelerated(b, k)); },
        validPoint);
}

EFFSURF_ARRAY_CLONES std::size_t sunNiValues(bool efficiency, double k, double gamma, const double* n, std::ptrdiff_t nStride,
                                             const double* s, std::ptrdiff_t sStride, double* out, std::size_t count) noexcept {
    using namespace formulas;
    // The default exponent 0.5 separately: growth() is then a square root, which vectorizes.
    if (gamma == 0.5) {
        if (efficiency)
            return evaluateStrided(
                n, nStride, s, sStride, out, count,
                [k](double a, double b) { return formulas::sunNiSpeedup(a, accelerated(b, k), std::sqrt(a)) / a; }, validPoint);
        return evaluateStrided(
            n, nStride, s, sStride, out, count,
            [k](double a, double b) { return formulas::sunNiSpeedup(a, accelerated(b, k), std::sqrt(a)); }, validPoint);
    }
    // 0 and 1 through growth() (1 and N exactly, as the scalar form); any other exponent through
    // power() itself, whose loop has no branch and vectorizes (growth()'s tests of the exponent would keep it from it).
    if (gamma == 0.0 || gamma == 1.0) {
        if (efficiency)
            return evaluateStrided(
                n, nStride, s, sStride, out, count,
                [k, gamma](double a, double b) { return formulas::sunNiSpeedup(a, accelerated(b, k), growth(a, gamma)) / a; }, validPoint);
        return evaluateStrided(
            n, nStride, s, sStride, out, count,
            [k, gamma](double a, double b) { return formulas::sunNiSpeedup(a, accelerated(b, k), growth(a, gamma)); }, validPoint);
    }
    if (efficiency)
        return evaluateStrided(
            n, nStride, s, sStride, out, count,
            [k, gamma](double a, double b)
                EFFSURF_LAMBDA_INLINE { return formulas::sunNiSpeedup(a, accelerated(b, k), power(a, gamma)) / a; },
            validPoint);
    return evaluateStrided(
        n, nStride, s, sStride, out, count,
        [k, gamma](double a, double b) EFFSURF_LAMBDA_INLINE { return formulas::sunNiSpeedup(a, accelerated(b, k), power(a, gamma)); },
        validPoint);
}

EFFSURF_ARRAY_CLONES std::size_t isoefficiencySerialFractions(const double* n, std::ptrdiff_t nStride, const double* e,
                                                              std::ptrdiff_t eStride, double* out, std::size_t count) noexcept {
    using namespace formulas;
    return evaluateStrided(
        n, nStride, e, eStride, out, count, [](double a, double b) { return isoefficiency(a, b); },
        [](double a, double b) {
            // Branch-free, as validPoint: no s in [0, 1] gives E above the line s = 1.
            const bool inRange = (a > 1.0) & (a <= std::numeric_limits<double>::max()) & (b > 0.0) & (b <= 1.0);
            const double line = isoefficiency(a, b);
            return inRange & (line <= 1.0);
        });
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
        throw InvalidParameter(
            "speedup",
            Message(EFFSURF_TEXT("must not exceed N = %1 (superlinear), got %2"), {formatNumber(n), formatNumber(speedup)}).text());
    return karpFlattMetric(n, speedup);
}

double karpFlattMetric(double n, double speedup) noexcept {
    const bool defined =
        n > 1.0 && n <= std::numeric_limits<double>::max() && speedup > 0.0 && speedup <= std::numeric_limits<double>::max();
    return defined ? (n - speedup) / (speedup * (n - 1.0)) : std::numeric_limits<double>::quiet_NaN();
}

double serialFractionFromEfficiency(double n, double efficiency) {
    requireMoreThanOneProcessor(n);
    requirePositive(efficiency, "efficiency");
    if (efficiency > 1.0)
        throw InvalidParameter("efficiency",
                               Message(EFFSURF_TEXT("must not exceed 1 (superlinear), got %1"), {formatNumber(efficiency)}).text());
    return (1.0 - efficiency) / (efficiency * (n - 1.0));
}

double serialFractionFromRmaxRpeak(double n, double rmax, double rpeak) {
    requireMoreThanOneProcessor(n);
    requirePositive(rmax, "Rmax");
    requirePositive(rpeak, "Rpeak");
    if (rmax > rpeak)
        throw InvalidParameter(
            "Rmax", Message(EFFSURF_TEXT("must not exceed Rpeak = %1, got %2"), {formatNumber(rpeak), formatNumber(rmax)}).text());
    return (rpeak - rmax) / (rmax * (n - 1.0));
}

double gustafsonSpeedup(double n, double s) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    return formulas::gustafsonSpeedup(n, s);
}

double sunNiSpeedup(double n, double s, double growth) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    requirePositive(growth, "workload growth G(N)");
    return formulas::sunNiSpeedup(n, s, growth);
}

double isoefficiencySerialFraction(double n, double targetEfficiency) {
    requireMoreThanOneProcessor(n);
    requirePositive(targetEfficiency, "target efficiency");
    if (targetEfficiency > 1.0)
        throw InvalidParameter("target efficiency",
                               Message(EFFSURF_TEXT("must not exceed 1, got %1"), {formatNumber(targetEfficiency)}).text());
    return formulas::isoefficiency(n, targetEfficiency);
}

double acceleratedSerialFraction(double s, double speedFactor) {
    requireSerialFraction(s);
    requirePositive(speedFactor, "speed factor k");
    return formulas::accelerated(s, speedFactor);
}

double unacceleratedSerialFraction(double acceleratedFraction, double speedFactor) {
    if (!(acceleratedFraction >= 0.0))
        throw InvalidParameter("s'", Message(EFFSURF_TEXT("must be at least %1, got %2"), {"0", formatNumber(acceleratedFraction)}).text());
    requirePositive(speedFactor, "speed factor k");
    if (acceleratedFraction >= 1.0) return 1.0;
    return acceleratedFraction / (speedFactor - (speedFactor - 1.0) * acceleratedFraction);
}

double acceleratedPerformance(double n, double s, double speedFactor, double rpeak) {
    requirePositive(rpeak, "Rpeak");
    return speedFactor * rpeak * amdahlEfficiency(n, acceleratedSerialFraction(s, speedFactor));
}

}  // namespace effsurf::core
