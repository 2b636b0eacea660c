// SPDX-License-Identifier: MIT
// A series being measured is the controller's own until it is committed:
// work that came with a session or a recovered autosave (issue 26: ids
// numbered by another instance, "series-1" for the user's strong_scaling)
// is never written over by it, and its undo step takes only what was measured.

#include "effsurf/core/data/MeasurementSeriesBuilder.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/ui/controller/ScenarioController.h"

#include <QUndoStack>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

std::shared_ptr<const core::MeasurementSeries> timings(const std::string& name, double t1) {
    core::MeasurementSeriesBuilder builder(core::MeasuredQuantity::Time, true);
    int line = 0;
    for (double n : {1.0, 2.0, 4.0}) builder.add(n, t1 * (0.05 + 0.95 / n), 0.0, ++line);
    return std::make_shared<const core::MeasurementSeries>(builder.finish(name, "test", "s"));
}

core::ImportedSeries seriesAs(const std::string& id, const std::string& name, int colour) {
    core::ImportedSeries s;
    s.id = id;
    s.data = timings(name, 10.0 + colour);
    s.fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*s.data));
    s.colorIndex = colour;
    return s;
}

/// The state a recovered autosave brings: three series another instance numbered 1..3.
core::Scenario recoveredWork() {
    core::Scenario scenario;
    scenario.series = {seriesAs("series-1", "strong_scaling", 0), seriesAs("series-2", "weak", 1), seriesAs("series-3", "noisy", 2)};
    return scenario;
}

std::vector<std::string> names(const core::Scenario& scenario) {
    std::vector<std::string> out;
    for (const auto& s : scenario.series) out.push_back(s.data->name);
    return out;
}

std::shared_ptr<const core::SerialFractionFit> fitOf(const std::shared_ptr<const core::MeasurementSeries>& data) {
    return std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*data));
}

TEST(LiveSeries, AMeasurementAfterALoadedSessionGetsIdsOfItsOwnAndLeavesTheSessionsSeries) {
    ui::ScenarioController controller;
    controller.setScenario(recoveredWork());
    controller.undoStack()->clear();  // as after opening a session
    const auto recovered = controller.scenario().series;

    const auto gemm = timings("gemm-fp64", 1.0);
    const std::string id = controller.showLiveSeries({}, gemm, fitOf(gemm));
    ASSERT_FALSE(id.empty());
    for (const auto& s : recovered) EXPECT_NE(id, s.id);
    const auto grown = timings("gemm-fp64", 1.1);
    EXPECT_EQ(controller.showLiveSeries(id, grown, fitOf(grown)), id);  // the live series grows in place
    controller.commitLiveSeries({id});

    const auto& now = controller.scenario().series;
    ASSERT_EQ(now.size(), 4u);
    for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(now[i], recovered[i]) << "the recovered series " << i << " changed";
    EXPECT_EQ(now[3].data, grown);
    EXPECT_EQ(now[3].data->name, "gemm-fp64");
    // Its colour is one the recovered series do not wear.
    for (const auto& s : recovered) EXPECT_NE(now[3].colorIndex, s.colorIndex);

    // One undo step takes the measurement, and only it.
    ASSERT_EQ(controller.undoStack()->count(), 1);
    controller.undoStack()->undo();
    EXPECT_EQ(controller.scenario().series, recovered);
    controller.undoStack()->redo();
    EXPECT_EQ(names(controller.scenario()), (std::vector<std::string>{"strong_scaling", "weak", "noisy", "gemm-fp64"}));
}

TEST(LiveSeries, ASessionOpenedWhileMeasuringKeepsItsSeriesThoughTheyShareTheLiveId) {
    ui::ScenarioController controller;
    const auto first = timings("gemm-fp64", 1.0);
    const std::string id = controller.showLiveSeries({}, first, fitOf(first));
    ASSERT_EQ(id, "series-1");
    // The user opens a session mid-measurement; its first series is also "series-1".
    controller.setScenario(recoveredWork());
    const auto recovered = controller.scenario().series;
    const auto grown = timings("gemm-fp64", 1.2);
    const std::string again = controller.showLiveSeries(id, grown, fitOf(grown));
    EXPECT_NE(again, id);
    controller.commitLiveSeries({again});
    ASSERT_EQ(controller.scenario().series.size(), 4u);
    for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(controller.scenario().series[i], recovered[i]);
    controller.undoStack()->undo();
    EXPECT_EQ(controller.scenario().series, recovered);
}

TEST(LiveSeries, AnUndoWhileMeasuringBringsBackAnEarlierLiveSeriesThatStillGrowsInPlace) {
    ui::ScenarioController controller;
    const auto first = timings("gemm-fp64", 1.0);
    const std::string id = controller.showLiveSeries({}, first, fitOf(first));
    controller.setSerialFraction(2e-6);  // an edit while measuring: its undo step holds the first rows
    const auto second = timings("gemm-fp64", 1.1);
    ASSERT_EQ(controller.showLiveSeries(id, second, fitOf(second)), id);
    controller.undoStack()->undo();  // the edit goes, and the series shows its first rows again
    ASSERT_EQ(controller.scenario().series.size(), 1u);
    EXPECT_EQ(controller.scenario().series[0].data, first);
    const auto third = timings("gemm-fp64", 1.2);
    EXPECT_EQ(controller.showLiveSeries(id, third, fitOf(third)), id) << "the measurement goes on in its own series";
    ASSERT_EQ(controller.scenario().series.size(), 1u) << "no stale copy left beside it";
    EXPECT_EQ(controller.scenario().series[0].data, third);
    controller.commitLiveSeries({id});
    controller.undoStack()->undo();
    EXPECT_TRUE(controller.scenario().series.empty());
}

TEST(LiveSeries, TwoSeriesWithOneIdAreRefusedAsAState) {
    ui::ScenarioController controller;
    core::Scenario twice = recoveredWork();
    twice.series[2].id = "series-1";
    QString field, message;
    QObject::connect(&controller, &ui::ScenarioController::rejected, [&](const QString& f, const QString& m) {
        field = f;
        message = m;
    });
    controller.setScenario(twice);
    EXPECT_TRUE(controller.scenario().series.empty());
    EXPECT_EQ(field, QStringLiteral("series"));
    EXPECT_TRUE(message.contains(QStringLiteral("'series-1' is used by two series"))) << message.toStdString();
}

}  // namespace
