// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/TransformerShape.h"

#include <string_view>

namespace effsurf::core {

/// What the backward pass recomputes instead of keeping (Korthikanti et al.,
/// arXiv 2205.05198): nothing; the attention core (its s x s scores, softmax
/// and dropout: "selective"); or each whole layer from its input ("full").
enum class ActivationRecompute { None, Selective, Full };

/// How a run is split over GPUs, for memory: t x cp x p x d GPUs (experts
/// over ep of the d cp data-parallel ranks), micro-batches of b sequences,
/// ZeRO stage 0..3, sequence parallelism alongside tensor parallelism.
struct ParallelLayout {
    int tensorParallel = 1;       ///< t
    int pipelineParallel = 1;     ///< p
    int dataParallel = 1;         ///< d
    int contextParallel = 1;      ///< cp: each sequence's tokens split over cp GPUs (ring attention)
    int expertParallel = 1;       ///< ep: the experts split over ep of the d cp data-parallel ranks
    int microBatch = 1;           ///< b, sequences per micro-batch
    int microBatchesPerStep = 1;  ///< m = B / (d b): micro-batches each pipeline runs per step
    int interleave = 1;           ///< v, model chunks per GPU (interleaved 1F1B keeps more in flight)
    int zeroStage = 0;            ///< 0 none; 1 optimizer states, 2 + gradients, 3 + weights sharded over d cp
    /// Hybrid sharding (PyTorch's HSDP, DeepSpeed's ZeRO++ hpZ): the ZeRO stage's
    /// states are sharded over groups of this many of the d cp data-parallel
    /// ranks and replicated across the groups; 0: over all of them.
    int shardGroup = 0;
    ActivationRecompute recompute = ActivationRecompute::None;
    /// Fused attention (FlashAttention, Dao et al. 2022; cuDNN/Transformer Engine's
    /// fused kernels): the s x s scores never reach HBM, so they are neither kept
    /// nor moved, and the kernel's backward recomputes them (the attention core's
    /// FLOP counted as under selective recomputation), whatever `recompute` says.
    /// Off here, Korthikanti et al.'s 2022 accounting; TrainingRun turns it on.
    bool fusedAttention = false;
    /// Dropout after attention and after the MLP keeps a one-byte mask each
    /// (Korthikanti et al. count them, as GPT-3 and Megatron-LM trained with
    /// dropout); today's large models train without it (Llama, Mixtral,
    /// DeepSeek), and TrainingRun turns it off.
    bool dropout = true;
    /// Adam's two moments in BF16 instead of FP32 (DeepSeek-V3, section 3.3.3):
    /// 8 bytes of optimizer states a parameter in mixed precision, not 12.
    bool bf16OptimizerMoments = false;
    /// DeepSeek-V3's FP8 recipe (arXiv 2412.19437, section 3.3.3): the linear
    /// layers' inputs are kept for the backward pass in FP8 (one byte, not
    /// two) and the SwiGLU's output is recomputed from its cached FP8 inputs.
    bool fp8ActivationCache = false;
    /// Model states per GPU counted twice: DualPipe keeps two pipeline stages
    /// on every GPU (DeepSeek-AI, arXiv 2412.19437, section 3.2.1).
    bool twoStagesPerGpu = false;
    bool sequenceParallel = true;   ///< activations outside the tensor-parallel blocks split over t too
    bool offloadOptimizer = false;  ///< ZeRO-Offload: optimizer states and the FP32 master weights in host memory
    /// Bytes of the training datatype: 2 (BF16/FP16, and FP8, which keeps 16-bit weights and activations)
    /// or 4 (FP32/TF32: weights and gradients in 32 bits, activations twice Korthikanti's 16-bit count).
    double bytesPerElement = 2.0;
};

/// Bytes one GPU holds for a layout: the pipeline stage that holds the most.
struct MemoryPerGpu {
    double weights = 0.0;      ///< 2 bytes per parameter (16-bit; 4 in FP32)
    double gradients = 0.0;    ///< 4 bytes per parameter: the FP32 gradient accumulation buffer (Megatron-LM's main_grad)
    double optimizer = 0.0;    ///< 12 bytes per parameter: FP32 master weights, Adam's momentum and variance (8 in FP32)
    double activations = 0.0;  ///< what the backward pass needs kept, for every micro-batch in flight
    double buffers = 0.0;      ///< working buffers: logits, a recomputed layer, ZeRO-3's gathered layers
    int stage = 0;             ///< which pipeline stage (0-based) this is
    double total() const noexcept { return weights + gradients + optimizer + activations + buffers; }
};

/// The forward pass's FLOP per token of the whole model, by kind (a training
/// step is three times it: forward, and the backward's two products).
struct ForwardFlops {
    double denseLinear = 0.0;    ///< attention projections, dense FFNs, shared experts, routers: 2 per weight
    double expertLinear = 0.0;   ///< the k routed experts' GEMMs
    double attentionCore = 0.0;  ///< Q K^T and scores x V: 2 s a (d_qk + d_v) per layer
    double logits = 0.0;         ///< the output layer: 2 V h
    double total() const noexcept { return denseLinear + expertLinear + attentionCore + logits; }
    /// Everything a layer does (all but the logits).
    double layers() const noexcept { return denseLinear + expertLinear + attentionCore; }
};

/// Adam's model states for `parameters` on one GPU as Megatron-LM keeps
/// them: in mixed precision (`bytesPerElement` 2) 2 bytes of weights, 4 of
/// FP32 gradient accumulation buffer and 12 of FP32 master weights,
/// momentum and variance (18 bytes, their distributed optimizer's table);
/// in FP32 (4) 4 + 4 + 8. ZeRO stage 1 divides the optimizer states by
/// `dataParallel`, 2 the gradients too, 3 the weights too. No activations.
/// Throws InvalidParameter("ZeRO stage", ...) outside 0..3.
MemoryPerGpu modelStatesPerGpu(double parameters, double dataParallel, int zeroStage, double bytesPerElement = 2.0,
                               bool bf16OptimizerMoments = false);

/// Parameter count, FLOP per training step and memory per GPU of a
/// transformer (docs/models.md §4b; core/training-model.md derives each):
///
///     P = l (P_attention + P_ffn + 4 h) + V h + s h (+ V h untied)
///     P_attention = 2 h a d + 2 h kv d (+ biases), P_ffn = 2 h f (3 h f gated)
///
/// which for Narayanan et al.'s GPT (kv = a, d = h / a, f = 4 h) is their
/// eq. 2, 12 l h^2 (1 + 13/(12 h) + (V + s)/(12 l h)). A mixture of experts
/// replaces the FFN by its experts (all in memory, k per token in FLOP).
///
///     F_model = 3 B s (2 P_linear,active + 2 s a (d_qk + d_v) l + 2 V h)
///     F = F_model + B s (2 P_linear + 2 s a (d_qk + d_v) l)   full recomputation
///     F = F_model + B s 2 s a (d_qk + d_v) l                    selective
///
/// (eq. 3 for the GPT: 72 and 96 B s l h^2 (...)). Model FLOP (MFU) leave
/// recomputation out, hardware FLOP (HFU) count it.
///
/// Memory: model states (modelStatesPerGpu) of the stage's layers over t
/// (experts over t ep), its embedding or output layer; activations per layer
/// and micro-batch after Korthikanti et al. eq. 1 generalised to
/// grouped-query attention, any FFN width and experts, / t with sequence
/// parallelism, / cp with context parallelism; 1F1B keeps min(p, m)
/// micro-batches in flight on the first stage (times 1 + (p-1)/(p v)
/// interleaved); working buffers: the logits in BF16 and FP32 on the last
/// stage, one recomputed layer, ZeRO-3's two gathered layers.
class TransformerModel {
public:
    /// Throws InvalidParameter naming the first invalid field ("layers", "hidden", ...).
    explicit TransformerModel(const TransformerShape& shape);

    const TransformerShape& shape() const noexcept { return shape_; }

    /// P, every weight (all experts).
    double parameterCount() const noexcept;
    /// The weights one token passes: the k routed and the shared experts, not all.
    double activeParameterCount() const noexcept;
    /// One layer's attention weights and biases; one FFN of `width` (dense or one expert).
    double attentionParameters() const noexcept;
    double ffnParameters(double width) const noexcept;
    /// A layer's weights outside its routed experts, and its routed experts', averaged over the layers.
    double meanLayerDenseParameters() const noexcept;
    double meanLayerExpertParameters() const noexcept;
    /// The input embedding (V h, and s h of learned positions) and a separate output layer (0 when tied).
    double embeddingParameters() const noexcept;
    double outputParameters() const noexcept;

    ForwardFlops forwardFlopsPerToken() const noexcept;
    /// Hardware FLOP of one training step over `globalBatch` sequences (B > 0),
    /// recomputation counted (a fused attention kernel recomputes the scores).
    double flopsPerStep(double globalBatch, ActivationRecompute recompute, bool fusedAttention = false) const;
    /// Model FLOP of one step: the same without recomputation (MFU's numerator).
    double modelFlopsPerStep(double globalBatch) const { return flopsPerStep(globalBatch, ActivationRecompute::None); }
    /// Whether the backward pass computes the attention core twice (its forward again, then its gradients).
    static bool attentionCoreRecomputed(ActivationRecompute recompute, bool fusedAttention) noexcept {
        return recompute != ActivationRecompute::None || fusedAttention;
    }
    /// About 8 T P / (n X) seconds for `tokens` T on n GPUs of sustained X FLOP/s each
    /// with full recomputation, 6 T P / (n X) without (eq. 4; selective counts as without).
    double trainingSeconds(double tokens, double gpus, double flopsPerGpu, ActivationRecompute recompute) const;

    /// Throws InvalidParameter naming the layout's field when it does not
    /// split the model (heads, key/value heads, FFN width or experts not
    /// divisible, fewer layers than p v, a sequence cp cannot halve into
    /// 2 cp chunks) or a count is < 1.
    void validate(const ParallelLayout& layout) const;
    /// The memory of the stage that needs the most (validates as above).
    MemoryPerGpu memoryPerGpu(const ParallelLayout& layout) const;
    /// One stage's memory (0-based; the layers split as PipelineStages says).
    MemoryPerGpu memoryOfStage(const ParallelLayout& layout, int stage) const;

    /// Activation bytes one average layer keeps per micro-batch on one GPU
    /// (Korthikanti et al. eq. 1 and its recomputation variants, generalised;
    /// 16-bit; the per-layer factor of memoryPerGpu).
    double layerActivationBytes(const ParallelLayout& layout, ActivationRecompute recompute) const;
    /// The output layer's work in layers' forward FLOP (the last stage's extra).
    double outputLayerWork() const noexcept;
    /// Forward FLOP per token of one layer's latent-attention up-projections
    /// (queries, keys and values from their compressed latents; 0 without
    /// latent attention): what selective recomputation computes again under
    /// latent attention, keeping the latents instead of Q, K and V (DeepSeek-V3, section 3.2.3).
    double latentUpProjectionFlops() const noexcept;

    static std::string_view recomputeId(ActivationRecompute recompute);
    /// "none", "selective", "full"; throws InvalidParameter("recompute", ...) otherwise.
    static ActivationRecompute parseRecompute(std::string_view id);

private:
    TransformerShape shape_;
};

}  // namespace effsurf::core
