// SPDX-License-Identifier: MIT
// The laws against docs/models.md §5 (independent values from the TOP500
// figures), limits and monotonicity. Tolerances are relative and stated per
// check: section 5 gives 5 significant figures, so 5e-5 relative.

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/ScalingLaw.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace effsurf::core;

namespace {

constexpr double kFiveFigures = 5e-5;  // docs/models.md quotes 5 significant figures

::testing::AssertionResult relativelyNear(double actual, double expected, double tolerance) {
    const double error = std::fabs(actual - expected) / std::fabs(expected);
    if (error <= tolerance) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "actual " << actual << " expected " << expected << " relative error " << error << " > "
                                         << tolerance;
}

struct Top500Case {
    const char* name;
    double n, rmax, rpeak;
    double efficiency;  // NaN when docs/models.md gives none
    double serialFraction;
};

class ModelReferenceValues : public ::testing::TestWithParam<Top500Case> {};

TEST_P(ModelReferenceValues, EfficiencyAndSerialFractionMatchModelMd) {
    const auto& c = GetParam();
    if (!std::isnan(c.efficiency)) {
        EXPECT_TRUE(relativelyNear(c.rmax / c.rpeak, c.efficiency, kFiveFigures));
    }
    EXPECT_TRUE(relativelyNear(serialFractionFromRmaxRpeak(c.n, c.rmax, c.rpeak), c.serialFraction, kFiveFigures));
    // The same s from the efficiency and from the speedup N E.
    const double e = c.rmax / c.rpeak;
    EXPECT_TRUE(relativelyNear(serialFractionFromEfficiency(c.n, e), c.serialFraction, kFiveFigures));
    EXPECT_TRUE(relativelyNear(serialFractionFromSpeedup(c.n, c.n * e), c.serialFraction, kFiveFigures));
    // And Amdahl with that s gives back the measured efficiency (1e-12: pure round trip).
    EXPECT_TRUE(relativelyNear(amdahlEfficiency(c.n, serialFractionFromEfficiency(c.n, e)), e, 1e-12));
}

const double kNaN = std::numeric_limits<double>::quiet_NaN();

INSTANTIATE_TEST_SUITE_P(Section5, ModelReferenceValues,
                         ::testing::Values(Top500Case{"Summit_2019_06", 2414592, 148600, 200794.88, 0.74006, 1.4547e-7},
                                           Top500Case{"PizDaint_2012_11", 12032, 216.389, 250.266, 0.86464, 1.3013e-5},
                                           Top500Case{"PizDaint_2013_11", 115984, 6271, 7788.853, kNaN, 2.0869e-6},
                                           Top500Case{"PizDaint_2016_11", 206720, 9779, 15987.968, 0.61165, 3.0715e-6},
                                           Top500Case{"PizDaint_2017_06", 361760, 19590, 25326.264, 0.77351, 8.0942e-7}),
                         [](const auto& testCase) { return std::string(testCase.param.name); });

TEST(Laws, SummitGainCeilingAndLimitToPeak) {
    const double s = serialFractionFromRmaxRpeak(2414592, 148600, 200794.88);
    EXPECT_TRUE(relativelyNear(gainCeiling(s), 6.874e6, 1e-4));  // docs/models.md: 4 figures
    EXPECT_TRUE(relativelyNear(limitToPeakRatio(2414592, s), 2.847, 1e-3));
    // docs/models.md's E / (1 - E) form of the same ratio, for large N.
    const double e = 148600 / 200794.88;
    EXPECT_TRUE(relativelyNear(limitToPeakRatio(2414592, s), e / (1 - e), 1e-6));
}

TEST(Laws, SurfaceReferencePoints) {
    EXPECT_DOUBLE_EQ(amdahlEfficiency(1e6, 1e-6), 1.0 / (2.0 - 1e-6));
    EXPECT_TRUE(relativelyNear(amdahlEfficiency(1e6, 1e-6), 0.5, 1e-5));
    EXPECT_TRUE(relativelyNear(amdahlEfficiency(1e7, 1e-7), 0.5, 1e-6));
    for (double n : {1.0, 2.0, 1e3, 1e9, 1e12}) EXPECT_EQ(amdahlEfficiency(n, 0.0), 1.0);
}

TEST(Laws, RoundTripOfSerialFractionIsExactTo1e12) {
    const double n = 1e7;
    const double s = 1e-8;
    EXPECT_TRUE(relativelyNear(serialFractionFromEfficiency(n, amdahlEfficiency(n, s)), s, 1e-12));
    EXPECT_TRUE(relativelyNear(serialFractionFromSpeedup(n, amdahlSpeedup(n, s)), s, 1e-12));
}

TEST(Laws, LimitsOfAmdahl) {
    EXPECT_EQ(amdahlSpeedup(1.0, 0.3), 1.0);                            // one processor: no speedup
    EXPECT_EQ(amdahlSpeedup(1e6, 1.0), 1.0);                            // all serial
    EXPECT_EQ(amdahlSpeedup(12345.0, 0.0), 12345.0);                    // all parallel: linear
    EXPECT_TRUE(relativelyNear(amdahlSpeedup(1e15, 1e-3), 1e3, 1e-9));  // approaches 1/s
    EXPECT_TRUE(std::isinf(gainCeiling(0.0)));
    EXPECT_EQ(gainCeiling(0.25), 4.0);
    EXPECT_TRUE(relativelyNear(payloadPerformance(1e4, 1e-4, 2.0), 2.0 * 1e4 / (1 + 9999e-4), 1e-15));
    EXPECT_EQ(performanceLimit(1e-3, 5.0), 5000.0);
}

TEST(Laws, SpeedupIncreasesWithNAndEfficiencyDecreases) {
    const double s = 1e-5;
    double previousSpeedup = 0.0;
    double previousEfficiency = 2.0;
    for (double n = 1.0; n <= 1e12; n *= 3.7) {
        const double speedup = amdahlSpeedup(n, s);
        const double efficiency = amdahlEfficiency(n, s);
        EXPECT_GT(speedup, previousSpeedup) << "N=" << n;
        EXPECT_LT(efficiency, previousEfficiency) << "N=" << n;
        EXPECT_LT(speedup, 1.0 / s);
        previousSpeedup = speedup;
        previousEfficiency = efficiency;
    }
}

TEST(Laws, EfficiencyDecreasesWithSerialFraction) {
    double previous = 2.0;
    for (double s = 1e-15; s <= 1.0; s *= 10.0) {
        const double e = amdahlEfficiency(1e6, s);
        EXPECT_LT(e, previous) << "s=" << s;
        previous = e;
    }
}

TEST(Laws, GustafsonAndSunNiSpecialCases) {
    EXPECT_EQ(gustafsonSpeedup(1.0, 0.5), 1.0);
    EXPECT_DOUBLE_EQ(gustafsonSpeedup(100.0, 0.1), 0.1 + 0.9 * 100.0);
    // Sun–Ni with G = 1 is Amdahl, with G = N Gustafson.
    for (double n : {2.0, 64.0, 1e6}) {
        for (double s : {1e-6, 0.01, 0.5}) {
            EXPECT_TRUE(relativelyNear(sunNiSpeedup(n, s, 1.0), amdahlSpeedup(n, s), 1e-14));
            EXPECT_TRUE(relativelyNear(sunNiSpeedup(n, s, n), gustafsonSpeedup(n, s), 1e-14));
        }
    }
    // Between the two for 1 < G < N.
    EXPECT_GT(sunNiSpeedup(1e4, 0.01, 100.0), amdahlSpeedup(1e4, 0.01));
    EXPECT_LT(sunNiSpeedup(1e4, 0.01, 100.0), gustafsonSpeedup(1e4, 0.01));
}

TEST(Laws, ScalingLawDispatchesToTheLaws) {
    EXPECT_EQ(ScalingLaw(LawKind::Amdahl).speedup(1e4, 1e-3), amdahlSpeedup(1e4, 1e-3));
    EXPECT_EQ(ScalingLaw(LawKind::Gustafson).speedup(1e4, 1e-3), gustafsonSpeedup(1e4, 1e-3));
    EXPECT_TRUE(relativelyNear(ScalingLaw(LawKind::SunNi, 0.5).speedup(1e4, 1e-3), sunNiSpeedup(1e4, 1e-3, 100.0), 1e-14));
    EXPECT_TRUE(relativelyNear(ScalingLaw(LawKind::SunNi, 0.0).speedup(1e4, 1e-3), amdahlSpeedup(1e4, 1e-3), 1e-14));
    EXPECT_EQ(ScalingLaw::parseKind("Sun-Ni"), LawKind::SunNi);
    EXPECT_THROW(ScalingLaw::parseKind("moore"), InvalidParameter);
    EXPECT_THROW(ScalingLaw(LawKind::SunNi, 2.5), InvalidParameter);
}

TEST(Laws, IsoefficiencyLineHasSlopeMinusOneInLogLog) {
    for (double e0 : {0.9, 0.5, 0.1, 0.01}) {
        const double s1 = isoefficiencySerialFraction(1e3 + 1, e0);
        const double s2 = isoefficiencySerialFraction(1e6 + 1, e0);
        EXPECT_TRUE(relativelyNear(s1 / s2, 1e3, 1e-12));
        EXPECT_TRUE(relativelyNear(amdahlEfficiency(1e6 + 1, s2), e0, 1e-12));
    }
    // The E = 0.5 ridge is N s = 1 (for large N).
    EXPECT_TRUE(relativelyNear(isoefficiencySerialFraction(1e9, 0.5) * 1e9, 1.0, 1e-8));
}

TEST(Laws, AcceleratorTransform) {
    // s' = s / (s + (1 - s)/k), computed independently here.
    for (double s : {1e-9, 1e-6, 1e-3, 0.2, 0.9}) {
        for (double k : {0.5, 1.0, 2.0, 4.0, 100.0}) {
            const double expected = s / (s + (1.0 - s) / k);
            EXPECT_TRUE(relativelyNear(acceleratedSerialFraction(s, k), expected, 1e-13)) << s << " " << k;
        }
    }
    EXPECT_EQ(acceleratedSerialFraction(0.0, 4.0), 0.0);
    EXPECT_EQ(acceleratedSerialFraction(1.0, 4.0), 1.0);
    EXPECT_TRUE(relativelyNear(acceleratedSerialFraction(1e-8, 4.0), 4e-8, 1e-7));  // ~ k s for small s
    // Nominal gain k, realized gain smaller, and efficiency falls (section 3).
    const double n = 1e6, s = 1e-7, rpeak = 1e5;
    const double before = payloadPerformance(n, s, rpeak / n);
    const double after = acceleratedPerformance(n, s, 4.0, rpeak);
    EXPECT_GT(after, before);
    EXPECT_LT(after / before, 4.0);
    EXPECT_LT(amdahlEfficiency(n, acceleratedSerialFraction(s, 4.0)), amdahlEfficiency(n, s));
    EXPECT_TRUE(relativelyNear(after, 4.0 * rpeak / (1.0 + (n - 1.0) * (4.0 * s / (1.0 + 3.0 * s))), 1e-14));
}

TEST(Laws, InvalidArgumentsNameTheField) {
    const auto fieldOf = [](auto&& call) {
        try {
            call();
        } catch (const InvalidParameter& e) {
            return e.field();
        }
        return std::string("no exception");
    };
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_EQ(fieldOf([] { amdahlSpeedup(0.0, 0.1); }), "N");
    EXPECT_EQ(fieldOf([] { amdahlSpeedup(-5.0, 0.1); }), "N");
    EXPECT_EQ(fieldOf([&] { amdahlSpeedup(nan, 0.1); }), "N");
    EXPECT_EQ(fieldOf([] { amdahlEfficiency(10.0, 1.5); }), "serial fraction s");
    EXPECT_EQ(fieldOf([] { amdahlEfficiency(10.0, -1e-9); }), "serial fraction s");
    EXPECT_EQ(fieldOf([&] { amdahlEfficiency(10.0, nan); }), "serial fraction s");
    EXPECT_EQ(fieldOf([] { serialFractionFromEfficiency(1.0, 0.5); }), "N");
    EXPECT_EQ(fieldOf([] { serialFractionFromEfficiency(10.0, 1.2); }), "efficiency");
    EXPECT_EQ(fieldOf([] { serialFractionFromRmaxRpeak(10.0, 2.0, 1.0); }), "Rmax");
    EXPECT_EQ(fieldOf([] { serialFractionFromSpeedup(10.0, 11.0); }), "speedup");
    EXPECT_EQ(fieldOf([] { acceleratedSerialFraction(0.1, 0.0); }), "speed factor k");
}

}  // namespace
