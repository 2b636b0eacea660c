// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Tour.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <memory>

using namespace effsurf::core;

namespace {
TourStep stepAt(double s, double n) {
    Scenario state;
    state.serialFraction = s;
    state.processors = n;
    TourStep step;
    step.title = "step";
    step.state = std::make_shared<const Scenario>(state);
    return step;
}

std::string fieldOfFailure(const Tour& tour) {
    try {
        tour.validate();
    } catch (const InvalidParameter& e) {
        return e.field();
    }
    return "(valid)";
}
}  // namespace

TEST(Tour, ValidationNamesTheStepAndField) {
    Tour tour{"t", "Tour", "", {stepAt(1e-6, 1e3), stepAt(1e-7, 1e6)}};
    EXPECT_EQ(fieldOfFailure(tour), "(valid)");

    Scenario badN;
    badN.processors = 0.0;
    tour.steps[1].state = std::make_shared<const Scenario>(badN);
    EXPECT_EQ(fieldOfFailure(tour), "steps[1].state.N");

    tour.steps[1] = stepAt(1e-7, 1e6);
    tour.steps[0].view.camera = "sideways";
    EXPECT_EQ(fieldOfFailure(tour), "steps[0].view.camera");

    tour.steps[0].view.camera = "top";
    tour.steps[0].view.charts = {"speedup", "pie"};
    EXPECT_EQ(fieldOfFailure(tour), "steps[0].view.charts");

    tour.steps[0].view.charts = {"speedup"};
    tour.steps[0].title.clear();
    EXPECT_EQ(fieldOfFailure(tour), "steps[0].title");
}

TEST(Tour, AStepCarriesNoSessionData) {
    Tour tour{"t", "Tour", "", {stepAt(1e-6, 1e3)}};
    Scenario withSnapshot = *tour.steps[0].state;
    withSnapshot.snapshots.push_back({"A", std::make_shared<const Scenario>()});
    tour.steps[0].state = std::make_shared<const Scenario>(withSnapshot);
    EXPECT_EQ(fieldOfFailure(tour), "steps[0].state");
}

TEST(Tour, ScenarioToursAreComparedByContentAndValidated) {
    Scenario a;
    auto tour = std::make_shared<const Tour>(Tour{"mine", "Mine", "", {stepAt(1e-6, 1e3)}});
    a.tours.push_back(tour);
    Scenario b = a;
    b.tours[0] = std::make_shared<const Tour>(*tour);  // another pointer, same content
    EXPECT_EQ(a, b);
    Tour edited = *tour;
    edited.steps[0].text = "changed";
    b.tours[0] = std::make_shared<const Tour>(edited);
    EXPECT_NE(a, b);

    b.tours = {tour, tour};  // the same id twice
    try {
        b.validate();
        FAIL() << "duplicate tour ids accepted";
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "tours[1].id");
    }
    EXPECT_TRUE(a.configuration().tours.empty());
}
