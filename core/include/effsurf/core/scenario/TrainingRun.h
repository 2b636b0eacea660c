// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/data/TrainingStepReader.h"
#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/model/Precision.h"

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace effsurf::core {

/// What runs in FP8 when the precision is FP8: a recipe, not a datatype.
/// Both keep the attention core, the logits, the optimizer and the
/// gradients' reduction in 16/32 bits (the attention core and logits at the
/// BF16 peak) and send activations in BF16:
///  - TransformerEngine: every linear layer's three GEMMs in FP8 with
///    per-tensor scales (NVIDIA Transformer Engine; Micikevicius et al.,
///    arXiv 2209.05433); the experts' all-to-all in BF16;
///  - DeepSeekV3: the same GEMMs with block-wise scales, the experts'
///    dispatch all-to-all in FP8 (the combine stays BF16), and the linear
///    layers' inputs kept for the backward pass in FP8 with the SwiGLU's
///    output recomputed (DeepSeek-AI, arXiv 2412.19437, section 3.3).
enum class Fp8Recipe { TransformerEngine, DeepSeekV3 };

/// A large-model training run as an ML engineer configures it (docs/models.md
/// §4b): a model, an accelerator, nodes and their network, a layout
/// and a batch. It keeps the presets' numbers, not only their ids, so that a
/// session reopens the same run even if the shipped presets change; the
/// ids say where the numbers came from ("custom" once a number is edited).
/// The precision is the Scenario's.
struct TrainingRun {
    // The model.
    std::string modelId = "gpt3-175b";
    std::string modelName = "GPT-3 175B";
    TransformerShape shape{96, 12288, 96, 2048, 51200};
    std::optional<RawModel> raw;  ///< a model given by its totals (ResNet-50)

    // The accelerator.
    std::string acceleratorId = "a100-80gb";
    std::string acceleratorName = "NVIDIA A100 SXM 80 GB";
    std::array<std::optional<double>, 6> peakFlops{9.7e12, 19.5e12, 156e12, 312e12, 312e12, std::nullopt};
    double memoryBytes = 80.0 * kGibibyte;  ///< the device's 80 GiB
    double memoryBandwidth = 2.039e12;
    Link intraNode{2e-6, 300e9};
    int nvlinkDomain = 8;        ///< GPUs one NVLink domain joins
    Link hostLink{10e-6, 25e9};  ///< to host memory, for ZeRO-Offload

    // Nodes and the network between them.
    int gpusPerNode = 8;
    std::string networkId = "hdr-ib";
    std::string networkName = "InfiniBand HDR (200 Gb/s)";
    double nicBytesPerSecond = 25e9;
    int nicsPerNode = 8;
    double networkLatencySeconds = 5e-6;

    // The layout and the batch.
    int tensorParallel = 8;
    int pipelineParallel = 12;
    int dataParallel = 16;
    int contextParallel = 1;  ///< cp: a sequence's tokens over cp GPUs (ring attention)
    int expertParallel = 1;   ///< ep: the experts over ep of the d cp data-parallel ranks
    int microBatch = 1;
    int globalBatch = 1536;
    int interleave = 1;
    int zeroStage = 1;
    int shardGroup = 0;  ///< hybrid sharding: ZeRO's states over groups of this many of the d cp ranks; 0: all
    /// Today's stack (2026): attention fused (FlashAttention, cuDNN), so its
    /// scores are never kept; selective recomputation (Megatron-LM's setting
    /// since Korthikanti et al. 2022; with fused attention it costs nothing);
    /// sequence parallelism; the distributed optimizer (ZeRO-1); 1F1B.
    ActivationRecompute recompute = ActivationRecompute::Selective;
    bool fusedAttention = true;
    bool dropout = false;  ///< dropout's masks kept (GPT-3, 2021's runs); today's models train without
    bool sequenceParallel = true;
    bool offloadOptimizer = false;  ///< ZeRO-Offload: optimizer states in host memory, Adam on the host
    Fp8Recipe fp8Recipe = Fp8Recipe::TransformerEngine;
    PipelineSchedule schedule = PipelineSchedule::OneForwardOneBackward;

    // Calibration and goal.
    /// Sustained share of the peak in the GEMMs: 0.65 reproduces Megatron-LM (2021), BLOOM, OPT and
    /// Llama 3 405B within 8 % (tests/core/model/PublishedRunsTest.cpp, README).
    double utilization = 0.65;
    double overlap = 0.0;                                     ///< share of the data-parallel all-reduce hidden behind the backward pass
    AllReduceAlgorithm allReduce = AllReduceAlgorithm::Ring;  ///< the gradients' all-reduce among d
    double serialSeconds = 0.0;                               ///< optimizer step and other time no GPU count divides
    double tokens = 300e9;                                    ///< T, for the days to train
    /// The utilization range every prediction's band spans (a well-tuned GEMM
    /// sustains 55-75 % of the datasheet peak); both in (0, 1], low <= high.
    double bandLow = 0.55;
    double bandHigh = 0.75;
    /// Memory kept free of the model on every GPU (the CUDA context, NCCL's
    /// buffers, the allocator's fragments): a run fits when it needs at most
    /// memoryBytes - memoryMarginBytes.
    double memoryMarginBytes = 0.0;

    /// Steps the user measured for this run, with the file they came from
    /// (TrainingStepFit fits the run to them; the throughput chart draws
    /// them); empty: none. Sessions keep them.
    TrainingStepFile measuredSteps;

    /// The memory a run may use: the device's less the margin.
    double usableMemoryBytes() const noexcept { return memoryBytes - memoryMarginBytes; }

    /// t cp p d (a valid run has at most ParallelTrainingModel::kMaxGpus; an invalid one from a file is clamped there).
    int gpus() const noexcept {
        const long long n = 1LL * tensorParallel * contextParallel * pipelineParallel * dataParallel;
        return int(n < 1 ? 1 : n > 1000000000LL ? 1000000000LL : n);
    }
    /// The data-parallel sizes this batch and layout allow: every d with B a
    /// multiple of d b (the divisors of B / b) and d cp a multiple of ep (the
    /// expert-parallel group lies within the data- and context-parallel
    /// GPUs), ascending; empty when b does not divide B.
    std::vector<int> validDataParallelSizes() const;
    /// The GPUs its curves over N span: from t cp p (one replica) to
    /// t cp p B / b (each replica one micro-batch a step; beyond, replicas
    /// idle). {t cp p, t cp p} when b does not divide B.
    std::pair<double, double> gpuSpan() const;
    /// Of those, the d whose t p d is nearest `gpus` in log N (the run's own d if none is valid).
    int nearestDataParallel(double gpus) const;
    /// Bytes per element on the wire and in activations at `precision`:
    /// 4 in FP32/TF32, 2 otherwise (FP8 recipes send BF16; FP64 is not a training datatype here).
    static double bytesPerElement(Precision precision);
    static std::string_view fp8RecipeId(Fp8Recipe recipe);
    /// "transformer-engine", "deepseek-v3"; throws InvalidParameter("FP8 recipe", ...) otherwise.
    static Fp8Recipe parseFp8Recipe(std::string_view id);

    /// The model's parameters at `precision`. Throws InvalidParameter
    /// ("precision", ...) when the accelerator has no such datatype.
    ParallelTrainingParameters parameters(Precision precision) const;
    /// The validated model: throws InvalidParameter naming the field (a
    /// layout that does not divide, a batch that is not a multiple of d b, ...).
    ParallelTrainingModel model(Precision precision) const { return ParallelTrainingModel(parameters(precision)); }
    bool fitsMemory(Precision precision) const;
    /// `current` if the accelerator has it, else BF16 (what large models
    /// train in) if it has that, else its fastest datatype.
    Precision preferredPrecision(Precision current) const;

    /// Throws InvalidParameter("utilization band", ...) unless 0 < low <= high <= 1,
    /// and ("memory margin", ...) for a margin < 0 or not below the device's memory.
    void validateBandAndMargin() const;

    /// Take a layout the search ranked: its t, cp, p, d, ep, b and v.
    void useLayout(const LayoutCandidate& layout);
    /// Whether the run's layout is `layout` (its rank in a search).
    bool hasLayout(const LayoutCandidate& layout) const noexcept;
    /// Take a preset's numbers (and its id and name).
    void useModel(const ModelPreset& preset);
    /// A published run as its paper describes it: its model, accelerator,
    /// network, layout, batch and settings (the rest stay today's defaults).
    /// Throws InvalidParameter naming the run's field when a preset it names is unknown.
    void usePublishedRun(const PublishedTrainingRun& published, const TrainingCatalog& catalog);
    void useAccelerator(const AcceleratorPreset& preset);
    void useNetwork(const NetworkPreset& preset);
    /// A network of the user's own: one adapter's line rate in bytes per
    /// second and one collective step's latency (id "custom", a name that
    /// says both). Throws InvalidParameter("network bandwidth" / "network
    /// latency") for a rate <= 0 or a latency outside [0, 1] s; the NIC count stays.
    void useCustomNetwork(double nicBytesPerSecondOfOne, double latencySeconds);

    /// GPUs per node. Where the NVLink domain is the node (an HGX board's 8),
    /// a node of another size is a domain of that size; a rack-scale domain
    /// (NVL72) stays. Throws InvalidParameter("GPUs per node", ...) below 1.
    void setGpusPerNode(int gpus);
    /// d from a GPU count N = t cp p d. Throws InvalidParameter("gpus", ...)
    /// when N is not a multiple of t cp p.
    void setGpuCount(int gpus);
    friend bool operator==(const TrainingRun& a, const TrainingRun& b);
    friend bool operator!=(const TrainingRun& a, const TrainingRun& b) { return !(a == b); }
};

}  // namespace effsurf::core
