// SPDX-License-Identifier: MIT
// The large-model training law in the Scenario and what the Training
// workspace shows of it: the run's E and s_eff at its N, the curve over N
// through its valid layouts, depth lowering E, and precision shrinking
// compute but not communication (the paper's question).

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingRunEdits.h"
#include "InvalidField.h"

#include <gtest/gtest.h>

#include <cmath>

#include "ShippedTrainingCatalog.h"

using effsurf::test::shippedTrainingCatalog;

using namespace effsurf;
using namespace effsurf::core;

namespace {

Scenario largeModelScenario() {
    Scenario s;
    s.model = ModelKind::ParallelTraining;
    s.precision = Precision::BF16;
    s.processors = s.trainingRun.gpus();
    return s;
}

TEST(TrainingRun, TheDefaultRunIsGpt3OnSelene) {
    const TrainingRun run;
    EXPECT_EQ(run.gpus(), 1536);
    const ParallelTrainingModel model = run.model(Precision::BF16);
    EXPECT_NEAR(model.parameterCount() / 174.6e9, 1.0, 1e-3);
    EXPECT_DOUBLE_EQ(model.parameters().interNode.bandwidthBytesPerSecond, 25e9);  // 8 x 200 Gb/s over 8 GPUs
    EXPECT_TRUE(run.fitsMemory(Precision::BF16));
    EXPECT_EQ(test::invalidField([&] { run.model(Precision::FP8); }), "precision");  // A100 has no FP8
}

TEST(TrainingRun, ItsCurvesSpanOneReplicaToOneMicroBatchEach) {
    TrainingRun run;  // GPT-3 175B: t 8 x p 12, B = 1536, b = 1
    EXPECT_EQ(run.gpuSpan(), (std::pair<double, double>{96.0, 96.0 * 1536.0}));
    const TrainingSummary summary = TrainingAnalysis::summarize(run, Precision::BF16);
    EXPECT_EQ(summary.microBatches, 1536 / (16 * 1));  // m = B / (d b), d = 16
    run.microBatch = 2;
    run.dataParallel = 8;
    EXPECT_EQ(run.gpuSpan().second, 96.0 * 768.0);
    EXPECT_EQ(TrainingAnalysis::summarize(run, Precision::BF16).microBatches, 1536 / (8 * 2));
    run.microBatch = 5;  // does not divide B: no curve beyond one replica
    EXPECT_EQ(run.gpuSpan(), (std::pair<double, double>{96.0, 96.0}));
}

TEST(TrainingStep, TheLargestOverheadIsNeverCompute) {
    TrainingStep step;
    step.terms[0] = {"compute", 10.0};
    step.terms[1] = {"pipeline bubble", 2.0};
    step.terms[2] = {"tensor parallel", 3.0};
    step.terms[3] = {"data parallel", 0.5};
    EXPECT_EQ(step.largestOverhead(), 2u);
    step.terms[1].second = 3.5;
    EXPECT_EQ(step.largestOverhead(), 1u);
    TrainingStep computeOnly;
    computeOnly.terms[0] = {"compute", 10.0};
    EXPECT_EQ(computeOnly.largestOverhead(), TrainingStep::kTermCount);
    // The default run's is its pipeline bubble (p = 12, m = 96).
    const TrainingStep real = TrainingRun().model(Precision::BF16).step();
    ASSERT_LT(real.largestOverhead(), TrainingStep::kTermCount);
    EXPECT_EQ(real.terms[real.largestOverhead()].first, "pipeline bubble");
}

TEST(TrainingRun, PresetsBringTheirNumbers) {
    TrainingRun run;
    AcceleratorPreset h100;
    h100.id = "h100-sxm";
    h100.name = "H100";
    h100.peakFlops[std::size_t(Precision::FP8)] = 1979e12;
    h100.memoryBytes = 80e9;
    h100.memoryBandwidth = 3.35e12;
    h100.intraNode = Link{2e-6, 450e9};
    run.useAccelerator(h100);
    EXPECT_DOUBLE_EQ(run.parameters(Precision::FP8).peakFlops, 1979e12);
    EXPECT_EQ(test::invalidField([&] { run.model(Precision::BF16); }), "precision");
    ModelPreset resnet;
    resnet.id = "resnet-50";
    resnet.raw = RawModel{25.6e6, 2.3e10};
    run.useModel(resnet);
    EXPECT_EQ(run.tensorParallel, 1);
    EXPECT_EQ(run.pipelineParallel, 1);
}

TEST(TrainingScenario, TheRunIsAPointOfItsOwnCurveOnTheSurface) {
    const Scenario s = largeModelScenario();
    s.validate();
    const ParallelTrainingModel model = s.parallelTrainingModel();
    EXPECT_NEAR(s.efficiency(1536.0), model.efficiency(), 1e-12);
    EXPECT_NEAR(s.speedup(1536.0), 1536.0 * model.efficiency(), 1e-9);
    EXPECT_NEAR(s.effectiveSerialFraction(1536.0), model.effectiveSerialFraction(), 1e-15);
    EXPECT_TRUE(s.isModelBased());
    // The wall: more GPUs than B / b replicas add nothing, so the best N is at most 96 x 1536.
    const auto best = s.bestProcessorCount(Scenario::kMaxProcessors);
    EXPECT_LE(best.processorCount, 96.0 * 1536.0 + 0.5);
    EXPECT_GE(best.processorCount, 1536.0);
    EXPECT_NEAR(best.speedup, best.processorCount * s.efficiency(best.processorCount), 1e-6 * best.speedup);
}

TEST(TrainingScenario, InvalidRunsAreRefusedByField) {
    Scenario s = largeModelScenario();
    s.trainingRun.pipelineParallel = 97;  // 96 layers cannot fill 97 stages
    EXPECT_EQ(test::invalidField([&] { s.validate(); }), "layers");
    s = largeModelScenario();
    s.trainingRun.globalBatch = 1000;
    EXPECT_EQ(test::invalidField([&] { s.validate(); }), "global batch");
    s = largeModelScenario();
    s.precision = Precision::FP8;
    EXPECT_EQ(test::invalidField([&] { s.validate(); }), "precision");
    // Another law does not care about the run.
    s.model = ModelKind::Amdahl;
    EXPECT_NO_THROW(s.validate());
    // And the run is part of the model: a snapshot with another run differs.
    Scenario a = largeModelScenario(), b = largeModelScenario();
    b.trainingRun.microBatch = 2;
    EXPECT_FALSE(a.sameModel(b));
    EXPECT_NE(a, b);
}

TEST(TrainingAnalysis, SummaryAndCurveOverN) {
    TrainingRun run;
    TrainingSummary summary = TrainingAnalysis::summarize(run, Precision::BF16);
    EXPECT_EQ(summary.gpus, 1536);
    EXPECT_NEAR(summary.daysForTokens, 300e9 / summary.tokensPerSecond / 86400.0, 1e-9);
    EXPECT_NEAR(summary.gpuHoursForTokens, summary.daysForTokens * 24.0 * 1536.0, 1e-9 * summary.gpuHoursForTokens);
    EXPECT_NEAR(summary.hardwareFlopsUtilization, summary.achievedFlopsPerGpu / 312e12, 1e-12);
    EXPECT_NEAR(summary.modelFlopsUtilization, summary.achievedModelFlopsPerGpu / 312e12, 1e-12);
    EXPECT_EQ(summary.schedule, "Megatron-Core 1F1B");
    // Today's defaults: fused attention recomputes only the scores, so model and hardware FLOP nearly agree
    // (the attention core, 2 s a d of 24 h^2 + ... a layer: s / (6 h) of the model FLOP).
    EXPECT_NEAR(summary.modelFlopsUtilization / summary.hardwareFlopsUtilization,
                1.0 / (1.0 + 2048.0 / (3.0 * 6.0 * 12288.0 + 3.0 * 2048.0)), 0.002);
    // Full recomputation: the model FLOP are about 3/4 of the hardware's.
    run.recompute = ActivationRecompute::Full;
    summary = TrainingAnalysis::summarize(run, Precision::BF16);
    EXPECT_NEAR(summary.modelFlopsUtilization / summary.hardwareFlopsUtilization, 0.75, 0.01);
    run.recompute = ActivationRecompute::Selective;
    const auto points = TrainingAnalysis::scaling(run, Precision::BF16);
    ASSERT_GT(points.size(), 10u);
    bool hasOwn = false;
    for (const auto& p : points) {
        EXPECT_EQ(1536 % (p.dataParallel * run.microBatch), 0) << p.dataParallel;
        EXPECT_EQ(p.gpus, 96 * p.dataParallel);
        hasOwn = hasOwn || p.dataParallel == 16;
    }
    EXPECT_TRUE(hasOwn);
    // E falls along the curve (strong scaling: the same batch over more replicas).
    for (std::size_t i = 1; i < points.size(); ++i) EXPECT_LT(points[i].efficiency, points[i - 1].efficiency);
    // The best: the fastest at no less than half the most tokens/s per GPU, not the range's edge.
    const std::size_t best = TrainingAnalysis::bestIndex(points);
    ASSERT_LT(best, points.size());
    EXPECT_LT(best, points.size() - 1) << "the edge d = B / b leaves most GPUs waiting";
    double mostPerGpu = 0.0;
    for (const auto& p : points) mostPerGpu = std::max(mostPerGpu, p.tokensPerSecond / p.gpus);
    EXPECT_GE(points[best].tokensPerSecond / points[best].gpus, 0.5 * mostPerGpu);
    for (const auto& p : points) {
        if (p.fits && p.tokensPerSecond / p.gpus >= 0.5 * mostPerGpu) {
            EXPECT_LE(p.tokensPerSecond, points[best].tokensPerSecond * (1 + 1e-12)) << p.gpus;
        }
    }
    EXPECT_GT(points[best + 1].tokensPerSecond, points[best].tokensPerSecond) << "faster exists, at a higher cost";
    EXPECT_LT(points[best + 1].tokensPerSecond / points[best + 1].gpus, 0.5 * mostPerGpu);
}

TEST(TrainingAnalysis, DeeperMeansMoreStagesAndALowerE) {
    const TrainingRun run;  // 8 layers a stage
    for (DepthSweepMode mode : {DepthSweepMode::FixedWidth, DepthSweepMode::FixedParameters}) {
        const auto points = TrainingAnalysis::depth(run, Precision::BF16, mode);
        ASSERT_GE(points.size(), 20u);
        EXPECT_EQ(points.front().layers, 16);  // the first multiple of 8 from 12
        EXPECT_LE(points.back().layers, 200);
        for (std::size_t i = 1; i < points.size(); ++i) {
            EXPECT_EQ(points[i].pipelineParallel, points[i].layers / 8);
            EXPECT_LT(points[i].efficiency, points[i - 1].efficiency) << points[i].layers;
            EXPECT_GT(points[i].bubbleShare, points[i - 1].bubbleShare);
        }
        if (mode == DepthSweepMode::FixedParameters) {
            for (const auto& p : points) EXPECT_NEAR(p.parameterCount / 174.6e9, 1.0, 0.06) << p.layers;
        }
    }
}

TEST(TrainingAnalysis, LowerPrecisionShrinksComputeNotCommunication) {
    TrainingRun run;
    run.peakFlops[std::size_t(Precision::FP8)] = 624e12;  // an A100 with FP8, for the comparison
    const auto points = TrainingAnalysis::precisions(run);
    ASSERT_EQ(points.size(), 3u);
    const auto& fp32 = points[0];
    const auto& bf16 = points[1];
    const auto& fp8 = points[2];
    ASSERT_TRUE(fp32.available && bf16.available && fp8.available);
    EXPECT_GT(fp32.computeSeconds / bf16.computeSeconds, 10.0);  // 19.5 vs 312 TFLOP/s
    // Communication shrinks only with the bytes (4 -> 2 -> 1), compute with the peak.
    EXPECT_LT(fp32.communicationSeconds / bf16.communicationSeconds, 2.5);
    EXPECT_GT(fp32.efficiency, bf16.efficiency);
    EXPECT_GT(bf16.efficiency, fp8.efficiency);
    EXPECT_FALSE(TrainingAnalysis::precisions(TrainingRun{})[2].available);
}

}  // namespace

namespace {

TEST(TrainingAnalysisSearch, LongSequencesAreSearchedWithContextParallelism) {
    // Llama 3 405B at 128K tokens on 16,384 H100s (Dubey et al.: cp 16).
    const TrainingCatalog catalog = TrainingCatalog::load(EFFSURF_TRAINING_DIR);
    TrainingRun run;
    run.useModel(catalog.model("llama3-405b"));
    run.useAccelerator(catalog.accelerator("h100-sxm"));
    run.shape.sequenceLength = 131072;
    run.tensorParallel = 8, run.contextParallel = 16, run.pipelineParallel = 16, run.dataParallel = 8;
    run.globalBatch = 128, run.microBatch = 1, run.interleave = 1;
    run.recompute = ActivationRecompute::Selective;
    const LayoutSearchRequest request = TrainingAnalysis::searchRequest(run, Precision::BF16);
    EXPECT_EQ(request.maxContextParallel, 16);
    const auto ranked = LayoutSearch::rank(request);
    ASSERT_FALSE(ranked.empty());
    EXPECT_GT(ranked.front().contextParallel, 1) << "at 128K the best layouts split the sequence";
    // A short sequence searches only the run's own cp.
    run.shape.sequenceLength = 8192;
    run.contextParallel = 1, run.dataParallel = 128, run.globalBatch = 2048;
    EXPECT_EQ(TrainingAnalysis::searchRequest(run, Precision::BF16).maxContextParallel, 1);
}

}  // namespace

namespace {

TEST(TrainingAnalysis, TheBandIsTheRunAtTheTwoEndsOfItsUtilizationRange) {
    TrainingRun run;
    const TrainingBand band = TrainingAnalysis::band(run, Precision::BF16);
    EXPECT_EQ(band.utilizationLow, 0.55);
    EXPECT_EQ(band.utilizationHigh, 0.75);
    const TrainingSummary middle = TrainingAnalysis::summarize(run, Precision::BF16);
    EXPECT_LT(band.low.tokensPerSecond, middle.tokensPerSecond);
    EXPECT_GT(band.high.tokensPerSecond, middle.tokensPerSecond);
    EXPECT_GT(band.low.daysForTokens, middle.daysForTokens);
    EXPECT_GT(band.low.gpuHoursForTokens, band.high.gpuHoursForTokens);
    run.utilization = 0.55;
    EXPECT_DOUBLE_EQ(band.low.tokensPerSecond, TrainingAnalysis::summarize(run, Precision::BF16).tokensPerSecond);
    // The curve over N carries the same band.
    for (const auto& point : TrainingAnalysis::scaling(TrainingRun{}, Precision::BF16)) {
        EXPECT_LT(point.tokensPerSecondLow, point.tokensPerSecond);
        EXPECT_GT(point.tokensPerSecondHigh, point.tokensPerSecond);
        EXPECT_LT(point.modelFlopsLow, point.achievedModelFlopsPerGpu);
    }
    // A band outside (0, 1] or upside down is refused by name.
    for (const auto& [low, high] : {std::pair{0.0, 0.7}, std::pair{0.5, 1.2}, std::pair{0.8, 0.6}}) {
        run.bandLow = low, run.bandHigh = high;
        EXPECT_EQ(test::invalidField([&] { TrainingAnalysis::band(run, Precision::BF16); }), "utilization band") << low << " " << high;
    }
}

TEST(TrainingAnalysis, AMarginKeepsMemoryFreeAndDecidesWhatFits) {
    TrainingRun run;
    const TrainingSummary plain = TrainingAnalysis::summarize(run, Precision::BF16);
    ASSERT_TRUE(plain.fits);
    run.memoryMarginBytes = run.memoryBytes - plain.memory.total() + kGibibyte;  // a GiB too little left
    const TrainingSummary margin = TrainingAnalysis::summarize(run, Precision::BF16);
    EXPECT_FALSE(margin.fits);
    EXPECT_DOUBLE_EQ(margin.memoryLimit, run.memoryBytes - run.memoryMarginBytes);
    run.memoryMarginBytes = -1.0;
    EXPECT_EQ(test::invalidField([&] { run.validateBandAndMargin(); }), "memory margin");
}

TEST(TrainingAnalysis, RemediesForARunThatDoesNotFitHelpMostFirst) {
    // Llama 3 405B at its published 8K layout with ZeRO-1: about 90 GiB on 80 GiB H100s.
    TrainingRunEdits edits;
    edits.published = "llama3-405b-8k-16384";
    edits.zeroStage = 1;
    const TrainingRun run = edits.apply(shippedTrainingCatalog());
    ASSERT_FALSE(TrainingAnalysis::summarize(run, Precision::BF16).fits);
    const auto remedies = TrainingAnalysis::memoryRemedies(run, Precision::BF16);
    ASSERT_GE(remedies.size(), 4u);
    for (std::size_t i = 1; i < remedies.size(); ++i) EXPECT_GE(remedies[i - 1].freedBytes, remedies[i].freedBytes);
    bool sharding = false;
    for (const auto& r : remedies) {
        EXPECT_GT(r.freedBytes, 0.0) << r.setting;
        if (r.option == "--zero 2") {
            sharding = true;
            EXPECT_TRUE(r.fits) << "sharding the gradients fits it, as Llama 3 trained";
        }
    }
    EXPECT_TRUE(sharding);
}

TEST(TrainingAnalysis, ARunReLaidOnAnyGpuCountTakesTheSearchsBest) {
    // GPT-3's default t 8 p 12 does not divide 16,384 GPUs: the search's best layout there does.
    const TrainingRun laid = TrainingAnalysis::withBestLayout(TrainingRun{}, Precision::BF16, 16384);
    EXPECT_EQ(laid.gpus(), 16384);
    EXPECT_NO_THROW(laid.model(Precision::BF16));
    EXPECT_EQ(laid.modelName, TrainingRun{}.modelName);
    EXPECT_EQ(test::invalidField([] { TrainingAnalysis::withBestLayout(TrainingRun{}, Precision::BF16, 97); }),
              "GPU count");  // a prime above the layers
}

TEST(TrainingAnalysis, TheRunIsOnItsOwnDepthCurveAlsoInterleaved) {
    TrainingRunEdits edits;
    edits.published = "llama3-405b-8k-16384";  // 126 layers on 16 stages, v = 4
    const TrainingRun run = edits.apply(shippedTrainingCatalog());
    const TrainingSummary summary = TrainingAnalysis::summarize(run, Precision::BF16);
    bool found = false;
    for (const auto& point : TrainingAnalysis::depth(run, Precision::BF16, DepthSweepMode::FixedWidth)) {
        if (point.layers != 126) continue;
        found = true;
        EXPECT_EQ(point.pipelineParallel, 16);
        EXPECT_DOUBLE_EQ(point.efficiency, summary.efficiency);
    }
    EXPECT_TRUE(found);
}

}  // namespace
