// SPDX-License-Identifier: MIT
#include "effsurf/core/data/GainHistory.h"

#include <gtest/gtest.h>

#include <map>

using namespace effsurf::core;

namespace {

const Top500Catalog& top500ForGains() {
    static const Top500Catalog loaded = Top500Catalog::load(EFFSURF_TOP500_CSV);
    return loaded;
}

const GainPoint* find(const std::vector<GainPoint>& points, const std::string& list, GainPoint::Benchmark benchmark, GainPoint::Role role) {
    for (const auto& p : points)
        if (p.list == list && p.benchmark == benchmark && p.role == role) return &p;
    return nullptr;
}

TEST(GainHistory, NumberOneGainClimbsToTheWall) {
    const auto points = gainHistory(top500ForGains());
    // ASCI Red, 2000-06: N = 9632, E = 2.379 / 3.207: G = 7145 (issue 4: "7e3 (2000)").
    const auto* first = find(points, "2000-06", GainPoint::Benchmark::HPL, GainPoint::Role::Rank1);
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->entry->system, "ASCI Red");
    EXPECT_NEAR(first->gain, 9632.0 * 2.379 / 3.207, 1e-6);
    EXPECT_NEAR(first->ceiling * first->serialFraction, 1.0, 1e-12);
    // 2016 (TaihuLight): about 8e6; later #1 gains stay in 2e6 .. 8e6 (and below 2e7).
    const auto* taihu = find(points, "2016-06", GainPoint::Benchmark::HPL, GainPoint::Role::Rank1);
    ASSERT_NE(taihu, nullptr);
    EXPECT_GT(taihu->gain, 7e6);
    EXPECT_LT(taihu->gain, 9e6);
    for (const auto& p : points) {
        if (p.benchmark != GainPoint::Benchmark::HPL || p.role != GainPoint::Role::Rank1 || p.list < "2016-06") continue;
        EXPECT_GT(p.gain, 1e6) << p.list;
        EXPECT_LT(p.gain, 2e7) << p.list;
        EXPECT_LT(p.gain, p.ceiling) << p.list;  // a gain never exceeds its ceiling
    }
}

TEST(GainHistory, HpcgPointsStartIn2017AndSitFarBelowHpl) {
    const auto points = gainHistory(top500ForGains());
    std::string firstHpcg = "9999";
    for (const auto& p : points)
        if (p.benchmark == GainPoint::Benchmark::HPCG && p.list < firstHpcg) firstHpcg = p.list;
    EXPECT_EQ(firstHpcg, "2017-06");
    const auto* hpl = find(points, "2019-06", GainPoint::Benchmark::HPL, GainPoint::Role::Rank1);
    const auto* hpcg = find(points, "2019-06", GainPoint::Benchmark::HPCG, GainPoint::Role::Rank1);
    ASSERT_NE(hpl, nullptr);
    ASSERT_NE(hpcg, nullptr);
    EXPECT_GT(hpl->gain / hpcg->gain, 10.0);
}

TEST(GainHistory, BestSerialFractionIsTheMinimumOfItsEdition) {
    const auto points = gainHistory(top500ForGains());
    const auto* best = find(points, "2012-11", GainPoint::Benchmark::HPL, GainPoint::Role::BestSerialFraction);
    ASSERT_NE(best, nullptr);
    for (const auto* e : top500ForGains().query({"", "2012-11", 0})) {
        if (const auto s = e->hplSerialFraction()) {
            EXPECT_GE(*s, best->serialFraction);
        }
    }
    // Every edition has the four HPL roles.
    std::map<std::string, int> perList;
    for (const auto& p : points)
        if (p.benchmark == GainPoint::Benchmark::HPL) ++perList[p.list];
    EXPECT_EQ(perList.size(), 49u);
    for (const auto& [list, count] : perList) EXPECT_EQ(count, 4) << list;
}

}  // namespace
