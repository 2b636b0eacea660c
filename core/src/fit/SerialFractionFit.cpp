// SPDX-License-Identifier: MIT
#include "effsurf/core/fit/SerialFractionFit.h"

#include "effsurf/core/fit/StudentT.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/util/Validation.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>

namespace effsurf::core {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The repetitions at one N as the fit needs them: the moments of the fit's
/// variable (1/T for times, S otherwise) and of the observed quantity (T or
/// S), for the residuals and R^2 over every row.
struct Group {
    double n = 1.0;
    double count = 1.0;
    FitVariableMoments fit;
    double observedMean = 0.0;
    double observedSquares = 0.0;
};

std::vector<Group> groupsOf(const MeasurementSeries& series) {
    std::vector<Group> groups;
    groups.reserve(series.points.size());
    const bool isTime = series.quantity == MeasuredQuantity::Time;
    for (const auto& p : series.points) {
        Group g;
        g.n = p.processors;
        g.count = double(std::max(1, p.repetitions));
        g.fit = p.fitVariable;
        if (isTime) {
            g.observedMean = p.value;
            g.observedSquares = p.standardDeviation * p.standardDeviation * (g.count - 1.0);
        } else {
            g.observedMean = p.fitVariable.mean;
            g.observedSquares = p.fitVariable.squaredDeviations;
        }
        groups.push_back(g);
    }
    return groups;
}

std::vector<Group> singleRows(const Eigen::Ref<const Eigen::ArrayXd>& n, const Eigen::Ref<const Eigen::ArrayXd>& values, bool isTime) {
    std::vector<Group> groups(std::size_t(n.size()));
    for (Eigen::Index i = 0; i < n.size(); ++i) {
        Group& g = groups[std::size_t(i)];
        g.n = n(i);
        const double x = isTime ? 1.0 / values(i) : values(i);
        g.fit = {x, 0.0, x, x};
        g.observedMean = values(i);
    }
    return groups;
}

double totalRows(const std::vector<Group>& groups) {
    double rows = 0.0;
    for (const auto& g : groups) rows += g.count;
    return rows;
}

/// Checks shared by both fits; returns an empty string if a fit can be made.
std::string whyNotFittable(const std::vector<Group>& groups) {
    const double rows = totalRows(groups);
    if (rows < 2.0) return "needs at least 2 points, got " + std::to_string(static_cast<long long>(rows));
    const bool allSame = std::all_of(groups.begin(), groups.end(), [&](const Group& g) { return g.n == groups[0].n; });
    if (allSame) return "all points have the same N; a fit needs at least two different N";
    return {};
}

/// R^2 over every row: SS_res and SS_tot from the per-N moments of the observed quantity.
double rSquared(const std::vector<Group>& groups, const std::vector<double>& predicted) {
    double weighted = 0.0;
    const double rows = totalRows(groups);
    for (const auto& g : groups) weighted += g.count * g.observedMean;
    const double grand = weighted / rows;
    double residual = 0.0;
    double total = 0.0;
    for (std::size_t k = 0; k < groups.size(); ++k) {
        const Group& g = groups[k];
        const double offset = g.observedMean - predicted[k];
        const double spread = g.observedMean - grand;
        residual += g.count * offset * offset + g.observedSquares;
        total += g.count * spread * spread + g.observedSquares;
    }
    return total > 0.0 ? 1.0 - residual / total : (residual == 0.0 ? 1.0 : 0.0);
}

void setInterval(SerialFractionFit& fit) {
    if (fit.degreesOfFreedom >= 1 && std::isfinite(fit.standardError)) {
        const double t = studentTCritical(0.95, fit.degreesOfFreedom);
        fit.lower95 = std::clamp(fit.serialFraction - t * fit.standardError, 0.0, 1.0);
        fit.upper95 = std::clamp(fit.serialFraction + t * fit.standardError, 0.0, 1.0);
    } else {
        fit.standardError = fit.lower95 = fit.upper95 = kNaN;
    }
    if (fit.unconstrainedSerialFraction < 0.0)
        fit.warning = "the unconstrained fit gives s = " + formatNumber(fit.unconstrainedSerialFraction) +
                      " < 0: the data scale superlinearly and s is reported as 0";
    else if (fit.unconstrainedSerialFraction > 1.0)
        fit.warning = "the unconstrained fit gives s = " + formatNumber(fit.unconstrainedSerialFraction) +
                      " > 1: the data slow down with N more than any serial fraction can; s is reported as 1";
}

/// The per-point columns shared by both fits, from the measured speedups.
void addPoint(SerialFractionFit& fit, double n, double observed, double predicted, double speedup, double low, double high) {
    fit.processors.push_back(n);
    fit.observed.push_back(observed);
    fit.predicted.push_back(predicted);
    fit.residuals.push_back(observed - predicted);
    fit.pointSerialFraction.push_back(karpFlattMetric(n, speedup));
    fit.pointSpeedup.push_back(speedup);
    fit.pointSpeedupLow.push_back(low);
    fit.pointSpeedupHigh.push_back(high);
    const bool above = speedup > n;
    fit.aboveIdeal.push_back(above);
    if (above) ++fit.aboveIdealCount;
}

/// No NaN or infinity reaches a screen: a fit whose numbers overflowed fails instead.
SerialFractionFit finished(SerialFractionFit fit) {
    const bool finite = std::isfinite(fit.serialFraction) && std::isfinite(fit.rSquared) &&
                        std::all_of(fit.pointSpeedup.begin(), fit.pointSpeedup.end(), [](double v) { return std::isfinite(v); });
    if (!finite) {
        SerialFractionFit failed;
        failed.reason = "the values are too large or too small to compute with";
        return failed;
    }
    fit.ok = true;
    return fit;
}

SerialFractionFit fitSpeedupGroups(const std::vector<Group>& groups) {
    SerialFractionFit fit;
    fit.reason = whyNotFittable(groups);
    if (fit.reason.empty() && std::all_of(groups.begin(), groups.end(), [](const Group& g) { return g.n == 1.0; }))
        fit.reason = "all points have N = 1";
    if (!fit.reason.empty()) return fit;

    double sxy = 0.0, sxx = 0.0, usable = 0.0;
    for (const Group& g : groups) {
        const double x = 1.0 - 1.0 / g.n;
        const double sumS = g.count * g.fit.mean;
        const double sumS2 = g.fit.squaredDeviations + g.count * g.fit.mean * g.fit.mean;
        sxy += x * (sumS - sumS2 / g.n);
        sxx += x * x * sumS2;
        if (g.n > 1.0) usable += g.count;
    }
    fit.unconstrainedSerialFraction = sxy / sxx;
    fit.serialFraction = std::clamp(fit.unconstrainedSerialFraction, 0.0, 1.0);
    fit.rows = static_cast<std::size_t>(totalRows(groups));
    fit.degreesOfFreedom = static_cast<int>(usable) - 1;
    if (fit.degreesOfFreedom >= 1) {
        // Residuals at the unconstrained estimate: the scatter of the data about
        // the best line. Rows at N = 1 say nothing about s (S(1) = 1 whatever
        // s is): out of the residuals as they are out of the degrees of freedom.
        double rss = 0.0;
        for (const Group& g : groups) {
            if (g.n == 1.0) continue;
            const double r = 1.0 / g.n + fit.unconstrainedSerialFraction * (1.0 - 1.0 / g.n);
            const double offset = 1.0 - g.fit.mean * r;
            rss += g.count * offset * offset + r * r * g.fit.squaredDeviations;
        }
        fit.standardError = std::sqrt(rss / fit.degreesOfFreedom / sxx);
    }
    setInterval(fit);
    fit.singleProcessorTime = fit.singleProcessorTimeError = kNaN;

    std::vector<double> predicted;
    predicted.reserve(groups.size());
    for (const Group& g : groups) {
        const double prediction = g.n / (1.0 + (g.n - 1.0) * fit.serialFraction);
        predicted.push_back(prediction);
        addPoint(fit, g.n, g.fit.mean, prediction, g.fit.mean, g.fit.minimum, g.fit.maximum);
    }
    fit.rSquared = rSquared(groups, predicted);
    return finished(std::move(fit));
}

SerialFractionFit fitTimeGroups(const std::vector<Group>& groups) {
    SerialFractionFit fit;
    fit.reason = whyNotFittable(groups);
    if (!fit.reason.empty()) return fit;

    // One equivalent row per N: sqrt(S2) [1, 1/N] against S1 / sqrt(S2), with
    // S1 = sum 1/T and S2 = sum 1/T^2 over its repetitions.
    const auto count = static_cast<Eigen::Index>(groups.size());
    Eigen::MatrixX2d design(count, 2);
    Eigen::VectorXd target(count);
    for (Eigen::Index k = 0; k < count; ++k) {
        const Group& g = groups[std::size_t(k)];
        const double s1 = g.count * g.fit.mean;
        const double root = std::sqrt(g.fit.squaredDeviations + g.count * g.fit.mean * g.fit.mean);
        design(k, 0) = root;
        design(k, 1) = root / g.n;
        target(k) = s1 / root;
    }
    const Eigen::Matrix2d normal = design.transpose() * design;
    const Eigen::Vector2d coefficients = design.colPivHouseholderQr().solve(target);
    double a = coefficients(0);
    double b = coefficients(1);
    if (!std::isfinite(a) || !std::isfinite(b)) {
        fit.reason = "the times do not determine T1 (degenerate data)";
        return fit;
    }
    /// The residual sum of squares of T(N) = a + b / N over every row.
    const auto residuals = [&](double intercept, double slope) {
        double rss = 0.0;
        for (const Group& g : groups) {
            const double p = intercept + slope / g.n;
            const double offset = p * g.fit.mean - 1.0;
            rss += p * p * g.fit.squaredDeviations + g.count * offset * offset;
        }
        return rss;
    };
    const bool unconstrainedT1 = a + b > 0.0;
    fit.unconstrainedSerialFraction = unconstrainedT1 ? a / (a + b) : kNaN;
    fit.rows = static_cast<std::size_t>(totalRows(groups));
    fit.degreesOfFreedom = static_cast<int>(fit.rows) - 2;
    if (fit.degreesOfFreedom >= 1 && unconstrainedT1) {
        const Eigen::Matrix2d covariance = residuals(a, b) / fit.degreesOfFreedom * normal.inverse();
        const double t1 = a + b;
        const Eigen::Vector2d gradient(b / (t1 * t1), -a / (t1 * t1));  // d s / d(a, b)
        fit.standardError = std::sqrt(std::max(0.0, gradient.dot(covariance * gradient)));
        fit.singleProcessorTimeError = std::sqrt(std::max(0.0, covariance(0, 0) + covariance(1, 1) + 2.0 * covariance(0, 1)));
    } else {
        fit.standardError = fit.singleProcessorTimeError = kNaN;
    }
    // Outside [0, 1] (or no positive T1 at all): the constrained least-squares
    // solution, the better of the two edges s = 0 (T = b / N) and s = 1 (T = a).
    std::string edgeWarning;
    if (a < 0.0 || b < 0.0 || !unconstrainedT1) {
        double zeroNum = 0.0, zeroDen = 0.0, oneNum = 0.0, oneDen = 0.0;
        for (const Group& g : groups) {
            const double squares = g.fit.squaredDeviations + g.count * g.fit.mean * g.fit.mean;
            zeroNum += g.count * g.fit.mean / g.n;
            zeroDen += squares / (g.n * g.n);
            oneNum += g.count * g.fit.mean;
            oneDen += squares;
        }
        const double slope = zeroNum / zeroDen;    // s = 0
        const double intercept = oneNum / oneDen;  // s = 1
        const bool zeroValid = std::isfinite(slope) && slope > 0.0;
        const bool oneValid = std::isfinite(intercept) && intercept > 0.0;
        if (!zeroValid && !oneValid) {
            fit.reason = "the times do not determine T1 (degenerate data)";
            return fit;
        }
        const bool chooseZero = zeroValid && (!oneValid || residuals(0.0, slope) <= residuals(intercept, 0.0));
        a = chooseZero ? 0.0 : intercept;
        b = chooseZero ? slope : 0.0;
        if (!unconstrainedT1)
            edgeWarning = chooseZero ? "the times fall faster than 1/N: the data scale superlinearly and s is reported as 0"
                                     : "the times grow with N more than any serial fraction can; s is reported as 1";
    }
    const double t1 = a + b;
    fit.serialFraction = a / t1;
    fit.singleProcessorTime = t1;
    setInterval(fit);
    if (fit.degreesOfFreedom >= 1 && std::isfinite(fit.singleProcessorTimeError)) {
        const double t = studentTCritical(0.95, fit.degreesOfFreedom);
        fit.singleProcessorTimeLower95 = t1 - t * fit.singleProcessorTimeError;
        fit.singleProcessorTimeUpper95 = t1 + t * fit.singleProcessorTimeError;
    }
    if (!edgeWarning.empty()) fit.warning = edgeWarning;

    // Per-point s_eff from S = T_ref / T(N), with the measured T1 where N = 1 was run.
    double referenceTime = t1;
    for (const Group& g : groups)
        if (g.n == 1.0) referenceTime = g.observedMean;
    fit.referenceTime = referenceTime;
    std::vector<double> predicted;
    predicted.reserve(groups.size());
    for (const Group& g : groups) {
        const double prediction = a + b / g.n;
        predicted.push_back(prediction);
        addPoint(fit, g.n, g.observedMean, prediction, referenceTime / g.observedMean, referenceTime * g.fit.minimum,
                 referenceTime * g.fit.maximum);
    }
    fit.rSquared = rSquared(groups, predicted);
    return finished(std::move(fit));
}

}  // namespace

SerialFractionFit fitSpeedups(const Eigen::Ref<const Eigen::ArrayXd>& n, const Eigen::Ref<const Eigen::ArrayXd>& speedup) {
    return fitSpeedupGroups(singleRows(n, speedup, false));
}

SerialFractionFit fitTimes(const Eigen::Ref<const Eigen::ArrayXd>& n, const Eigen::Ref<const Eigen::ArrayXd>& times) {
    return fitTimeGroups(singleRows(n, times, true));
}

SerialFractionFit fitSerialFraction(const MeasurementSeries& series) {
    const auto groups = groupsOf(series);
    return series.quantity == MeasuredQuantity::Time ? fitTimeGroups(groups) : fitSpeedupGroups(groups);
}

}  // namespace effsurf::core
