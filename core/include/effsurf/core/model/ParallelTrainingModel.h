#pragma once

#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/model/TransformerModel.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace effsurf::core {

/// One link: per-message latency and bandwidth.
struct Link {
    double latencySeconds = 1e-6;
    double bandwidthBytesPerSecond = 100e9;
};

/// A model given by its totals rather than a transformer shape (ResNet-50,
/// say): it has no layers to split, so it trains data parallel only.
struct RawModel {
    double parameters = 25.6e6;
    double flopsPerSample = 2.3e10;  ///< training FLOP per sample: forward and backward
};

/// A training run of a transformer with tensor, pipeline and data
/// parallelism (model.md section 4b). Validated by ParallelTrainingModel.
struct ParallelTrainingParameters {
    TransformerShape shape;         ///< ignored when `raw` is set
    std::optional<RawModel> raw;    ///< a non-transformer model: t = p = 1, no activation model
    ParallelLayout layout;          ///< t, p, d, b, ZeRO, recomputation (m is derived from the batch)
    int globalBatch = 1536;         ///< B, sequences per step; a multiple of d b
    int interleave = 1;             ///< v, model chunks per GPU (interleaved 1F1B)
    double peakFlops = 312e12;      ///< the GPU's datasheet peak at the training precision
    double memoryBandwidth = 2.039e12;  ///< bytes/s of the GPU's memory (HBM): the rate of the memory-bound kernels
    double utilization = 0.5;       ///< sustained share of the peak while computing: X = peak * utilization
    double bytesPerElement = 2.0;   ///< activations and gradients on the wire (2: BF16/FP16)
    int gpusPerNode = 8;
    Link intraNode{2e-6, 300e9};    ///< e.g. NVLink per GPU
    Link interNode{5e-6, 25e9};     ///< e.g. one 200 Gb/s NIC per GPU
    double overlap = 0.0;           ///< omega in [0, 1]: the data-parallel all-reduce hidden behind the backward pass
    AllReduceAlgorithm dataParallelAllReduce = AllReduceAlgorithm::Ring;  ///< the gradients' all-reduce among d
    double serialSeconds = 0.0;     ///< the optimizer step and anything else no GPU count divides
};

/// A step's time as named terms, in seconds: compute is the payload, every
/// other term is non-payload time in Végh's sense.
struct TrainingStep {
    static constexpr std::size_t kTermCount = 8;
    /// "compute", "memory-bound kernels", "pipeline bubble", ... in that
    /// order (names are literals: evaluating a step allocates nothing).
    std::array<std::pair<std::string_view, double>, kTermCount> terms{};
    double total = 0.0;
    double compute = 0.0;
    double gpus = 0.0;       ///< n = t p d
    double busyShare = 1.0;  ///< the share of the n GPUs that has work (< 1 only beyond B / b pipelines)
    /// The term named `name`; 0 for a name that is not a term.
    double seconds(std::string_view name) const;
    /// E = F / (n X T): the payload's share of the step over all n GPUs.
    double efficiency() const;
};

/// Step time of a tensor x pipeline x data parallel run:
///
///     compute          F / (n X),  X = peak * utilization, n = t p d
///     memory-bound kernels  (l / p) m (3, or 4 with full recomputation) A / HBM bandwidth: the
///                      layer norms, softmax, dropouts, GeLU and residual adds read and write the
///                      layer's activations A (Korthikanti et al.'s count, without recomputation)
///                      once forward, twice backward, once more when the forward is recomputed
///     pipeline bubble  (compute + kernels) (p - 1) / (v m),  m = B / (d b)
///     tensor parallel  (l / p) m (4, or 6 with full recomputation) ring all-reduces of b s h
///                      elements among t GPUs (the intra-node link while t <= GPUs per node)
///     pipeline p2p     2 v m sends of b s h / t elements per stage (fwd activations, bwd gradients),
///                      over the network once a stage spans a node
///     data parallel    (1 - omega) ring (or tree) all-reduce of P / (t p) gradients among d over the
///                      network (a reduce-scatter, half of a ring all-reduce, under ZeRO-3)
///     ZeRO-3 gathers   two all-gathers of the P / (t p) weights among d (forward and backward),
///                      prefetched layer by layer behind the compute: only what exceeds it shows
///     serial           the optimizer step and the rest
///
/// The memory-bound kernels are why small models reach a lower share of the
/// peak than large ones (their FLOP grow as h^2, their activations as h):
/// Narayanan et al.'s Table 1 goes from 137 to 163 TFLOP/s per GPU.
///
/// E = compute / total (the payload's share of the step) and s_eff(N) from
/// E by L4 (model.md section 2), so a run is a point on the surface and its
/// layouts over N a trajectory.
class ParallelTrainingModel {
public:
    /// The most GPUs a run may have (t p d): ten times the largest machines of 2026, and an int's range.
    static constexpr long long kMaxGpus = 1000000000LL;

    /// Throws InvalidParameter naming the field: a layout that does not
    /// divide the model or the batch, a count < 1, utilization outside (0, 1].
    explicit ParallelTrainingModel(const ParallelTrainingParameters& parameters);

    const ParallelTrainingParameters& parameters() const noexcept { return parameters_; }
    int gpus() const noexcept;
    int microBatchesPerStep() const noexcept;

    /// The step's terms, computed once when the model is made (it cannot change).
    const TrainingStep& step() const noexcept { return step_; }
    /// The same run stretched to `gpus` GPUs for curves over N: d = gpus / (t p)
    /// as a real number (at least 1), m = B / (d b), the other parameters
    /// kept. Beyond t p B / b GPUs the extra replicas have no micro-batch and
    /// idle, so E falls as 1 / N there. Divisibility is not asked: the curve
    /// passes through the valid layouts, which step() evaluates exactly.
    TrainingStep stepAt(double gpus) const;
    double efficiencyAt(double gpus) const;
    /// Tokens per second; samples per second for a raw model.
    double tokensPerSecond() const;
    /// The model's parameter count (eq. 2, or the raw model's).
    double parameterCount() const;
    /// FLOP of one step over the global batch.
    double flopsPerStep() const;
    /// Achieved model FLOP/s per GPU, F / (n T_step), and its share of the peak (MFU).
    double achievedFlopsPerGpu() const;
    double modelFlopsUtilization() const;
    double efficiency() const;
    /// s_eff = (1/E - 1) / (n - 1); 0 for a single GPU (nothing is parallel overhead there).
    double effectiveSerialFraction() const;
    /// Model states and activations per GPU; a raw model's activations are not modelled (0).
    MemoryPerGpu memoryPerGpu() const;

private:
    TrainingStep computeStep(double replicas) const;

    ParallelTrainingParameters parameters_;
    TransformerModel model_;
    TrainingStep step_;
};

}  // namespace effsurf::core
