#pragma once

#include <string_view>

namespace effsurf::core {

/// A GPT-style transformer as Megatron-LM describes it (Narayanan et al.,
/// SC21, arXiv 2104.04473, section 5.1; model.md section 4b).
struct TransformerShape {
    int layers = 96;            ///< l
    int hidden = 12288;         ///< h
    int heads = 96;             ///< a; h must be a multiple of it
    int sequenceLength = 2048;  ///< s, tokens per sequence
    int vocabulary = 51200;     ///< V
};

/// What the backward pass recomputes instead of keeping (Korthikanti et al.,
/// arXiv 2205.05198): nothing; the attention core (its s x s scores, softmax
/// and dropout: "selective"); or each whole layer from its input ("full").
enum class ActivationRecompute { None, Selective, Full };

/// How a run is split over GPUs, for memory: t x p x d GPUs, micro-batches of
/// b sequences, ZeRO stage 0..3, sequence parallelism alongside tensor parallelism.
struct ParallelLayout {
    int tensorParallel = 1;    ///< t
    int pipelineParallel = 1;  ///< p
    int dataParallel = 1;      ///< d
    int microBatch = 1;        ///< b, sequences per micro-batch
    int microBatchesPerStep = 1;  ///< m = B / (d b): micro-batches each pipeline runs per step
    int zeroStage = 0;         ///< 0 none; 1 optimizer states, 2 + gradients, 3 + weights sharded over d
    ActivationRecompute recompute = ActivationRecompute::None;
    bool sequenceParallel = true;  ///< activations outside the tensor-parallel blocks split over t too
    /// Bytes of the training datatype: 2 (BF16/FP16, and FP8, which keeps 16-bit weights and activations)
    /// or 4 (FP32/TF32: weights and gradients in 32 bits, activations twice Korthikanti's 16-bit count).
    double bytesPerElement = 2.0;
};

/// Bytes one GPU holds for a layout (the first pipeline stage, which keeps the most activations).
struct MemoryPerGpu {
    double weights;      ///< 2 bytes per parameter (16-bit; 4 in FP32)
    double gradients;    ///< 2 bytes per parameter (16-bit; 4 in FP32)
    double optimizer;    ///< 12 bytes per parameter: FP32 master weights, Adam's momentum and variance (8 in FP32)
    double activations;  ///< what the backward pass needs kept, for every micro-batch in flight
    double total() const noexcept { return weights + gradients + optimizer + activations; }
};

/// Adam's model states for `parameters` on one GPU, 16 bytes a parameter
/// either way: in mixed precision (`bytesPerElement` 2) 2 + 2 for the
/// weights and gradients and 12 for the FP32 master weights, momentum and
/// variance; in FP32 (4) 4 + 4 and 8 (no master copy). ZeRO stage 1 divides
/// the optimizer states by the data parallel size, 2 the gradients too, 3
/// the weights too. No activations. Throws InvalidParameter("ZeRO stage", ...) outside 0..3.
MemoryPerGpu modelStatesPerGpu(double parameters, double dataParallel, int zeroStage, double bytesPerElement = 2.0);

/// Parameter count, FLOP per training step and memory per GPU of a
/// transformer (model.md section 4b):
///
///     P = 12 l h^2 (1 + 13/(12 h) + (V + s)/(12 l h))                    (their eq. 2)
///     F = 72 B s l h^2 (1 + s/(6 h) + V/(12 l h))   without recomputation
///     F = 96 B s l h^2 (1 + s/(6 h) + V/(16 l h))   with full recomputation (eq. 3)
///
/// With selective recomputation the attention core's two s x s matrix
/// products (QK^T and the scores times V, 4 b s^2 h per layer) run once more
/// in the backward pass: F = F_none + 4 B s^2 l h.
///
/// Memory: model states are 16 bytes a parameter (mixed-precision Adam) over
/// t p GPUs, ZeRO dividing the optimizer states (stage 1), the gradients
/// (stage 2) and the weights (stage 3) by d. Activations per layer and
/// micro-batch are s b h (34 + 5 a s / h) bytes (16-bit, Korthikanti et al.
/// eq. 1), divided by t with tensor and sequence parallelism; 34 s b h / t
/// with selective recomputation; 2 s b h (/ t) with full recomputation (the
/// layer's input). Under the 1F1B schedule the first stage keeps min(p, m)
/// micro-batches in flight, each over its l / p layers. Not counted: the
/// embedding's and the output layer's activations, temporary buffers, the
/// framework, fragmentation.
class TransformerModel {
public:
    /// Throws InvalidParameter naming the first invalid field ("layers", "hidden", ...).
    explicit TransformerModel(const TransformerShape& shape);

    const TransformerShape& shape() const noexcept { return shape_; }

    /// P, eq. 2.
    double parameterCount() const noexcept;
    /// FLOP of one training step over `globalBatch` sequences (B > 0).
    double flopsPerStep(double globalBatch, ActivationRecompute recompute) const;
    /// About 8 T P / (n X) seconds for `tokens` T on n GPUs of sustained X FLOP/s each
    /// with full recomputation, 6 T P / (n X) without (eq. 4; selective counts as without).
    double trainingSeconds(double tokens, double gpus, double flopsPerGpu, ActivationRecompute recompute) const;
    /// Throws InvalidParameter naming the layout's field when t p does not
    /// split the model (heads, hidden or layers not divisible) or a count is < 1.
    MemoryPerGpu memoryPerGpu(const ParallelLayout& layout) const;

    /// Activation bytes one layer keeps per micro-batch of `microBatch`
    /// sequences on each of `tensorParallel` GPUs (Korthikanti et al. eq. 1
    /// and its recomputation variants; the per-layer factor of memoryPerGpu).
    double layerActivationBytes(double microBatch, int tensorParallel, bool sequenceParallel,
                                ActivationRecompute recompute) const;

    static std::string_view recomputeId(ActivationRecompute recompute);
    /// "none", "selective", "full"; throws InvalidParameter("recompute", ...) otherwise.
    static ActivationRecompute parseRecompute(std::string_view id);

private:
    TransformerShape shape_;
};

}  // namespace effsurf::core
