// SPDX-License-Identifier: MIT
// The tensor x pipeline x data parallel step (docs/models.md §4b): each named
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
    EXPECT_NEAR(step.seconds("data-parallel all-reduce") / (2 * (d - 1) * 5e-6 + 2 * (d - 1) / d * gradients / 25e9), 1.0, 1e-12);
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
    EXPECT_NEAR(run.modelFlopsUtilization() / run.hardwareFlopsUtilization(), run.modelFlopsPerStep() / run.flopsPerStep(), 1e-12);
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

TEST(ParallelTrainingModel, ShardedGradientsWithAPipelineAreReduceScatteredEachMicroBatch) {
    // Llama 3's FSDP with pipeline parallelism (ZeRO-2): the gradients and optimizer states a GPU keeps
    // are a d-th; each micro-batch's gradients are reduce-scattered as its backward makes them.
    ParallelTrainingParameters q = gpt3();  // t 8, p 12, d 16, m 96
    q.layout.zeroStage = 1;
    const ParallelTrainingModel sharedGradients(q);
    q.layout.zeroStage = 2;
    const ParallelTrainingModel run(q);
    EXPECT_NEAR(run.memoryPerGpu().gradients, sharedGradients.memoryPerGpu().gradients / 16.0, 1e-9 * run.memoryPerGpu().gradients);
    EXPECT_EQ(run.memoryPerGpu().weights, sharedGradients.memoryPerGpu().weights);
    // The heaviest stage's gradients (8 layers and the embedding) over t, in BF16; a ring over d = 16 across nodes.
    const double h = 12288, s = 2048, V = 51200, t = 8, d = 16, m = 96;
    const double gradients = (8 * (12 * h * h + 13 * h) + (V + s) * h) / t * 2;
    const auto ring = [](double bytes, double ranks, double bandwidth) {
        return 2 * (ranks - 1) * 5e-6 + 2 * (ranks - 1) / ranks * bytes / bandwidth;
    };
    const auto dataParallel = [&](const ParallelTrainingModel& model, double bandwidth) {
        const double reduceScatter = 0.5 * ring(gradients, d, bandwidth), gather = reduceScatter;
        const double backward = 2.0 / 3.0 * model.step().compute / m;
        return reduceScatter + (m - 1) * std::max(0.0, reduceScatter - backward) + gather;
    };
    // At 25 GB/s a GPU a stage's reduce-scatter (0.14 s) outlasts a micro-batch's backward (0.10 s): the rest shows.
    EXPECT_NEAR(run.step().seconds("data-parallel all-reduce") / dataParallel(run, 25e9), 1.0, 1e-12);
    EXPECT_GT(run.step().seconds("data-parallel all-reduce"), 2.0 * sharedGradients.step().seconds("data-parallel all-reduce"));
    // At 100 GB/s each hides behind the next micro-batch's backward: an all-reduce's worth shows, as ZeRO-1's.
    q.interNode.bandwidthBytesPerSecond = 100e9;
    const double fast = ParallelTrainingModel(q).step().seconds("data-parallel all-reduce");
    q.layout.zeroStage = 1;
    EXPECT_NEAR(fast / ParallelTrainingModel(q).step().seconds("data-parallel all-reduce"), 1.0, 1e-9);
    q.layout.zeroStage = 2;
    // On a slow one the 95 reduce-scatters that do not hide show: sharding costs time there.
    q.interNode.bandwidthBytesPerSecond = 0.2e9;
    const ParallelTrainingModel slow(q);
    EXPECT_NEAR(slow.step().seconds("data-parallel all-reduce") / dataParallel(slow, 0.2e9), 1.0, 1e-12);
    q.layout.zeroStage = 1;
    EXPECT_GT(slow.step().seconds("data-parallel all-reduce"), 10.0 * ParallelTrainingModel(q).step().seconds("data-parallel all-reduce"));
}

TEST(ParallelTrainingModel, HybridShardingShardsInAGroupAndAllReducesTheShardsAcross) {
    ParallelTrainingParameters q = gpt3();
    q.layout.zeroStage = 2;
    const ParallelTrainingModel everywhere(q);
    q.layout.shardGroup = 4;  // shards over 4 of the 16 replicas, replicated 4 times
    const ParallelTrainingModel hybrid(q);
    EXPECT_NEAR(hybrid.memoryPerGpu().gradients, 4.0 * everywhere.memoryPerGpu().gradients, 1e-9 * hybrid.memoryPerGpu().gradients);
    EXPECT_NEAR(hybrid.memoryPerGpu().optimizer, 4.0 * everywhere.memoryPerGpu().optimizer, 1e-9 * hybrid.memoryPerGpu().optimizer);
    // Its reduce-scatters and gathers stay among 4; the shards (a quarter) are all-reduced among the 4 groups once.
    const double h = 12288, s = 2048, V = 51200, t = 8;
    const double gradients = (8 * (12 * h * h + 13 * h) + (V + s) * h) / t * 2;
    const auto ring = [](double bytes, double ranks) { return 2 * (ranks - 1) * 5e-6 + 2 * (ranks - 1) / ranks * bytes / 25e9; };
    const double expected = 0.5 * ring(gradients, 4) + ring(gradients / 4, 4) + 0.5 * ring(gradients, 4);
    EXPECT_NEAR(hybrid.step().seconds("data-parallel all-reduce") / expected, 1.0, 1e-12);
    // A group that does not divide d cp, and a group without ZeRO, are refused by name.
    q.layout.shardGroup = 3;
    EXPECT_EQ(invalidField([&] { ParallelTrainingModel refused(q); }), "shard group");
    q.layout.shardGroup = 4;
    q.layout.zeroStage = 0;
    EXPECT_EQ(invalidField([&] { ParallelTrainingModel refused(q); }), "shard group");
}

TEST(ParallelTrainingModel, FusedAttentionNeverKeepsTheScoresAndRecomputesThemInItsBackward) {
    ParallelTrainingParameters q = gpt3();
    q.layout.recompute = ActivationRecompute::None;
    const ParallelTrainingModel plain(q);
    q.layout.fusedAttention = true;
    const ParallelTrainingModel fused(q);
    // Korthikanti's 5 a s / h bytes a token and layer are gone: 34 + 5 a s / h becomes 34.
    const double a = 96, s = 2048, h = 12288;
    EXPECT_NEAR(fused.transformer().layerActivationBytes(q.layout, ActivationRecompute::None) /
                    plain.transformer().layerActivationBytes(plain.parameters().layout, ActivationRecompute::None),
                34.0 / (34.0 + 5.0 * a * s / h), 1e-12);
    EXPECT_LT(fused.step().seconds("memory-bound kernels"), plain.step().seconds("memory-bound kernels"));
    // Fused, no recomputation and selective recomputation are the same run.
    q.layout.recompute = ActivationRecompute::Selective;
    const ParallelTrainingModel selective(q);
    EXPECT_DOUBLE_EQ(fused.step().total, selective.step().total);
    EXPECT_DOUBLE_EQ(fused.memoryPerGpu().total(), selective.memoryPerGpu().total());
    EXPECT_DOUBLE_EQ(fused.flopsPerStep(), selective.flopsPerStep());
    EXPECT_GT(fused.flopsPerStep(), fused.modelFlopsPerStep());  // the kernel's backward computes the scores again
    // Without dropout neither the scores' mask nor the two layer masks are kept.
    q.layout.recompute = ActivationRecompute::None;
    q.layout.fusedAttention = false;
    q.layout.dropout = false;
    EXPECT_NEAR(ParallelTrainingModel(q).transformer().layerActivationBytes(q.layout, ActivationRecompute::None) /
                    plain.transformer().layerActivationBytes(plain.parameters().layout, ActivationRecompute::None),
                (32.0 + 4.0 * a * s / h) / (34.0 + 5.0 * a * s / h), 1e-12);
}

/// A mixture of experts whose 64-way expert parallelism spans 8 nodes, as DeepSeek-V3's.
ParallelTrainingParameters expertsAcrossNodes() {
    ParallelTrainingParameters q;
    q.shape = TransformerShape{32, 4096, 32, 4096, 32000};
    q.shape.gatedFfn = true;
    q.shape.tiedEmbeddings = false;
    q.shape.moe = MixtureOfExperts{64, 8, 0, 1024, 0, 0.0, 0};
    q.layout.tensorParallel = 1;
    q.layout.pipelineParallel = 8;
    q.layout.dataParallel = 64;
    q.layout.expertParallel = 64;
    q.globalBatch = 2048;  // m = 32
    q.peakFlops = 989e12;
    q.utilization = 0.65;
    q.memoryBandwidth = 3.35e12;
    q.intraNode = Link{2e-6, 200e9};
    q.interNode = Link{5e-6, 50e9};
    return q;
}

TEST(ParallelTrainingModel, NodeLimitedRoutingCrossesTheNetworkOnceANodeItVisits) {
    ParallelTrainingParameters q = expertsAcrossNodes();
    const double unlimited = ParallelTrainingModel(q).step().seconds("expert all-to-all");
    q.shape.moe.maxNodesPerToken = 2;
    const double limited = ParallelTrainingModel(q).step().seconds("expert all-to-all");
    // Each of the 8 copies crossed the network with probability 7/8 (7 of 8 copies at 50 GB/s); now at most 2 a
    // token do, and NVLink forwards the 8 copies (at 200 GB/s), which now takes longer than the network.
    const double network = 2.0 * 7.0 / 8.0 / 50e9, nvlink = 8.0 * 63.0 / 64.0 / 200e9, before = 8.0 * 7.0 / 8.0 / 50e9;
    EXPECT_NEAR(limited / unlimited, std::max(network, nvlink) / before, 0.005);
    EXPECT_GT(nvlink, network);
    // Inside one NVLink domain the network is not used at all: ep 8 of 8 GPUs a node.
    q.layout.expertParallel = 8;
    q.shape.moe.maxNodesPerToken = 0;
    const double inside = ParallelTrainingModel(q).step().seconds("expert all-to-all");
    EXPECT_LT(inside, 0.3 * unlimited);
}

TEST(ParallelTrainingModel, DualPipeHidesTheAllToAllShrinksTheBubbleAndKeepsTwoStages) {
    ParallelTrainingParameters q = expertsAcrossNodes();
    q.shape.moe.expertsPerToken = 2;  // less to send than to compute: DualPipe can hide all of it
    const ParallelTrainingModel oneForwardOneBackward(q);
    q.schedule = PipelineSchedule::DualPipe;
    const ParallelTrainingModel dualPipe(q);
    const TrainingStep& a = oneForwardOneBackward.step();
    const TrainingStep& b = dualPipe.step();
    // The all-to-all hides behind the other direction's compute; what shows is the SMs the communication
    // kernels take from the GEMMs: compute x 20 / 112 (DeepSeek-V3: 20 of 132 SMs).
    ASSERT_LT(a.seconds("expert all-to-all"), b.compute);
    // The logits (m / p of 6 s V h FLOP at 16 bits) are not slowed: no all-to-all runs beside them.
    const double logits = 32.0 / 8.0 * 4096.0 * 6.0 * 32000.0 * 4096.0 / (989e12 * 0.65);
    EXPECT_NEAR(b.seconds("expert all-to-all") / ((b.compute - logits) * 20.0 / 112.0), 1.0, 1e-9);
    EXPECT_EQ(b.seconds("pipeline point-to-point"), 0.0);
    // (p/2 - 1)(F&B + B - 3W) = 3 x 2/3 micro-batch times against 1F1B's p - 1 = 7.
    const double tau1 = a.seconds("pipeline bubble") / 7.0, tau2 = b.seconds("pipeline bubble") / (3.0 * 2.0 / 3.0);
    EXPECT_GT(tau1, tau2);  // the exposed all-to-all left each micro-batch's time
    EXPECT_LT(b.seconds("pipeline bubble"), 0.5 * a.seconds("pipeline bubble"));
    EXPECT_LT(b.total, a.total);
    // Two stages' model states on every GPU, p + 1 micro-batches' activations.
    EXPECT_NEAR(dualPipe.memoryPerGpu().weights / oneForwardOneBackward.memoryPerGpu().weights, 2.0, 0.35);
    // What DualPipe cannot run is refused by name.
    q.layout.pipelineParallel = 7;
    q.layout.dataParallel = 64;
    q.shape.layers = 28;
    EXPECT_EQ(invalidField([&] { ParallelTrainingModel refused(q); }), "pipeline parallel");
    q = expertsAcrossNodes();
    q.shape.moe.expertsPerToken = 2;
    q.schedule = PipelineSchedule::DualPipe;
    q.interleave = 2;
    EXPECT_EQ(invalidField([&] { ParallelTrainingModel refused(q); }), "interleave");
    q.interleave = 1;
    q.globalBatch = 64 * 8;  // m = 8 < 2 p = 16
    EXPECT_EQ(invalidField([&] { ParallelTrainingModel refused(q); }), "global batch");
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
    EXPECT_NEAR(full.gradients, half.gradients, 1e-6 * half.gradients);               // FP32 accumulation either way
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
        {[](ParallelTrainingParameters& q) { q.interleave = 9; }, "layers"},            // 96 layers cannot fill 12 stages x 9 chunks
        {[](ParallelTrainingParameters& q) { q.layout.zeroStage = 4; }, "ZeRO stage"},
        {[](ParallelTrainingParameters& q) { q.schedule = PipelineSchedule::DualPipe, q.globalBatch = 160; },
         "global batch"},                                                                          // m = 10 < 2 p
        {[](ParallelTrainingParameters& q) { q.layout.contextParallel = 3; }, "sequence length"},  // 2048 in 6 chunks
        {[](ParallelTrainingParameters& q) { q.layout.expertParallel = 2; }, "expert parallel"},   // a dense model
        {[](ParallelTrainingParameters& q) { q.layout.tensorParallel = 7; }, "heads"},             // 96 heads
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
