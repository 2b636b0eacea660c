// SPDX-License-Identifier: MIT
// The built-in tours say what their numbers show (issue 44): tour 6's step 4
// was titled "More GPUs do not help" while its speedup rose from 2021 to
// 5014, and step 5 "divided the bubble by four" beside 47.2 % -> 18.2 %.
// Each claim a step's words make about its numbers is evaluated here from
// the steps' own scenarios, so that editing a step's state or words where
// they disagree fails.

#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Tour.h"
#include "effsurf/ui/tours/BuiltinTours.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace effsurf;

namespace {

std::shared_ptr<const core::Tour> builtinTour(const std::string& id) {
    for (const auto& tour : ui::BuiltinTours::all())
        if (tour->id == id) return tour;
    return nullptr;
}

double bubbleSeconds(const core::Scenario& scenario) {
    const auto& run = scenario.trainingRun;
    return run.model(run.preferredPrecision(scenario.precision)).step().seconds("pipeline bubble");
}

double stepSeconds(const core::Scenario& scenario) {
    const auto& run = scenario.trainingRun;
    return run.model(run.preferredPrecision(scenario.precision)).step().total;
}

}  // namespace

TEST(TourClaims, DeepNetworksFourTimesTheGpusAreFasterButNotFourTimes) {
    const auto tour = builtinTour("deep-networks");
    ASSERT_NE(tour, nullptr);
    ASSERT_GE(tour->steps.size(), 5u);
    const core::Scenario& deep = *tour->steps[2].state;     // 192 layers
    const core::Scenario& wider = *tour->steps[3].state;    // four times the replicas
    const core::Scenario& chunked = *tour->steps[4].state;  // interleaved
    EXPECT_NE(tour->steps[3].text.find("not four times"), std::string::npos) << tour->steps[3].text;
    EXPECT_DOUBLE_EQ(wider.processors, 4.0 * deep.processors);
    // "the run is faster, but not four times"
    EXPECT_GT(wider.speedup(), deep.speedup());
    EXPECT_LT(wider.speedup(), 4.0 * deep.speedup());
    // "the bubble reaches ..." : it grew.
    EXPECT_GT(bubbleSeconds(wider) / stepSeconds(wider), bubbleSeconds(deep) / stepSeconds(deep));
    // "cut the bubble's time by four ... of the shorter step": the time, not the share.
    EXPECT_NE(tour->steps[4].text.find("cut the bubble's time by four"), std::string::npos) << tour->steps[4].text;
    EXPECT_NEAR(bubbleSeconds(chunked), bubbleSeconds(wider) / 4.0, 1e-9 * bubbleSeconds(wider));
    EXPECT_LT(stepSeconds(chunked), stepSeconds(wider));
    EXPECT_GT(chunked.speedup(), wider.speedup());
}

TEST(TourClaims, DeepNetworksDepthCostsEfficiency) {
    const auto tour = builtinTour("deep-networks");
    ASSERT_NE(tour, nullptr);
    const core::Scenario& shallow = *tour->steps[0].state;
    const core::Scenario& gpt3 = *tour->steps[1].state;
    const core::Scenario& deep = *tour->steps[2].state;
    // "The model got deeper; ... the bubble grows ... E falls"
    EXPECT_GT(shallow.efficiency(), gpt3.efficiency());
    EXPECT_GT(gpt3.efficiency(), deep.efficiency());
    EXPECT_GT(bubbleSeconds(deep) / stepSeconds(deep), bubbleSeconds(gpt3) / stepSeconds(gpt3));
}

// Tours 1 to 5 quote their numbers through ${...} (computed from the step's
// scenario); what their words claim beyond that is checked here.
TEST(TourClaims, AmdahlSurfaceSaysWhatItsNumbersShow) {
    const auto tour = builtinTour("amdahl-surface");
    ASSERT_NE(tour, nullptr);
    ASSERT_EQ(tour->steps.size(), 5u);
    const auto& step = [&](std::size_t i) -> const core::Scenario& { return *tour->steps[i].state; };
    // 1: "S = ..., not N": the speedup falls short of N.
    EXPECT_LT(step(0).speedup(), 0.6 * step(0).processors);
    // 2: "Ten times more processors at the same s".
    EXPECT_DOUBLE_EQ(step(1).processors, 10.0 * step(0).processors);
    EXPECT_DOUBLE_EQ(step(1).serialFraction, step(0).serialFraction);
    EXPECT_LT(step(1).efficiency(), step(0).efficiency());
    // 3: "S cannot exceed 1/s ... almost all of it waits".
    EXPECT_LT(step(2).speedup(), 1.0 / step(2).serialFraction);
    EXPECT_LT(step(2).efficiency(), 0.01);
    // 4: "the ridge E = 0.5 runs where N s = 1 ... here N, s, E".
    EXPECT_DOUBLE_EQ(step(3).processors * step(3).serialFraction, 1.0);
    EXPECT_NEAR(step(3).efficiency(), 0.5, 1e-5);
    // 5: "s must be far below 1/N": there E stays high.
    EXPECT_LT(step(4).serialFraction * step(4).processors, 0.2);
    EXPECT_GT(step(4).efficiency(), 0.9);
}

TEST(TourClaims, Top500HplHpcgQuotesTheListsFigures) {
    const auto tour = builtinTour("top500-hpl-hpcg");
    ASSERT_NE(tour, nullptr);
    ASSERT_EQ(tour->steps.size(), 5u);
    const auto& step = [&](std::size_t i) -> const core::Scenario& { return *tour->steps[i].state; };
    // "HPL at E = Rmax/Rpeak = 0.740 on N = 2,414,592 cores".
    ASSERT_NE(tour->steps[0].text.find("E = Rmax/Rpeak = 0.740 on N = 2,414,592"), std::string::npos);
    ASSERT_NE(tour->steps[2].text.find("2,926 of 200,795"), std::string::npos);
    ASSERT_NE(tour->steps[4].text.find("N = 8.70×10⁶ cores at E = 0.703"), std::string::npos);
    EXPECT_DOUBLE_EQ(step(0).processors, 2414592.0);
    EXPECT_NEAR(step(0).efficiency(), 0.740, 0.0005);
    // "HPCG ... reached 2,926 of 200,795 TFlop/s: E = ..., s about 190 times larger".
    EXPECT_NEAR(step(2).efficiency(), 2926.0 / 200795.0, 0.0005 * 2926.0 / 200795.0 * 100);
    EXPECT_NEAR(step(2).serialFraction / step(0).serialFraction, 190.0, 10.0);
    // Frontier: "N = 8.70×10⁶ cores at E = 0.703".
    EXPECT_NEAR(step(4).processors, 8.70e6, 0.005e6);
    EXPECT_NEAR(step(4).efficiency(), 0.703, 0.0005);
    // "Each further factor of ten in N needs an s ten times smaller to keep E."
    core::Scenario tenfold = step(4);
    tenfold.processors *= 10.0;
    tenfold.serialFraction /= 10.0;
    EXPECT_NEAR(tenfold.efficiency(), step(4).efficiency(), 0.01 * step(4).efficiency());
    tenfold.serialFraction *= 10.0;
    EXPECT_LT(tenfold.efficiency(), 0.5 * step(4).efficiency()) << "at the same s, E does not keep";
}

TEST(TourClaims, PizDaintRisesAndFallsAsItsWordsSay) {
    const auto tour = builtinTour("piz-daint");
    ASSERT_NE(tour, nullptr);
    ASSERT_EQ(tour->steps.size(), 5u);
    const auto& step = [&](std::size_t i) -> const core::Scenario& { return *tour->steps[i].state; };
    // "12,032 CPU cores: HPL at E = 0.865".
    ASSERT_NE(tour->steps[0].text.find("12,032 CPU cores: HPL at E = 0.865"), std::string::npos);
    EXPECT_DOUBLE_EQ(step(0).processors, 12032.0);
    EXPECT_NEAR(step(0).efficiency(), 0.865, 0.0005);
    // "the surface now has to be read at a much larger N".
    EXPECT_DOUBLE_EQ(step(1).processors, 115984.0);
    // "s_eff rose to ... and E fell".
    EXPECT_GT(step(2).serialFraction, step(1).serialFraction);
    EXPECT_LT(step(2).efficiency(), step(1).efficiency());
    // "N = 361,760 ... s_eff fell back".
    EXPECT_DOUBLE_EQ(step(3).processors, 361760.0);
    EXPECT_LT(step(3).serialFraction, step(2).serialFraction);
    // "Rmax doubled over November 2016 (9,779 to 19,590 TFlop/s)": the words' own figures.
    const std::string& upgrade = tour->steps[3].text;
    ASSERT_NE(upgrade.find("doubled"), std::string::npos) << upgrade;
    ASSERT_NE(upgrade.find("9,779 to 19,590"), std::string::npos) << upgrade;
    EXPECT_NEAR(19590.0 / 9779.0, 2.0, 0.01);
}

TEST(TourClaims, HalfPrecisionRaisesTheNonPayloadShareAndLowersTheBestN) {
    const auto tour = builtinTour("half-precision");
    ASSERT_NE(tour, nullptr);
    ASSERT_EQ(tour->steps.size(), 5u);
    const auto& step = [&](std::size_t i) -> const core::Scenario& { return *tour->steps[i].state; };
    // "k = 2 ... the non-payload share grows", "k = 4 ... about four times faster".
    EXPECT_DOUBLE_EQ(step(1).speedFactor(), 2.0);
    EXPECT_DOUBLE_EQ(step(2).speedFactor(), 4.0);
    EXPECT_GT(step(1).effectiveSerialFraction(), step(0).effectiveSerialFraction());
    EXPECT_GT(step(2).effectiveSerialFraction(), step(1).effectiveSerialFraction());
    EXPECT_LT(step(1).efficiency(), step(0).efficiency());
    EXPECT_LT(step(2).efficiency(), step(1).efficiency());
    // "The nominal gain is 4; the realized gain is k E(N, s')/E(N, s)": less than 4.
    EXPECT_LT(4.0 * step(2).efficiency() / step(0).efficiency(), 4.0);
    // Training: FP16 after FP32 on the same run: "E = ...; the best N falls".
    EXPECT_EQ(step(3).model, step(4).model);
    EXPECT_LT(step(4).efficiency(), step(3).efficiency());
    EXPECT_LT(step(4).bestProcessorCount(core::Scenario::kMaxProcessors).processorCount,
              step(3).bestProcessorCount(core::Scenario::kMaxProcessors).processorCount);
}

TEST(TourClaims, PerformanceWallPeaksWhereItSays) {
    const auto tour = builtinTour("performance-wall");
    ASSERT_NE(tour, nullptr);
    ASSERT_EQ(tour->steps.size(), 5u);
    const auto& step = [&](std::size_t i) -> const core::Scenario& { return *tour->steps[i].state; };
    // "With a constant serial fraction S keeps rising, if ever more slowly, towards 1/s".
    const core::Scenario& constant = step(0);
    EXPECT_LT(constant.speedup(1e6), constant.speedup(1e9));
    EXPECT_LT(constant.speedup(1e9), 1.0 / constant.serialFraction);
    EXPECT_LT(constant.speedup(1e9) - constant.speedup(1e8), constant.speedup(1e8) - constant.speedup(1e7));
    // "Performance peaks at N_best": the step stands at the wall.
    const auto wall = step(2).bestProcessorCount(core::Scenario::kMaxProcessors);
    EXPECT_NEAR(step(2).processors, wall.processorCount, 0.01 * wall.processorCount);
    EXPECT_GT(wall.speedup, step(2).speedup(0.5 * wall.processorCount));
    EXPECT_GT(wall.speedup, step(2).speedup(2.0 * wall.processorCount));
    // "At N the job runs slower than at the wall ... More processors, less performance."
    EXPECT_GT(step(3).processors, wall.processorCount);
    EXPECT_LT(step(3).speedup(), wall.speedup);
    // "data-parallel training in FP16 peaks at N = N_best workers": the step stands there.
    const auto training = step(4).bestProcessorCount(core::Scenario::kMaxProcessors);
    EXPECT_NEAR(step(4).processors, training.processorCount, 0.01 * training.processorCount);
    EXPECT_GT(training.speedup, step(4).speedup(4.0 * training.processorCount));
}
