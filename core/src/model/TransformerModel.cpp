// SPDX-License-Identifier: MIT
#include "effsurf/core/model/TransformerModel.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/model/PipelineStages.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <string>
#include <utility>

namespace effsurf::core {
namespace {

void requireDivisible(int value, int by, std::string_view field, std::string_view byName) {
    if (value % by != 0)
        throw InvalidParameter(std::string(field), Message(EFFSURF_TEXT("%1 is not divisible by %2 = %3"),
                                                           {std::to_string(value), std::string(byName), std::to_string(by)})
                                                       .text());
}

}  // namespace

TransformerModel::TransformerModel(const TransformerShape& shape) : shape_(shape) {
    requireCount(shape.layers, "layers");
    requireCount(shape.hidden, "hidden");
    requireCount(shape.heads, "heads");
    requireCount(shape.sequenceLength, "sequence length");
    requireCount(shape.vocabulary, "vocabulary");
    if (shape.headDim == 0) requireDivisible(shape.hidden, shape.heads, "hidden", EFFSURF_TEXT("heads"));
    if (shape.headDim < 0) requireCount(shape.headDim, "head dim");
    if (shape.kvHeads != 0) {
        requireCount(shape.kvHeads, "kv heads");
        if (shape.heads % shape.kvHeads != 0)
            throw InvalidParameter(
                "kv heads",
                Message(EFFSURF_TEXT("%1 does not divide the %2 query heads (each key/value head serves an equal group of them)"),
                        {std::to_string(shape.kvHeads), std::to_string(shape.heads)})
                    .text());
    }
    if (shape.ffnHidden != 0) requireCount(shape.ffnHidden, "ffn hidden");
    if (shape.latentQueryRank < 0) requireCount(shape.latentQueryRank, "latent query rank");
    if (shape.latentKvRank < 0) requireCount(shape.latentKvRank, "latent kv rank");
    // A compression to a rank above h compresses nothing: such a rank is a typo (DeepSeek-V3: 1536 and 512 of 7168).
    for (const auto& [rank, field] :
         {std::pair{shape.latentQueryRank, "latent query rank"}, std::pair{shape.latentKvRank, "latent kv rank"}})
        if (rank > shape.hidden)
            throw InvalidParameter(
                field, Message(EFFSURF_TEXT("%1 is larger than the hidden size h = %2 (latent attention compresses to a rank below it)"),
                               {std::to_string(rank), std::to_string(shape.hidden)})
                           .text());
    if (shape.latentQueryRank > 0 && shape.latentKvRank == 0)
        throw InvalidParameter("latent query rank",
                               EFFSURF_TEXT("needs a latent key/value rank too (multi-head latent attention compresses keys and values)"));
    if (shape.ropeHeadDim < 0 || shape.ropeHeadDim > 100000)
        throw InvalidParameter(
            "rope head dim",
            Message(EFFSURF_TEXT("must lie in [%1, %2], got %3"), {"0", "100000", std::to_string(shape.ropeHeadDim)}).text());
    const MixtureOfExperts& moe = shape.moe;
    if (moe.experts < 0) requireCount(moe.experts, "experts");
    if (moe.enabled()) {
        requireCount(moe.expertsPerToken, "experts per token");
        if (moe.expertsPerToken > moe.experts)
            throw InvalidParameter("experts per token", Message(EFFSURF_TEXT("%1 is more than the %2 experts"),
                                                                {std::to_string(moe.expertsPerToken), std::to_string(moe.experts)})
                                                            .text());
        if (moe.sharedExperts < 0) requireCount(moe.sharedExperts, "shared experts");
        if (moe.expertFfnHidden != 0) requireCount(moe.expertFfnHidden, "expert ffn hidden");
        if (moe.denseLayers < 0 || moe.denseLayers >= shape.layers)
            throw InvalidParameter("dense layers", Message(EFFSURF_TEXT("must lie in [%1, %2], not %3"),
                                                           {"0", std::to_string(shape.layers - 1), std::to_string(moe.denseLayers)})
                                                       .text());
        if (moe.capacityFactor != 0.0) requireInRange(moe.capacityFactor, 1.0, 64.0, "capacity factor");
        if (moe.maxNodesPerToken < 0) requireCount(moe.maxNodesPerToken, "max nodes per token");
    }
}

// ---- parameters ----

double TransformerModel::attentionParameters() const noexcept {
    const double h = shape_.hidden, a = shape_.heads, kv = shape_.keyValueHeads(), d = shape_.headWidth();
    if (shape_.latentAttention()) {
        // DeepSeek-V2's MLA: h -> r_q -> a (d + rope) queries; h -> r_kv + rope; r_kv -> a (d + d) keys and values; a d -> h.
        const double rq = shape_.latentQueryRank, rkv = shape_.latentKvRank, rope = shape_.ropeHeadDim;
        const double queries = rq > 0 ? h * rq + rq * a * (d + rope) : h * a * (d + rope);
        return queries + h * (rkv + rope) + rkv * a * 2.0 * d + a * d * h;
    }
    const double weights = 2.0 * h * a * d + 2.0 * h * kv * d;
    // Megatron's GPT has biases (q, k, v and the output projection); the gated models since Llama have none.
    const double biases = shape_.gatedFfn ? 0.0 : a * d + 2.0 * kv * d + h;
    return weights + biases;
}

double TransformerModel::ffnParameters(double width) const noexcept {
    const double h = shape_.hidden;
    return shape_.gatedFfn ? 3.0 * h * width : 2.0 * h * width + width + h;
}

double TransformerModel::meanLayerDenseParameters() const noexcept {
    const double h = shape_.hidden, l = shape_.layers, moeLayers = shape_.moeLayers();
    const MixtureOfExperts& moe = shape_.moe;
    const double norms = 4.0 * h;
    const double denseFfn = (l - moeLayers) * ffnParameters(shape_.ffnWidth());
    const double shared = moeLayers * (moe.sharedExperts * ffnParameters(shape_.expertWidth()) + h * moe.experts);
    return attentionParameters() + norms + (denseFfn + shared) / l;
}

double TransformerModel::meanLayerExpertParameters() const noexcept {
    return double(shape_.moeLayers()) * shape_.moe.experts * ffnParameters(shape_.expertWidth()) / shape_.layers;
}

double TransformerModel::embeddingParameters() const noexcept {
    return double(shape_.vocabulary) * shape_.hidden + double(shape_.sequenceLength) * shape_.hidden;
}

double TransformerModel::outputParameters() const noexcept {
    return shape_.tiedEmbeddings ? 0.0 : double(shape_.vocabulary) * shape_.hidden;
}

double TransformerModel::parameterCount() const noexcept {
    return shape_.layers * (meanLayerDenseParameters() + meanLayerExpertParameters()) + embeddingParameters() + outputParameters();
}

double TransformerModel::activeParameterCount() const noexcept {
    const MixtureOfExperts& moe = shape_.moe;
    const double routed = double(shape_.moeLayers()) * moe.expertsPerToken * ffnParameters(shape_.expertWidth());
    return shape_.layers * meanLayerDenseParameters() + routed + embeddingParameters() + outputParameters();
}

// ---- FLOP ----

ForwardFlops TransformerModel::forwardFlopsPerToken() const noexcept {
    const double h = shape_.hidden, a = shape_.heads, kv = shape_.keyValueHeads(), d = shape_.headWidth();
    const double s = shape_.sequenceLength, l = shape_.layers, V = shape_.vocabulary;
    const double moeLayers = shape_.moeLayers(), denseLayers = l - moeLayers;
    const MixtureOfExperts& moe = shape_.moe;
    const double ffnMatrices = shape_.gatedFfn ? 3.0 : 2.0;

    double attentionWeights = 2.0 * h * a * d + 2.0 * h * kv * d;
    double queryKeyWidth = d;
    if (shape_.latentAttention()) {
        const double biasesFree = attentionParameters();  // MLA has no biases
        attentionWeights = biasesFree;
        queryKeyWidth = d + shape_.ropeHeadDim;
    }
    ForwardFlops f;
    f.denseLinear = 2.0 * (l * attentionWeights + denseLayers * ffnMatrices * h * shape_.ffnWidth() +
                           moeLayers * (moe.sharedExperts * ffnMatrices * h * shape_.expertWidth() + h * moe.experts));
    f.expertLinear = 2.0 * moeLayers * moe.expertsPerToken * ffnMatrices * h * shape_.expertWidth();
    // Scores Q K^T and their product with V over the whole sequence, as
    // Megatron-LM counts (no halving for the causal mask).
    f.attentionCore = 2.0 * s * a * (queryKeyWidth + d) * l;
    f.logits = 2.0 * V * h;
    return f;
}

double TransformerModel::flopsPerStep(double globalBatch, ActivationRecompute recompute, bool fusedAttention) const {
    requirePositive(globalBatch, "global batch");
    const double tokens = globalBatch * shape_.sequenceLength;
    const ForwardFlops f = forwardFlopsPerToken();
    double flops = 3.0 * tokens * f.total();
    if (recompute == ActivationRecompute::Full) flops += tokens * f.layers();
    else if (attentionCoreRecomputed(recompute, fusedAttention)) flops += tokens * f.attentionCore;
    if (recompute == ActivationRecompute::Selective) flops += tokens * shape_.layers * latentUpProjectionFlops();
    return flops;
}

double TransformerModel::latentUpProjectionFlops() const noexcept {
    if (!shape_.latentAttention()) return 0.0;
    const double a = shape_.heads, d = shape_.headWidth(), rope = shape_.ropeHeadDim;
    const double queries = shape_.latentQueryRank > 0 ? double(shape_.latentQueryRank) * a * (d + rope) : 0.0;
    return 2.0 * (queries + double(shape_.latentKvRank) * a * 2.0 * d);
}

double TransformerModel::outputLayerWork() const noexcept {
    const ForwardFlops f = forwardFlopsPerToken();
    return f.logits / (f.layers() / shape_.layers);
}

double TransformerModel::trainingSeconds(double tokens, double gpus, double flopsPerGpu, ActivationRecompute recompute) const {
    requirePositive(tokens, "tokens");
    requireProcessorCount(gpus, "GPUs");
    requirePositive(flopsPerGpu, "FLOP/s per GPU");
    const double passes = recompute == ActivationRecompute::Full ? 8.0 : 6.0;
    return passes * tokens * parameterCount() / (gpus * flopsPerGpu);
}

// ---- memory ----

MemoryPerGpu modelStatesPerGpu(double parameters, double dataParallel, int zeroStage, double bytesPerElement, bool bf16OptimizerMoments) {
    if (zeroStage < 0 || zeroStage > 3)
        throw InvalidParameter("ZeRO stage", Message(EFFSURF_TEXT("must be 0, 1, 2 or 3, not %1"), {std::to_string(zeroStage)}).text());
    const bool fp32 = bytesPerElement >= 4.0;
    const double weightBytes = fp32 ? 4.0 : 2.0, gradientBytes = 4.0;
    const double optimizerBytes = fp32 ? 8.0 : bf16OptimizerMoments ? 8.0 : 12.0;  // FP32 master weights and the two moments
    MemoryPerGpu memory{};
    memory.weights = weightBytes * parameters / (zeroStage >= 3 ? dataParallel : 1.0);
    memory.gradients = gradientBytes * parameters / (zeroStage >= 2 ? dataParallel : 1.0);
    memory.optimizer = optimizerBytes * parameters / (zeroStage >= 1 ? dataParallel : 1.0);
    return memory;
}

void TransformerModel::validate(const ParallelLayout& layout) const {
    requireCount(layout.tensorParallel, "tensor parallel");
    requireCount(layout.pipelineParallel, "pipeline parallel");
    requireCount(layout.dataParallel, "data parallel");
    requireCount(layout.contextParallel, "context parallel");
    requireCount(layout.expertParallel, "expert parallel");
    requireCount(layout.microBatch, "micro-batch");
    requireCount(layout.microBatchesPerStep, "micro-batches per step");
    requireCount(layout.interleave, "interleave");
    const int t = layout.tensorParallel;
    requireDivisible(shape_.heads, t, "heads", EFFSURF_TEXT("tensor parallel"));
    if (!shape_.latentAttention()) requireDivisible(shape_.keyValueHeads(), t, "kv heads", EFFSURF_TEXT("tensor parallel"));
    requireDivisible(shape_.ffnWidth(), t, "ffn hidden", EFFSURF_TEXT("tensor parallel"));
    const long long chunks = 1LL * layout.pipelineParallel * layout.interleave;
    if (shape_.layers < chunks)
        throw InvalidParameter(
            "layers", Message(EFFSURF_TEXT("%1 layers cannot fill pipeline parallel x interleave = %2 stages (at least one layer each)"),
                              {std::to_string(shape_.layers), std::to_string(chunks)})
                          .text());
    if (layout.contextParallel > 1)
        requireDivisible(shape_.sequenceLength, 2 * layout.contextParallel, "sequence length", EFFSURF_TEXT("2 x context parallel"));
    if (layout.expertParallel > 1) {
        if (!shape_.moe.enabled()) throw InvalidParameter("expert parallel", EFFSURF_TEXT("must be 1: the model has no experts"));
        requireDivisible(shape_.moe.experts, layout.expertParallel, "experts", EFFSURF_TEXT("expert parallel"));
        requireDivisible(layout.dataParallel * layout.contextParallel, layout.expertParallel, "expert parallel",
                         EFFSURF_TEXT("data parallel x context parallel, of which it is a part,"));
    }
    if (layout.zeroStage < 0 || layout.zeroStage > 3)
        throw InvalidParameter("ZeRO stage",
                               Message(EFFSURF_TEXT("must be 0, 1, 2 or 3, not %1"), {std::to_string(layout.zeroStage)}).text());
    if (layout.shardGroup != 0) {
        requireCount(layout.shardGroup, "shard group");
        if (layout.zeroStage == 0)
            throw InvalidParameter("shard group", EFFSURF_TEXT("shards nothing without ZeRO: choose stage 1, 2 or 3, or no shard group"));
        const long long ranks = 1LL * layout.dataParallel * layout.contextParallel;
        if (ranks % layout.shardGroup != 0)
            throw InvalidParameter("shard group", Message(EFFSURF_TEXT("%1 does not divide the d x cp = %2 data-parallel ranks"),
                                                          {std::to_string(layout.shardGroup), std::to_string(ranks)})
                                                      .text());
    }
}

double TransformerModel::layerActivationBytes(const ParallelLayout& layout, ActivationRecompute recompute) const {
    const double b = layout.microBatch, cp = layout.contextParallel, t = layout.tensorParallel;
    const double tokens = double(shape_.sequenceLength) * b / cp;
    const double h = shape_.hidden, a = shape_.heads, kv = shape_.keyValueHeads(), d = shape_.headWidth();
    const bool sp = layout.sequenceParallel;
    if (recompute == ActivationRecompute::Full) return 2.0 * tokens * h / (sp ? t : 1.0);  // the layer's input

    // Korthikanti et al.'s 34 s b h, term by term, per token in bytes:
    // attention 11 h (its input 2h, Q 2ad, K and V 4 kv d, the projection's input 2ad, a dropout mask h),
    // MLP 19 h (input 2h, the 4h GeLU's input and output 4f, a mask h), two layer norms' inputs 4 h.
    // Of these, 10 h lie outside the tensor-parallel blocks (norms, the blocks' inputs, masks).
    const MixtureOfExperts& moe = shape_.moe;
    // A linear layer's input kept in FP8 (DeepSeek-V3's recipe) is one byte an element, not two.
    const double input = layout.fp8ActivationCache ? 1.0 : 2.0;
    // Gated: the gate's and the up projection's outputs and their product; DeepSeek-V3 keeps the
    // two outputs in FP8 and recomputes the product.
    const double ffnInner = shape_.gatedFfn ? (layout.fp8ActivationCache ? 2.0 : 6.0) : (layout.fp8ActivationCache ? 3.0 : 4.0);
    // The MLP's dropout mask is one a layer (after the experts' outputs are combined), none without dropout.
    const double mask = layout.dropout ? h : 0.0;
    const double denseMlp = input * h + ffnInner * shape_.ffnWidth() + mask;
    const double expertMlp = input * h + ffnInner * shape_.expertWidth();
    const double tokensPerExpertPass = moe.expertsPerToken * (moe.capacityFactor > 0.0 ? moe.capacityFactor : 1.0);
    const double moeMlp = (tokensPerExpertPass + moe.sharedExperts) * expertMlp + mask;
    const double l = shape_.layers, moeShare = shape_.moeLayers() / l;
    const double mlp = (1.0 - moeShare) * denseMlp + moeShare * moeMlp;
    // Q, K and V, or under latent attention with selective recomputation their compressed latents
    // (DeepSeek-V3 recomputes the up-projections in the backward pass).
    const bool latentsOnly = shape_.latentAttention() && recompute == ActivationRecompute::Selective;
    const double queryKeyValue =
        latentsOnly ? input * (shape_.latentQueryRank + shape_.latentKvRank + shape_.ropeHeadDim) : 2.0 * a * d + 4.0 * kv * d;
    const double attention = input * h + queryKeyValue + input * a * d + mask;
    // Outside the tensor-parallel blocks: the norms' inputs 4h, the blocks' inputs 4h, the masks 2h.
    const double outsideBlocks = (layout.dropout ? 10.0 : 8.0) * h;
    const double perToken = attention + mlp + 4.0 * h;
    double bytes = sp ? tokens * perToken / t : tokens * (outsideBlocks + (perToken - outsideBlocks) / t);
    // The s x s scores, softmax and its dropout mask (5 a s per token, 4 without dropout), unless the attention core is recomputed
    // or a fused kernel never writes them.
    if (!attentionCoreRecomputed(recompute, layout.fusedAttention))
        bytes += tokens * (layout.dropout ? 5.0 : 4.0) * a * double(shape_.sequenceLength) / cp / t;
    return bytes;
}

MemoryPerGpu TransformerModel::memoryOfStage(const ParallelLayout& layout, int stage) const {
    const int p = layout.pipelineParallel;
    const PipelineStages split(shape_.layers, p, 0.0, outputLayerWork());
    const auto layersOf = [&](int i) { return i == 0 ? split.firstLayers() : i == p - 1 ? split.lastLayers() : split.middleLayersMost(); };
    const double t = layout.tensorParallel, d = layout.dataParallel, cp = layout.contextParallel, ep = layout.expertParallel;
    // Sharded states divide over the shard group: all d cp data-parallel ranks, or a hybrid group of them.
    const double shardRanks = layout.shardGroup > 0 ? double(layout.shardGroup) : d * cp;
    const double expertShardRanks = std::min(shardRanks, d * cp / ep);

    // Weights: the stage's layers over t (experts over t ep), the input
    // embedding on the first stage, the output layer (or the tied
    // embedding's copy, as Megatron-LM keeps it) on the last.
    const auto statesOf = [&](int i) {
        const bool first = i == 0, last = i == p - 1;
        double dense = layersOf(i) * meanLayerDenseParameters();
        if (first) dense += embeddingParameters();
        if (last && (p > 1 || !shape_.tiedEmbeddings)) dense += p > 1 && shape_.tiedEmbeddings ? embeddingParameters() : outputParameters();
        const double experts = layersOf(i) * meanLayerExpertParameters();
        const MemoryPerGpu denseStates =
            modelStatesPerGpu(dense / t, shardRanks, layout.zeroStage, layout.bytesPerElement, layout.bf16OptimizerMoments);
        const MemoryPerGpu expertStates =
            modelStatesPerGpu(experts / (t * ep), expertShardRanks, layout.zeroStage, layout.bytesPerElement, layout.bf16OptimizerMoments);
        MemoryPerGpu states;
        states.weights = denseStates.weights + expertStates.weights;
        states.gradients = denseStates.gradients + expertStates.gradients;
        states.optimizer = layout.offloadOptimizer ? 0.0 : denseStates.optimizer + expertStates.optimizer;
        return states;
    };
    MemoryPerGpu memory = statesOf(stage);
    memory.stage = stage;
    int layers = layersOf(stage);
    // DualPipe: this GPU also runs stage p - 1 - i for the micro-batches that flow the other way.
    const int mirror = p - 1 - stage;
    const bool twoStages = layout.twoStagesPerGpu && p > 1 && mirror != stage;
    if (twoStages) {
        const MemoryPerGpu other = statesOf(mirror);
        memory.weights += other.weights;
        memory.gradients += other.gradients;
        memory.optimizer += other.optimizer;
        layers = std::max(layers, layersOf(mirror));
    }
    const bool last = stage == p - 1 || (twoStages && mirror == p - 1);

    // 1F1B: stage i keeps min(p - i, m) micro-batches in flight; interleaved, the
    // first stage (1 + (p-1)/(p v)) times that; DualPipe: p + 1 on every GPU.
    double inFlight = std::min(double(p - stage), double(layout.microBatchesPerStep));
    if (layout.interleave > 1 && stage == 0) inFlight *= 1.0 + (p - 1.0) / (double(p) * layout.interleave);
    if (layout.twoStagesPerGpu && p > 1) inFlight = std::min(p + 1.0, double(layout.microBatchesPerStep));
    // Korthikanti et al. count 16-bit activations; FP32 keeps twice the bytes.
    const double width = layout.bytesPerElement >= 4.0 ? 2.0 : 1.0;
    memory.activations = width * layerActivationBytes(layout, layout.recompute) * layers * inFlight;

    const double tokens = double(shape_.sequenceLength) * layout.microBatch / cp;
    if (last) memory.buffers += tokens * shape_.vocabulary / t * 6.0;  // the logits in BF16 and in FP32 for the loss
    if (layout.recompute == ActivationRecompute::Full)                 // the layer being recomputed holds everything once
        memory.buffers += width * layerActivationBytes(layout, ActivationRecompute::None);
    if (layout.zeroStage >= 3)  // the layer computing and the next one prefetched, gathered whole
        memory.buffers += 2.0 * 2.0 * (meanLayerDenseParameters() / t + meanLayerExpertParameters() / (t * ep));
    return memory;
}

MemoryPerGpu TransformerModel::memoryPerGpu(const ParallelLayout& layout) const {
    validate(layout);
    const int p = layout.pipelineParallel;
    MemoryPerGpu most = memoryOfStage(layout, 0);
    for (const int stage : {p / 2, p - 1}) {
        if (stage <= 0) continue;
        const MemoryPerGpu other = memoryOfStage(layout, stage);
        if (other.total() > most.total()) most = other;
    }
    return most;
}

std::string_view TransformerModel::recomputeId(ActivationRecompute recompute) {
    switch (recompute) {
        case ActivationRecompute::Selective: return "selective";
        case ActivationRecompute::Full: return "full";
        case ActivationRecompute::None: break;
    }
    return "none";
}

ActivationRecompute TransformerModel::parseRecompute(std::string_view id) {
    if (id == "none") return ActivationRecompute::None;
    if (id == "selective") return ActivationRecompute::Selective;
    if (id == "full") return ActivationRecompute::Full;
    throw InvalidParameter("recompute", Message(EFFSURF_TEXT("must be none, selective or full, not \"%1\""), {std::string(id)}).text());
}

}  // namespace effsurf::core
