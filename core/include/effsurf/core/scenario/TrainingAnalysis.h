// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/scenario/TrainingRun.h"

#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// What the Training workspace and `effsurf-cli train` show for one run.
struct TrainingSummary {
    int gpus = 0;
    int microBatches = 0;  ///< m = B / (d b) a pipeline runs each step
    TrainingStep step;
    double tokensPerSecond = 0.0;           ///< samples per second for a raw model
    double achievedFlopsPerGpu = 0.0;       ///< hardware FLOP/s per GPU, recomputation counted (eq. 3's FLOP)
    double hardwareFlopsUtilization = 0.0;  ///< HFU: that over the peak
    double achievedModelFlopsPerGpu = 0.0;  ///< model FLOP/s per GPU, without recomputation
    double modelFlopsUtilization = 0.0;     ///< MFU: that over the peak
    double daysForTokens = 0.0;             ///< T / (tokens per second) in days
    double gpuHoursForTokens = 0.0;         ///< N times that, in hours
    MemoryPerGpu memory{};
    double memoryLimit = 0.0;  ///< what the run may use: the device's memory less the margin
    bool fits = false;
    double efficiency = 0.0;
    double serialFraction = 0.0;  ///< s_eff by L4 (0 on one GPU)
    double parameterCount = 0.0;
    std::string schedule;  ///< the pipeline schedule the step assumes, in words
};

/// A run's predictions at the two ends of its utilization band (TrainingRun::bandLow, bandHigh).
struct TrainingBand {
    double utilizationLow = 0.0, utilizationHigh = 0.0;
    TrainingSummary low, high;  ///< the run at each end (tokens/s, TFLOP/s, MFU, days, GPU-hours)
};

/// A change to a run that needs less memory a GPU, and what it costs.
struct MemoryRemedy {
    std::string setting;            ///< what changes, in words: "ZeRO-2: shard the gradients too"
    std::string option;             ///< the CLI's spelling of it: "--zero 2"
    double memoryBytes = 0.0;       ///< memory a GPU after it
    double freedBytes = 0.0;        ///< the memory it frees
    double throughputChange = 0.0;  ///< tokens/s after / before - 1 (negative: slower)
    bool fits = false;
};

/// One point of a curve over N: the run with d replicas.
struct TrainingScalingPoint {
    int dataParallel = 0;
    int gpus = 0;
    TrainingStep step;
    double achievedFlopsPerGpu = 0.0;       ///< hardware FLOP/s, recomputation counted
    double achievedModelFlopsPerGpu = 0.0;  ///< model FLOP/s (what MFU divides)
    double modelFlopsUtilization = 0.0;
    double tokensPerSecond = 0.0;
    double efficiency = 0.0;
    double serialFraction = 0.0;
    bool fits = false;
    /// The same at the two ends of the run's utilization band.
    double modelFlopsLow = 0.0, modelFlopsHigh = 0.0;
    double tokensPerSecondLow = 0.0, tokensPerSecondHigh = 0.0;
};

/// A depth sweep: how E falls as the model gets deeper.
enum class DepthSweepMode {
    FixedWidth,       ///< h kept; each stage keeps the run's layers, so deeper means more stages
    FixedParameters,  ///< P kept (h shrinks as 1 / sqrt(l)); stages as for fixed width
};

struct TrainingDepthPoint {
    int layers = 0;
    int hidden = 0;
    int pipelineParallel = 0;
    int gpus = 0;
    double parameterCount = 0.0;
    double efficiency = 0.0;
    double serialFraction = 0.0;
    double bubbleShare = 0.0;  ///< of the step
    double tensorShare = 0.0;  ///< of the step: the per-layer synchronizations
    double activationBytes = 0.0;
    double modelFlopsUtilization = 0.0;
};

/// One precision of the comparison: compute shrinks with the datatype, communication much less.
struct TrainingPrecisionPoint {
    Precision precision = Precision::BF16;
    bool available = false;             ///< the accelerator's datasheet has a peak for it
    double computeSeconds = 0.0;        ///< compute and the memory-bound kernels
    double communicationSeconds = 0.0;  ///< tensor, pipeline, data parallel, ZeRO
    double otherSeconds = 0.0;          ///< bubble and serial
    double stepSeconds = 0.0;
    double efficiency = 0.0;
    double serialFraction = 0.0;
};

/// The numbers behind the Training workspace and `effsurf-cli train`, from
/// one TrainingRun at one precision (docs/models.md §4b). Throws
/// InvalidParameter naming the field for a run that is not valid.
class TrainingAnalysis {
public:
    static TrainingSummary summarize(const TrainingRun& run, Precision precision);
    /// The run at its band's two utilizations (throws InvalidParameter("utilization band", ...) for a bad band).
    static TrainingBand band(const TrainingRun& run, Precision precision);

    /// For a run that does not fit (or any run): each setting it has not taken
    /// that lowers its memory a GPU on the same GPUs (sharding, offload,
    /// recomputation, the micro-batch, more stages, more tensor or context
    /// parallelism), with the memory after it and its cost in throughput,
    /// the one that frees most first.
    static std::vector<MemoryRemedy> memoryRemedies(const TrainingRun& run, Precision precision);

    /// The run re-laid on `gpus` GPUs: the search's best layout there (its
    /// t, cp, p, d, ep, b, v), the rest of the run kept. Throws
    /// InvalidParameter("GPU count", ...) when no layout of the model is valid there.
    static TrainingRun withBestLayout(const TrainingRun& run, Precision precision, int gpus, bool tensorWithinDomain = true);

    /// The run over N: every d with B a multiple of d b, from 1 to B / b,
    /// the rest of the layout kept (at most `maxPoints`, spread in log N).
    static std::vector<TrainingScalingPoint> scaling(const TrainingRun& run, Precision precision, int maxPoints = 64);
    /// A planner's best of `points`: the fastest (most tokens per second)
    /// among those that fit in memory and still train at least
    /// kBestPerGpuShare of the most tokens per second per GPU any fitting
    /// point reaches: time to train bought at no more than twice the GPU
    /// hours of the most economical layout. (With a fixed batch the fastest
    /// point is always the range's edge, d = B / b, where most GPUs wait:
    /// that is no planner's choice.) When nothing fits, the same among all.
    static std::size_t bestIndex(const std::vector<TrainingScalingPoint>& points);
    static constexpr double kBestPerGpuShare = 0.5;

    /// Layers from `fromLayers` to `toLayers` in steps of the run's layers a
    /// stage (l / p), each with p = l / (layers a stage), t, d, b and v kept.
    static std::vector<TrainingDepthPoint> depth(const TrainingRun& run, Precision precision, DepthSweepMode mode, int fromLayers = 12,
                                                 int toLayers = 200);

    /// The run at FP32, BF16 and FP8 (or `precisions`).
    static std::vector<TrainingPrecisionPoint> precisions(const TrainingRun& run, const std::vector<Precision>& precisions = {
                                                                                      Precision::FP32, Precision::BF16, Precision::FP8});

    /// Every valid layout of the run's model on its GPU count with its batch.
    static LayoutSearchRequest searchRequest(const TrainingRun& run, Precision precision);
    /// Why a search on `gpus` GPUs found nothing: the one wording the CLI,
    /// the window and Python give ("no layout of GPT-3 175B is valid on 1000
    /// GPUs with a batch of 1536").
    static std::string noValidLayout(const TrainingRun& run, int gpus);

    /// Whether a step's term is communication (for grouping): tensor,
    /// context, expert, pipeline, data parallel, ZeRO gathers, host copies.
    static bool isCommunication(std::string_view term);
};

}  // namespace effsurf::core
