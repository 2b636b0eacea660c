// SPDX-License-Identifier: MIT
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/SurfaceFrame.h"
#include "effsurf/core/scenario/ScenarioSurface.h"

#include <gtest/gtest.h>

#include <cmath>

namespace effsurf::core {
namespace {

TEST(SurfaceFrame, TheGridSpansTheWindowsFrameWithExactCorners) {
    const SurfaceGridSpec grid = SurfaceFrame::grid(121);
    EXPECT_EQ(grid.minProcessors, 1.0);
    EXPECT_EQ(grid.maxProcessors, 1e12);
    EXPECT_EQ(grid.minSerialFraction, 1e-12);
    EXPECT_EQ(grid.maxSerialFraction, 1.0);
    EfficiencySurface surface(grid);
    // 121 points: a vertex every 0.1 decade, so that every slider step is one.
    EXPECT_DOUBLE_EQ(surface.log10ProcessorCounts()(40), 4.0);
    EXPECT_DOUBLE_EQ(surface.log10SerialFractions()(70), -5.0);
}

TEST(SurfaceFrame, TheCamerasAreTheWindows) {
    // In ViewNames::cameras()'s order; the window's isometric default, as SurfaceView had it.
    EXPECT_EQ(SurfaceFrame::camera(0).elevationDegrees, 12.0);
    EXPECT_TRUE(SurfaceFrame::camera(1).topView);
    EXPECT_EQ(SurfaceFrame::camera(2).azimuthDegrees, -28.0);
    EXPECT_EQ(SurfaceFrame::camera(2).elevationDegrees, 26.0);
    EXPECT_EQ(SurfaceFrame::camera(7).azimuthDegrees, -28.0);
}

TEST(SurfaceFrame, LogarithmicEfficiencyColoursDecadesEvenly) {
    EXPECT_DOUBLE_EQ(SurfaceFrame::colorPosition(1e-2, true), 0.5);
    EXPECT_DOUBLE_EQ(SurfaceFrame::colorPosition(1e-4, true), 0.0);
    EXPECT_DOUBLE_EQ(SurfaceFrame::colorPosition(1e-9, true), 0.0);  // below the axis: its floor
    EXPECT_DOUBLE_EQ(SurfaceFrame::colorPosition(0.25, false), 0.25);
    EXPECT_DOUBLE_EQ(SurfaceFrame::height(1e-3, true), -3.0);
    EXPECT_DOUBLE_EQ(SurfaceFrame::height(1.2, false), 1.0);
}

TEST(SurfaceFrame, TheColourMapIsViridisWithTheRidgeBand) {
    for (const bool logarithmic : {false, true}) {
        const auto stops = SurfaceFrame::colorStops(logarithmic);
        ASSERT_GE(stops.size(), 17u);
        for (std::size_t i = 1; i < stops.size(); ++i) EXPECT_LT(stops[i - 1].position, stops[i].position);
        // matplotlib's viridis at 0, 0.5 and 1: #440154, #21918c, #fde725 (to a unit of rounding).
        EXPECT_EQ(stops.front().red, 0x44);
        EXPECT_EQ(stops.back().green, 0xe7);
        const auto middle = SurfaceFrame::viridis(0.5);
        EXPECT_NEAR(middle.red, 0x21, 1);
        EXPECT_NEAR(middle.green, 0x91, 1);
        EXPECT_NEAR(middle.blue, 0x8c, 1);
        // The dark band where E = 0.5.
        const double ridge = SurfaceFrame::colorPosition(0.5, logarithmic);
        bool band = false;
        for (const auto& stop : stops) band = band || (std::abs(stop.position - ridge) < 0.011 && stop.red == 0x10);
        EXPECT_TRUE(band) << logarithmic;
    }
}

TEST(ScenarioSurface, TheScenariosLawAndSpeedFactor) {
    Scenario scenario;
    scenario.model = ModelKind::Timeline;
    scenario.precision = Precision::FP16;
    EfficiencySurface surface;
    ScenarioSurface::evaluate(surface, scenario, 121);
    // Amdahl's surface with FP16's payload speed-up, where the timeline's point lies (docs/models.md §3).
    const double k = scenario.speedFactor();
    ASSERT_GT(k, 1.0);
    const double n = 1e4, s = 1e-5;
    EXPECT_NEAR(surface.efficiency()(70, 40), amdahlEfficiency(n, acceleratedSerialFraction(s, k)), 1e-15);
    EXPECT_NEAR(surface.efficiency()(70, 40), 1.0 / (1.0 + (n - 1.0) * k * s / (1.0 + (k - 1.0) * s)), 1e-12);
}

}  // namespace
}  // namespace effsurf::core
