// SPDX-License-Identifier: MIT
#include "effsurf/core/fit/AllReduceFit.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace effsurf::core {
namespace {

/// Least squares of t = a x + b y in relative error (rows weighted by 1/t),
/// with a, b >= 0: the unconstrained 2 x 2 normal equations, or, when one
/// estimate is negative, the other alone. Returns false when b (the size
/// term) cannot be positive.
bool fitNonNegative(const std::vector<double>& x, const std::vector<double>& y, const std::vector<double>& t, double& a, double& b) {
    double sxx = 0, sxy = 0, syy = 0, sxt = 0, syt = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const double w = 1.0 / (t[i] * t[i]);
        sxx += w * x[i] * x[i];
        sxy += w * x[i] * y[i];
        syy += w * y[i] * y[i];
        sxt += w * x[i] * t[i];
        syt += w * y[i] * t[i];
    }
    const double determinant = sxx * syy - sxy * sxy;
    if (determinant > 1e-12 * sxx * syy) {
        a = (sxt * syy - syt * sxy) / determinant;
        b = (syt * sxx - sxt * sxy) / determinant;
        if (a >= 0 && b > 0) return true;
    }
    // On the boundary: one of the two at 0.
    const double bOnly = syy > 0 ? syt / syy : 0.0;
    const double aOnly = sxx > 0 ? sxt / sxx : 0.0;
    const auto residual = [&](double ca, double cb) {
        double sum = 0;
        for (std::size_t i = 0; i < t.size(); ++i) sum += std::pow((ca * x[i] + cb * y[i]) / t[i] - 1.0, 2);
        return sum;
    };
    if (bOnly > 0 && (aOnly <= 0 || residual(0, bOnly) <= residual(aOnly, 0))) {
        a = 0;
        b = bOnly;
        return true;
    }
    a = std::max(aOnly, 0.0);
    b = 0;
    return false;
}

}  // namespace

AllReduceFit fitAllReduce(const std::vector<AllReduceTiming>& timings) {
    AllReduceFit fit;
    std::vector<double> x, y, t;
    std::map<double, std::vector<const AllReduceTiming*>> byWorkers;
    for (const AllReduceTiming& timing : timings) {
        if (!(timing.workers >= 2) || !(timing.bytes > 0) || !(timing.seconds > 0) || !std::isfinite(timing.seconds)) continue;
        const double n = timing.workers;
        x.push_back(2.0 * (n - 1.0));
        y.push_back(2.0 * (n - 1.0) / n * timing.bytes);
        t.push_back(timing.seconds);
        byWorkers[n].push_back(&timing);
    }
    if (t.size() < 2) {
        fit.reason = "needs all-reduce timings of at least 2 message sizes at 2 or more workers";
        return fit;
    }
    for (const auto& [workers, group] : byWorkers) {
        std::vector<double> ones, sizes, times;
        for (const AllReduceTiming* timing : group) {
            ones.push_back(1.0);
            sizes.push_back(timing->bytes);
            times.push_back(timing->seconds);
        }
        double alpha = 0, inverseBeta = 0;
        CollectiveCost cost;
        cost.workers = workers;
        cost.sizes = static_cast<int>(group.size());
        if (group.size() >= 2 && fitNonNegative(ones, sizes, times, alpha, inverseBeta)) {
            cost.alphaSeconds = alpha;
            cost.betaBytesPerSecond = 1.0 / inverseBeta;
        } else {
            cost.alphaSeconds = group.front()->seconds;
            cost.betaBytesPerSecond = std::numeric_limits<double>::infinity();
        }
        fit.perWorkers.push_back(cost);
    }
    double latency = 0, inverseBandwidth = 0;
    if (!fitNonNegative(x, y, t, latency, inverseBandwidth)) {
        fit.reason = "the all-reduce times do not grow with the message size: no bandwidth can be fitted";
        return fit;
    }
    fit.ok = true;
    fit.latencySeconds = latency;
    fit.bandwidthBytesPerSecond = 1.0 / inverseBandwidth;
    for (std::size_t i = 0; i < t.size(); ++i)
        fit.worstRelativeError = std::max(fit.worstRelativeError, std::abs((latency * x[i] + inverseBandwidth * y[i]) / t[i] - 1.0));
    return fit;
}

}  // namespace effsurf::core
