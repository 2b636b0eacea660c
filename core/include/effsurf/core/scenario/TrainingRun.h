#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/model/Precision.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace effsurf::core {

/// A large-model training run as an ML engineer configures it (model.md
/// section 4b): a model, an accelerator, nodes and their network, a layout
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
    double memoryBytes = 80e9;
    double memoryBandwidth = 2.039e12;
    Link intraNode{2e-6, 300e9};

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
    int microBatch = 1;
    int globalBatch = 1536;
    int interleave = 1;
    int zeroStage = 1;
    ActivationRecompute recompute = ActivationRecompute::Full;
    bool sequenceParallel = true;

    // Calibration and goal.
    double utilization = 0.6;     ///< sustained share of the peak in the GEMMs
    double overlap = 0.0;         ///< share of the data-parallel all-reduce hidden behind the backward pass
    AllReduceAlgorithm allReduce = AllReduceAlgorithm::Ring;  ///< the gradients' all-reduce among d
    double serialSeconds = 0.0;   ///< optimizer step and other time no GPU count divides
    double tokens = 300e9;        ///< T, for the days to train

    /// t p d (a valid run has at most ParallelTrainingModel::kMaxGpus; an invalid one from a file is clamped there).
    int gpus() const noexcept {
        const long long n = 1LL * tensorParallel * pipelineParallel * dataParallel;
        return int(n < 1 ? 1 : n > 1000000000LL ? 1000000000LL : n);
    }
    /// The data-parallel sizes this batch allows: every d with B a multiple
    /// of d b (the divisors of B / b), ascending; empty when b does not divide B.
    std::vector<int> validDataParallelSizes() const;
    /// Of those, the d whose t p d is nearest `gpus` in log N (the run's own d if none is valid).
    int nearestDataParallel(double gpus) const;
    /// Bytes per element on the wire and in activations at `precision` (FP8 moves 1 byte).
    static double bytesPerElement(Precision precision);

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

    /// Take a preset's numbers (and its id and name).
    void useModel(const ModelPreset& preset);
    void useAccelerator(const AcceleratorPreset& preset);
    void useNetwork(const NetworkPreset& preset);

    friend bool operator==(const TrainingRun& a, const TrainingRun& b);
    friend bool operator!=(const TrainingRun& a, const TrainingRun& b) { return !(a == b); }
};

}  // namespace effsurf::core
