// SPDX-License-Identifier: MIT
// The transformer model (docs/models.md §4b) against published figures:
// Megatron-LM's parameter counts (Narayanan et al. 2021, Table 1) and
// training times (their section 5.1), Korthikanti et al.'s activation
// memory reduction, and against the formulas expanded by hand.

#include "effsurf/core/model/TransformerModel.h"
#include "InvalidField.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <string>

using namespace effsurf;
using namespace effsurf::core;

namespace {

TransformerShape shape(int layers, int hidden, int heads, int sequence = 2048, int vocabulary = 51200) {
    TransformerShape s;
    s.layers = layers;
    s.hidden = hidden;
    s.heads = heads;
    s.sequenceLength = sequence;
    s.vocabulary = vocabulary;
    return s;
}

const TransformerShape kGpt3 = shape(96, 12288, 96);

/// GPT-3's layout in Narayanan et al.'s Table 1: t 8, p 12, d 16.
ParallelLayout gpt3Layout() {
    ParallelLayout layout;
    layout.tensorParallel = 8;
    layout.pipelineParallel = 12;
    layout.dataParallel = 16;
    return layout;
}

using test::invalidField;

TEST(TransformerModel, ParameterCountsAreMegatronsTableOne) {
    // Billions of parameters as the paper prints them (V = 51200, s = 2048).
    struct Row {
        double billions;
        int layers, hidden, heads;
    };
    for (const Row& row : {Row{1.7, 24, 2304, 24}, Row{3.6, 30, 3072, 32}, Row{7.5, 36, 4096, 32}, Row{18.4, 40, 6144, 48},
                           Row{39.1, 48, 8192, 64}, Row{76.1, 60, 10240, 80}, Row{145.6, 80, 12288, 96}, Row{310.1, 96, 16384, 128},
                           Row{529.6, 105, 20480, 128}, Row{1008.0, 128, 25600, 160}}) {
        const double billions = TransformerModel(shape(row.layers, row.hidden, row.heads)).parameterCount() / 1e9;
        // Within half a unit of the last digit printed (18.45 prints as 18.4 there).
        const double halfUnit = row.billions < 10.0 ? 0.05 : (row.billions < 1000.0 ? 0.05 : 0.5);
        EXPECT_NEAR(billions, row.billions, halfUnit + 1e-3) << row.layers << " layers, h = " << row.hidden;
    }
    // docs/models.md's checks: 174.6B and 1.008T.
    EXPECT_NEAR(TransformerModel(kGpt3).parameterCount() / 1.746e11, 1.0, 5e-4);
    EXPECT_NEAR(TransformerModel(shape(128, 25600, 160)).parameterCount() / 1.008e12, 1.0, 5e-4);
}

TEST(TransformerModel, FlopsPerStepAreTheFormulaExpanded) {
    // A small model, the formulas multiplied out: every term by hand.
    const TransformerModel model(shape(2, 8, 2, 4, 10));
    const double B = 3, s = 4, l = 2, h = 8, V = 10;
    const double none = 72 * B * s * l * h * h + 12 * B * s * s * l * h + 6 * B * s * h * V;
    const double full = 96 * B * s * l * h * h + 16 * B * s * s * l * h + 6 * B * s * h * V;
    EXPECT_NEAR(model.flopsPerStep(B, ActivationRecompute::None) / none, 1.0, 1e-12);
    EXPECT_NEAR(model.flopsPerStep(B, ActivationRecompute::Full) / full, 1.0, 1e-12);
    EXPECT_NEAR(model.flopsPerStep(B, ActivationRecompute::Selective) / (none + 4 * B * s * s * l * h), 1.0, 1e-12);
}

TEST(TransformerModel, FlopsPerTokenAreAboutSixOrEightTimesTheParameters) {
    // Eq. 4's approximation: 6 P FLOP per token (forward and backward), 8 P with a second forward.
    const TransformerModel model(kGpt3);
    const double tokens = 1536.0 * 2048.0;
    EXPECT_NEAR(model.flopsPerStep(1536, ActivationRecompute::None) / (6.0 * tokens * model.parameterCount()), 1.0, 0.03);
    EXPECT_NEAR(model.flopsPerStep(1536, ActivationRecompute::Full) / (8.0 * tokens * model.parameterCount()), 1.0, 0.03);
}

TEST(TransformerModel, TrainingTimesAreThePapersDays) {
    // Section 5.1: GPT-3 on 300 billion tokens, 1024 A100s at 140 TF/s each: 34 days;
    // the 1T model on 450 billion tokens, 3072 A100s at 163 TF/s: 84 days.
    const double day = 86400.0;
    EXPECT_NEAR(TransformerModel(kGpt3).trainingSeconds(300e9, 1024, 140e12, ActivationRecompute::Full) / day, 34.0, 0.5);
    EXPECT_NEAR(TransformerModel(shape(128, 25600, 160)).trainingSeconds(450e9, 3072, 163e12, ActivationRecompute::Full) / day, 84.0, 0.5);
}

TEST(TransformerModel, ModelStatesAreEighteenBytesAParameterShardedByZero) {
    // Megatron-LM's distributed optimizer table: BF16 weights (2), FP32
    // gradient accumulation (4), FP32 master weights and Adam's two moments
    // (12); ZeRO 1 divides the 12 by d, 2 the gradients too, 3 the weights too.
    const TransformerModel model(kGpt3);
    ParallelLayout layout = gpt3Layout();
    // The first stage: 8 of the 96 layers and the embedding (V + s) h, over t = 8.
    const double h = 12288, perGpu = (8 * (12 * h * h + 13 * h) + (51200 + 2048) * h) / 8;
    layout.microBatchesPerStep = 96;  // the first stage keeps 12 micro-batches in flight: it needs the most
    MemoryPerGpu m = model.memoryPerGpu(layout);
    EXPECT_EQ(m.stage, 0);
    EXPECT_NEAR((m.weights + m.gradients + m.optimizer) / (18.0 * perGpu), 1.0, 1e-12);
    EXPECT_NEAR(m.weights + m.gradients + m.optimizer, 3.41e10, 0.01e10);  // 34.1 GB
    const double stages[4][3] = {{2, 4, 12}, {2, 4, 12.0 / 16}, {2, 4.0 / 16, 12.0 / 16}, {2.0 / 16, 4.0 / 16, 12.0 / 16}};
    for (int zero = 0; zero <= 3; ++zero) {
        layout.zeroStage = zero;
        m = model.memoryOfStage(layout, 0);
        EXPECT_NEAR(m.weights / perGpu, stages[zero][0], 1e-12) << "ZeRO " << zero;
        EXPECT_NEAR(m.gradients / perGpu, stages[zero][1], 1e-12) << "ZeRO " << zero;
        EXPECT_NEAR(m.optimizer / perGpu, stages[zero][2], 1e-12) << "ZeRO " << zero;
    }
    // ZeRO-Offload keeps the optimizer states in host memory.
    layout.zeroStage = 1;
    layout.offloadOptimizer = true;
    EXPECT_EQ(model.memoryOfStage(layout, 0).optimizer, 0.0);
}

TEST(TransformerModel, WorkingBuffersAreCounted) {
    const TransformerModel model(kGpt3);
    ParallelLayout layout = gpt3Layout();
    layout.microBatchesPerStep = 96;
    // The last stage holds the logits of a micro-batch, b s V / t, in BF16 and FP32 (6 bytes).
    const MemoryPerGpu last = model.memoryOfStage(layout, 11);
    EXPECT_NEAR(last.buffers, 2048.0 * 51200 / 8 * 6, 1.0);
    EXPECT_EQ(model.memoryOfStage(layout, 0).buffers, 0.0);
    // Full recomputation rebuilds one layer's activations in the backward pass: that layer is held whole.
    layout.recompute = ActivationRecompute::Full;
    EXPECT_NEAR(model.memoryOfStage(layout, 0).buffers, model.layerActivationBytes(layout, ActivationRecompute::None), 1.0);
}

TEST(TransformerModel, ActivationsFollowKorthikanti) {
    const TransformerModel model(kGpt3);
    ParallelLayout layout = gpt3Layout();
    layout.microBatchesPerStep = 96;  // B = 1536 over d = 16, b = 1
    // 1F1B: the first stage keeps p = 12 micro-batches of its 8 layers;
    // a layer keeps s b h (34 + 5 a s / h) / t bytes: 2048 * 12288 * (34 + 80) / 8.
    const double perLayer = 2048.0 * 12288.0 * 114.0 / 8.0;
    EXPECT_NEAR(model.memoryPerGpu(layout).activations / (perLayer * 8.0 * 12.0), 1.0, 1e-12);
    // Fewer micro-batches than stages: only those are in flight.
    layout.microBatchesPerStep = 4;
    EXPECT_NEAR(model.memoryPerGpu(layout).activations / (perLayer * 8.0 * 4.0), 1.0, 1e-12);
    layout.microBatchesPerStep = 96;
    // Their headline: sequence parallelism with selective recomputation keeps
    // about 5x less than tensor parallelism alone (34/t against 10 + 24/t + 5as/(ht)).
    ParallelLayout baseline = layout;
    baseline.sequenceParallel = false;
    ParallelLayout reduced = layout;
    reduced.recompute = ActivationRecompute::Selective;
    const double ratio = model.memoryPerGpu(baseline).activations / model.memoryPerGpu(reduced).activations;
    EXPECT_GT(ratio, 5.0);
    EXPECT_LT(ratio, 6.0);
    // Full recomputation keeps each layer's input only: 2 s b h / t.
    ParallelLayout full = layout;
    full.recompute = ActivationRecompute::Full;
    EXPECT_NEAR(model.memoryPerGpu(full).activations / (2.0 * 2048.0 * 12288.0 / 8.0 * 8.0 * 12.0), 1.0, 1e-12);
}

TEST(TransformerModel, InvalidShapesAndLayoutsNameTheirField) {
    EXPECT_EQ(invalidField([] { TransformerModel(shape(0, 12288, 96)); }), "layers");
    EXPECT_EQ(invalidField([] { TransformerModel(shape(96, 12288, 100)); }), "hidden");  // 12288 / 100 heads
    EXPECT_EQ(invalidField([] { TransformerModel(shape(96, 12288, 96, 0)); }), "sequence length");
    const TransformerModel model(kGpt3);
    ParallelLayout layout;
    layout.tensorParallel = 5;  // 96 heads
    EXPECT_EQ(invalidField([&] { model.memoryPerGpu(layout); }), "heads");
    layout.tensorParallel = 8;
    layout.pipelineParallel = 97;  // 96 layers cannot fill 97 stages
    EXPECT_EQ(invalidField([&] { model.memoryPerGpu(layout); }), "layers");
    layout.pipelineParallel = 12;
    layout.zeroStage = 4;
    EXPECT_EQ(invalidField([&] { model.memoryPerGpu(layout); }), "ZeRO stage");
    layout.zeroStage = 0;
    layout.shardGroup = 2;  // nothing to shard
    EXPECT_EQ(invalidField([&] { model.memoryPerGpu(layout); }), "shard group");
    EXPECT_EQ(invalidField([&] { model.flopsPerStep(0.0, ActivationRecompute::None); }), "global batch");
    EXPECT_EQ(invalidField([] { TransformerModel::parseRecompute("some"); }), "recompute");
    // Latent attention: a rank above h compresses nothing; a query rank needs a key/value rank.
    TransformerShape latent = kGpt3;
    latent.latentKvRank = 12289;
    EXPECT_EQ(invalidField([&] { TransformerModel{latent}; }), "latent kv rank");
    latent.latentKvRank = 512;
    latent.latentQueryRank = 20000;
    EXPECT_EQ(invalidField([&] { TransformerModel{latent}; }), "latent query rank");
    latent.latentQueryRank = 1536;
    latent.ropeHeadDim = -1;
    EXPECT_EQ(invalidField([&] { TransformerModel{latent}; }), "rope head dim");
    latent.ropeHeadDim = 64;
    EXPECT_NO_THROW(TransformerModel{latent});
    TransformerShape queryOnly = kGpt3;
    queryOnly.latentQueryRank = 1536;
    EXPECT_EQ(invalidField([&] { TransformerModel{queryOnly}; }), "latent query rank");
    for (auto r : {ActivationRecompute::None, ActivationRecompute::Selective, ActivationRecompute::Full})
        EXPECT_EQ(TransformerModel::parseRecompute(TransformerModel::recomputeId(r)), r);
}

}  // namespace

namespace {

TEST(TransformerModel, LatentAttentionKeepsItsLatentsUnderSelectiveRecomputation) {
    // DeepSeek-V3's MLA: 128 heads of 128 (+64 RoPE), keys and values from a rank-512 latent, queries from 1536.
    TransformerShape shape{61, 7168, 128, 4096, 129280};
    shape.headDim = 128;
    shape.latentQueryRank = 1536;
    shape.latentKvRank = 512;
    shape.ffnHidden = 18432;
    shape.gatedFfn = true;
    const TransformerModel model(shape);
    ParallelLayout layout;
    layout.fusedAttention = true;
    const double kept = model.layerActivationBytes(layout, ActivationRecompute::None);
    const double latents = model.layerActivationBytes(layout, ActivationRecompute::Selective);
    // Q (2 a d), K and V (4 a d) bytes a token traded for the latents' 2 (1536 + 512 + 64).
    const double tokens = 4096.0;
    EXPECT_NEAR((kept - latents) / tokens, 2.0 * 128 * 128 + 4.0 * 128 * 128 - 2.0 * (1536 + 512 + 64), 1e-6);
    // And the up-projections computed again: 2 (1536 x 128 x 192 + 512 x 128 x 256) FLOP a token and layer.
    EXPECT_DOUBLE_EQ(model.latentUpProjectionFlops(), 2.0 * (1536.0 * 128 * 192 + 512.0 * 128 * 256));
    EXPECT_NEAR(model.flopsPerStep(1.0, ActivationRecompute::Selective, true) - model.flopsPerStep(1.0, ActivationRecompute::None, true),
                4096.0 * 61 * model.latentUpProjectionFlops(), 1.0);
    // DeepSeek-V3's recipe keeps a linear layer's input in FP8: fewer bytes again.
    layout.fp8ActivationCache = true;
    EXPECT_LT(model.layerActivationBytes(layout, ActivationRecompute::Selective), 0.8 * latents);
}

}  // namespace
