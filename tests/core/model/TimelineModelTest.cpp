// SPDX-License-Identifier: MIT
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/TimelineModel.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

namespace {

TEST(TimelineModel, ConstantContributionsAreAmdahlWithTheirSum) {
    const TimelineModel model;  // Végh's four terms, all constant
    double total = 0.0;
    for (const auto& c : model.contributions()) total += c.shareAtOneProcessor;
    EXPECT_NEAR(total, 1e-7, 1e-20);
    for (double n : {1.0, 10.0, 1e4, 1e7, 1e10}) {
        EXPECT_NEAR(model.speedup(n) / amdahlSpeedup(n, total), 1.0, 1e-12) << n;
        if (n > 1.0) {
            EXPECT_NEAR(model.effectiveSerialFraction(n) / total, 1.0, 1e-6) << n;
        }
    }
    EXPECT_EQ(model.effectiveSerialFraction(1.0), total);
}

TEST(TimelineModel, GrowingCommunicationGivesAPerformanceMaximum) {
    // T(N)/T(1) = (1 - a - b)/N + a + b N^(1/2): minimum where
    // (1 - a - b)/N^2 = b / (2 sqrt N), i.e. N* = (2 (1 - a - b) / b)^(2/3).
    const double a = 1e-7, b = 1e-9;
    const TimelineModel model({{"software", a, ContributionGrowth::Constant, 0.0}, {"communication", b, ContributionGrowth::Power, 0.5}});
    const double expected = std::pow(2.0 * (1.0 - a - b) / b, 2.0 / 3.0);
    const auto best = model.bestProcessorCount(1e12);
    EXPECT_NEAR(best.processorCount / expected, 1.0, 1e-4);
    EXPECT_NEAR(best.speedup, model.speedup(expected), 1e-9 * best.speedup);
    // Past the maximum more processors make the job slower.
    EXPECT_LT(model.speedup(10.0 * expected), model.speedup(expected));
    // s_eff grows with N once communication grows.
    EXPECT_LT(model.effectiveSerialFraction(1e3), model.effectiveSerialFraction(1e6));
}

TEST(TimelineModel, FasterPayloadMovesTheMaximumToFewerProcessors) {
    // Minimizing p/(k N) + b N^(1/2): N* = (2 p / (k b))^(2/3).
    const double a = 1e-7, b = 1e-9, k = 4.0;
    const TimelineModel model({{"software", a, ContributionGrowth::Constant, 0.0}, {"communication", b, ContributionGrowth::Power, 0.5}});
    const double expected = std::pow(2.0 * (1.0 - a - b) / (k * b), 2.0 / 3.0);
    const auto best = model.bestProcessorCount(1e12, k);
    EXPECT_NEAR(best.processorCount / expected, 1.0, 1e-4);
    EXPECT_LT(best.processorCount, model.bestProcessorCount(1e12).processorCount);
    EXPECT_DOUBLE_EQ(model.acceleratedSpeedup(1e6, 1.0), model.speedup(1e6));
}

TEST(TimelineModel, BestProcessorCountIsTheRangeEndWhenNothingGrows) {
    const TimelineModel model({{"software", 1e-6, ContributionGrowth::Constant, 0.0}});
    const auto best = model.bestProcessorCount(1e5);
    EXPECT_NEAR(best.processorCount, 1e5, 1e5 * 1e-6);
}

TEST(TimelineModel, LogarithmicGrowth) {
    const TimelineContribution c{"tree", 1e-6, ContributionGrowth::Logarithmic, 0.0};
    EXPECT_DOUBLE_EQ(c.shareAt(1.0), 1e-6);
    EXPECT_DOUBLE_EQ(c.shareAt(1024.0), 11e-6);
}

TEST(TimelineModel, RejectsInvalidContributions) {
    EXPECT_THROW(TimelineModel(std::vector<TimelineContribution>{}), InvalidParameter);
    EXPECT_THROW(TimelineModel({{"os", -1e-9, ContributionGrowth::Constant, 0.0}}), InvalidParameter);
    EXPECT_THROW(TimelineModel({{"a", 0.6, ContributionGrowth::Constant, 0.0}, {"b", 0.6, ContributionGrowth::Constant, 0.0}}),
                 InvalidParameter);
    EXPECT_THROW(TimelineModel({{"c", 1e-6, ContributionGrowth::Power, 3.0}}), InvalidParameter);
    try {
        TimelineModel({{"synchronization", std::nan(""), ContributionGrowth::Constant, 0.0}});
        FAIL();
    } catch (const InvalidParameter& e) {
        EXPECT_NE(e.field().find("synchronization"), std::string::npos);
    }
}

}  // namespace
