// SPDX-License-Identifier: MIT
#include "effsurf/core/data/Top500Catalog.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include <algorithm>
#include <cmath>
#include <map>

using namespace effsurf::core;

namespace {

const Top500Catalog& shippedTop500() {
    static const Top500Catalog loaded = Top500Catalog::load(EFFSURF_TOP500_CSV);
    return loaded;
}

const Top500Entry& find(const std::string& list, const std::string& system) {
    for (const auto* e : shippedTop500().query({system, list, 0}))
        if (e->system == system) return *e;
    throw std::runtime_error("no " + system + " in " + list);
}

TEST(Top500Catalog, LoadsEveryEditionWith500Entries) {
    EXPECT_EQ(shippedTop500().entries().size(), 24500u);
    const auto editions = shippedTop500().editions();
    ASSERT_EQ(editions.size(), 49u);
    EXPECT_EQ(editions.front(), "2000-06");
    EXPECT_EQ(editions.back(), "2025-06");
    std::map<std::string, int> perList;
    for (const auto& e : shippedTop500().entries()) ++perList[e.list];
    for (const auto& [list, count] : perList) EXPECT_EQ(count, 500) << list;
    // Missing editions stay missing (data README).
    EXPECT_EQ(perList.count("2021-06"), 0u);
    EXPECT_EQ(perList.count("2022-11"), 0u);
}

TEST(Top500Catalog, EditionsReadWithoutParsingAreTheCatalogs) {
    std::ifstream file(EFFSURF_TOP500_CSV, std::ios::binary);
    std::ostringstream read;
    read << file.rdbuf();
    const std::string text = read.str();
    EXPECT_EQ(Top500Catalog::editionsIn(text), shippedTop500().editions());
    EXPECT_EQ(Top500Catalog::editionsIn("list,rank\r\n2001-11,1\r\n2000-06,2\r\n2001-11,3"),
              (std::vector<std::string>{"2000-06", "2001-11"}));
    EXPECT_TRUE(Top500Catalog::editionsIn("list,rank\n").empty());
}

TEST(Top500Catalog, PizDaintMatchesModelMd) {
    struct Expected {
        const char* list;
        double efficiency;  // NaN: docs/models.md gives none
        double serialFraction;
    };
    const double none = std::nan("");
    for (const auto& x : {Expected{"2012-11", 0.86464, 1.3013e-5}, Expected{"2013-11", none, 2.0869e-6},
                          Expected{"2016-11", 0.61165, 3.0715e-6}, Expected{"2017-06", 0.77351, 8.0942e-7}}) {
        const Top500Entry e = find(x.list, "Piz Daint");  // a copy: GCC 14 takes a reference into the catalog for a dangling one
        if (!std::isnan(x.efficiency)) {
            EXPECT_NEAR(e.hplEfficiency() / x.efficiency, 1.0, 5e-5) << x.list;
        }
        ASSERT_TRUE(e.hplSerialFraction().has_value());
        EXPECT_NEAR(*e.hplSerialFraction() / x.serialFraction, 1.0, 5e-5) << x.list;
    }
}

TEST(Top500Catalog, SummitAndTheCoreConvention) {
    const Top500Entry summit = find("2019-06", "Summit");
    EXPECT_EQ(summit.cores, 2414592);
    EXPECT_NEAR(*summit.hplSerialFraction() / 1.4547e-7, 1.0, 5e-5);
    ASSERT_TRUE(summit.processorCount(CoreConvention::CpuCores).has_value());
    EXPECT_EQ(*summit.processorCount(CoreConvention::CpuCores), 202752);
    // docs/models.md: a CPU-only N makes s_eff about 12x larger.
    const double ratio = *summit.hplSerialFraction(CoreConvention::CpuCores) / *summit.hplSerialFraction();
    EXPECT_NEAR(ratio, 2414591.0 / 202751.0, 1e-9);
    EXPECT_GT(ratio, 11.5);
    EXPECT_LT(ratio, 12.5);
    ASSERT_TRUE(summit.hpcgTflops.has_value());
    EXPECT_LT(*summit.hpcgEfficiency(), 0.05);                                     // HPCG sits near 1-3%
    EXPECT_GT(*summit.hpcgSerialFraction() / *summit.hplSerialFraction(), 100.0);  // 100-1000x (docs/models.md §2)
}

TEST(Top500Catalog, SourceErrorsAreKeptButGetNoSerialFraction) {
    int anomalies = 0;
    for (const auto& e : shippedTop500().entries()) {
        if (e.rmaxTflops > e.rpeakTflops) {
            ++anomalies;
            EXPECT_FALSE(e.hplSerialFraction().has_value());
            EXPECT_NE(e.anomaly().find("Rmax exceeds Rpeak"), std::string::npos);
        }
    }
    EXPECT_EQ(anomalies, 2);  // data README: 2019-11 #244 and 2020-06 #291
}

TEST(Top500Catalog, QueryFiltersByNameListAndRank) {
    EXPECT_EQ(shippedTop500().query({"", "2020-06", 10}).size(), 10u);
    const auto daint = shippedTop500().query({"piz daint", "", 0});  // case-insensitive, also "Piz Daint Multicore"
    const auto exact = std::count_if(daint.begin(), daint.end(), [](auto* e) { return e->system == "Piz Daint"; });
    EXPECT_EQ(exact, 24);  // data README: 24 editions
    EXPECT_GT(daint.size(), 24u);
    const auto top = shippedTop500().query({"", "2020-06", 1});
    ASSERT_EQ(top.size(), 1u);
    EXPECT_EQ(top[0]->system, "Supercomputer Fugaku");
    EXPECT_TRUE(shippedTop500().query({"no such machine", "", 0}).empty());
}

TEST(Top500Catalog, BadFilesAreRefusedWithLineAndField) {
    EXPECT_THROW(Top500Catalog::parse("list,rank\n2000-06,1\n", "t.csv"), ImportError);  // missing columns
    const std::string header = "list,rank,system,site,country,year,cores,accelerator_cores,rmax_tflops,rpeak_tflops,hpcg_tflops,power_kw\n";
    try {
        Top500Catalog::parse(header + "2000-06,1,A,B,C,1999,many,,2.3,3.2,,\n", "t.csv");
        FAIL();
    } catch (const ImportError& e) {
        EXPECT_EQ(e.issues()[0].line, 2);
        EXPECT_EQ(e.issues()[0].field, "cores");
    }
    try {
        Top500Catalog::parse(header + "2000-06,1e10,A,B,C,1999,10,,2.3,3.2,,\n", "t.csv");
        FAIL();
    } catch (const ImportError& e) {
        EXPECT_EQ(e.issues()[0].field, "rank");
    }
}

}  // namespace

namespace {

TEST(Top500Catalog, FindAndHistory) {
    const auto* summit = shippedTop500().find("2019-06", 1);
    ASSERT_NE(summit, nullptr);
    EXPECT_EQ(summit->system, "Summit");
    EXPECT_EQ(shippedTop500().find("2019-06", 501), nullptr);
    EXPECT_EQ(shippedTop500().find("2021-06", 1), nullptr);  // missing edition
    const auto daint = shippedTop500().history("Piz Daint", "CSCS");
    ASSERT_EQ(daint.size(), 24u);  // data README: 2012-11 .. 2025-06, 24 editions
    EXPECT_EQ(daint.front()->list, "2012-11");
    EXPECT_EQ(daint.back()->list, "2025-06");
    EXPECT_EQ(shippedTop500().history("Sierra", "DOE/NNSA/LLNL").size(), 13u);  // not the older Dell "Sierra"
}

}  // namespace
