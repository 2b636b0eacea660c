// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/core/scenario/Tour.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

TEST(ScenarioInterpolation, EndsAreExactAndTheMiddleIsGeometric) {
    Scenario from;
    from.serialFraction = 1e-3;
    from.processors = 10.0;
    from.growthExponent = 0.0;
    Scenario to;
    to.serialFraction = 1e-7;
    to.processors = 1e6;
    to.growthExponent = 1.0;
    to.precision = Precision::FP16;
    to.selectedSystems = {{"2019-06", 2}};

    EXPECT_EQ(interpolateScenarios(from, to, 0.0), from);
    EXPECT_EQ(interpolateScenarios(from, to, 1.0), to);
    EXPECT_EQ(interpolateScenarios(from, to, 1.7), to);

    const Scenario mid = interpolateScenarios(from, to, 0.5);
    // Halfway on the log axes: sqrt(1e-3 * 1e-7) = 1e-5, sqrt(10 * 1e6) = 10^3.5.
    EXPECT_NEAR(mid.serialFraction / 1e-5, 1.0, 1e-12);
    EXPECT_NEAR(mid.processors / std::pow(10.0, 3.5), 1.0, 1e-12);
    EXPECT_DOUBLE_EQ(mid.growthExponent, 0.5);
    // Discrete choices switch at once.
    EXPECT_EQ(mid.precision, Precision::FP16);
    EXPECT_EQ(mid.selectedSystems, to.selectedSystems);
}

TEST(ScenarioInterpolation, IntermediateStatesStayInsideTheEnds) {
    Scenario from;
    from.serialFraction = 1e-12;
    from.processors = 1.0;
    Scenario to;
    to.serialFraction = 1.0;
    to.processors = 1e12;
    for (int i = 1; i < 100; ++i) {
        const Scenario s = interpolateScenarios(from, to, i / 100.0);
        // Not the fallback to `to`: an intermediate state really is in between.
        EXPECT_LT(s.processors, to.processors) << i;
        EXPECT_GT(s.processors, from.processors) << i;
        EXPECT_GE(s.serialFraction, 1e-12);
        EXPECT_LE(s.serialFraction, 1.0);
        EXPECT_GE(s.processors, 1.0);
        EXPECT_LE(s.processors, 1e12);
        EXPECT_NO_THROW(s.validate());
    }
}

TEST(ScenarioInterpolation, ValuesAtTheirLimitNeverStepOutside) {
    // exp(log(1e4)) is 10000.00000000001: an unchanged k at its limit must stay valid.
    for (int i = 1; i < 100; ++i) {
        EXPECT_EQ(interpolateGeometric(1e4, 1e4, i / 100.0), 1e4);
        EXPECT_LE(interpolateGeometric(1.0, 1e4, i / 100.0), 1e4);
        EXPECT_GE(interpolateGeometric(1e4, 1.0, i / 100.0), 1.0);
    }
    Scenario from;
    from.speedFactors[0] = 1e4;  // the validation limit
    Scenario to = from;
    to.processors = 1e9;
    const Scenario mid = interpolateScenarios(from, to, 0.5);
    EXPECT_NEAR(mid.processors, std::sqrt(1e6 * 1e9), 1e-3) << "the glide did not fall back to its end";
}

TEST(ScenarioInterpolation, ZeroSerialFractionMovesLinearly) {
    EXPECT_DOUBLE_EQ(interpolateGeometric(0.0, 1e-2, 0.5), 5e-3);
    EXPECT_DOUBLE_EQ(interpolateGeometric(1e-2, 1e-4, 0.5), 1e-3);
}

TEST(ScenarioInterpolation, ATourStepKeepsTheSessionsOwnData) {
    Scenario current;
    current.snapshots.push_back({"A", std::make_shared<const Scenario>()});
    current.tours.push_back(std::make_shared<const Tour>(Tour{"mine", "Mine", "", {}}));
    current.selectedSystems = {{"2012-11", 114}};
    Scenario step;
    step.serialFraction = 2e-6;
    step.processors = 115984;
    step.cloudEdition = "2013-11";

    const Scenario next = applyTourStep(current, step);
    EXPECT_EQ(next.serialFraction, 2e-6);
    EXPECT_EQ(next.processors, 115984);
    EXPECT_EQ(next.cloudEdition, "2013-11");
    EXPECT_TRUE(next.selectedSystems.empty());  // the step's selection, not the session's
    EXPECT_EQ(next.snapshots, current.snapshots);
    EXPECT_EQ(next.tours, current.tours);
}
