#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/model/Laws.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace effsurf::core;

namespace {

MeasurementSeries timeSeries(double t1, double s, const std::vector<double>& ns, double noise = 0.0, unsigned seed = 1) {
    std::mt19937 generator(seed);
    std::normal_distribution<double> gauss(0.0, 1.0);
    MeasurementSeries series;
    series.quantity = MeasuredQuantity::Time;
    for (double n : ns) {
        MeasurementPoint p;
        p.processors = n;
        p.value = t1 * (s + (1.0 - s) / n) * (1.0 + noise * gauss(generator));
        series.points.push_back(p);
    }
    return series;
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
    MeasurementSeries series;
    series.quantity = MeasuredQuantity::Speedup;
    for (double n : {16.0, 64.0, 4096.0, 1e6}) series.points.push_back({n, amdahlSpeedup(n, 3e-6), 0, 0, 0, 0, 1, 0});
    const auto fit = fitSerialFraction(series);
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
    MeasurementSeries series;
    series.quantity = MeasuredQuantity::RmaxRpeak;
    series.points.push_back({12032, 216.389, 250.266, 0, 0, 0, 1, 0});
    series.points.push_back({115984, 6271, 7788.8528, 0, 0, 0, 1, 0});
    const auto fit = fitSerialFraction(series);
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
    MeasurementSeries series;
    series.quantity = MeasuredQuantity::Speedup;
    for (double n : {2.0, 8.0, 32.0, 128.0, 512.0}) series.points.push_back({n, amdahlSpeedup(n, 1e-4 * std::log2(n)), 0, 0, 0, 0, 1, 0});
    const auto fit = fitSerialFraction(series);
    ASSERT_TRUE(fit.ok);
    for (std::size_t i = 1; i < fit.pointSerialFraction.size(); ++i)
        EXPECT_GT(fit.pointSerialFraction[i], fit.pointSerialFraction[i - 1]);
}

TEST(SerialFractionFit, SaysWhyItCannotFit) {
    MeasurementSeries one;
    one.points.push_back({4, 10, 0, 0, 0, 0, 1, 0});
    auto fit = fitSerialFraction(one);
    EXPECT_FALSE(fit.ok);
    EXPECT_NE(fit.reason.find("at least 2 points"), std::string::npos);

    MeasurementSeries same = one;
    same.points.push_back({4, 11, 0, 0, 0, 0, 1, 0});
    fit = fitSerialFraction(same);
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

}  // namespace
