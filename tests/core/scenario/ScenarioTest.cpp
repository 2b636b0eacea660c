// SPDX-License-Identifier: MIT
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

namespace {

TEST(Scenario, AmdahlWithPrecisionUsesTheTransformedSerialFraction) {
    Scenario scenario;
    scenario.serialFraction = 1e-7;
    scenario.processors = 1e6;
    scenario.precision = Precision::FP16;
    const double sPrime = acceleratedSerialFraction(1e-7, 4.0);
    EXPECT_DOUBLE_EQ(scenario.effectiveSerialFraction(), sPrime);
    EXPECT_DOUBLE_EQ(scenario.efficiency(), amdahlEfficiency(1e6, sPrime));
    EXPECT_DOUBLE_EQ(scenario.gainCeiling(), 1.0 / sPrime);
    EXPECT_DOUBLE_EQ(scenario.performanceInFp64Units(1e6, Precision::FP16), 4.0 * amdahlSpeedup(1e6, sPrime));
    EXPECT_DOUBLE_EQ(scenario.performanceInFp64Units(1e6, Precision::FP64), amdahlSpeedup(1e6, 1e-7));
}

TEST(Scenario, EditedSpeedFactorIsUsed) {
    Scenario scenario;
    scenario.precision = Precision::BF16;
    scenario.speedFactors[std::size_t(Precision::BF16)] = 16.0;
    EXPECT_DOUBLE_EQ(scenario.effectiveSerialFraction(), acceleratedSerialFraction(scenario.serialFraction, 16.0));
}

TEST(Scenario, TimelineModelLiesOnTheAmdahlSurface) {
    Scenario scenario;
    scenario.model = ModelKind::Timeline;
    scenario.timeline =
        TimelineModel({{"software", 1e-7, ContributionGrowth::Constant, 0.0}, {"communication", 1e-9, ContributionGrowth::Power, 0.5}});
    for (const auto p : {Precision::FP64, Precision::FP16}) {
        scenario.precision = p;
        for (double n : {10.0, 1e4, 1e8}) {
            EXPECT_NEAR(scenario.efficiency(n) / amdahlEfficiency(n, scenario.effectiveSerialFraction(n)), 1.0, 1e-9);
        }
    }
    scenario.precision = Precision::FP64;
    EXPECT_NEAR(scenario.speedup(1e8) / scenario.timeline.speedup(1e8), 1.0, 1e-12);
}

TEST(Scenario, ThePointSitsOnTheSurfaceTheViewsDraw) {
    // The views draw E(N, s'(s)) over the baseline s, s' = k s / (1 + (k - 1) s)
    // (docs/models.md §3): a model's point at its surfaceSerialFraction shows its own E.
    Scenario scenario;
    scenario.serialFraction = 3e-5;
    scenario.precision = Precision::FP16;
    EXPECT_EQ(scenario.surfaceSerialFraction(), 3e-5);  // a plain law is drawn at its own s
    scenario.model = ModelKind::Timeline;
    scenario.timeline =
        TimelineModel({{"software", 1e-7, ContributionGrowth::Constant, 0.0}, {"communication", 1e-9, ContributionGrowth::Power, 0.5}});
    for (const auto p : {Precision::FP64, Precision::FP32, Precision::FP16}) {
        scenario.precision = p;
        for (double n : {10.0, 1e4, 1e8}) {
            scenario.processors = n;
            const double drawn = amdahlEfficiency(n, acceleratedSerialFraction(scenario.surfaceSerialFraction(), scenario.speedFactor()));
            EXPECT_NEAR(drawn / scenario.efficiency(), 1.0, 1e-9) << "N = " << n;
        }
    }
    // Slower than one processor (s' > 1): on the s = 1 edge.
    scenario.timeline = TimelineModel({{"communication", 1e-7, ContributionGrowth::Power, 1.0}});
    scenario.processors = 1e10;
    EXPECT_EQ(scenario.surfaceSerialFraction(), 1.0);
}

TEST(Scenario, TimelineBeyondItsMaximumHasSerialFractionAboveOne) {
    Scenario scenario;
    scenario.model = ModelKind::Timeline;
    scenario.timeline = TimelineModel({{"communication", 1e-7, ContributionGrowth::Power, 1.0}});
    scenario.processors = 1e10;
    EXPECT_LT(scenario.speedup(), 1.0);  // slower than one processor
    EXPECT_GT(scenario.effectiveSerialFraction(), 1.0);
    const auto best = scenario.bestProcessorCount(1e12);
    EXPECT_NEAR(best.processorCount / std::sqrt((1.0 - 1e-7) / 1e-7), 1.0, 1e-4);  // p/N^2 = b
    // Its cap is the maximum, not 1/s' at the current N (which is below 1 here).
    const auto limit = scenario.gainLimit();
    EXPECT_EQ(limit.kind, Scenario::GainLimit::Kind::Maximum);
    EXPECT_NEAR(limit.processors / best.processorCount, 1.0, 1e-9);
    // S(N*) = 1/(p/N* + b N*) with N* = sqrt(p/b): 1/(2 sqrt(p b)).
    EXPECT_NEAR(limit.speedup * 2.0 * std::sqrt((1.0 - 1e-7) * 1e-7), 1.0, 1e-6);
    EXPECT_EQ(scenario.gainCeiling(), limit.speedup);
}

TEST(Scenario, EachLawStatesItsOwnGainLimit) {
    Scenario scenario;
    scenario.serialFraction = 1e-4;
    EXPECT_EQ(scenario.gainLimit().kind, Scenario::GainLimit::Kind::Ceiling);
    EXPECT_NEAR(scenario.gainLimit().speedup, 1e4, 1e-8);
    scenario.model = ModelKind::Gustafson;
    EXPECT_EQ(scenario.gainLimit().kind, Scenario::GainLimit::Kind::Unbounded);
    EXPECT_TRUE(std::isinf(scenario.gainCeiling()));
    scenario.model = ModelKind::SunNi;
    scenario.growthExponent = 0.5;  // S ~ (1 - s) N^0.5 / s: no ceiling (the old status bar said 1/s)
    EXPECT_EQ(scenario.gainLimit().kind, Scenario::GainLimit::Kind::Unbounded);
    EXPECT_GT(scenario.speedup(1e12), 1e9);
    scenario.growthExponent = 0.0;  // G = 1 is Amdahl's fixed workload
    EXPECT_EQ(scenario.gainLimit().kind, Scenario::GainLimit::Kind::Ceiling);
    // Constant contributions: S = 1/(p/N + b) still grows at 10^12, so no maximum in range.
    scenario.model = ModelKind::Timeline;
    scenario.timeline = TimelineModel({{"software", 1e-7, ContributionGrowth::Constant, 0.0}});
    const auto limit = scenario.gainLimit();
    EXPECT_EQ(limit.kind, Scenario::GainLimit::Kind::NoMaximumInRange);
    EXPECT_TRUE(std::isinf(scenario.gainCeiling()));
}

TEST(Scenario, GustafsonAndSunNi) {
    Scenario scenario;
    scenario.model = ModelKind::Gustafson;
    EXPECT_DOUBLE_EQ(scenario.speedup(1e6), gustafsonSpeedup(1e6, 1e-7));
    scenario.model = ModelKind::SunNi;
    scenario.growthExponent = 0.5;
    EXPECT_NEAR(scenario.speedup(1e6) / sunNiSpeedup(1e6, 1e-7, 1e3), 1.0, 1e-14);
}

TEST(Scenario, ValidateNamesTheField) {
    Scenario scenario;
    scenario.processors = 0.0;
    try {
        scenario.validate();
        FAIL();
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "N");
    }
    scenario = Scenario{};
    scenario.serialFraction = std::nan("");
    EXPECT_THROW(scenario.validate(), InvalidParameter);
    scenario = Scenario{};
    scenario.speedFactors[2] = 0.0;
    EXPECT_THROW(scenario.validate(), InvalidParameter);
    EXPECT_NO_THROW(Scenario{}.validate());
}

TEST(Scenario, EqualityComparesEveryField) {
    Scenario a, b;
    EXPECT_EQ(a, b);
    b.timeline = TimelineModel({{"x", 1e-7, ContributionGrowth::Constant, 0.0}});
    EXPECT_NE(a, b);
    b = a;
    b.speedFactors[5] = 9.0;
    EXPECT_NE(a, b);
    EXPECT_EQ(parseModelKind("timeline"), ModelKind::Timeline);
    EXPECT_EQ(parseModelKind("Sun-Ni"), ModelKind::SunNi);
}

}  // namespace

namespace {

TEST(Scenario, TrainingTakesBytesAndThroughputFromThePrecision) {
    Scenario scenario;
    scenario.model = ModelKind::Training;
    scenario.precision = Precision::FP16;
    scenario.processors = 1024.0;
    const TrainingModel model = scenario.trainingModel();
    EXPECT_EQ(model.parameters().bytesPerElement, 2.0);
    EXPECT_DOUBLE_EQ(model.parameters().throughputFlops, 312e12 * 0.4);  // A100 FP16 datasheet peak x utilization
    EXPECT_DOUBLE_EQ(scenario.speedup(), model.speedup(1024.0));
    EXPECT_DOUBLE_EQ(scenario.efficiency(1024.4), model.efficiency(1024.0));  // N rounds to whole workers
    EXPECT_NEAR(scenario.effectiveSerialFraction() / model.effectiveSerialFraction(1024.0), 1.0, 1e-12);
    // A datatype the datasheet lacks: FP64 peak times the ratio of speed factors.
    scenario.accelerator = "v100";
    scenario.precision = Precision::BF16;
    EXPECT_DOUBLE_EQ(scenario.trainingModel().parameters().throughputFlops, 7.8e12 * 4.0 * 0.4);
    // The performance wall: best N from the training model.
    scenario.accelerator = "a100";
    scenario.precision = Precision::FP16;
    const auto best = scenario.bestProcessorCount(1e6);
    EXPECT_EQ(best.processorCount, scenario.trainingModel().bestWorkerCount(1e6).workerCount);
    EXPECT_GT(best.processorCount, 1.0);
    // Faster arithmetic, the same links: lower efficiency at the same N (docs/models.md §3).
    Scenario fp32 = scenario;
    fp32.precision = Precision::FP32;
    EXPECT_LT(scenario.efficiency(4096.0), fp32.efficiency(4096.0));
    // R in FP64 units compares precisions: FP16 does more work per second.
    EXPECT_GT(scenario.performanceInFp64Units(4096.0, Precision::FP16), scenario.performanceInFp64Units(4096.0, Precision::FP64));
}

TEST(Scenario, TrainingParametersAreValidated) {
    Scenario scenario;
    scenario.training.bandwidthBytesPerSecond = 0.0;
    EXPECT_THROW(scenario.validate(), InvalidParameter);
    scenario = Scenario{};
    scenario.accelerator = "tpu";
    EXPECT_THROW(scenario.validate(), InvalidParameter);
    scenario = Scenario{};
    scenario.utilization = 1.5;
    EXPECT_THROW(scenario.validate(), InvalidParameter);
    EXPECT_EQ(parseModelKind("training"), ModelKind::Training);
}

}  // namespace

TEST(Scenario, ProcessorAxisFitsTheVisibleSeriesAndTheCurrentN) {
    Scenario scenario;
    scenario.processors = 1e6;
    EXPECT_EQ(scenario.processorAxisDecades(), (std::pair<int, int>{0, 12}));  // no series: the whole range
    auto data = std::make_shared<MeasurementSeries>();
    for (double n : {4.0, 512.0}) {
        MeasurementPoint p;
        p.processors = n;
        p.value = 1.0;
        data->points.push_back(p);
    }
    scenario.series.push_back({"a", data, nullptr, true, 0});
    scenario.processors = 16.0;
    // log10 4 - 0.25 = 0.35 -> 0; log10 512 + 0.25 = 2.96 -> 3.
    EXPECT_EQ(scenario.processorAxisDecades(), (std::pair<int, int>{0, 3}));
    scenario.processors = 2e7;  // the current point stays in view: log10 + 0.25 = 7.55 -> 8
    EXPECT_EQ(scenario.processorAxisDecades(), (std::pair<int, int>{0, 8}));
    scenario.series[0].visible = false;  // hidden series do not count
    EXPECT_EQ(scenario.processorAxisDecades(), (std::pair<int, int>{0, 12}));
    scenario.axisFit = AxisFit::Data;  // fitted: the current point alone, at least two decades
    EXPECT_EQ(scenario.processorAxisDecades(), (std::pair<int, int>{7, 9}));
    // A snapshot at 10⁶ (the A and B drawn half at the axis edge) is inside the range.
    auto snapshotState = std::make_shared<Scenario>(scenario);
    snapshotState->processors = 1e6;
    scenario.snapshots.push_back({"A", snapshotState});
    EXPECT_EQ(scenario.processorAxisDecades(), (std::pair<int, int>{5, 8}));  // 6 - 0.25 -> 5
    scenario.snapshots.clear();
    scenario.series[0].visible = true;
    scenario.axisFit = AxisFit::Full;
    EXPECT_EQ(scenario.processorAxisDecades(), (std::pair<int, int>{0, 12}));
    EXPECT_EQ(parseAxisFit(axisFitId(AxisFit::Data)), AxisFit::Data);
    EXPECT_THROW((void)parseAxisFit("tight"), InvalidParameter);
}
