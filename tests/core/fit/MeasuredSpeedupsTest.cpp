// SPDX-License-Identifier: MIT
// Every row's speedup as the fit reads it (docs/models.md §6), the one source
// of a chart's dots: S as given, N E, N Rmax / Rpeak, T_ref / T.
#include "effsurf/core/fit/MeasuredSpeedups.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/model/Laws.h"

#include "SeriesOfRows.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

namespace {

TEST(MeasuredSpeedups, TimesUseTheMeasuredSingleProcessorMean) {
    // Two repetitions at N = 1 (mean 100 s): T_ref = 100, so 25 s at N = 4 is S = 4
    // and the repetition 20 s at N = 8 is S = 5, each row kept.
    const auto series = effsurf::test::seriesOfRows(MeasuredQuantity::Time, {{1, 98}, {1, 102}, {4, 25}, {8, 20}, {8, 30}});
    const auto fit = fitSerialFraction(series);
    ASSERT_TRUE(fit.ok) << fit.reason;
    EXPECT_DOUBLE_EQ(fit.referenceTime, 100.0);
    const auto speedups = MeasuredSpeedups::ofRows(series, fit);
    ASSERT_EQ(speedups.size(), 5u);
    EXPECT_NEAR(speedups[0], 100.0 / 98.0, 1e-15);
    EXPECT_NEAR(speedups[2], 4.0, 1e-15);
    EXPECT_NEAR(speedups[3], 5.0, 1e-15);
    EXPECT_NEAR(speedups[4], 100.0 / 30.0, 1e-15);
    // Karp–Flatt of the row S = 5 at N = 8: 3 / 35.
    EXPECT_NEAR(karpFlattMetric(series.rows.processors[3], speedups[3]) * 35.0 / 3.0, 1.0, 1e-13);
    EXPECT_TRUE(std::isnan(karpFlattMetric(series.rows.processors[0], speedups[0])));
}

TEST(MeasuredSpeedups, TimesWithoutNOneUseTheFittedReference) {
    // T(N) = 60 (0.01 + 0.99 / N) exactly: the fit's T1 is 60.
    std::vector<std::pair<double, double>> rows;
    for (double n : {2.0, 8.0, 32.0}) rows.emplace_back(n, 60.0 * (0.01 + 0.99 / n));
    const auto series = effsurf::test::seriesOfRows(MeasuredQuantity::Time, rows);
    const auto fit = fitSerialFraction(series);
    ASSERT_TRUE(fit.ok) << fit.reason;
    const auto speedups = MeasuredSpeedups::ofRows(series, fit);
    EXPECT_NEAR(speedups[1] / (8.0 / (1.0 + 7.0 * 0.01)), 1.0, 1e-9);
    // The rows agree with the fit's per-N points where each N has one row.
    for (std::size_t i = 0; i < speedups.size(); ++i) EXPECT_NEAR(speedups[i] / fit.pointSpeedup[i], 1.0, 1e-15);
}

TEST(MeasuredSpeedups, SpeedupLikeQuantities) {
    const auto efficiency = effsurf::test::seriesOfRows(MeasuredQuantity::Efficiency, {{4, 0.9}, {16, 1.1}});
    const auto e = MeasuredSpeedups::ofRows(efficiency, fitSerialFraction(efficiency));
    EXPECT_NEAR(e[0], 3.6, 1e-15);
    EXPECT_NEAR(e[1], 17.6, 1e-14);  // superlinear: kept
    EXPECT_LT(karpFlattMetric(16.0, e[1]), 0.0);
    const auto top500 = effsurf::test::seriesOfRows(MeasuredQuantity::RmaxRpeak, {{1000, 70.0}, {2000, 120.0}}, {100.0, 200.0});
    const auto r = MeasuredSpeedups::ofRows(top500, fitSerialFraction(top500));
    EXPECT_NEAR(r[0], 700.0, 1e-12);
    EXPECT_NEAR(r[1], 1200.0, 1e-12);
    const auto speedup = effsurf::test::seriesOfRows(MeasuredQuantity::Speedup, {{2, 1.9}, {4, 3.5}});
    EXPECT_EQ(MeasuredSpeedups::ofRows(speedup, fitSerialFraction(speedup)), (std::vector<double>{1.9, 3.5}));
}

}  // namespace
