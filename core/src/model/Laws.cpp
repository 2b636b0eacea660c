#include "effsurf/core/model/Laws.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <limits>

namespace effsurf::core {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

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
    return n / (1.0 + (n - 1.0) * s);
}

double amdahlEfficiency(double n, double s) {
    requireProcessorCount(n);
    requireSerialFraction(s);
    return 1.0 / (1.0 + (n - 1.0) * s);
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
    return (n - speedup) / (speedup * (n - 1.0));
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

double acceleratedPerformance(double n, double s, double speedFactor, double rpeak) {
    requirePositive(rpeak, "Rpeak");
    return speedFactor * rpeak * amdahlEfficiency(n, acceleratedSerialFraction(s, speedFactor));
}

}  // namespace effsurf::core
