// SPDX-License-Identifier: MIT
#include "AllocationCounter.h"

#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

namespace {

SurfaceGridSpec smallGrid() {
    SurfaceGridSpec grid;
    grid.minProcessors = 1.0;
    grid.maxProcessors = 1e12;
    grid.minSerialFraction = 1e-15;
    grid.maxSerialFraction = 1.0;
    grid.processorSteps = 37;
    grid.serialFractionSteps = 29;
    return grid;
}

TEST(EfficiencySurface, AxesAreLogSpacedWithExactCorners) {
    EfficiencySurface surface(smallGrid());
    const auto& n = surface.processorCounts();
    const auto& s = surface.serialFractions();
    ASSERT_EQ(n.size(), 37);
    ASSERT_EQ(s.size(), 29);
    EXPECT_EQ(n(0), 1.0);
    EXPECT_EQ(n(36), 1e12);
    EXPECT_EQ(s(0), 1e-15);
    EXPECT_EQ(s(28), 1.0);
    for (Eigen::Index j = 1; j < n.size(); ++j) EXPECT_NEAR(std::log10(n(j)) - std::log10(n(j - 1)), 12.0 / 36.0, 1e-12);
    EXPECT_NEAR(surface.log10SerialFractions()(14), -7.5, 1e-12);
}

TEST(EfficiencySurface, EveryPointMatchesTheScalarLaws) {
    EfficiencySurface surface(smallGrid());
    for (const LawKind kind : ScalingLaw::allKinds()) {
        const ScalingLaw law(kind, 0.5);
        for (double k : {1.0, 4.0}) {
            surface.evaluate(law, k);
            surface.computeSpeedup();
            double worst = 0.0;
            for (Eigen::Index i = 0; i < surface.efficiency().rows(); ++i) {
                for (Eigen::Index j = 0; j < surface.efficiency().cols(); ++j) {
                    const double n = surface.processorCounts()(j);
                    const double s = acceleratedSerialFraction(surface.serialFractions()(i), k);
                    const double expected = law.efficiency(n, s);
                    worst = std::max(worst, std::fabs(surface.efficiency()(i, j) - expected) / expected);
                    EXPECT_NEAR(surface.speedup()(i, j) / (expected * n), 1.0, 1e-13);
                }
            }
            EXPECT_LE(worst, 1e-13) << law.id() << " k=" << k;
        }
    }
}

TEST(EfficiencySurface, RidgeOfHalfEfficiencyIsNsEqualOne) {
    SurfaceGridSpec grid;
    grid.minProcessors = 1e2;
    grid.maxProcessors = 1e8;
    grid.minSerialFraction = 1e-8;
    grid.maxSerialFraction = 1e-2;
    grid.processorSteps = 7;       // N = 1e2, 1e3, ..., 1e8
    grid.serialFractionSteps = 7;  // s = 1e-8, ..., 1e-2
    EfficiencySurface surface(grid);
    surface.evaluate(ScalingLaw{});
    // Anti-diagonal N s = 1: E = 1 / (2 - s), i.e. 0.5 within s.
    for (Eigen::Index j = 0; j < 7; ++j) {
        const Eigen::Index i = 6 - j;
        EXPECT_NEAR(surface.efficiency()(i, j), 0.5, 0.01 * 0.5) << "N=" << surface.processorCounts()(j);
    }
}

TEST(EfficiencySurface, ReevaluatingTheSameGridAllocatesNothing) {
    if (!effsurf::test::allocationCountingAvailable()) GTEST_SKIP() << "malloc is owned by the sanitizer runtime";
    SurfaceGridSpec grid;
    grid.processorSteps = 256;
    grid.serialFractionSteps = 256;
    EfficiencySurface surface(grid);
    surface.evaluate(ScalingLaw{});
    surface.computeSpeedup();
    const ScalingLaw gustafson(LawKind::Gustafson);
    const ScalingLaw sunNi(LawKind::SunNi, 0.7);
    const double* buffer = surface.efficiency().data();

    const std::size_t before = effsurf::test::allocationCount();
    surface.evaluate(ScalingLaw{}, 4.0);
    surface.evaluate(gustafson, 1.0);
    surface.evaluate(sunNi, 2.0);
    grid.maxProcessors = 1e10;  // same resolution, new range
    surface.setGrid(grid);
    surface.evaluate(ScalingLaw{});
    surface.computeSpeedup();
    const std::size_t after = effsurf::test::allocationCount();
    EXPECT_EQ(after - before, 0u);
    EXPECT_EQ(surface.efficiency().data(), buffer);
}

TEST(EfficiencySurface, CountingCanSeeAnAllocation) {
    // Guards the test above: it must be able to fail.
    if (!effsurf::test::allocationCountingAvailable()) GTEST_SKIP() << "malloc is owned by the sanitizer runtime";
    SurfaceGridSpec grid;
    EfficiencySurface surface(grid);
    const std::size_t before = effsurf::test::allocationCount();
    grid.processorSteps = 300;  // new resolution: must reallocate
    surface.setGrid(grid);
    EXPECT_GT(effsurf::test::allocationCount(), before);
}

TEST(EfficiencySurface, HandlesTheLargestGrid) {
    SurfaceGridSpec grid;
    grid.processorSteps = SurfaceGridSpec::kMaxResolution;
    grid.serialFractionSteps = SurfaceGridSpec::kMaxResolution;
    EfficiencySurface surface(grid);
    surface.evaluate(ScalingLaw{});
    EXPECT_EQ(surface.efficiency().size(), 2048 * 2048);
    EXPECT_LE(surface.efficiency().maxCoeff(), 1.0);
    EXPECT_GT(surface.efficiency().minCoeff(), 0.0);
}

TEST(EfficiencySurface, RejectsInvalidGrids) {
    SurfaceGridSpec grid;
    grid.processorSteps = 2049;
    EXPECT_THROW(EfficiencySurface{grid}, InvalidParameter);
    grid = {};
    grid.processorSteps = 1;
    EXPECT_THROW(EfficiencySurface{grid}, InvalidParameter);
    grid = {};
    grid.minSerialFraction = 0.0;  // log axis cannot reach 0
    EXPECT_THROW(EfficiencySurface{grid}, InvalidParameter);
    grid = {};
    grid.maxSerialFraction = 1.5;
    EXPECT_THROW(EfficiencySurface{grid}, InvalidParameter);
    grid = {};
    grid.minProcessors = 0.5;
    EXPECT_THROW(EfficiencySurface{grid}, InvalidParameter);
    grid = {};
    grid.minProcessors = 1e6;
    grid.maxProcessors = 1e3;
    EXPECT_THROW(EfficiencySurface{grid}, InvalidParameter);
    EfficiencySurface ok;
    EXPECT_THROW(ok.evaluate(ScalingLaw{}, 0.0), InvalidParameter);
}

}  // namespace
