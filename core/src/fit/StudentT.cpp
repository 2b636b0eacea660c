// SPDX-License-Identifier: MIT
#include "effsurf/core/fit/StudentT.h"

#include "effsurf/core/util/Validation.h"

#include <cmath>

namespace effsurf::core {
namespace {

double betaContinuedFraction(double a, double b, double x) {
    constexpr double kTiny = 1e-300;
    double c = 1.0;
    double d = 1.0 - (a + b) * x / (a + 1.0);
    if (std::fabs(d) < kTiny) d = kTiny;
    d = 1.0 / d;
    double h = d;
    for (int m = 1; m <= 300; ++m) {
        const double m2 = 2.0 * m;
        double aa = m * (b - m) * x / ((a + m2 - 1.0) * (a + m2));
        d = 1.0 + aa * d;
        if (std::fabs(d) < kTiny) d = kTiny;
        c = 1.0 + aa / c;
        if (std::fabs(c) < kTiny) c = kTiny;
        d = 1.0 / d;
        h *= d * c;
        aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1.0));
        d = 1.0 + aa * d;
        if (std::fabs(d) < kTiny) d = kTiny;
        c = 1.0 + aa / c;
        if (std::fabs(c) < kTiny) c = kTiny;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1.0) < 1e-15) break;
    }
    return h;
}

}  // namespace

double regularizedIncompleteBeta(double a, double b, double x) {
    if (x <= 0.0) return 0.0;
    if (x >= 1.0) return 1.0;
    const double logFront = std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
    const double front = std::exp(logFront);
    if (x < (a + 1.0) / (a + b + 2.0)) return front * betaContinuedFraction(a, b, x) / a;
    return 1.0 - front * betaContinuedFraction(b, a, 1.0 - x) / b;
}

double studentTCritical(double confidence, int degreesOfFreedom) {
    requireInRange(confidence, 0.0, 0.999999, "confidence");
    requireInRange(degreesOfFreedom, 1, 1e9, "degrees of freedom");
    const double nu = degreesOfFreedom;
    // P(|T| > t) = I_{nu/(nu+t^2)}(nu/2, 1/2); bisect on t for 1 - confidence.
    const double tail = 1.0 - confidence;
    double lo = 0.0;
    double hi = 1.0;
    while (regularizedIncompleteBeta(nu / 2.0, 0.5, nu / (nu + hi * hi)) > tail) hi *= 2.0;
    for (int i = 0; i < 200 && hi - lo > 1e-13 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (regularizedIncompleteBeta(nu / 2.0, 0.5, nu / (nu + mid * mid)) > tail) lo = mid;
        else hi = mid;
    }
    return 0.5 * (lo + hi);
}

}  // namespace effsurf::core
