// SPDX-License-Identifier: MIT
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/SnapshotComparison.h"

#include <gtest/gtest.h>

#include <regex>

#include <cmath>
#include <memory>

using namespace effsurf::core;

namespace {

TEST(SnapshotComparison, RatiosToAForTheHalfPrecisionStory) {
    Scenario fp64;
    fp64.serialFraction = 1e-7;
    fp64.processors = 1e6;
    Scenario fp16 = fp64;
    fp16.precision = Precision::FP16;
    Scenario current = fp16;
    current.processors = 1e7;
    current.snapshots = {{"A", std::make_shared<const Scenario>(fp64)}, {"B", std::make_shared<const Scenario>(fp16)}};
    const auto rows = compareSnapshots(current);
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].label, "A");
    EXPECT_EQ(rows[2].label, "current");
    EXPECT_DOUBLE_EQ(rows[0].efficiency, amdahlEfficiency(1e6, 1e-7));
    const double sPrime = acceleratedSerialFraction(1e-7, 4.0);
    EXPECT_DOUBLE_EQ(rows[1].efficiency, amdahlEfficiency(1e6, sPrime));
    // Half precision: nominal gain 4, realized gain R_B / R_A below 4; efficiency falls.
    EXPECT_NEAR(rows[1].performanceRatio, 4.0 * amdahlSpeedup(1e6, sPrime) / amdahlSpeedup(1e6, 1e-7), 1e-12);
    EXPECT_LT(rows[1].performanceRatio, 4.0);
    EXPECT_LT(rows[1].efficiencyRatio, 1.0);
    EXPECT_EQ(rows[0].speedupRatio, 1.0);
    EXPECT_TRUE(std::isnan(rows[0].bestProcessors));  // Amdahl: no maximum
    EXPECT_NE(rows[1].summary.find("FP16"), std::string::npos);
    // The app's number format, not C's: "N = 10⁶", "s = 10⁻⁵", never "1e+06".
    for (const auto& row : rows) EXPECT_FALSE(std::regex_search(row.summary, std::regex("[0-9][eE][+-]?[0-9]"))) << row.summary;
    EXPECT_NE(rows[0].summary.find("s = 10\u207b\u2077, N = 10\u2076"), std::string::npos) << rows[0].summary;
}

TEST(SnapshotComparison, TimelineRowsHaveTheirMaximum) {
    Scenario timeline;
    timeline.model = ModelKind::Timeline;
    timeline.timeline = TimelineModel({{"communication", 1e-7, ContributionGrowth::Power, 1.0}});
    Scenario current;
    current.snapshots = {{"B", std::make_shared<const Scenario>(timeline)}};
    const auto rows = compareSnapshots(current);
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_NEAR(rows[0].bestProcessors / std::sqrt((1.0 - 1e-7) / 1e-7), 1.0, 1e-4);
    EXPECT_EQ(rows[0].performanceRatio, 1.0);  // no A: the first snapshot is the reference
    EXPECT_TRUE(compareSnapshots(Scenario{}).empty());
}

}  // namespace
