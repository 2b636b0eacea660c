// SPDX-License-Identifier: MIT
// The forms of docs/models.md's laws that charts and views need (issue 45:
// each once in core): L4's Karp–Flatt metric that reports instead of
// throwing, and §3's s' = k s / (1 + (k - 1) s) inverted. Expected values are
// worked by hand from the manual's formulas, not from the code under test.
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace effsurf::core;

namespace {

constexpr double kUndefined = std::numeric_limits<double>::quiet_NaN();
constexpr double kUnbounded = std::numeric_limits<double>::infinity();

TEST(LawsForViews, KarpFlattMetricIsL4) {
    // N = 4, S = 3.2: (4 - 3.2) / (3.2 * 3) = 0.8 / 9.6 = 1/12.
    EXPECT_NEAR(karpFlattMetric(4.0, 3.2) * 12.0, 1.0, 1e-14);
    // N = 1024, S = 512: (1024 - 512) / (512 * 1023) = 1/1023.
    EXPECT_NEAR(karpFlattMetric(1024.0, 512.0) * 1023.0, 1.0, 1e-14);
    // The throwing form agrees where both are defined.
    EXPECT_DOUBLE_EQ(karpFlattMetric(64.0, 40.0), serialFractionFromSpeedup(64.0, 40.0));
    // Amdahl's own speedup reads back its s (relative 1e-8: N - S cancels
    // about log10(1 / (N s)) digits when N s is small).
    for (double s : {1e-6, 1e-2, 0.5})
        for (double n : {2.0, 1e3, 1e6})
            EXPECT_NEAR(karpFlattMetric(n, amdahlSpeedup(n, s)) / s, 1.0, 1e-8) << "N = " << n << ", s = " << s;
}

TEST(LawsForViews, KarpFlattMetricReportsWhereTheLawRefuses) {
    // Superlinear: N = 8, S = 10: (8 - 10) / (10 * 7) = -1/35, kept as data.
    EXPECT_NEAR(karpFlattMetric(8.0, 10.0) * -35.0, 1.0, 1e-14);
    EXPECT_THROW(serialFractionFromSpeedup(8.0, 10.0), InvalidParameter);
    // Undefined: N = 1 (0/0), S <= 0, anything not finite.
    for (auto [n, speedup] : {std::pair{1.0, 1.0},
                              {0.5, 0.4},
                              {8.0, 0.0},
                              {8.0, -2.0},
                              {kUndefined, 2.0},
                              {8.0, kUndefined},
                              {kUnbounded, 2.0},
                              {8.0, kUnbounded}})
        EXPECT_TRUE(std::isnan(karpFlattMetric(n, speedup))) << "N = " << n << ", S = " << speedup;
}

TEST(LawsForViews, UnacceleratedSerialFractionInvertsSection3) {
    // s' = 2 s / (1 + s) at k = 2: s = 0.25 gives 0.4; back: 0.4 / (2 - 0.4) = 0.25.
    EXPECT_NEAR(unacceleratedSerialFraction(0.4, 2.0), 0.25, 1e-15);
    // k = 1 leaves s alone; s' = 0 stays 0.
    EXPECT_DOUBLE_EQ(unacceleratedSerialFraction(0.3, 1.0), 0.3);
    EXPECT_EQ(unacceleratedSerialFraction(0.0, 16.0), 0.0);
    // Round trip over the ranges the surface spans, slower (k < 1) too.
    for (double k : {0.5, 2.0, 16.0, 1e3})
        for (double s : {1e-15, 1e-9, 1e-3, 0.5, 0.999})
            EXPECT_NEAR(unacceleratedSerialFraction(acceleratedSerialFraction(s, k), k) / s, 1.0, 1e-12) << "k = " << k << ", s = " << s;
    // s' >= 1 (S <= 1: more processors are slower) lies on the s = 1 edge.
    EXPECT_EQ(unacceleratedSerialFraction(1.0, 16.0), 1.0);
    EXPECT_EQ(unacceleratedSerialFraction(3.5, 16.0), 1.0);
    EXPECT_THROW(unacceleratedSerialFraction(-1e-3, 2.0), InvalidParameter);
    EXPECT_THROW(unacceleratedSerialFraction(kUndefined, 2.0), InvalidParameter);
    EXPECT_THROW(unacceleratedSerialFraction(0.1, 0.0), InvalidParameter);
}

}  // namespace
