// SPDX-License-Identifier: MIT
// The session format's configuration read by core (what the app, the Python
// module and the web page share): values, defaults, and errors by JSON path.

#include "effsurf/core/scenario/ScenarioJson.h"

#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include "ShippedTrainingCatalog.h"

using effsurf::test::shippedTrainingCatalog;

using namespace effsurf::core;

namespace {

Scenario read(const std::string& json) { return ScenarioJson::readConfiguration(parseJson(json), "scenario", shippedTrainingCatalog()); }

std::string sessionRefusal(const std::string& json) {
    try {
        read(json);
    } catch (const InvalidParameter& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(ScenarioJson, TheFourEssentialsAndDefaults) {
    const Scenario s = read(R"({"law": "gustafson", "serialFraction": 1e-5, "processors": 4096, "precision": "fp16"})");
    EXPECT_EQ(s.model, ModelKind::Gustafson);
    EXPECT_EQ(s.serialFraction, 1e-5);
    EXPECT_EQ(s.processors, 4096.0);
    EXPECT_EQ(s.precision, Precision::FP16);
    EXPECT_EQ(s.speedFactors, Scenario{}.speedFactors);
    EXPECT_EQ(s.trainingRun, TrainingRun{});
    EXPECT_NO_THROW(s.validate());
}

TEST(ScenarioJson, TimelineTrainingAndTheLargeModelRun) {
    const Scenario s = read(R"({"law": "parallel-training", "serialFraction": 1e-7, "processors": 3072, "precision": "bf16",
        "speedFactors": [1, 2, 2, 4, 4, 16],
        "timeline": [{"name": "OS", "share": 1e-6, "growth": 1, "exponent": 0}],
        "trainingRun": {"model": {"preset": "gpt3-175b", "layers": 192, "name": "deep"}, "accelerator": "h100-sxm",
                        "network": "hdr-ib", "layout": {"tensorParallel": 8, "pipelineParallel": 24, "dataParallel": 16,
                        "recompute": "selective", "zeroStage": 1}, "utilization": 0.6}})");
    EXPECT_EQ(s.speedFactors[5], 16.0);
    ASSERT_EQ(s.timeline.contributions().size(), 1u);
    EXPECT_EQ(s.timeline.contributions()[0].growth, ContributionGrowth::Logarithmic);
    EXPECT_EQ(s.trainingRun.shape.layers, 192);
    EXPECT_EQ(s.trainingRun.modelName, "deep");
    EXPECT_EQ(s.trainingRun.acceleratorId, "h100-sxm");
    EXPECT_EQ(s.trainingRun.pipelineParallel, 24);
    EXPECT_EQ(s.trainingRun.recompute, ActivationRecompute::Selective);
    EXPECT_EQ(s.trainingRun.utilization, 0.6);
    EXPECT_NO_THROW(s.validate());
    EXPECT_GT(s.efficiency(), 0.0);
}

TEST(ScenarioJson, ErrorsNameTheJsonPath) {
    const std::string head = R"({"law": "amdahl", "serialFraction": 0.1, "processors": 10, "precision": "fp64")";
    EXPECT_EQ(sessionRefusal(R"({"law": "amdahl", "processors": 10, "precision": "fp64"})"), "scenario.serialFraction: missing");
    EXPECT_EQ(sessionRefusal(R"({"law": "amdahl", "serialFraction": "0.1", "processors": 10, "precision": "fp64"})"),
              "scenario.serialFraction: expected a number");
    EXPECT_NE(
        sessionRefusal(R"({"law": "moore", "serialFraction": 0.1, "processors": 10, "precision": "fp64"})").find("scenario.law: law:"),
        std::string::npos);
    EXPECT_EQ(sessionRefusal(head + R"(, "trainingRun": {"layout": {"tensorParallel": 0}}})"),
              "scenario.trainingRun.layout.tensorParallel: expected a whole number from 1 to 1000000000, got 0");
    EXPECT_EQ(sessionRefusal(head + R"(, "trainingRun": {"layout": {"tensorParallel": 1e300}}})"),
              "scenario.trainingRun.layout.tensorParallel: expected a whole number from 1 to 1000000000, got 1e+300");
    EXPECT_NE(sessionRefusal(head + R"(, "trainingRun": {"accelerator": "abacus"}})").find("scenario.trainingRun.accelerator: "),
              std::string::npos);
    EXPECT_EQ(sessionRefusal(head + R"(, "speedFactors": [1, 2]})"), "scenario.speedFactors: expected 6 numbers");
    EXPECT_EQ(sessionRefusal(head + R"(, "timeline": [{"name": "x", "share": 0.1, "growth": 5, "exponent": 0}]})"),
              "scenario.timeline[0].growth: expected a whole number from 0 to 2, got 5");
    EXPECT_EQ(sessionRefusal(R"([1, 2])"), "scenario: expected an object");
}
