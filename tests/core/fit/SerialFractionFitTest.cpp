// SPDX-License-Identifier: MIT
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/model/Laws.h"

#include "SeriesOfRows.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace effsurf::core;

namespace {

MeasurementSeries timeSeries(double t1, double s, const std::vector<double>& ns, double noise = 0.0, unsigned seed = 1) {
    std::mt19937 generator(seed);
    std::normal_distribution<double> gauss(0.0, 1.0);
    std::vector<std::pair<double, double>> rows;
    for (double n : ns) rows.emplace_back(n, t1 * (s + (1.0 - s) / n) * (1.0 + noise * gauss(generator)));
    return effsurf::test::seriesOfRows(MeasuredQuantity::Time, rows);
}

const std::vector<double> kPowersOfTwo{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};

TEST(SerialFractionFit, RecoversExactTimes) {
    const auto fit = fitSerialFraction(timeSeries(120.0, 2e-3, kPowersOfTwo));
    ASSERT_TRUE(fit.ok) << fit.reason;
    EXPECT_NEAR(fit.serialFraction / 2e-3, 1.0, 1e-10);
    EXPECT_NEAR(fit.singleProcessorTime / 120.0, 1.0, 1e-12);
    EXPECT_NEAR(fit.rSquared, 1.0, 1e-12);
    EXPECT_LT(fit.standardError, 1e-12);
    EXPECT_EQ(fit.degreesOfFreedom, 9);
    for (std::size_t i = 1; i < fit.pointSerialFraction.size(); ++i)
        EXPECT_NEAR(fit.pointSerialFraction[i] / 2e-3, 1.0, 1e-9);  // flat Karp–Flatt: Amdahl holds
    EXPECT_TRUE(std::isnan(fit.pointSerialFraction[0]));
}

TEST(SerialFractionFit, RecoversExactSpeedupsWithoutNOne) {
    std::vector<std::pair<double, double>> rows;
    for (double n : {16.0, 64.0, 4096.0, 1e6}) rows.emplace_back(n, amdahlSpeedup(n, 3e-6));
    const auto fit = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Speedup, rows));
    ASSERT_TRUE(fit.ok);
    EXPECT_NEAR(fit.serialFraction / 3e-6, 1.0, 1e-9);
    EXPECT_TRUE(std::isnan(fit.singleProcessorTime));
}

TEST(SerialFractionFit, WeightedSpeedupFitMatchesClosedForm) {
    // s = sum(S^2 x y) / sum(S^2 x^2), x = 1 - 1/N, y = 1/S - 1/N, by hand:
    // N = 2, 4; S = 1.9, 3.5 -> 0.375625 / 7.793125.
    const Eigen::ArrayXd n = (Eigen::ArrayXd(2) << 2.0, 4.0).finished();
    const Eigen::ArrayXd s = (Eigen::ArrayXd(2) << 1.9, 3.5).finished();
    const auto fit = fitSpeedups(n, s);
    ASSERT_TRUE(fit.ok);
    EXPECT_NEAR(fit.serialFraction, 0.375625 / 7.793125, 1e-14);
    EXPECT_EQ(fit.degreesOfFreedom, 1);
    EXPECT_TRUE(std::isfinite(fit.lower95));
    EXPECT_LT(fit.lower95, fit.serialFraction);
}

TEST(SerialFractionFit, EfficiencyAndRmaxSeriesFitAsSpeedups) {
    const auto fit = fitSerialFraction(
        effsurf::test::seriesOfRows(MeasuredQuantity::RmaxRpeak, {{12032, 216.389}, {115984, 6271}}, {250.266, 7788.8528}));
    ASSERT_TRUE(fit.ok);
    // Between the two per-point values (1.3013e-5 and 2.0869e-6).
    EXPECT_NEAR(fit.pointSerialFraction[0] / 1.3013e-5, 1.0, 5e-5);
    EXPECT_NEAR(fit.pointSerialFraction[1] / 2.0869e-6, 1.0, 5e-5);
    EXPECT_GT(fit.serialFraction, 2.0869e-6);
    EXPECT_LT(fit.serialFraction, 1.3013e-5);
}

TEST(SerialFractionFit, ConfidenceIntervalCoversTheTruthAbout95Percent) {
    // 400 noisy series (2% multiplicative noise): the 95% interval must
    // contain the true s in about 95% of them. A wrong standard error (or t
    // quantile) shows up as coverage far from 0.95.
    int covered = 0;
    constexpr int kTrials = 400;
    for (int trial = 0; trial < kTrials; ++trial) {
        const auto fit = fitSerialFraction(timeSeries(50.0, 0.01, kPowersOfTwo, 0.02, 1000u + unsigned(trial)));
        ASSERT_TRUE(fit.ok);
        if (fit.lower95 <= 0.01 && 0.01 <= fit.upper95) ++covered;
    }
    const double coverage = double(covered) / kTrials;
    EXPECT_GT(coverage, 0.91);
    EXPECT_LT(coverage, 0.99);
}

TEST(SerialFractionFit, RisingKarpFlattRevealsGrowingSerialFraction) {
    // s grows with N (communication): per-point s_eff rises.
    std::vector<std::pair<double, double>> rows;
    for (double n : {2.0, 8.0, 32.0, 128.0, 512.0}) rows.emplace_back(n, amdahlSpeedup(n, 1e-4 * std::log2(n)));
    const auto fit = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Speedup, rows));
    ASSERT_TRUE(fit.ok);
    for (std::size_t i = 1; i < fit.pointSerialFraction.size(); ++i) EXPECT_GT(fit.pointSerialFraction[i], fit.pointSerialFraction[i - 1]);
}

TEST(SerialFractionFit, SaysWhyItCannotFit) {
    auto fit = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Time, {{4, 10}}));
    EXPECT_FALSE(fit.ok);
    EXPECT_NE(fit.reason.find("at least 2 points"), std::string::npos);

    fit = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Time, {{4, 10}, {4, 11}}));
    EXPECT_FALSE(fit.ok);
    EXPECT_NE(fit.reason.find("same N"), std::string::npos);

    EXPECT_FALSE(fitSerialFraction(MeasurementSeries{}).ok);
}

TEST(SerialFractionFit, TwoTimesFitExactlyWithoutAnInterval) {
    const auto fit = fitSerialFraction(timeSeries(10.0, 0.1, {1, 4}));
    ASSERT_TRUE(fit.ok);
    EXPECT_NEAR(fit.serialFraction, 0.1, 1e-12);
    EXPECT_EQ(fit.degreesOfFreedom, 0);
    EXPECT_TRUE(std::isnan(fit.standardError));
    EXPECT_TRUE(std::isnan(fit.lower95));
}

TEST(SerialFractionFit, FitsOneHundredThousandRows) {
    std::vector<double> ns;
    for (int i = 1; i <= 100000; ++i) ns.push_back(double(i));
    const auto fit = fitSerialFraction(timeSeries(1000.0, 1e-5, ns, 0.01, 7));
    ASSERT_TRUE(fit.ok);
    EXPECT_NEAR(fit.serialFraction / 1e-5, 1.0, 0.05);
    EXPECT_LT(fit.lower95, 1e-5);
    EXPECT_GT(fit.upper95, 1e-5 * 0.9);
}

// ---- repetitions, superlinear data, bounds (issue 12) ---------------------

/// Five noisy repetitions at each N, as benchmark files hold them.
std::vector<std::pair<double, double>> repeatedTimes(double t1, double s, unsigned seed) {
    std::mt19937 generator(seed);
    std::normal_distribution<double> gauss(0.0, 0.03);
    std::vector<std::pair<double, double>> rows;
    for (int repetition = 0; repetition < 5; ++repetition)
        for (double n : {1.0, 4.0, 16.0, 64.0, 256.0}) rows.emplace_back(n, t1 * (s + (1.0 - s) / n) * (1.0 + gauss(generator)));
    return rows;
}

/// The fit of the per-N moments must be the least-squares fit over every
/// row: compared with the same rows fitted one by one (no aggregation).
TEST(SerialFractionFitRepetitions, TimesFitExactlyAsEveryRow) {
    const auto rows = repeatedTimes(80.0, 0.02, 11);
    const auto aggregated = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Time, rows));
    Eigen::ArrayXd n(Eigen::Index(rows.size())), t(Eigen::Index(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        n(Eigen::Index(i)) = rows[i].first;
        t(Eigen::Index(i)) = rows[i].second;
    }
    const auto everyRow = fitTimes(n, t);
    ASSERT_TRUE(aggregated.ok && everyRow.ok);
    EXPECT_EQ(aggregated.processors.size(), 5u);  // one point per distinct N
    EXPECT_EQ(everyRow.processors.size(), 25u);
    EXPECT_EQ(aggregated.rows, 25u);
    EXPECT_EQ(aggregated.degreesOfFreedom, everyRow.degreesOfFreedom);
    EXPECT_EQ(aggregated.degreesOfFreedom, 23);
    EXPECT_NEAR(aggregated.serialFraction / everyRow.serialFraction, 1.0, 1e-12);
    EXPECT_NEAR(aggregated.standardError / everyRow.standardError, 1.0, 1e-9);
    EXPECT_NEAR(aggregated.singleProcessorTime / everyRow.singleProcessorTime, 1.0, 1e-12);
    EXPECT_NEAR(aggregated.rSquared, everyRow.rSquared, 1e-12);
}

TEST(SerialFractionFitRepetitions, SpeedupsFitExactlyAsEveryRow) {
    std::mt19937 generator(5);
    std::normal_distribution<double> gauss(0.0, 0.02);
    std::vector<std::pair<double, double>> rows;
    for (int repetition = 0; repetition < 4; ++repetition)
        for (double n : {2.0, 8.0, 32.0, 128.0}) rows.emplace_back(n, amdahlSpeedup(n, 1e-3) * (1.0 + gauss(generator)));
    const auto aggregated = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Speedup, rows));
    Eigen::ArrayXd n(Eigen::Index(rows.size())), speedup(Eigen::Index(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        n(Eigen::Index(i)) = rows[i].first;
        speedup(Eigen::Index(i)) = rows[i].second;
    }
    const auto everyRow = fitSpeedups(n, speedup);
    ASSERT_TRUE(aggregated.ok && everyRow.ok);
    EXPECT_EQ(aggregated.degreesOfFreedom, 15);
    EXPECT_NEAR(aggregated.serialFraction / everyRow.serialFraction, 1.0, 1e-12);
    EXPECT_NEAR(aggregated.standardError / everyRow.standardError, 1.0, 1e-9);
    EXPECT_NEAR(aggregated.rSquared, everyRow.rSquared, 1e-12);
    // The error bars span the slowest and the fastest repetition.
    for (std::size_t k = 0; k < aggregated.processors.size(); ++k) {
        EXPECT_LE(aggregated.pointSpeedupLow[k], aggregated.pointSpeedup[k]);
        EXPECT_GE(aggregated.pointSpeedupHigh[k], aggregated.pointSpeedup[k]);
        EXPECT_LT(aggregated.pointSpeedupLow[k], aggregated.pointSpeedupHigh[k]);
    }
}

TEST(SerialFractionFitRepetitions, TwoDistinctNWithRepetitionsHaveAnInterval) {
    const auto fit = fitSerialFraction(
        effsurf::test::seriesOfRows(MeasuredQuantity::Time, {{1, 10.0}, {1, 10.2}, {1, 9.9}, {8, 1.9}, {8, 2.0}, {8, 1.95}}));
    ASSERT_TRUE(fit.ok);
    EXPECT_EQ(fit.degreesOfFreedom, 4);
    EXPECT_TRUE(std::isfinite(fit.lower95));
    EXPECT_LT(fit.lower95, fit.serialFraction);
    EXPECT_GT(fit.upper95, fit.serialFraction);
}

/// Superlinear speedups (cache effects, noise at N = 1) are data: the fit
/// keeps them, flags them, reports s = 0 with the unconstrained value named,
/// and no interval reaches below 0.
TEST(SerialFractionFitSuperlinear, SpeedupsAboveNGiveSZeroAndAFlag) {
    const auto fit = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Speedup, {{1, 1.0028}, {2, 2.1}, {4, 4.3}, {8, 8.1}}));
    ASSERT_TRUE(fit.ok) << fit.reason;
    EXPECT_LT(fit.unconstrainedSerialFraction, 0.0);
    EXPECT_EQ(fit.serialFraction, 0.0);
    EXPECT_EQ(fit.lower95, 0.0);
    EXPECT_GE(fit.upper95, 0.0);
    EXPECT_NE(fit.warning.find("superlinear"), std::string::npos);
    EXPECT_EQ(fit.aboveIdealCount, 4u);
    EXPECT_TRUE(fit.aboveIdeal[0]);
    // Karp–Flatt is negative where S > N: -0.1 / (2.1 * 1) at N = 2.
    EXPECT_NEAR(fit.pointSerialFraction[1], (2.0 - 2.1) / (2.1 * 1.0), 1e-15);
    EXPECT_LT(fit.pointSerialFraction[2], 0.0);
}

TEST(SerialFractionFitSuperlinear, TimesFallingFasterThanOneOverNFitTOverN) {
    // T(N) = 100 / N^1.05: faster than ideal. The constrained fit is T = T1 / N.
    std::vector<std::pair<double, double>> rows;
    for (double n : {1.0, 2.0, 4.0, 8.0, 16.0}) rows.emplace_back(n, 100.0 / std::pow(n, 1.05));
    const auto fit = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Time, rows));
    ASSERT_TRUE(fit.ok);
    EXPECT_LT(fit.unconstrainedSerialFraction, 0.0);
    EXPECT_EQ(fit.serialFraction, 0.0);
    EXPECT_EQ(fit.lower95, 0.0);
    // T1 of the constrained fit: sum(1/(N T)) / sum(1/(N T)^2) over the rows.
    double num = 0.0, den = 0.0;
    for (const auto& [n, t] : rows) {
        num += 1.0 / (n * t);
        den += 1.0 / (n * t * n * t);
    }
    EXPECT_NEAR(fit.singleProcessorTime / (num / den), 1.0, 1e-12);
    for (double predicted : fit.predicted) EXPECT_TRUE(std::isfinite(predicted));
}

TEST(SerialFractionFitSuperlinear, TimesRisingWithoutNOneGiveSOneNotAFailure) {
    // Slower with more processors, and no run at N = 1: the unconstrained T1
    // is not positive; the constrained solution is T = T1 (s = 1).
    const auto fit = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Time, {{2, 1.0}, {4, 1.6}, {8, 2.6}}));
    ASSERT_TRUE(fit.ok) << fit.reason;
    EXPECT_EQ(fit.serialFraction, 1.0);
    EXPECT_NE(fit.warning.find("reported as 1"), std::string::npos) << fit.warning;
    // T1 of T = a: sum(1/T) / sum(1/T^2).
    const double num = 1 / 1.0 + 1 / 1.6 + 1 / 2.6, den = 1 / 1.0 + 1 / (1.6 * 1.6) + 1 / (2.6 * 2.6);
    EXPECT_NEAR(fit.singleProcessorTime / (num / den), 1.0, 1e-12);
    EXPECT_TRUE(std::isfinite(fit.rSquared));
}

TEST(SerialFractionFitRepetitions, RowsAtNOneDoNotWidenTheSpeedupInterval) {
    // S(1) = 1.05 is noise at N = 1: it says nothing about s, so it must not
    // change the standard error (it is out of the degrees of freedom too).
    std::vector<std::pair<double, double>> rows{{2, 1.98}, {4, 3.9}, {8, 7.5}, {16, 14.2}};
    const auto without = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Speedup, rows));
    rows.emplace_back(1, 1.05);
    const auto with = fitSerialFraction(effsurf::test::seriesOfRows(MeasuredQuantity::Speedup, rows));
    ASSERT_TRUE(without.ok && with.ok);
    EXPECT_EQ(with.degreesOfFreedom, without.degreesOfFreedom);
    EXPECT_NEAR(with.standardError / without.standardError, 1.0, 1e-12);
    EXPECT_NEAR(with.serialFraction / without.serialFraction, 1.0, 1e-12);
}

TEST(SerialFractionFitBounds, IntervalIsClippedAtZero) {
    // s = 1e-6 measured with 5% noise at small N: s - t se is far below 0.
    const auto fit = fitSerialFraction(timeSeries(10.0, 1e-6, {1, 2, 4, 8}, 0.05, 3));
    ASSERT_TRUE(fit.ok);
    EXPECT_GE(fit.lower95, 0.0);
    EXPECT_GE(fit.serialFraction, 0.0);
    EXPECT_LE(fit.upper95, 1.0);
    EXPECT_GT(fit.standardError, fit.serialFraction);  // the case the clipping is for
}

TEST(SerialFractionFitBounds, OverflowingValuesFailInsteadOfShowingNaN) {
    const Eigen::ArrayXd n = (Eigen::ArrayXd(3) << 1.0, 2.0, 4.0).finished();
    const Eigen::ArrayXd t = (Eigen::ArrayXd(3) << 1e308, 1e308, 5e307).finished();
    const auto fit = fitTimes(n, t);
    if (fit.ok) {
        EXPECT_TRUE(std::isfinite(fit.serialFraction));
        EXPECT_TRUE(std::isfinite(fit.rSquared));
    } else {
        EXPECT_FALSE(fit.reason.empty());
    }
}

}  // namespace
