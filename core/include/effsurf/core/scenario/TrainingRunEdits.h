// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/model/TransformerModel.h"
#include "effsurf/core/scenario/TrainingRun.h"

#include <optional>
#include <string>

namespace effsurf::core {

/// What a front end was told about a training run, each field set or not:
/// `effsurf-cli train`'s options and the Python module's Run() keywords
/// both read into this, and apply() makes the run from it, so that both
/// read a run alike. The front ends check their own syntax (a whole number,
/// on or off); apply() checks what the values mean, and its errors name
/// the fields below as InvalidParameter fields, which each front end turns
/// into its own spelling (TrainingRunOptions::optionOf, the module's keywords).
struct TrainingRunEdits {
    /// A published run as its paper describes it (field "published run"):
    /// applied first, so that every other edit changes it.
    std::optional<std::string> published;
    // The model: a preset, a model by its totals, or edits to the shape.
    std::optional<std::string> model;         ///< field "model"
    std::optional<double> rawParameters;      ///< field "parameters"
    std::optional<double> rawFlopsPerSample;  ///< field "FLOP per sample"
    std::optional<int> layers, hidden, heads, kvHeads, headDim, ffnHidden, sequenceLength, vocabulary;
    std::optional<int> experts, expertsPerToken, sharedExperts, expertFfnHidden, denseLayers;
    /// Multi-head latent attention: fields "latent query rank", "latent kv rank", "rope head dim" (0 allowed for each).
    std::optional<int> latentQueryRank, latentKvRank, ropeHeadDim;
    std::optional<int> maxNodesPerToken;  ///< field "max nodes per token": node-limited routing, 0 unlimited
    std::optional<bool> gatedFfn;
    std::optional<bool> untiedEmbeddings;
    std::optional<double> capacityFactor;  ///< field "capacity factor", in [1, 64]
    // The hardware.
    std::optional<std::string> gpu;               ///< field "GPU"
    std::optional<std::string> network;           ///< field "network"
    std::optional<double> networkBytesPerSecond;  ///< a network of the user's own: one adapter's rate
    std::optional<double> networkLatencySeconds;  ///< and one collective step's latency, field "network latency"
    std::optional<int> gpusPerNode, nvlinkDomain, nicsPerNode;
    // The layout, the batch, the memory savers.
    std::optional<int> tensorParallel, contextParallel, pipelineParallel, expertParallel, dataParallel;
    std::optional<int> gpus;  ///< field "GPU count": d = N / (t cp p)
    std::optional<int> globalBatch, microBatch, interleave;
    std::optional<int> zeroStage;   ///< field "ZeRO stage": 0 .. 3
    std::optional<int> shardGroup;  ///< field "shard group": 0 all of d cp
    std::optional<bool> offloadOptimizer, sequenceParallel, fusedAttention, dropout;
    std::optional<ActivationRecompute> recompute;
    std::optional<PipelineSchedule> schedule;
    std::optional<AllReduceAlgorithm> allReduce;
    std::optional<Fp8Recipe> fp8Recipe;
    // Calibration and goal.
    std::optional<double> utilization, overlap, serialSeconds;
    std::optional<double> tokens;             ///< field "tokens": tokens, or samples of a model by its totals
    std::optional<double> bandLow, bandHigh;  ///< field "utilization band"
    std::optional<double> memoryMarginBytes;  ///< field "memory margin"

    /// The run: the defaults, then the presets named, the shape's edits (a
    /// shape typed out that is a preset's takes that preset's name), the
    /// hardware, the layout and the batch. Throws InvalidParameter naming
    /// the field (a shape edit of a model by its totals, a GPU count that
    /// is not a multiple of t cp p, or one that disagrees with d, ...).
    /// The run's own validity (a layout that does not divide the model) is
    /// TrainingRun::model()'s to check.
    TrainingRun apply(const TrainingCatalog& catalog) const;
};

}  // namespace effsurf::core
