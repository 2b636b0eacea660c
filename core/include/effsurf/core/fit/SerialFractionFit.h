#pragma once

#include "effsurf/core/data/MeasurementSeries.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace effsurf::core {

/// The result of fitting Amdahl's law to a measured series.
struct SerialFractionFit {
    bool ok = false;
    std::string reason;   ///< why no fit could be made (when !ok)
    std::string warning;  ///< e.g. "s < 0: the data scale superlinearly"

    double serialFraction = 0.0;  ///< s
    double standardError = 0.0;   ///< of s; NaN without residual degrees of freedom
    double lower95 = 0.0;         ///< 95% confidence interval of s (Student t)
    double upper95 = 0.0;
    double singleProcessorTime = 0.0;         ///< T1: fitted (time series only), else NaN
    double singleProcessorTimeError = 0.0;    ///< standard error of T1
    double rSquared = 0.0;  ///< of the measured quantity (time or speedup) against the fitted law
    int degreesOfFreedom = 0;

    std::vector<double> processors;
    std::vector<double> observed;   ///< time or speedup as measured (efficiency and Rmax/Rpeak as speedup N E)
    std::vector<double> predicted;  ///< the fitted law at each N
    std::vector<double> residuals;  ///< observed - predicted
    /// Karp–Flatt s_eff per point (NaN at N = 1). For times, S = T1 / T(N)
    /// with T1 measured at N = 1 if present, else the fitted T1.
    std::vector<double> pointSerialFraction;
    /// Measured speedup per point: as given, N E, or for times T_ref / T(N)
    /// (T_ref as for pointSerialFraction).
    std::vector<double> pointSpeedup;
};

/// Fits s (and T1 for times) by least squares in relative error.
///
/// Speedups: 1/S = 1/N + s (1 - 1/N) is linear in s through the origin with
/// x = 1 - 1/N and y = 1/S - 1/N. Weighting each point by S^2 makes the
/// residual S (y - s x) = relative error of the speedup, so a series spanning
/// decades of N is fitted evenly:  s = sum(S^2 x y) / sum(S^2 x^2).
///
/// Times: T(N) = a + b / N with a = T1 s and b = T1 (1 - s), linear in (a, b);
/// weights 1/T^2 again give relative residuals. Then T1 = a + b and
/// s = a / (a + b), with standard errors by the delta method from the
/// covariance sigma^2 (A^T W A)^-1, sigma^2 = weighted RSS / (n - p).
///
/// Fails (ok = false, with a reason) with fewer than 2 points, all N equal,
/// or for speedups all N = 1.
SerialFractionFit fitSerialFraction(const MeasurementSeries& series);
SerialFractionFit fitSpeedups(const Eigen::Ref<const Eigen::ArrayXd>& processors,
                              const Eigen::Ref<const Eigen::ArrayXd>& speedups);
SerialFractionFit fitTimes(const Eigen::Ref<const Eigen::ArrayXd>& processors,
                           const Eigen::Ref<const Eigen::ArrayXd>& times);

}  // namespace effsurf::core
