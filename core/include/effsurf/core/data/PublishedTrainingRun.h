// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/TransformerModel.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// What a published run's number counts.
enum class PublishedMeasure {
    HardwareTflopsPerGpu,  ///< achieved FLOP/s per GPU with recomputation counted (Narayanan et al.'s eq. 3)
    ModelTflopsPerGpu,     ///< achieved model FLOP/s per GPU (what MFU divides; Llama 3's Table 4)
    GpuHours,              ///< GPU-hours to train on `tokens` (DeepSeek-V3's 2.664M H800 hours for 14.8e12)
};

/// A large-model training run as its paper describes it
/// (resources/data/training/published-runs.csv): the presets it ran on, the
/// layout and settings the paper states or this table assumes, the number
/// the paper reports, and how far effsurf may be from it. The same rows are
/// the manual's validation table, the presets of `effsurf-cli train
/// --published`, the Training tab's "As published" list and Python's
/// `Run(published=...)`, and what PublishedRunsTest checks.
struct PublishedTrainingRun {
    std::string id;                   ///< "llama3-405b-8k"
    std::string name;                 ///< "Llama 3 405B, 8K context, 16,384 H100"
    std::string experiment;           ///< the series a framework ran on one machine (the calibrated check groups by it)
    std::string model, gpu, network;  ///< preset ids
    std::optional<int> gpusPerNode;
    std::optional<int> tensorParallel, contextParallel, pipelineParallel, dataParallel, expertParallel;
    std::optional<int> microBatch, globalBatch, sequenceLength, interleave, zeroStage, shardGroup;
    std::optional<ActivationRecompute> recompute;
    std::optional<bool> sequenceParallel, fusedAttention, dropout;
    std::optional<PipelineSchedule> schedule;
    std::string fp8Recipe;  ///< "" (the default), "transformer-engine", "deepseek-v3"
    Precision precision = Precision::BF16;
    std::optional<double> tokens;

    PublishedMeasure measure = PublishedMeasure::HardwareTflopsPerGpu;
    double published = 0.0;  ///< the paper's number, in the measure's unit (TFLOP/s or GPU-hours)
    /// The model's miss (model / published - 1) the checks require: within
    /// [-0.10, 0.10] where effsurf reproduces the run; a documented band where it does not.
    double missLow = -0.10, missHigh = 0.10;
    bool documented = false;  ///< a miss explained in `why`, not a reproduction
    std::string why;          ///< the mechanism behind a documented miss
    std::string stated;       ///< the settings the paper states ("t p d, batch, sequence, ...")
    std::string assumed;      ///< the settings this table assumes, with the reason
    std::string source;

    /// Reads the table. Throws ImportError listing every bad row by file, line and column.
    static std::vector<PublishedTrainingRun> parse(std::string_view csv, const std::string& fileName);
    static std::string_view measureId(PublishedMeasure measure);
};

}  // namespace effsurf::core
