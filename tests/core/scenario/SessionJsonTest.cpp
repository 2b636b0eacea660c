// SPDX-License-Identifier: MIT
// The session format written and read by core, the one writer every face
// calls: a round trip keeps every field, the bytes are stable, and a broken
// file is refused naming the JSON path.

#include "effsurf/core/scenario/SessionJson.h"

#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/ScenarioJson.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "SeriesOfRows.h"
#include "ShippedTrainingCatalog.h"

using effsurf::test::seriesOfRows;
using effsurf::test::shippedTrainingCatalog;

using namespace effsurf::core;

namespace {

Scenario sessionScenario() {
    Scenario s;
    s.model = ModelKind::SunNi;
    s.serialFraction = 3.25e-7;
    s.processors = 2414592;
    s.precision = Precision::FP16;
    s.growthExponent = 0.3;
    s.selectedSystems = {{"2020-06", 1}, {"2018-11", 2}};
    s.axisFit = AxisFit::Data;
    s.cloudEdition = "2020-06";
    ImportedSeries series;
    series.id = "series-1";
    series.data = std::make_shared<const MeasurementSeries>(
        seriesOfRows(MeasuredQuantity::Time, {{1, 100.0}, {1, 101.0}, {4, 26.0}, {16, 7.5}, {64, 2.5}}));
    series.fit = std::make_shared<const SerialFractionFit>(fitSerialFraction(*series.data));
    series.colorIndex = 3;
    series.visible = false;
    s.series.push_back(series);
    Scenario snapshot = s;
    snapshot.series.clear();
    snapshot.processors = 1024;
    s.snapshots.push_back({"A", std::make_shared<const Scenario>(snapshot)});
    return s;
}

std::string refusal(const std::string& text) {
    try {
        SessionJson::read(text, shippedTrainingCatalog());
    } catch (const InvalidParameter& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(SessionJson, ARoundTripKeepsTheScenarioAndTheView) {
    const Scenario s = sessionScenario();
    const SessionView view{2, true, 1, "/home/lecturer/talk.effsurf"};
    const std::string text = SessionJson::write(s, view);
    const SessionContent back = SessionJson::read(text, shippedTrainingCatalog());
    EXPECT_EQ(back.view, view);
    EXPECT_EQ(back.scenario.model, s.model);
    EXPECT_EQ(back.scenario.serialFraction, s.serialFraction);
    EXPECT_EQ(back.scenario.processors, s.processors);
    EXPECT_EQ(back.scenario.growthExponent, s.growthExponent);
    EXPECT_EQ(back.scenario.selectedSystems, s.selectedSystems);
    EXPECT_EQ(back.scenario.axisFit, AxisFit::Data);
    ASSERT_EQ(back.scenario.series.size(), 1u);
    const MeasurementSeries& data = *back.scenario.series[0].data;
    EXPECT_EQ(data.rows.values, s.series[0].data->rows.values);  // every repetition, bit for bit
    EXPECT_EQ(data.rows.lines, s.series[0].data->rows.lines);
    EXPECT_EQ(data.points.size(), 4u);
    EXPECT_FALSE(back.scenario.series[0].visible);
    EXPECT_EQ(back.scenario.series[0].colorIndex, 3);
    ASSERT_EQ(back.scenario.snapshots.size(), 1u);
    EXPECT_EQ(back.scenario.snapshots[0].state->processors, 1024.0);
    // Written again, the same bytes: what every face's cross-check relies on.
    EXPECT_EQ(SessionJson::write(back.scenario, back.view), text);
}

TEST(SessionJson, TheFileStartsWithItsFormatAndSchema) {
    const std::string text = SessionJson::write(Scenario{}, SessionView{});
    EXPECT_EQ(text.rfind("{\n  \"format\": \"effsurf-session\",\n  \"schema\": " + std::to_string(ScenarioJson::kSessionSchema), 0), 0u)
        << text.substr(0, 80);
    EXPECT_EQ(text.back(), '\n');
    EXPECT_EQ(text.find("sessionPath"), std::string::npos);  // only autosaves name their session
}

TEST(SessionJson, AValueJsonCannotHoldIsRefusedBeforeWriting) {
    Scenario s = sessionScenario();
    auto data = std::make_shared<MeasurementSeries>(*s.series[0].data);
    data->points[1].standardDeviation = std::nan("");
    s.series[0].data = data;
    try {
        SessionJson::write(s, {});
        FAIL() << "NaN written";
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "scenario.series[0].points[1]");
        EXPECT_EQ(e.message(), "cannot store a non-finite number");
    }
}

TEST(SessionJson, BrokenFilesAreRefusedNamingWhere) {
    const std::string good = SessionJson::write(sessionScenario(), {});
    EXPECT_EQ(refusal(good.substr(0, good.size() / 2)).rfind("not a session file: JSON error at line ", 0), 0u);
    EXPECT_EQ(refusal(R"({"format": "something-else", "schema": 2})"),
              "format: not an effsurf session (no \"format\": \"effsurf-session\")");
    EXPECT_NE(
        refusal(R"({"format": "effsurf-session", "schema": 9, "writtenBy": "effsurf 9.0"})").find("newer effsurf (schema 9, effsurf 9.0)"),
        std::string::npos);
    std::string corrupted = good;
    const auto at = corrupted.find("\"values\": \"");
    ASSERT_NE(at, std::string::npos);
    corrupted[at + 11] = '!';
    EXPECT_EQ(refusal(corrupted), "scenario.series[0].rows.values: not valid base64");
    std::string negative = good;
    negative.replace(negative.find("\"serialFraction\": 3.25e-07"), 26, "\"serialFraction\": -1");
    EXPECT_NE(refusal(negative).find("scenario: "), std::string::npos) << refusal(negative);
}

TEST(SessionJson, ATourFileRoundTrips) {
    Tour tour;
    tour.id = "lecture";
    tour.title = "Lecture 3";
    TourStep step;
    step.title = "Amdahl";
    step.text = "Watch E fall";
    step.state = std::make_shared<const Scenario>(sessionScenario());
    step.view.charts = {"speedup", "efficiency"};
    tour.steps.push_back(step);
    const std::string text = SessionJson::writeTour(tour);
    const Tour back = SessionJson::readTour(text, shippedTrainingCatalog());
    EXPECT_EQ(back.title, "Lecture 3");
    ASSERT_EQ(back.steps.size(), 1u);
    EXPECT_EQ(back.steps[0].view.charts, step.view.charts);
    EXPECT_EQ(back.steps[0].state->selectedSystems, sessionScenario().selectedSystems);
    EXPECT_EQ(SessionJson::writeTour(back), text);
}

TEST(SessionJson, ATourStepsQuestionIsKeptAndOnlyWrittenWhereThereIsOne) {
    Tour tour;
    tour.id = "predict";
    tour.title = "Predict, then reveal";
    TourStep asks;
    asks.title = "Guess";
    asks.question = "What is E at N = 10^6?";
    asks.state = std::make_shared<const Scenario>(sessionScenario());
    TourStep tells = asks;
    tells.title = "Told";
    tells.question.clear();
    tour.steps = {asks, tells};
    const std::string text = SessionJson::writeTour(tour);
    const Tour back = SessionJson::readTour(text, shippedTrainingCatalog());
    ASSERT_EQ(back.steps.size(), 2u);
    EXPECT_EQ(back.steps[0].question, "What is E at N = 10^6?");
    EXPECT_TRUE(back.steps[1].question.empty());
    EXPECT_EQ(SessionJson::writeTour(back), text);
    // A tour without questions is written as before: one "question" key, the first step's.
    std::size_t keys = 0;
    for (std::size_t at = text.find("\"question\""); at != std::string::npos; at = text.find("\"question\"", at + 1)) ++keys;
    EXPECT_EQ(keys, 1u);
    // Not text: refused, naming the step and the field.
    std::string numeric = text;
    numeric.replace(numeric.find("\"What is E at N = 10^6?\""), 24, "42");
    try {
        SessionJson::readTour(numeric, shippedTrainingCatalog());
        ADD_FAILURE() << "a numeric question was read";
    } catch (const std::exception& e) {
        EXPECT_NE(std::string(e.what()).find("steps[0].question"), std::string::npos) << e.what();
    }
}

TEST(SessionJson, EveryFieldOfTodaysRunsSurvivesTheFile) {
    // A DeepSeek-V3-like run with every field issue 27 added set away from its default.
    TrainingRun run;
    run.modelId = "custom";
    run.modelName = "a mixture of experts";
    run.shape = TransformerShape{61, 7168, 128, 4096, 129280};
    run.shape.kvHeads = 0;
    run.shape.headDim = 128;
    run.shape.latentQueryRank = 1536;
    run.shape.latentKvRank = 512;
    run.shape.ffnHidden = 18432;
    run.shape.gatedFfn = true;
    run.shape.tiedEmbeddings = false;
    run.shape.moe.experts = 256;
    run.shape.moe.expertsPerToken = 8;
    run.shape.moe.sharedExperts = 1;
    run.shape.moe.expertFfnHidden = 2048;
    run.shape.moe.denseLayers = 3;
    run.shape.moe.capacityFactor = 1.25;
    run.nvlinkDomain = 72;
    run.hostLink = Link{7e-6, 64e9};
    run.useCustomNetwork(50e9, 3.5e-6);
    run.tensorParallel = 1, run.contextParallel = 2, run.pipelineParallel = 16, run.dataParallel = 64;
    run.expertParallel = 64, run.globalBatch = 15360, run.zeroStage = 1;
    run.offloadOptimizer = true;
    run.sequenceParallel = false;
    run.fp8Recipe = Fp8Recipe::DeepSeekV3;
    std::ostringstream out;
    JsonWriter w(out);
    ScenarioJson::writeTrainingRun(w, run, "trainingRun");
    const TrainingRun back = ScenarioJson::readTrainingRun(parseJson(out.str()), "trainingRun", shippedTrainingCatalog());
    EXPECT_EQ(back, run);
    EXPECT_EQ(back.shape, run.shape);
    EXPECT_EQ(back.networkId, "custom");
    EXPECT_EQ(back.networkName, run.networkName);
    EXPECT_EQ(back.fp8Recipe, Fp8Recipe::DeepSeekV3);
}
