// SPDX-License-Identifier: MIT
// A run fitted to measured steps: synthetic steps made by the model from a
// known utilization and network bandwidth, with 3 % noise, give both back
// within their 95 % intervals; the predictions carry a band that holds the
// truth; files that cannot tell the two apart are refused with the reason.

#include "effsurf/core/scenario/TrainingStepFit.h"

#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/ParallelTrainingModel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>

#include "ShippedTrainingCatalog.h"

using effsurf::test::shippedTrainingCatalog;

using namespace effsurf::core;

namespace {

/// GPT-3 175B on A100s and HDR InfiniBand: t 8, p 12, the batch of 1536.
TrainingRun gpt3() {
    TrainingRun run;
    run.useAccelerator(shippedTrainingCatalog().accelerator("a100-80gb"));
    run.useNetwork(shippedTrainingCatalog().network("hdr-ib"));
    return run;
}

/// A standard normal draw from a generator the standard specifies bit for
/// bit (std::normal_distribution is not), so the noise is the same everywhere.
double normal(std::mt19937_64& random) {
    constexpr double twoPi = 6.283185307179586;
    const double u1 = (double(random() >> 11) + 0.5) / 9007199254740992.0, u2 = double(random() >> 11) / 9007199254740992.0;
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(twoPi * u2);
}

/// Steps of `truth` at d = 2 .. 128, three repetitions each, with `noise` relative noise.
TrainingStepFile synthetic(const TrainingRun& truth, double noise, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    TrainingStepFile file;
    file.fileName = "synthetic.csv";
    int line = 2;
    for (int d : {2, 4, 8, 16, 32, 64, 128}) {
        TrainingRun at = truth;
        at.dataParallel = d;
        const double seconds = at.model(Precision::BF16).step().total;
        for (int repetition = 0; repetition < 3; ++repetition) {
            TrainingStepMeasurement row;
            row.line = line++;
            row.gpus = at.gpus();
            row.stepSeconds = seconds * std::exp(noise * normal(random));
            file.rows.push_back(row);
        }
    }
    return file;
}

TEST(TrainingStepFit, RecoversAKnownUtilizationAndBandwidthWithinTheirIntervals) {
    const TrainingRun guess = gpt3();
    const double lineRate = guess.parameters(Precision::BF16).interNode.bandwidthBytesPerSecond;  // 25 GB/s a GPU
    for (const auto& [utilization, bandwidth] : {std::pair{0.55, 9e9}, std::pair{0.7, 16e9}}) {
        TrainingRun truth = TrainingStepFit::withNetworkBandwidth(guess, bandwidth, "truth");
        truth.utilization = utilization;
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const TrainingStepFitResult fit = TrainingStepFit::fit(guess, Precision::BF16, synthetic(truth, 0.03, seed));
            std::printf("u %.3f [%.3f, %.3f] (true %.2f), bandwidth %.2f [%.2f, %.2f] GB/s (true %.1f), R2 %.4f\n", fit.utilization,
                        fit.utilizationLow, fit.utilizationHigh, utilization, fit.bandwidth / 1e9, fit.bandwidthLow / 1e9,
                        fit.bandwidthHigh / 1e9, bandwidth / 1e9, fit.rSquared);
            EXPECT_LE(fit.utilizationLow, utilization);
            EXPECT_GE(fit.utilizationHigh, utilization);
            EXPECT_LE(fit.bandwidthLow, bandwidth);
            EXPECT_GE(fit.bandwidthHigh, bandwidth);
            // Informative intervals, not everything: a few per cent on u, tens on the bandwidth.
            EXPECT_LT(fit.utilizationHigh / fit.utilizationLow, 1.15);
            EXPECT_LT(fit.bandwidthHigh / fit.bandwidthLow, 2.0);
            EXPECT_EQ(fit.observations, 21);
            EXPECT_EQ(fit.gpuCounts, 7);
            EXPECT_EQ(fit.degreesOfFreedom, 19);
            EXPECT_DOUBLE_EQ(fit.lineRate, lineRate);
            EXPECT_NEAR(fit.rmsRelativeError, 0.03, 0.015);
            // The fitted run is the run with both set: its own model gives the fit's points.
            EXPECT_DOUBLE_EQ(fit.run.utilization, fit.utilization);
            EXPECT_NEAR(fit.run.parameters(Precision::BF16).interNode.bandwidthBytesPerSecond / fit.bandwidth, 1.0, 1e-12);
            ASSERT_EQ(fit.points.size(), 21u);  // rows given one by one: each its own point
            EXPECT_EQ(fit.points.front().line, 2);
        }
    }
}

TEST(TrainingStepFit, PredictsLargerRunsWithABandThatHoldsTheTruth) {
    TrainingRun truth = TrainingStepFit::withNetworkBandwidth(gpt3(), 12e9, "truth");
    truth.utilization = 0.6;
    TrainingStepFile steps = synthetic(truth, 0.03, 7);
    const TrainingStepFitResult fit = TrainingStepFit::fit(gpt3(), Precision::BF16, steps);
    // Up to 16 times the largest GPU count measured (128 replicas = 12,288 GPUs).
    const auto predictions = TrainingStepFit::predict(fit, Precision::BF16, {96 * 256, 96 * 512, 96 * 1536, 96 * 7});
    ASSERT_EQ(predictions.size(), 3u) << "7 replicas do not divide the batch of 1536: no prediction there";
    for (const auto& p : predictions) {
        TrainingRun at = truth;
        at.dataParallel = p.dataParallel;
        const double real = at.model(Precision::BF16).tokensPerSecond();
        EXPECT_LT(p.tokensPerSecondLow, real) << p.gpus;
        EXPECT_GT(p.tokensPerSecondHigh, real) << p.gpus;
        EXPECT_LT(p.tokensPerSecondLow, p.tokensPerSecond);
        EXPECT_GT(p.tokensPerSecondHigh, p.tokensPerSecond);
        EXPECT_FALSE(p.measured);
    }
    // Without a list: every d the batch allows, the measured ones marked.
    const auto all = TrainingStepFit::predict(fit, Precision::BF16);
    int measured = 0;
    for (const auto& p : all) measured += p.measured ? 1 : 0;
    EXPECT_EQ(measured, 7);
}

/// One measured row: its line, N and step time (the run's layout).
TrainingStepMeasurement step(int line, int gpus, double seconds) {
    TrainingStepMeasurement row;
    row.line = line;
    row.gpus = gpus;
    row.stepSeconds = seconds;
    return row;
}

std::string refusal(const TrainingRun& run, const TrainingStepFile& steps) {
    try {
        TrainingStepFit::fit(run, Precision::BF16, steps);
    } catch (const ImportError& e) {
        return e.issues().front().toString();
    }
    return "accepted";
}

TEST(TrainingStepFit, RefusesStepsThatCannotTellBothApart) {
    const TrainingRun run = gpt3();
    TrainingStepFile one{"one.csv", {}};
    for (int line = 2; line < 6; ++line) one.rows.push_back(step(line, 1536, 20.0 + line));
    EXPECT_NE(refusal(run, one).find("one.csv: every step was measured on 1536 GPUs: one GPU count cannot tell"), std::string::npos)
        << refusal(run, one);
    TrainingStepFile two{"two.csv", {step(2, 768, 30.0), step(3, 1536, 20.0)}};
    EXPECT_NE(refusal(run, two).find("two.csv: has 2 measured steps: the fit needs at least three"), std::string::npos);
    TrainingStepFile odd{"odd.csv", two.rows};
    odd.rows.push_back(step(4, 100, 25.0));
    EXPECT_NE(refusal(run, odd).find("odd.csv:4: 100 GPUs are not a multiple of t cp p = 96"), std::string::npos) << refusal(run, odd);
    // Every collective inside one node: the network is never used, so its bandwidth is not in the steps.
    TrainingRun small = run;
    small.useModel(shippedTrainingCatalog().model("megatron-1.7b"));
    small.tensorParallel = 1, small.pipelineParallel = 1, small.globalBatch = 64;
    TrainingStepFile inside{"inside.csv", {}};
    for (int n : {1, 2, 4, 8}) inside.rows.push_back(step(n + 1, n, 10.0 / n));
    EXPECT_NE(refusal(small, inside).find("no measured step crosses the network"), std::string::npos) << refusal(small, inside);
}

}  // namespace

namespace {

TEST(TrainingStepFit, RepetitionsGatheredAreTheFitOverEveryRow) {
    // The same steps, one row each and gathered by the reader (three repetitions a GPU count): the same fit.
    TrainingRun truth = TrainingStepFit::withNetworkBandwidth(gpt3(), 12e9, "truth");
    truth.utilization = 0.6;
    const TrainingStepFile rows = synthetic(truth, 0.03, 11);
    std::string csv = "gpus,step_seconds\n";
    char buffer[64];
    for (const auto& row : rows.rows) {
        std::snprintf(buffer, sizeof buffer, "%d,%.17g\n", row.gpus, row.stepSeconds);
        csv += buffer;
    }
    const TrainingStepFile gathered = TrainingStepReader::parse(csv, "gathered.csv");
    ASSERT_EQ(gathered.rows.size(), 7u);
    const TrainingStepFitResult one = TrainingStepFit::fit(gpt3(), Precision::BF16, rows);
    const TrainingStepFitResult all = TrainingStepFit::fit(gpt3(), Precision::BF16, gathered);
    EXPECT_EQ(all.observations, 21);
    EXPECT_EQ(all.points.size(), 7u);
    EXPECT_EQ(all.points.front().repetitions, 3);
    EXPECT_NEAR(all.utilization / one.utilization, 1.0, 1e-9);
    EXPECT_NEAR(all.bandwidth / one.bandwidth, 1.0, 1e-7);
    EXPECT_NEAR(all.utilizationHigh / one.utilizationHigh, 1.0, 1e-7);
    EXPECT_NEAR(all.rSquared, one.rSquared, 1e-9);
}

}  // namespace
