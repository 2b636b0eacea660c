// The tensor x pipeline x data parallel step (model.md section 4b): each named
// term against the formula evaluated by hand here, the bubble and
// interleaving trade-off, what depth does to E, and the layouts refused by name.

#include "effsurf/core/model/ParallelTrainingModel.h"
#include "InvalidField.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <string>
#include <utility>
#include <vector>

using namespace effsurf;
using namespace effsurf::core;

namespace {

/// GPT-3 175B on 1536 A100s as in Narayanan et al.'s Table 1 (t 8, p 12, d 16, B 1536).
ParallelTrainingParameters gpt3() {
    ParallelTrainingParameters q;
    q.shape = TransformerShape{96, 12288, 96, 2048, 51200};
    q.layout.tensorParallel = 8;
    q.layout.pipelineParallel = 12;
    q.layout.dataParallel = 16;
    q.layout.microBatch = 1;
    q.layout.recompute = ActivationRecompute::Full;
    q.globalBatch = 1536;
    q.peakFlops = 312e12;
    q.utilization = 0.5;
    q.intraNode = Link{2e-6, 300e9};
    q.interNode = Link{5e-6, 25e9};
    q.serialSeconds = 0.1;
    return q;
}

using test::invalidField;

TEST(ParallelTrainingModel, EachTermIsItsFormula) {
    const ParallelTrainingParameters q = gpt3();
    const ParallelTrainingModel run(q);
    ASSERT_EQ(run.gpus(), 1536);
    ASSERT_EQ(run.microBatchesPerStep(), 96);  // 1536 / (16 x 1)
    const TrainingStep step = run.step();
    const double l = 96, h = 12288, s = 2048, V = 51200, B = 1536, n = 1536, m = 96, p = 12, t = 8, d = 16;
    const double flops = 96 * B * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h));
    const double compute = flops / (n * 312e12 * 0.5);
    EXPECT_NEAR(step.seconds("compute") / compute, 1.0, 1e-12);
    // Memory-bound kernels: 8 layers a stage, 96 micro-batches, Korthikanti's
    // s b h (34 + 5 a s / h) / t bytes (sequence parallel) made 4 times with the
    // forward recomputed, each time read and written (2 bytes moved a byte kept).
    const double a = 96, activations = s * 1 * h * (34 + 5 * a * s / h) / t;
    const double layerKernels = 2 * 4 * activations / 2.039e12;
    EXPECT_NEAR(step.seconds("memory-bound kernels") / (8 * m * layerKernels), 1.0, 1e-12);
    // 8 layers a stage, 96 micro-batches, 6 all-reduces (recomputed forward) of b s h BF16 among 8 over NVLink.
    const double bytes = 1 * s * h * 2;
    const double allReduce = 2 * (t - 1) * 2e-6 + 2 * (t - 1) / t * bytes / 300e9;
    EXPECT_NEAR(step.seconds("tensor-parallel all-reduce") / (8 * m * 6 * allReduce), 1.0, 1e-12);
    // The last stage also computes the logits (6 b s h V / t FLOP, not recomputed):
    // it sets the pace; the bubble is p - 1 of its micro-batch times.
    const double layerCompute = 96 * s * h * h * (1 + s / (6 * h)) / t / (312e12 * 0.5);
    const double logits = 6 * s * h * V / t / (312e12 * 0.5);
    const double perLayer = layerCompute + layerKernels + 6 * allReduce;
    const double slowest = 8 * perLayer + logits, mean = (96 * perLayer + logits) / p;
    EXPECT_NEAR(step.seconds("pipeline bubble") / (slowest * (p - 1)), 1.0, 1e-12);
    EXPECT_NEAR(step.seconds("stage imbalance") / (m * (slowest - mean)), 1.0, 1e-12);
    EXPECT_NEAR(compute / (m * (96 * layerCompute + logits) / p), 1.0, 1e-12);
    // A stage fills a node: the pipeline's sends go over the network, b s h / t each, 2 per micro-batch.
    EXPECT_NEAR(step.seconds("pipeline point-to-point") / (2 * m * (5e-6 + bytes / t / 25e9)), 1.0, 1e-12);
    // The gradients of the heaviest stage: 8 layers and the (tied) embedding, over t; one replica a node: a ring across nodes.
    const double stageParameters = 8 * (12 * h * h + 13 * h) + (V + s) * h;
    const double gradients = stageParameters / t * 2;
    EXPECT_NEAR(step.seconds("data-parallel all-reduce") / (2 * (d - 1) * 5e-6 + 2 * (d - 1) / d * gradients / 25e9), 1.0,
                1e-12);
    EXPECT_EQ(step.seconds("context-parallel K/V exchange"), 0.0);
    EXPECT_EQ(step.seconds("expert all-to-all"), 0.0);
    EXPECT_EQ(step.seconds("host-device copies"), 0.0);
    EXPECT_EQ(step.seconds("ZeRO-3 parameter gathers"), 0.0);
    EXPECT_EQ(step.seconds("optimizer and serial"), 0.1);
    double sum = 0.0;
    for (const auto& [name, seconds] : step.terms) sum += seconds;
    EXPECT_NEAR(step.total, sum, 1e-12 * sum);
}

TEST(ParallelTrainingModel, EfficiencyIsThePayloadsShareAndPlacesTheRunOnTheSurface) {
    const ParallelTrainingModel run(gpt3());
    const TrainingStep step = run.step();
    const double e = step.compute / step.total;
    EXPECT_NEAR(run.efficiency(), e, 1e-15);
    EXPECT_NEAR(run.effectiveSerialFraction(), (1.0 / e - 1.0) / (1536.0 - 1.0), 1e-18);
    // Achieved hardware FLOP/s is the sustained rate times that share: HFU = utilization x E;
    // MFU leaves the recomputed forward out (72 against 96 B s l h^2 ...).
    EXPECT_NEAR(run.hardwareFlopsUtilization(), 0.5 * e, 1e-12);
    EXPECT_NEAR(run.modelFlopsUtilization() / run.hardwareFlopsUtilization(),
                run.modelFlopsPerStep() / run.flopsPerStep(), 1e-12);
    EXPECT_NEAR(run.modelFlopsPerStep() / run.flopsPerStep(), 0.75, 0.01);
    EXPECT_NEAR(run.tokensPerSecond(), 1536.0 * 2048.0 / step.total, 1e-9);
    EXPECT_GT(e, 0.5);
    EXPECT_LT(e, 1.0);
}

TEST(ParallelTrainingModel, InterleavingShrinksTheBubbleAndMultipliesTheSends) {
    ParallelTrainingParameters q = gpt3();
    const TrainingStep plain = ParallelTrainingModel(q).step();
    q.interleave = 2;  // 96 layers = 12 stages x 2 chunks x 4 layers
    const TrainingStep interleaved = ParallelTrainingModel(q).step();
    EXPECT_NEAR(interleaved.seconds("pipeline bubble"), plain.seconds("pipeline bubble") / 2.0, 1e-12);
    EXPECT_NEAR(interleaved.seconds("pipeline point-to-point"), 2.0 * plain.seconds("pipeline point-to-point"), 1e-12);
}

TEST(ParallelTrainingModel, TensorParallelismAcrossNodesCostsTheNetwork) {
    // The rule of thumb (Narayanan et al. section 3.3): t up to the GPUs of a node.
    ParallelTrainingParameters q = gpt3();
    q.layout.tensorParallel = 16;  // two nodes
    q.layout.pipelineParallel = 6;
    const TrainingStep across = ParallelTrainingModel(q).step();
    q.layout.tensorParallel = 8;
    q.layout.pipelineParallel = 12;
    const TrainingStep inside = ParallelTrainingModel(q).step();
    EXPECT_GT(across.seconds("tensor-parallel all-reduce"), 10.0 * inside.seconds("tensor-parallel all-reduce"));
}

TEST(ParallelTrainingModel, DeeperAtTheSameWidthMeansMoreStagesAndALowerE) {
    // The paper's question, answered by this model: at 8 layers a stage and the
    // same batch, each 8 layers more add a stage, so the bubble (p - 1)/m grows.
    ParallelTrainingParameters q = gpt3();
    q.layout.dataParallel = 4;
    q.globalBatch = 128;  // m = 32
    double previous = 1.0;
    for (int stages : {2, 4, 8, 16, 24}) {
        q.shape.layers = 8 * stages;
        q.layout.pipelineParallel = stages;
        const double e = ParallelTrainingModel(q).efficiency();
        EXPECT_LT(e, previous) << q.shape.layers << " layers";
        previous = e;
    }
}

TEST(ParallelTrainingModel, ZeroThreeGathersTheWeightsBehindTheCompute) {
    // ZeRO-3 (FSDP) runs without pipeline parallelism: t 8, d 192 on the same 1536 GPUs.
    ParallelTrainingParameters q = gpt3();
    q.layout.pipelineParallel = 1;
    q.layout.dataParallel = 192;
    q.layout.microBatch = 8;
    const double allReduce = ParallelTrainingModel(q).step().seconds("data-parallel all-reduce");
    const MemoryPerGpu replicated = ParallelTrainingModel(q).memoryPerGpu();
    q.layout.zeroStage = 3;
    const ParallelTrainingModel run(q);
    // The gradients are reduce-scattered, half an all-reduce; the two weight
    // gathers (one all-reduce's worth) hide behind the much longer compute.
    EXPECT_NEAR(run.step().seconds("data-parallel all-reduce"), allReduce / 2.0, 1e-12);
    EXPECT_EQ(run.step().seconds("ZeRO-3 parameter gathers"), 0.0);
    EXPECT_LT(run.memoryPerGpu().weights, replicated.weights / 150.0);
    // With a slow network only what exceeds the compute shows.
    q.interNode.bandwidthBytesPerSecond = 0.05e9;
    const ParallelTrainingModel slow(q);
    const double gathers = 2.0 * slow.step().seconds("data-parallel all-reduce");
    EXPECT_GT(gathers, slow.step().compute);
    EXPECT_NEAR(slow.step().seconds("ZeRO-3 parameter gathers"), gathers - slow.step().compute, 1e-9 * gathers);
}

TEST(ParallelTrainingModel, ZeroTwoAndThreeWithPipelineParallelismAreRefused) {
    // Neither Megatron-LM nor DeepSpeed shards the gradients a pipeline accumulates over its micro-batches.
    ParallelTrainingParameters q = gpt3();
    for (int stage : {2, 3}) {
        q.layout.zeroStage = stage;
        EXPECT_EQ(invalidField([&] { ParallelTrainingModel refused(q); }), "ZeRO stage") << stage;
    }
    q.layout.zeroStage = 1;
    EXPECT_NO_THROW(ParallelTrainingModel accepted(q));
}

TEST(ParallelTrainingModel, TheGradientAllReduceMayBeATree) {
    ParallelTrainingParameters q = gpt3();
    q.dataParallelAllReduce = AllReduceAlgorithm::Tree;
    const ParallelTrainingModel run(q);
    const double l = 96, h = 12288, s = 2048, V = 51200;
    const double gradients = (l / 12 * (12 * h * h + 13 * h) + (V + s) * h) / 8 * 2;
    // d = 16: 2 log2 16 = 8 steps of the whole buffer and a latency each.
    EXPECT_NEAR(run.step().seconds("data-parallel all-reduce") / (8 * (5e-6 + gradients / 25e9)), 1.0, 1e-12);
    EXPECT_GT(run.step().seconds("data-parallel all-reduce"), ParallelTrainingModel(gpt3()).step().seconds("data-parallel all-reduce"));
}

TEST(ParallelTrainingModel, FP32KeepsItsWeightsInFourBytesAndTwiceTheActivations) {
    ParallelTrainingParameters q = gpt3();
    const MemoryPerGpu half = ParallelTrainingModel(q).memoryPerGpu();
    q.bytesPerElement = 4.0;
    const MemoryPerGpu full = ParallelTrainingModel(q).memoryPerGpu();
    EXPECT_NEAR(full.weights, 2.0 * half.weights, 1e-6 * half.weights);
    EXPECT_NEAR(full.gradients, half.gradients, 1e-6 * half.gradients);  // FP32 accumulation either way
    EXPECT_NEAR(full.optimizer, half.optimizer * 8.0 / 12.0, 1e-6 * half.optimizer);  // no FP32 master copy
    EXPECT_NEAR(full.activations, 2.0 * half.activations, 1e-6 * half.activations);
    // Without ZeRO FP32 is 16 bytes a parameter (mixed precision 18): the
    // first stage's 8 layers and the embedding, over t = 8.
    q.layout.zeroStage = 0;
    const double h = 12288, perGpu = (8 * (12 * h * h + 13 * h) + (51200 + 2048) * h) / 8;
    const MemoryPerGpu states = ParallelTrainingModel(q).memoryPerGpu();
    EXPECT_NEAR(states.weights + states.gradients + states.optimizer, 16.0 * perGpu, 1e-6 * perGpu);
}

TEST(ParallelTrainingModel, TheCurveOverNPassesThroughTheLayoutAndIdlesBeyondTheBatch) {
    const ParallelTrainingModel run(gpt3());
    const TrainingStep at = run.stepAt(1536.0);
    EXPECT_NEAR(at.total, run.step().total, 1e-12 * at.total);
    EXPECT_NEAR(run.efficiencyAt(1536.0), run.efficiency(), 1e-15);
    // More replicas: a shorter step, a lower E (the all-reduce among more, and the bubble over fewer micro-batches).
    EXPECT_LT(run.stepAt(3072.0).total, at.total);
    EXPECT_LT(run.efficiencyAt(3072.0), run.efficiency());
    // t p B / b = 96 x 1536 GPUs is the most this batch can keep busy: beyond, E falls as 1/N.
    const double full = 96.0 * 1536.0;
    EXPECT_NEAR(run.efficiencyAt(2 * full), run.efficiencyAt(full) / 2, 1e-12);
    EXPECT_EQ(run.stepAt(2 * full).busyShare, 0.5);
    // Below one replica, one replica.
    EXPECT_NEAR(run.stepAt(10.0).total, run.stepAt(96.0).total, 1e-12);
}

TEST(ParallelTrainingModel, ARawModelTrainsDataParallel) {
    // ResNet-50 as totals: 25.6M parameters, 23 GFLOP per image, 256 V100s.
    ParallelTrainingParameters q;
    q.raw = RawModel{25.6e6, 2.3e10};
    q.layout.dataParallel = 256;
    q.globalBatch = 256 * 32;
    q.peakFlops = 125e12;
    q.utilization = 0.4;
    const ParallelTrainingModel run(q);
    const TrainingStep& step = run.step();
    EXPECT_NEAR(step.compute, 2.3e10 * 32 / (125e12 * 0.4), 1e-15);
    EXPECT_EQ(step.seconds("tensor-parallel all-reduce"), 0.0);
    EXPECT_EQ(step.seconds("memory-bound kernels"), 0.0);
    // Hierarchical: among the 8 of a node over NVLink, then an eighth of the gradients among the 32 nodes.
    const double bytes = 25.6e6 * 2;
    const double inside = 2 * 7 * 2e-6 + 2 * 7.0 / 8 * bytes / 300e9, across = 2 * 31 * 5e-6 + 2 * 31.0 / 32 * bytes / 8 / 25e9;
    EXPECT_NEAR(step.seconds("data-parallel all-reduce"), inside + across, 1e-12);
    EXPECT_NEAR(run.tokensPerSecond(), 256 * 32 / step.total, 1e-6);  // images per second
    EXPECT_DOUBLE_EQ(run.memoryPerGpu().total(), 18 * 25.6e6);
    q.layout.tensorParallel = 2;
    EXPECT_EQ(invalidField([&] { ParallelTrainingModel refused(q); }), "tensor parallel");
}

TEST(ParallelTrainingModel, InvalidLayoutsNameTheField) {
    const std::vector<std::pair<std::function<void(ParallelTrainingParameters&)>, std::string>> cases = {
        {[](ParallelTrainingParameters& q) { q.globalBatch = 1000; }, "global batch"},  // not a multiple of d b = 16
        {[](ParallelTrainingParameters& q) { q.interleave = 9; }, "layers"},  // 96 layers cannot fill 12 stages x 9 chunks
        {[](ParallelTrainingParameters& q) { q.layout.zeroStage = 3; }, "ZeRO stage"},  // with p = 12
        {[](ParallelTrainingParameters& q) { q.layout.contextParallel = 3; }, "sequence length"},  // 2048 in 6 chunks
        {[](ParallelTrainingParameters& q) { q.layout.expertParallel = 2; }, "expert parallel"},  // a dense model
        {[](ParallelTrainingParameters& q) { q.layout.tensorParallel = 7; }, "heads"},  // 96 heads
        {[](ParallelTrainingParameters& q) { q.utilization = 0.0; }, "utilization"},
        {[](ParallelTrainingParameters& q) { q.overlap = 1.5; }, "overlap"},
        {[](ParallelTrainingParameters& q) { q.interNode.bandwidthBytesPerSecond = 0.0; }, "inter-node bandwidth"},
        // Counts from a file may be up to 10^9 each: their products are checked, not overflowed.
        {[](ParallelTrainingParameters& q) {
             q.layout.tensorParallel = 96;
             q.layout.pipelineParallel = 1000000;
             q.layout.dataParallel = 1000000;
         },
         "data parallel"},
        {[](ParallelTrainingParameters& q) {
             q.layout.pipelineParallel = 1000000000;
             q.layout.dataParallel = 1;
             q.layout.tensorParallel = 1;
             q.interleave = 1000000000;
         },
         "layers"},
    };
    for (const auto& [spoil, field] : cases) {
        ParallelTrainingParameters q = gpt3();
        spoil(q);
        EXPECT_EQ(invalidField([&] { ParallelTrainingModel run(q); }), field);
    }
}

}  // namespace
