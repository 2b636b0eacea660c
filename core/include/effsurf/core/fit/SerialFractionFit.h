// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeries.h"

#include <Eigen/Core>

#include <limits>
#include <string>
#include <vector>

namespace effsurf::core {

/// The result of fitting Amdahl's law to a measured series. The per-point
/// vectors hold one entry per distinct N (the mean of its repetitions).
struct SerialFractionFit {
    bool ok = false;
    std::string reason;   ///< why no fit could be made (when !ok)
    std::string warning;  ///< e.g. "the data scale superlinearly"

    /// s within [0, 1]: the least-squares estimate under that constraint.
    double serialFraction = 0.0;
    /// The estimate without the constraint (below 0 for superlinear data).
    double unconstrainedSerialFraction = 0.0;
    double standardError = 0.0;  ///< of s; NaN without residual degrees of freedom
    /// 95% confidence interval of s (Student t), within [0, 1]; NaN without degrees of freedom.
    double lower95 = 0.0;
    double upper95 = 0.0;
    double singleProcessorTime = 0.0;       ///< T1: fitted (time series only), else NaN
    double singleProcessorTimeError = 0.0;  ///< standard error of T1
    /// 95% confidence interval of T1 (Student t, the estimate -+ t standard
    /// errors); NaN for speedups and without degrees of freedom.
    double singleProcessorTimeLower95 = std::numeric_limits<double>::quiet_NaN();
    double singleProcessorTimeUpper95 = std::numeric_limits<double>::quiet_NaN();
    double rSquared = 0.0;  ///< of the measured quantity (time or speedup) over every row against the fitted law
    int degreesOfFreedom = 0;
    std::size_t rows = 0;  ///< measured rows behind the fit (repetitions counted)
    /// T_ref of a time series: the mean time at N = 1 when measured, else
    /// the fitted T1; the speedups below are T_ref / T(N). NaN for other quantities.
    double referenceTime = std::numeric_limits<double>::quiet_NaN();

    std::vector<double> processors;
    std::vector<double> observed;   ///< mean time or speedup at N (efficiency and Rmax/Rpeak as speedup N E)
    std::vector<double> predicted;  ///< the fitted law at each N
    std::vector<double> residuals;  ///< observed - predicted
    /// Karp–Flatt s_eff per point (NaN at N = 1), negative where S > N. For
    /// times, S = T1 / T(N) with T1 measured at N = 1 if present, else the fitted T1.
    std::vector<double> pointSerialFraction;
    /// Measured speedup per point: the mean as given, N E, or for times
    /// T_ref / mean T(N) (T_ref as for pointSerialFraction).
    std::vector<double> pointSpeedup;
    /// The speedups of the slowest and the fastest repetition at each N
    /// (equal to pointSpeedup for a single run): the error bars.
    std::vector<double> pointSpeedupLow;
    std::vector<double> pointSpeedupHigh;
    /// S > N (E > 1): superlinear, or noise around the ideal. Kept and fitted.
    std::vector<bool> aboveIdeal;
    std::size_t aboveIdealCount = 0;
};

/// Fits s (and T1 for times) by least squares in relative error over every
/// measured row. Repetitions enter through their moments at each N
/// (FitVariableMoments), which makes the fit over a million rows at a few
/// distinct N exactly the fit over all the rows, at the cost of the distinct N.
///
/// Speedups: 1/S = 1/N + s (1 - 1/N) is linear in s through the origin with
/// x = 1 - 1/N and y = 1/S - 1/N. Weighting each row by S^2 makes its
/// residual S (y - s x) = 1 - S r the relative error of the speedup (r the
/// fitted 1/S), so a series spanning decades of N is fitted evenly:
/// s = sum(S^2 x y) / sum(S^2 x^2), a sum that the moments give per N.
///
/// Times: T(N) = a + b / N with a = T1 s and b = T1 (1 - s), linear in (a, b);
/// rows (1/T)[1, 1/N] against 1 give relative residuals. At one N the rows
/// collapse to one equivalent row sqrt(sum 1/T^2) [1, 1/N] with target
/// sum(1/T) / sqrt(sum 1/T^2), solved by QR. Then T1 = a + b and
/// s = a / (a + b), with standard errors by the delta method from the
/// covariance sigma^2 (A^T A)^-1, sigma^2 = RSS / (rows - parameters).
///
/// s is a fraction: when the unconstrained estimate leaves [0, 1] the
/// constrained least-squares solution is reported (s = 0 with T1 refitted
/// as T = T1 / N, or s = 1), with a warning naming the unconstrained value;
/// the interval is the estimate +- t standard errors, clipped to [0, 1].
///
/// Fails (ok = false, with a reason) with fewer than 2 rows, all N equal,
/// for speedups all N = 1, or data whose sums overflow.
SerialFractionFit fitSerialFraction(const MeasurementSeries& series);
/// One row per element (N need not be distinct).
SerialFractionFit fitSpeedups(const Eigen::Ref<const Eigen::ArrayXd>& processors, const Eigen::Ref<const Eigen::ArrayXd>& speedups);
SerialFractionFit fitTimes(const Eigen::Ref<const Eigen::ArrayXd>& processors, const Eigen::Ref<const Eigen::ArrayXd>& times);

}  // namespace effsurf::core
