// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/Sweep.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

using namespace effsurf::core;

TEST(Sweep, SerialFractionMovesGeometricallyFromEndToEnd) {
    Sweep sweep;
    sweep.from = 1e-9;
    sweep.to = 1e-1;
    sweep.frameCount = 9;  // one decade per frame
    Scenario base;
    base.processors = 1e6;
    EXPECT_EQ(sweep.at(base, 0).serialFraction, 1e-9);
    EXPECT_EQ(sweep.at(base, 8).serialFraction, 1e-1);
    for (int i = 0; i < 9; ++i) {
        const Scenario s = sweep.at(base, i);
        EXPECT_NEAR(std::log10(s.serialFraction), -9.0 + i, 1e-12) << "frame " << i;
        EXPECT_EQ(s.processors, 1e6);  // the rest of the state stays
    }
    EXPECT_EQ(sweep.at(base, 99).serialFraction, 1e-1);  // clamped
}

TEST(Sweep, PrecisionVisitsEveryPrecisionForEqualShares) {
    Sweep sweep;
    sweep.quantity = SweepQuantity::Precision;
    sweep.frameCount = 60;
    std::vector<int> framesOf(allPrecisions().size());
    for (int i = 0; i < sweep.frameCount; ++i) ++framesOf[std::size_t(sweep.at(Scenario{}, i).precision)];
    for (int count : framesOf) EXPECT_EQ(count, 10);
    EXPECT_EQ(sweep.at(Scenario{}, 0).precision, Precision::FP64);
}

TEST(Sweep, EditionsInOrderAndValidationNamesTheField) {
    Sweep sweep;
    sweep.quantity = SweepQuantity::Edition;
    sweep.editions = {"2019-06", "2019-11", "2020-06"};
    sweep.frameCount = 3;
    EXPECT_EQ(sweep.at(Scenario{}, 1).cloudEdition, "2019-11");
    EXPECT_NO_THROW(sweep.validate());
    sweep.editions.clear();
    try {
        sweep.validate();
        FAIL();
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "editions");
    }
    Sweep bad;
    bad.quantity = SweepQuantity::Processors;
    bad.from = 0.5;
    try {
        bad.validate();
        FAIL();
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "from");
    }
    EXPECT_EQ(parseSweepQuantity("precision"), SweepQuantity::Precision);
    EXPECT_THROW(parseSweepQuantity("k"), InvalidParameter);
}

TEST(Sweep, APrecisionSweepOfATrainingRunKeepsToItsAcceleratorsDatatypes) {
    Scenario base;
    base.model = ModelKind::ParallelTraining;
    base.precision = Precision::BF16;
    base.processors = base.trainingRun.gpus();
    Sweep sweep;
    sweep.quantity = SweepQuantity::Precision;
    sweep.frameCount = 12;
    std::set<Precision> seen;
    for (int frame = 0; frame < sweep.frameCount; ++frame) {
        const Scenario s = sweep.at(base, frame);
        EXPECT_NO_THROW(s.validate()) << frame;
        seen.insert(s.precision);
    }
    // An A100: FP64, FP32, TF32, BF16, FP16; no FP8.
    EXPECT_EQ(seen.size(), 5u);
    EXPECT_EQ(seen.count(Precision::FP8), 0u);
}
