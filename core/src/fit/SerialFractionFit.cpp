#include "effsurf/core/fit/SerialFractionFit.h"

#include "effsurf/core/fit/StudentT.h"

#include <Eigen/Dense>

#include <cmath>
#include <limits>

namespace effsurf::core {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// Checks shared by both fits; returns an empty string if a fit can be made.
std::string whyNotFittable(const Eigen::Ref<const Eigen::ArrayXd>& n) {
    if (n.size() < 2) return "needs at least 2 points, got " + std::to_string(n.size());
    if ((n == n(0)).all()) return "all points have the same N; a fit needs at least two different N";
    return {};
}

double rSquared(const std::vector<double>& observed, const std::vector<double>& predicted) {
    double mean = 0.0;
    for (double v : observed) mean += v;
    mean /= double(observed.size());
    double residual = 0.0;
    double total = 0.0;
    for (std::size_t i = 0; i < observed.size(); ++i) {
        residual += (observed[i] - predicted[i]) * (observed[i] - predicted[i]);
        total += (observed[i] - mean) * (observed[i] - mean);
    }
    return total > 0.0 ? 1.0 - residual / total : (residual == 0.0 ? 1.0 : 0.0);
}

void setInterval(SerialFractionFit& fit) {
    if (fit.degreesOfFreedom >= 1 && std::isfinite(fit.standardError)) {
        const double t = studentTCritical(0.95, fit.degreesOfFreedom);
        fit.lower95 = fit.serialFraction - t * fit.standardError;
        fit.upper95 = fit.serialFraction + t * fit.standardError;
    } else {
        fit.standardError = fit.lower95 = fit.upper95 = kNaN;
    }
    if (fit.serialFraction < 0.0) fit.warning = "s < 0: the data scale superlinearly, Amdahl's law does not describe them";
    else if (fit.serialFraction > 1.0) fit.warning = "s > 1: the data slow down with N more than any serial fraction can";
}

}  // namespace

SerialFractionFit fitSpeedups(const Eigen::Ref<const Eigen::ArrayXd>& n, const Eigen::Ref<const Eigen::ArrayXd>& speedup) {
    SerialFractionFit fit;
    fit.reason = whyNotFittable(n);
    if (fit.reason.empty() && (n == 1.0).all()) fit.reason = "all points have N = 1";
    if (!fit.reason.empty()) return fit;

    const Eigen::ArrayXd x = 1.0 - n.inverse();
    const Eigen::ArrayXd y = speedup.inverse() - n.inverse();
    const Eigen::ArrayXd w = speedup.square();
    const double sxx = (w * x * x).sum();
    fit.serialFraction = (w * x * y).sum() / sxx;
    const Eigen::Index usable = (n > 1.0).count();
    fit.degreesOfFreedom = static_cast<int>(usable) - 1;
    if (fit.degreesOfFreedom >= 1) {
        const double rss = (w * (y - fit.serialFraction * x).square()).sum();
        fit.standardError = std::sqrt(rss / fit.degreesOfFreedom / sxx);
    }
    setInterval(fit);
    fit.singleProcessorTime = fit.singleProcessorTimeError = kNaN;

    const Eigen::Index count = n.size();
    for (Eigen::Index i = 0; i < count; ++i) {
        const double predicted = n(i) / (1.0 + (n(i) - 1.0) * fit.serialFraction);
        fit.processors.push_back(n(i));
        fit.observed.push_back(speedup(i));
        fit.predicted.push_back(predicted);
        fit.residuals.push_back(speedup(i) - predicted);
        fit.pointSerialFraction.push_back(n(i) > 1.0 ? (n(i) - speedup(i)) / (speedup(i) * (n(i) - 1.0)) : kNaN);
        fit.pointSpeedup.push_back(speedup(i));
    }
    fit.rSquared = rSquared(fit.observed, fit.predicted);
    fit.ok = true;
    return fit;
}

SerialFractionFit fitTimes(const Eigen::Ref<const Eigen::ArrayXd>& n, const Eigen::Ref<const Eigen::ArrayXd>& times) {
    SerialFractionFit fit;
    fit.reason = whyNotFittable(n);
    if (!fit.reason.empty()) return fit;

    // Weighted design: rows [1/T, 1/(N T)] against 1, i.e. relative residuals.
    const Eigen::Index count = n.size();
    Eigen::MatrixX2d design(count, 2);
    design.col(0) = times.inverse().matrix();
    design.col(1) = (n * times).inverse().matrix();
    const Eigen::VectorXd target = Eigen::VectorXd::Ones(count);
    const Eigen::Matrix2d normal = design.transpose() * design;
    const Eigen::Vector2d coefficients = design.colPivHouseholderQr().solve(target);
    const double a = coefficients(0);
    const double b = coefficients(1);
    const double t1 = a + b;
    if (!(std::isfinite(t1) && t1 != 0.0)) {
        fit.reason = "the times do not determine T1 (degenerate data)";
        return fit;
    }
    fit.serialFraction = a / t1;
    fit.singleProcessorTime = t1;
    fit.degreesOfFreedom = static_cast<int>(count) - 2;
    if (fit.degreesOfFreedom >= 1) {
        const double rss = (design * coefficients - target).squaredNorm();
        const Eigen::Matrix2d covariance = rss / fit.degreesOfFreedom * normal.inverse();
        const Eigen::Vector2d gradient(b / (t1 * t1), -a / (t1 * t1));  // d s / d(a, b)
        fit.standardError = std::sqrt(gradient.dot(covariance * gradient));
        fit.singleProcessorTimeError =
            std::sqrt(covariance(0, 0) + covariance(1, 1) + 2.0 * covariance(0, 1));
    } else {
        fit.singleProcessorTimeError = kNaN;
    }
    setInterval(fit);

    // Per-point s_eff from S = T1 / T(N), with the measured T1 where N = 1 was run.
    double referenceTime = t1;
    for (Eigen::Index i = 0; i < count; ++i)
        if (n(i) == 1.0) referenceTime = times(i);
    for (Eigen::Index i = 0; i < count; ++i) {
        const double predicted = a + b / n(i);
        fit.processors.push_back(n(i));
        fit.observed.push_back(times(i));
        fit.predicted.push_back(predicted);
        fit.residuals.push_back(times(i) - predicted);
        const double s = referenceTime / times(i);
        fit.pointSerialFraction.push_back(n(i) > 1.0 ? (n(i) - s) / (s * (n(i) - 1.0)) : kNaN);
        fit.pointSpeedup.push_back(s);
    }
    fit.rSquared = rSquared(fit.observed, fit.predicted);
    fit.ok = true;
    return fit;
}

SerialFractionFit fitSerialFraction(const MeasurementSeries& series) {
    const auto count = static_cast<Eigen::Index>(series.points.size());
    Eigen::ArrayXd n(count);
    Eigen::ArrayXd values(count);
    for (Eigen::Index i = 0; i < count; ++i) {
        const auto& p = series.points[std::size_t(i)];
        n(i) = p.processors;
        values(i) = series.quantity == MeasuredQuantity::Time ? p.value : p.speedup(series.quantity);
    }
    return series.quantity == MeasuredQuantity::Time ? fitTimes(n, values) : fitSpeedups(n, values);
}

}  // namespace effsurf::core
