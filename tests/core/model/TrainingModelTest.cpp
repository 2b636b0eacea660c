// SPDX-License-Identifier: MIT
// The alpha-beta training model against the formulas of docs/models.md §4,
// evaluated independently here, and its optimum against brute force.

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

namespace {

TrainingParameters gpt3Like() {
    TrainingParameters p;
    p.parameterCount = 1.75e11;
    p.bytesPerElement = 2.0;
    p.flopsPerStep = 6.0 * 1.75e11 * 3.2e6;  // 6 P tokens, 3.2M-token batch
    p.throughputFlops = 125e12;
    p.latencySeconds = 5e-6;
    p.bandwidthBytesPerSecond = 25e9;
    return p;
}

TEST(TrainingModel, RingStepTimesFollowTheFormula) {
    const TrainingParameters p = gpt3Like();
    const TrainingModel model(p);
    for (double n : {1.0, 2.0, 8.0, 1000.0, 65536.0}) {
        const double comp = p.flopsPerStep / (n * p.throughputFlops);
        const double comm =
            2 * (n - 1) * p.latencySeconds + 2 * (n - 1) / n * p.parameterCount * p.bytesPerElement / p.bandwidthBytesPerSecond;
        const auto t = model.stepTimes(n);
        EXPECT_DOUBLE_EQ(t.compute, comp);
        EXPECT_NEAR(t.communication, comm, 1e-12 * std::max(comm, 1e-30));
        EXPECT_NEAR(t.total, comp + comm, 1e-12 * (comp + comm));
    }
    EXPECT_EQ(model.stepTimes(1.0).communication, 0.0);
}

TEST(TrainingModel, TreeUsesCeilLog2) {
    TrainingParameters p = gpt3Like();
    p.algorithm = AllReduceAlgorithm::Tree;
    const TrainingModel model(p);
    const double unit = 2 * (p.latencySeconds + p.parameterCount * p.bytesPerElement / p.bandwidthBytesPerSecond);
    EXPECT_EQ(model.stepTimes(1.0).communication, 0.0);
    EXPECT_DOUBLE_EQ(model.stepTimes(2.0).communication, 1 * unit);
    EXPECT_DOUBLE_EQ(model.stepTimes(1024.0).communication, 10 * unit);
    EXPECT_DOUBLE_EQ(model.stepTimes(1025.0).communication, 11 * unit);
}

TEST(TrainingModel, OverlapAndSequentialTime) {
    TrainingParameters p = gpt3Like();
    p.overlap = 0.75;
    p.sequentialSeconds = 0.5;
    const TrainingModel model(p);
    const auto t = model.stepTimes(64.0);
    EXPECT_DOUBLE_EQ(t.exposedCommunication, 0.25 * t.communication);
    EXPECT_DOUBLE_EQ(t.total, 0.5 + t.compute + 0.25 * t.communication);
}

TEST(TrainingModel, EfficiencyAndSerialFractionFollowL4) {
    const TrainingModel model(gpt3Like());
    for (double n : {2.0, 16.0, 512.0, 8192.0}) {
        const double expectedE = model.stepTimes(1.0).total / (n * model.stepTimes(n).total);
        EXPECT_NEAR(model.efficiency(n), expectedE, 1e-14);
        EXPECT_NEAR(model.effectiveSerialFraction(n), serialFractionFromEfficiency(n, expectedE),
                    1e-9 * serialFractionFromEfficiency(n, expectedE));
    }
}

TEST(TrainingModel, WeakScalingKeepsComputePerWorker) {
    TrainingParameters p = gpt3Like();
    p.scaling = ScalingMode::Weak;
    const TrainingModel model(p);
    EXPECT_DOUBLE_EQ(model.stepTimes(1024.0).compute, p.flopsPerStep / p.throughputFlops);
    // Speedup N T(1) / T(N): efficiency T(1) / T(N) <= 1 and falling.
    EXPECT_NEAR(model.efficiency(1024.0), model.stepTimes(1.0).total / model.stepTimes(1024.0).total, 1e-14);
    EXPECT_GT(model.efficiency(16.0), model.efficiency(1024.0));
}

TEST(TrainingModel, HalfPrecisionLowersEfficiency) {
    // docs/models.md §3 and §4: FP16 quarters compute time, halves the bandwidth
    // term relative to FP32, leaves latency; efficiency still falls.
    TrainingParameters fp32 = gpt3Like();
    fp32.bytesPerElement = 4.0;
    fp32.throughputFlops = 19.5e12;
    TrainingParameters fp16 = fp32;
    fp16.bytesPerElement = 2.0;
    fp16.throughputFlops = 4.0 * 19.5e12;
    EXPECT_LT(TrainingModel(fp16).efficiency(1024.0), TrainingModel(fp32).efficiency(1024.0));
    EXPECT_LT(TrainingModel(fp16).stepTimes(1024.0).total, TrainingModel(fp32).stepTimes(1024.0).total);
}

TEST(TrainingModel, BestWorkerCountMatchesBruteForce) {
    for (const auto algorithm : {AllReduceAlgorithm::Ring, AllReduceAlgorithm::Tree}) {
        TrainingParameters p = gpt3Like();
        p.flopsPerStep = 1e15;
        p.latencySeconds = 2e-5;
        p.algorithm = algorithm;
        const TrainingModel model(p);
        double bestN = 1.0, best = 0.0;
        for (double n = 1.0; n <= 20000.0; n += 1.0) {
            if (model.throughput(n) > best) {
                best = model.throughput(n);
                bestN = n;
            }
        }
        const auto found = model.bestWorkerCount(20000.0);
        EXPECT_EQ(found.workerCount, bestN) << TrainingModel::algorithmId(algorithm);
        EXPECT_DOUBLE_EQ(found.speedup, model.speedup(bestN));
    }
}

TEST(TrainingModel, RejectsInvalidParameters) {
    const auto rejects = [](auto mutate, const std::string& field) {
        TrainingParameters p = gpt3Like();
        mutate(p);
        try {
            TrainingModel{p};
        } catch (const InvalidParameter& e) {
            return e.field() == field;
        }
        return false;
    };
    EXPECT_TRUE(rejects([](auto& p) { p.parameterCount = 0; }, "parameter count P"));
    EXPECT_TRUE(rejects([](auto& p) { p.bandwidthBytesPerSecond = -1; }, "bandwidth B"));
    EXPECT_TRUE(rejects([](auto& p) { p.overlap = 1.5; }, "overlap omega"));
    EXPECT_TRUE(rejects([](auto& p) { p.latencySeconds = std::nan(""); }, "latency lambda"));
    const TrainingModel model(gpt3Like());
    EXPECT_THROW(model.stepTimes(2.5), InvalidParameter);
    EXPECT_THROW(model.stepTimes(0.0), InvalidParameter);
    EXPECT_THROW(model.effectiveSerialFraction(1.0), InvalidParameter);
}

}  // namespace
