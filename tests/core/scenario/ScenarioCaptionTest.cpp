// SPDX-License-Identifier: MIT
// The caption every figure carries and the exported page shows: the law and
// the parameters that draw it again, in the one number format.

#include "effsurf/core/scenario/ScenarioCaption.h"

#include <gtest/gtest.h>

using namespace effsurf::core;

TEST(ScenarioCaption, SummitsHplRunReadsAsTheFiguresCaption) {
    Scenario summit;
    summit.serialFraction = 1.4547e-7;
    summit.processors = 2414592;
    EXPECT_EQ(ScenarioCaption::text(summit),
              "Amdahl: s = 1.4547\u00D710\u207B\u2077 (\u03B1 = 0.99999985453), N = 2,414,592, FP64 (k = 1)");
}

TEST(ScenarioCaption, NumbersTypeBackExactlyAndCountsKeepEveryDigit) {
    EXPECT_EQ(ScenarioCaption::number(2048), "2048");
    EXPECT_EQ(ScenarioCaption::number(12433), "12,433");  // three digits would round it
    EXPECT_EQ(ScenarioCaption::number(1e6), "10\u2076");
    EXPECT_EQ(ScenarioCaption::number(0.4), "0.4");
    EXPECT_EQ(ScenarioCaption::count(1234567), "1,234,567");
    EXPECT_EQ(ScenarioCaption::count(999), "999");
    EXPECT_EQ(ScenarioCaption::alphaOf(1e-7), "\u03B1 = 0.9999999");
    EXPECT_EQ(ScenarioCaption::alphaOf(0.05), "\u03B1 = 0.95");
    EXPECT_EQ(ScenarioCaption::alphaOf(2.0), "S < 1: slower than one processor");
}

TEST(ScenarioCaption, EachLawNamesItsOwnParameters) {
    Scenario s;
    s.model = ModelKind::SunNi;
    s.growthExponent = 0.5;
    EXPECT_EQ(ScenarioCaption::parts(s).front(), "\u03B3 = 0.5");
    s.model = ModelKind::Timeline;
    auto contributions = s.timeline.contributions();
    contributions[2].growth = ContributionGrowth::Power;
    contributions[2].exponent = 0.5;
    s.timeline = TimelineModel(contributions);
    const auto timeline = ScenarioCaption::parts(s);
    ASSERT_GE(timeline.size(), 4u);
    EXPECT_EQ(timeline[2], "communication 3\u00D710\u207B\u2078 (\u221D \u221AN)");
    EXPECT_EQ(timeline[0], "software 4\u00D710\u207B\u2078 (constant)");
    s.model = ModelKind::Training;
    EXPECT_EQ(ScenarioCaption::parts(s).front(), "NVIDIA A100, FP64 at 40% utilization");
    s.model = ModelKind::ParallelTraining;
    const auto run = ScenarioCaption::parts(s);
    EXPECT_NE(run.front().find("(l 96, h 12,288, a 96, s 2048, V 51,200)"), std::string::npos) << run.front();
    EXPECT_EQ(run[3], "t 8 \u00D7 cp 1 \u00D7 p 12 \u00D7 d 16 = 1536 GPUs");
}
