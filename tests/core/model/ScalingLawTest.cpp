// SPDX-License-Identifier: MIT
// Each law's own isoefficiency lines and gain cap, against values worked out
// by hand from docs/models.md L5–L7 (not from the code under test).

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/ScalingLaw.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace effsurf::core;

namespace {
bool closeRelative(double a, double b, double tolerance) { return std::fabs(a - b) <= tolerance * std::fabs(b); }
}  // namespace

TEST(ScalingLaw, AmdahlIsoefficiencyIsL7) {
    const ScalingLaw amdahl;
    // E = 0.9: s = (1/0.9 - 1)/(N - 1) = 0.1111.../(N - 1).
    for (double n : {2.0, 1e3, 1e6, 1e12})
        EXPECT_TRUE(closeRelative(*amdahl.isoefficiencySerialFraction(n, 0.9), (1.0 / 9.0) / (n - 1.0), 1e-12)) << n;
    // Small N and small E ask for s > 1: no such line there.
    EXPECT_FALSE(amdahl.isoefficiencySerialFraction(2.0, 0.1).has_value());
}

TEST(ScalingLaw, GustafsonIsoefficiencyLiesAtOneMinusE) {
    const ScalingLaw gustafson(LawKind::Gustafson);
    // E_G = 1 - s (1 - 1/N), so s = (1 - E) N/(N - 1): 0.1 for large N at E = 0.9.
    EXPECT_TRUE(closeRelative(*gustafson.isoefficiencySerialFraction(1e9, 0.9), 0.1, 1e-8));
    EXPECT_TRUE(closeRelative(*gustafson.isoefficiencySerialFraction(1e9, 0.5), 0.5, 1e-8));
    EXPECT_TRUE(closeRelative(*gustafson.isoefficiencySerialFraction(11.0, 0.9), 0.11, 1e-12));  // 0.1 * 11/10
    // E = 0.01 needs s = 0.99 N/(N - 1) > 1 for N < 100: none below, one above.
    EXPECT_FALSE(gustafson.isoefficiencySerialFraction(50.0, 0.01).has_value());
    EXPECT_TRUE(gustafson.isoefficiencySerialFraction(1000.0, 0.01).has_value());
}

TEST(ScalingLaw, SunNiIsoefficiencyGivesTheTargetEfficiency) {
    for (double gamma : {0.25, 0.5, 1.5}) {
        const ScalingLaw sunNi(LawKind::SunNi, gamma);
        for (double n : {10.0, 1e4, 1e8, 1e12}) {
            for (double e : {0.9, 0.5, 0.1}) {
                const auto s = sunNi.isoefficiencySerialFraction(n, e);
                if (!s) continue;
                EXPECT_TRUE(closeRelative(sunNi.efficiency(n, *s), e, 1e-9)) << gamma << " " << n << " " << e;
            }
        }
    }
    // gamma = 0.5, N = 10^6, E = 0.5: r = 10^3 * 0.5 / (5*10^5 - 1), s = r/(1 + r).
    const double r = 1e3 * 0.5 / (5e5 - 1.0);
    EXPECT_TRUE(closeRelative(*ScalingLaw(LawKind::SunNi, 0.5).isoefficiencySerialFraction(1e6, 0.5), r / (1.0 + r), 1e-12));
    // gamma = 0 is Amdahl's line, gamma = 1 Gustafson's.
    EXPECT_TRUE(closeRelative(*ScalingLaw(LawKind::SunNi, 0.0).isoefficiencySerialFraction(1e6, 0.9),
                              *ScalingLaw().isoefficiencySerialFraction(1e6, 0.9), 1e-9));
    EXPECT_TRUE(closeRelative(*ScalingLaw(LawKind::SunNi, 1.0).isoefficiencySerialFraction(1e6, 0.9),
                              *ScalingLaw(LawKind::Gustafson).isoefficiencySerialFraction(1e6, 0.9), 1e-9));
}

TEST(ScalingLaw, IsoefficiencyRefusesWhatIsNoEfficiency) {
    const ScalingLaw amdahl;
    EXPECT_THROW((void)amdahl.isoefficiencySerialFraction(1.0, 0.5), InvalidParameter);
    EXPECT_THROW((void)amdahl.isoefficiencySerialFraction(10.0, 0.0), InvalidParameter);
    EXPECT_THROW((void)amdahl.isoefficiencySerialFraction(10.0, 1.5), InvalidParameter);
}

TEST(ScalingLaw, OnlyFixedWorkloadsHaveAGainCeiling) {
    EXPECT_TRUE(ScalingLaw().hasGainCeiling());
    EXPECT_FALSE(ScalingLaw(LawKind::Gustafson).hasGainCeiling());
    EXPECT_FALSE(ScalingLaw(LawKind::SunNi, 0.5).hasGainCeiling());
    EXPECT_TRUE(ScalingLaw(LawKind::SunNi, 0.0).hasGainCeiling());
}

// The array forms the Python module uses: every point the scalar form's value
// to the last bit (so a NumPy array and a loop of scalars agree), strided or
// broadcast, and the first invalid point reported where the scalar one throws.
TEST(ScalingLaw, ArraysAreTheScalarFormToTheLastBit) {
    std::vector<double> n, s;
    for (double logN = 0.0; logN <= 12.0; logN += 0.37) n.push_back(std::pow(10.0, logN));
    for (double logS = -15.0; logS <= 0.0; logS += 0.41) s.push_back(std::pow(10.0, logS));
    s.push_back(0.0);
    s.push_back(1.0);
    for (const ScalingLaw& law : {ScalingLaw(), ScalingLaw(LawKind::Gustafson), ScalingLaw(LawKind::SunNi, 0.5),
                                  ScalingLaw(LawKind::SunNi, 0.3), ScalingLaw(LawKind::SunNi, 0.0), ScalingLaw(LawKind::SunNi, 1.0)}) {
        for (double k : {1.0, 16.0, 0.5}) {
            for (bool efficiency : {false, true}) {
                for (double si : s) {
                    // N an array, s one value broadcast (stride 0).
                    std::vector<double> out(n.size());
                    ASSERT_EQ(law.evaluate(efficiency, k, n.data(), 1, &si, 0, out.data(), n.size()), n.size());
                    for (std::size_t i = 0; i < n.size(); ++i) {
                        const double sk = acceleratedSerialFraction(si, k);
                        // Amdahl's E without a speed-up is L2 itself (amdahlEfficiency), elsewhere S / N.
                        const bool l2 = efficiency && k == 1.0 && law.kind() == LawKind::Amdahl;
                        const double expected = l2           ? amdahlEfficiency(n[i], si)
                                                : efficiency ? law.efficiency(n[i], sk)
                                                             : law.speedup(n[i], sk);
                        ASSERT_EQ(out[i], expected) << law.id() << " k = " << k << " N = " << n[i] << " s = " << si;
                    }
                }
            }
        }
    }
    // The first invalid point (s > 1 at index 3; N < 1 at index 5) is the one reported.
    std::vector<double> nn{2, 4, 8, 16, 32, 0.5}, ss{0.1, 0.1, 0.1, 1.5, 0.1, 0.1}, out(6);
    EXPECT_EQ(ScalingLaw(LawKind::SunNi, 0.5).evaluate(true, 16.0, nn.data(), 1, ss.data(), 1, out.data(), 6), 3u);
    ss[3] = 0.1;
    EXPECT_EQ(ScalingLaw(LawKind::Gustafson).evaluate(false, 1.0, nn.data(), 1, ss.data(), 1, out.data(), 6), 5u);
}

TEST(ScalingLaw, IsoefficiencyArraysAreL7ToTheLastBit) {
    std::vector<double> n{2.0, 10.0, 1e6, 1e12, 3.0}, e{0.5, 0.9, 0.99, 1.0, 0.2}, out(5);
    ASSERT_EQ(isoefficiencySerialFractions(n.data(), 1, e.data(), 1, out.data(), 4), 4u);
    for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(out[i], isoefficiencySerialFraction(n[i], e[i]));
    // N = 3 at E = 0.2 needs s = 2 > 1: no s in [0, 1] gives it, reported as the scalar law refuses it.
    EXPECT_EQ(isoefficiencySerialFractions(n.data(), 1, e.data(), 1, out.data(), 5), 4u);
    EXPECT_FALSE(ScalingLaw().isoefficiencySerialFraction(3.0, 0.2).has_value());
    const double one = 1.0;
    EXPECT_EQ(isoefficiencySerialFractions(&one, 0, e.data(), 1, out.data(), 2), 0u);  // N = 1
}

TEST(ScalingLaw, SunNisGrowthIsThePowerToAnUlp) {
    // G = N^gamma for an exponent other than 0, 1/2 and 1 is core's own power()
    // (LawFormulas.h: exp(gamma ln N) in double-double, so that the array form
    // vectorizes): within an ulp of the C library's pow, so S differs from the
    // formula written with pow by a few roundings at most, anywhere on the surface.
    std::mt19937_64 random(45);
    std::uniform_real_distribution<double> logN(0.0, 12.0), exponent(0.0, 2.0), logS(-15.0, 0.0);
    double worst = 0.0;
    for (int i = 0; i < 200000; ++i) {
        const double n = std::pow(10.0, logN(random)), gamma = exponent(random), s = std::pow(10.0, logS(random));
        const double growth = std::pow(n, gamma);
        const double expected = (s + (1.0 - s) * growth) / (s + (1.0 - s) * growth / n);
        const double computed = ScalingLaw(LawKind::SunNi, gamma).speedup(n, s);
        worst = std::max(worst, std::fabs(computed - expected) / expected);
    }
    EXPECT_LE(worst, 8 * std::numeric_limits<double>::epsilon());
    // Exact where it must be: N = 1 gives G = 1, S = 1.
    EXPECT_EQ(ScalingLaw(LawKind::SunNi, 0.3).speedup(1.0, 0.25), 1.0);
}
