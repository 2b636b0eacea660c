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
