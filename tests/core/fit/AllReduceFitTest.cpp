// SPDX-License-Identifier: MIT
// The all-reduce fit against timings generated from known parameters
// (independent values: the ring formula of docs/models.md §4 by hand).

#include "effsurf/core/fit/AllReduceFit.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

namespace {

std::vector<AllReduceTiming> ringTimings(double latency, double bandwidth, std::initializer_list<double> workers, double noise = 0.0) {
    std::vector<AllReduceTiming> timings;
    int k = 0;
    for (double n : workers)
        for (double bytes = 8; bytes <= 256.0 * 1024 * 1024; bytes *= 2) {
            const double exact = 2 * (n - 1) * latency + 2 * (n - 1) / n * bytes / bandwidth;
            timings.push_back({n, bytes, exact * (1.0 + noise * std::sin(1.7 * ++k))});
        }
    return timings;
}

TEST(AllReduceFit, RecoversTheRingLinkFromExactTimings) {
    const AllReduceFit fit = fitAllReduce(ringTimings(2e-6, 12.5e9, {2, 4, 8}));
    ASSERT_TRUE(fit.ok) << fit.reason;
    EXPECT_NEAR(fit.latencySeconds / 2e-6, 1.0, 1e-9);
    EXPECT_NEAR(fit.bandwidthBytesPerSecond / 12.5e9, 1.0, 1e-9);
    EXPECT_LT(fit.worstRelativeError, 1e-9);
    // Per worker count, OSU's t = alpha + m / beta: alpha = 2 (N - 1) lambda, beta = N B / (2 (N - 1)).
    ASSERT_EQ(fit.perWorkers.size(), 3u);
    EXPECT_EQ(fit.perWorkers[1].workers, 4.0);
    EXPECT_NEAR(fit.perWorkers[1].alphaSeconds / (6 * 2e-6), 1.0, 1e-9);
    EXPECT_NEAR(fit.perWorkers[1].betaBytesPerSecond / (4 * 12.5e9 / 6), 1.0, 1e-9);
    EXPECT_EQ(fit.perWorkers[1].sizes, 26);
}

TEST(AllReduceFit, NoiseOfOnePercentMovesTheEstimatesByAboutAsMuch) {
    const AllReduceFit fit = fitAllReduce(ringTimings(5e-6, 25e9, {2}, 0.01));
    ASSERT_TRUE(fit.ok);
    EXPECT_NEAR(fit.latencySeconds / 5e-6, 1.0, 0.03);
    EXPECT_NEAR(fit.bandwidthBytesPerSecond / 25e9, 1.0, 0.03);
    EXPECT_LT(fit.worstRelativeError, 0.03);
}

TEST(AllReduceFit, ANegativeLatencyEstimateIsHeldAtZero) {
    // Times exactly proportional to the size, minus a little: unconstrained lambda < 0.
    std::vector<AllReduceTiming> timings;
    for (double bytes = 1024; bytes <= 1 << 24; bytes *= 4) timings.push_back({2, bytes, bytes / 1e10 * (1 - 64 / bytes)});
    const AllReduceFit fit = fitAllReduce(timings);
    ASSERT_TRUE(fit.ok);
    EXPECT_EQ(fit.latencySeconds, 0.0);
    EXPECT_GT(fit.bandwidthBytesPerSecond, 0.9e10);
}

TEST(AllReduceFit, RefusesWhatCannotGiveABandwidth) {
    EXPECT_FALSE(fitAllReduce({}).ok);
    EXPECT_FALSE(fitAllReduce({{1, 8, 1e-6}, {1, 1e6, 1e-3}}).ok) << "one worker reduces nothing";
    const AllReduceFit flat = fitAllReduce({{2, 8, 1e-3}, {2, 1e6, 1e-3}, {2, 1e8, 1e-3}});
    EXPECT_FALSE(flat.ok);
    EXPECT_NE(flat.reason.find("do not grow"), std::string::npos) << flat.reason;
}

}  // namespace
