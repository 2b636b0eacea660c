// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/model/PipelineStages.h"
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

/// How the pipeline's stages take their micro-batches.
///  - OneForwardOneBackward: Megatron-Core's 1F1B (Narayanan et al., SC21),
///    interleaved with v > 1 chunks a GPU: a bubble of (p - 1) tau / v, sends
///    and collectives not hidden behind compute;
///  - DualPipe: DeepSeek-V3's bidirectional schedule (arXiv 2412.19437,
///    section 3.2.1): micro-batches enter from both ends, a forward and a
///    backward chunk run together so that each one's expert all-to-all and
///    pipeline sends hide behind the other's compute, a bubble of
///    (p/2 - 1)(F&B + B - 3W), two stages' model states and p + 1 micro-batches'
///    activations a GPU; its communication kernels take SMs from the GEMMs.
enum class PipelineSchedule { OneForwardOneBackward, DualPipe };

/// A training run of a transformer with tensor, context, pipeline, expert
/// and data parallelism (docs/models.md §4b; core/training-model.md).
/// Validated by ParallelTrainingModel.
struct ParallelTrainingParameters {
    TransformerShape shape;       ///< ignored when `raw` is set
    std::optional<RawModel> raw;  ///< a non-transformer model: t = p = 1, no activation model
    ParallelLayout layout;        ///< t, cp, p, d, ep, b, ZeRO, recomputation (m is derived from the batch)
    int globalBatch = 1536;       ///< B, sequences per step; a multiple of d b
    int interleave = 1;           ///< v, model chunks per GPU (interleaved 1F1B)
    double peakFlops = 312e12;    ///< the GPU's datasheet peak at the training precision: the linear layers' GEMMs
    /// The peak of what an FP8 recipe keeps in 16 bits (the attention core, the
    /// logits); 0: peakFlops (every product at the training precision).
    double highPrecisionPeakFlops = 0.0;
    double memoryBandwidth = 2.039e12;  ///< bytes/s of the GPU's memory (HBM): the rate of the memory-bound kernels
    double utilization = 0.5;           ///< sustained share of the peak while computing: X = peak * utilization
    double bytesPerElement = 2.0;       ///< activations and gradients on the wire (2: BF16/FP16)
    /// Bytes per element of the experts' dispatch all-to-all (DeepSeek-V3 sends FP8); 0: bytesPerElement.
    double dispatchBytesPerElement = 0.0;
    int gpusPerNode = 8;  ///< GPUs sharing a node's NICs
    /// GPUs one NVLink (or Infinity Fabric) domain joins: a node's 8, or 72
    /// in a GB200 NVL72 rack; 0: gpusPerNode. Collectives among GPUs of one
    /// domain use `intraNode`, those that leave it `interNode`.
    int nvlinkDomain = 0;
    Link intraNode{2e-6, 300e9};  ///< e.g. NVLink per GPU
    Link interNode{5e-6, 25e9};   ///< e.g. one 200 Gb/s NIC per GPU
    Link hostLink{10e-6, 25e9};   ///< GPU to host memory (PCIe 4.0 x16), for ZeRO-Offload
    /// Parameters a second the host's Adam updates for one GPU under ZeRO-Offload
    /// (DeepSpeed's CPU-Adam on the GPU's share of the cores; an estimate).
    double hostOptimizerParametersPerSecond = 1e9;
    double overlap = 0.0;  ///< omega in [0, 1]: the data-parallel all-reduce hidden behind the backward pass
    AllReduceAlgorithm dataParallelAllReduce = AllReduceAlgorithm::Ring;  ///< the gradients' all-reduce across nodes
    double serialSeconds = 0.0;                                           ///< the optimizer step and anything else no GPU count divides
    PipelineSchedule schedule = PipelineSchedule::OneForwardOneBackward;
    /// The share of a GPU's SMs the communication kernels take while they
    /// overlap compute (DualPipe): DeepSeek-V3 gives 20 of an H800's 132 SMs
    /// to its all-to-all and says so limits the GEMMs (section 3.2.2, 3.5.1).
    double overlapSmShare = kDeepSeekCommunicationSmShare;
    static constexpr double kDeepSeekCommunicationSmShare = 20.0 / 132.0;

    int domainSize() const noexcept { return nvlinkDomain > 0 ? nvlinkDomain : gpusPerNode; }
};

/// A step's time as named terms, in seconds: compute is the payload, every
/// other term is non-payload time in Végh's sense.
struct TrainingStep {
    static constexpr std::size_t kTermCount = 12;
    /// "compute", "memory-bound kernels", "pipeline bubble", ... in that
    /// order (names are literals: evaluating a step allocates nothing).
    std::array<std::pair<std::string_view, double>, kTermCount> terms{};
    double total = 0.0;
    double compute = 0.0;
    double gpus = 0.0;       ///< n = t cp p d
    double busyShare = 1.0;  ///< the share of the n GPUs that has work (< 1 only beyond B / b pipelines)
    /// The term named `name`; 0 for a name that is not a term.
    double seconds(std::string_view name) const;
    /// E = compute / T over all n GPUs: the payload's share of the step.
    double efficiency() const;
    /// What takes the most of the step besides compute (the bubble, an
    /// all-to-all, the K/V exchange, ...): its index in `terms`, or
    /// kTermCount when no other term takes any time.
    std::size_t largestOverhead() const noexcept;
};

/// Step time of a tensor x context x pipeline x data (x expert) parallel run,
/// GPUs ranked as Megatron-Core orders them (t fastest, then cp, ep within
/// d, p slowest), per micro-batch and layer (tau) and per step:
///
///     compute          m (l c + c_out) / p: c a layer's hardware FLOP / (t cp X), the
///                      linear GEMMs at the training precision's rate, the attention core and the
///                      logits (c_out, last stage) at the 16-bit rate under an FP8 recipe
///     memory-bound kernels  m (l / p) (3, or 4 recomputed) A / HBM bandwidth: the layer norms,
///                      softmax, dropouts, activations and residual adds read and write the
///                      layer's activations A (Korthikanti et al.'s count)
///     pipeline bubble  (p - 1) tau_max / v: the slowest stage's micro-batch time
///     stage imbalance  m (tau_max - tau_mean): layers split as evenly as PipelineStages can,
///                      the output layer's work on the last stage
///     tensor parallel  m (l / p) (4, or 6 recomputed) ring all-reduces of b s h / cp elements
///                      among t (NVLink while t divides the NVLink domain, else the network)
///     context parallel m (l / p) ring attention's K/V exchange, (cp - 1) blocks forward, twice
///                      backward, beyond what the attention core's compute hides
///     expert all-to-all m (l_moe / p) 4 (6 recomputed) all-to-alls of the tokens' k copies
///                      among ep (dispatch and combine), NVLink while t cp ep fits the domain
///     pipeline p2p     2 v m sends of b s h / (t cp) elements per stage, over the network
///                      unless the whole run fits one NVLink domain
///     data parallel    (1 - omega) hierarchical all-reduce of a stage's gradients among d cp:
///                      reduce-scatter within the NVLink domain, all-reduce of the shard across
///                      nodes, all-gather within; experts' among d cp / ep
///     ZeRO-3 gathers   two all-gathers of the weights among d cp (flat, as DeepSpeed's), prefetched
///                      layer by layer behind the compute: only what exceeds it shows
///     host-device copies  ZeRO-Offload: a GPU's gradient shard down and its weights up over PCIe
///     serial           the optimizer step, the host's Adam under offload, and the rest
///
/// E = compute / total (the payload's share of the step) and s_eff(N) from
/// E by L4 (docs/models.md §2), so a run is a point on the surface and its
/// layouts over N a trajectory.
class ParallelTrainingModel {
public:
    /// The most GPUs a run may have (t p d): ten times the largest machines of 2026, and an int's range.
    static constexpr long long kMaxGpus = 1000000000LL;

    /// Throws InvalidParameter naming the field: a layout that does not
    /// divide the model or the batch, a count < 1, utilization outside (0, 1],
    /// a shard group that does not divide d cp, a DualPipe the layout cannot
    /// run (p odd, v > 1, fewer than 2 p micro-batches).
    explicit ParallelTrainingModel(const ParallelTrainingParameters& parameters);

    static std::string_view scheduleId(PipelineSchedule schedule);
    /// "1f1b", "dualpipe"; throws InvalidParameter("pipeline schedule", ...) otherwise.
    static PipelineSchedule parseSchedule(std::string_view id);
    /// What a number assumes, in words: "Megatron-Core 1F1B, interleaved v = 4", "DualPipe (DeepSeek-V3)".
    static std::string scheduleName(PipelineSchedule schedule, int interleave);

    const ParallelTrainingParameters& parameters() const noexcept { return parameters_; }
    int gpus() const noexcept;
    int microBatchesPerStep() const noexcept;

    /// The step's terms, computed once when the model is made (it cannot change).
    const TrainingStep& step() const noexcept { return step_; }
    /// The transformer behind the run (its counts, stages and memory); for a
    /// raw model, a placeholder shape.
    const TransformerModel& transformer() const noexcept { return model_; }
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
    /// Model FLOP of one step: without recomputation (MFU's numerator).
    double modelFlopsPerStep() const;
    /// Achieved hardware FLOP/s per GPU, F / (n T_step), recomputation counted
    /// (what Narayanan et al. print), and its share of the peak (HFU).
    double achievedFlopsPerGpu() const;
    double hardwareFlopsUtilization() const;
    /// Achieved model FLOP/s per GPU and its share of the peak (MFU, Chowdhery et al., PaLM, appendix B).
    double achievedModelFlopsPerGpu() const;
    double modelFlopsUtilization() const;
    double efficiency() const;
    /// s_eff = (1/E - 1) / (n - 1); 0 for a single GPU (nothing is parallel overhead there).
    double effectiveSerialFraction() const;
    /// Model states and activations per GPU; a raw model's activations are not modelled (0).
    MemoryPerGpu memoryPerGpu() const;

private:
    TrainingStep computeStep(double replicas) const;
    /// The data-parallel synchronization's exposed seconds and ZeRO-3's exposed gathers, for a GPU
    /// holding these gradients (elements) in a step of m micro-batches over d replicas.
    std::pair<double, double> dataParallelSeconds(double denseGradients, double expertGradients, double d, double m, double compute) const;
    /// Seconds of one layer's GEMMs per micro-batch of `tokens` on a GPU (hardware FLOP at their rates).
    double layerComputeSeconds(double tokens) const;
    /// The rate of what an FP8 recipe keeps in 16 bits.
    double highPeak() const noexcept;

    ParallelTrainingParameters parameters_;
    TransformerModel model_;
    TrainingStep step_;
};

}  // namespace effsurf::core
