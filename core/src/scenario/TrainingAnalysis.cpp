// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/TrainingAnalysis.h"

#include "effsurf/core/util/InvalidParameter.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace effsurf::core {
namespace {

constexpr double kSecondsPerDay = 86400.0;

}  // namespace

bool TrainingAnalysis::isCommunication(std::string_view term) {
    return term == "tensor-parallel all-reduce" || term == "context-parallel K/V exchange" || term == "expert all-to-all" ||
           term == "pipeline point-to-point" || term == "data-parallel all-reduce" || term == "ZeRO-3 parameter gathers" ||
           term == "host-device copies";
}

TrainingSummary TrainingAnalysis::summarize(const TrainingRun& run, Precision precision) {
    const ParallelTrainingModel model = run.model(precision);
    TrainingSummary summary;
    summary.gpus = model.gpus();
    summary.microBatches = model.microBatchesPerStep();
    summary.step = model.step();
    summary.tokensPerSecond = model.tokensPerSecond();
    summary.achievedFlopsPerGpu = model.achievedFlopsPerGpu();
    summary.hardwareFlopsUtilization = model.hardwareFlopsUtilization();
    summary.achievedModelFlopsPerGpu = model.achievedModelFlopsPerGpu();
    summary.modelFlopsUtilization = model.modelFlopsUtilization();
    summary.daysForTokens = run.tokens / summary.tokensPerSecond / kSecondsPerDay;
    summary.gpuHoursForTokens = summary.daysForTokens * 24.0 * summary.gpus;
    summary.memory = model.memoryPerGpu();
    summary.memoryLimit = run.usableMemoryBytes();
    summary.fits = summary.memory.total() <= summary.memoryLimit;
    summary.schedule = run.raw ? "data parallel" : ParallelTrainingModel::scheduleName(run.schedule, run.interleave);
    summary.efficiency = model.efficiency();
    summary.serialFraction = model.effectiveSerialFraction();
    summary.parameterCount = model.parameterCount();
    return summary;
}

std::vector<TrainingScalingPoint> TrainingAnalysis::scaling(const TrainingRun& run, Precision precision, int maxPoints) {
    run.model(precision);  // the run itself must be valid: its errors name its fields
    std::vector<int> replicas = run.validDataParallelSizes();
    // Thin out evenly in log d, always keeping the first, the last and the run's own d.
    if (maxPoints > 1 && int(replicas.size()) > maxPoints) {
        std::vector<int> kept;
        const double span = std::log(double(replicas.back()));
        for (int d : replicas) {
            const double position = span > 0.0 ? std::log(double(d)) / span * (maxPoints - 1) : 0.0;
            const bool onGrid = kept.empty() || std::floor(position) > std::floor(std::log(double(kept.back())) / span * (maxPoints - 1));
            if (onGrid || d == run.dataParallel || d == replicas.back()) kept.push_back(d);
        }
        replicas = kept;
    }
    std::vector<TrainingScalingPoint> points;
    points.reserve(replicas.size());
    for (int d : replicas) {
        TrainingRun at = run;
        at.dataParallel = d;
        ParallelTrainingParameters q;
        try {
            q = at.parameters(precision);
            (void)ParallelTrainingModel(q);
        } catch (const InvalidParameter&) {
            continue;  // a d the schedule cannot run (DualPipe needs 2 p micro-batches): no point there
        }
        const ParallelTrainingModel model(q);
        TrainingScalingPoint point;
        point.dataParallel = d;
        point.gpus = model.gpus();
        point.step = model.step();
        point.achievedFlopsPerGpu = model.achievedFlopsPerGpu();
        point.achievedModelFlopsPerGpu = model.achievedModelFlopsPerGpu();
        point.modelFlopsUtilization = model.modelFlopsUtilization();
        point.tokensPerSecond = model.tokensPerSecond();
        point.efficiency = model.efficiency();
        point.serialFraction = model.effectiveSerialFraction();
        point.fits = model.memoryPerGpu().total() <= run.usableMemoryBytes();
        for (const auto& [utilization, flops, tokens] : {std::tuple{run.bandLow, &point.modelFlopsLow, &point.tokensPerSecondLow},
                                                         std::tuple{run.bandHigh, &point.modelFlopsHigh, &point.tokensPerSecondHigh}}) {
            ParallelTrainingParameters end = q;
            end.utilization = std::clamp(utilization, 1e-3, 1.0);
            const ParallelTrainingModel atEnd(end);
            *flops = atEnd.achievedModelFlopsPerGpu();
            *tokens = atEnd.tokensPerSecond();
        }
        points.push_back(point);
    }
    return points;
}

std::size_t TrainingAnalysis::bestIndex(const std::vector<TrainingScalingPoint>& points) {
    const bool anyFits = std::any_of(points.begin(), points.end(), [](const auto& p) { return p.fits; });
    const auto eligible = [&](const TrainingScalingPoint& p) { return p.fits || !anyFits; };
    const auto perGpu = [](const TrainingScalingPoint& p) { return p.gpus > 0 ? p.tokensPerSecond / p.gpus : 0.0; };
    double mostPerGpu = 0.0;
    for (const auto& p : points)
        if (eligible(p)) mostPerGpu = std::max(mostPerGpu, perGpu(p));
    std::size_t best = 0;
    bool found = false;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto& p = points[i];
        if (!eligible(p) || perGpu(p) < kBestPerGpuShare * mostPerGpu) continue;
        if (!found || p.tokensPerSecond > points[best].tokensPerSecond) best = i, found = true;
    }
    return best;
}

std::vector<TrainingDepthPoint> TrainingAnalysis::depth(const TrainingRun& run, Precision precision, DepthSweepMode mode, int fromLayers,
                                                        int toLayers) {
    run.model(precision);
    std::vector<TrainingDepthPoint> points;
    if (run.raw) return points;  // a model without layers has no depth to sweep
    // Each stage keeps the run's layers (l / p, perhaps fractional), so a
    // deeper model gets more stages: p(L) = round(L p / l). The grid steps by
    // a stage's layers from the run's own depth, so that the run itself is
    // on the curve (the same t, cp, d, b, v and p there).
    const int l0 = run.shape.layers;
    const double perStage = double(l0) / run.pipelineParallel;
    const int stride = std::max(1, int(std::lround(perStage)));
    int first = l0;
    while (first - stride >= std::max(1, fromLayers)) first -= stride;
    for (int layers = first; layers <= std::max(toLayers, l0); layers += stride) {
        TrainingRun at = run;
        at.shape.layers = layers;
        at.pipelineParallel = layers == l0 ? run.pipelineParallel : std::max(1, int(std::lround(layers / perStage)));
        // One stage has nothing to interleave; fewer layers than p v stages take fewer chunks.
        at.interleave = at.pipelineParallel == 1 ? 1 : std::max(1, std::min(run.interleave, layers / at.pipelineParallel));
        if (mode == DepthSweepMode::FixedParameters) {
            // 12 l h^2 kept: h scaled by sqrt(l0 / l), a multiple of the heads (and so of t).
            const double target = run.shape.hidden * std::sqrt(double(l0) / layers);
            at.shape.hidden = std::max(1, int(std::lround(target / run.shape.heads))) * run.shape.heads;
        }
        ParallelTrainingParameters q;
        try {
            q = at.parameters(precision);
            (void)ParallelTrainingModel(q);
        } catch (const InvalidParameter&) {
            continue;  // a depth this layout cannot split (DualPipe with an odd p): no point there
        }
        const ParallelTrainingModel model(q);
        TrainingDepthPoint point;
        point.layers = layers;
        point.hidden = at.shape.hidden;
        point.pipelineParallel = at.pipelineParallel;
        point.gpus = model.gpus();
        point.parameterCount = model.parameterCount();
        point.efficiency = model.efficiency();
        point.serialFraction = model.effectiveSerialFraction();
        const TrainingStep& step = model.step();
        point.bubbleShare = step.seconds("pipeline bubble") / step.total;
        point.tensorShare = step.seconds("tensor-parallel all-reduce") / step.total;
        point.activationBytes = model.memoryPerGpu().activations;
        point.modelFlopsUtilization = model.modelFlopsUtilization();
        points.push_back(point);
    }
    return points;
}

std::vector<TrainingPrecisionPoint> TrainingAnalysis::precisions(const TrainingRun& run, const std::vector<Precision>& precisions) {
    std::vector<TrainingPrecisionPoint> points;
    for (Precision precision : precisions) {
        TrainingPrecisionPoint point;
        point.precision = precision;
        point.available = run.peakFlops[std::size_t(precision)].has_value();
        if (point.available) {
            const ParallelTrainingModel model = run.model(precision);
            const TrainingStep& step = model.step();
            for (const auto& [name, seconds] : step.terms) {
                if (name == "compute" || name == "memory-bound kernels") point.computeSeconds += seconds;
                else if (isCommunication(name)) point.communicationSeconds += seconds;
                else point.otherSeconds += seconds;
            }
            point.stepSeconds = step.total;
            point.efficiency = model.efficiency();
            point.serialFraction = model.effectiveSerialFraction();
        }
        points.push_back(point);
    }
    return points;
}

TrainingBand TrainingAnalysis::band(const TrainingRun& run, Precision precision) {
    run.validateBandAndMargin();
    TrainingBand band;
    band.utilizationLow = run.bandLow;
    band.utilizationHigh = run.bandHigh;
    TrainingRun at = run;
    at.utilization = run.bandLow;
    band.low = summarize(at, precision);
    at.utilization = run.bandHigh;
    band.high = summarize(at, precision);
    return band;
}

std::vector<MemoryRemedy> TrainingAnalysis::memoryRemedies(const TrainingRun& run, Precision precision) {
    const ParallelTrainingModel base = run.model(precision);
    const double before = base.memoryPerGpu().total(), tokens = base.tokensPerSecond();
    std::vector<MemoryRemedy> remedies;
    const auto consider = [&](const std::string& setting, const std::string& option, auto&& change) {
        TrainingRun changed = run;
        change(changed);
        try {
            const ParallelTrainingModel model = changed.model(precision);
            const double after = model.memoryPerGpu().total();
            if (after >= before * (1.0 - 1e-9)) return;  // frees nothing
            remedies.push_back(
                {setting, option, after, before - after, model.tokensPerSecond() / tokens - 1.0, after <= run.usableMemoryBytes()});
        } catch (const InvalidParameter&) {
            // Not a valid layout of this model (t beyond the heads, p beyond the layers): not offered.
        }
    };
    if (run.zeroStage < 1) consider("ZeRO-1: shard the optimizer states over d", "--zero 1", [](TrainingRun& r) { r.zeroStage = 1; });
    if (run.zeroStage < 2)
        consider("ZeRO-2: shard the gradients and optimizer states over d (FSDP without resharding the weights)", "--zero 2",
                 [](TrainingRun& r) { r.zeroStage = 2; });
    if (run.zeroStage < 3) consider("ZeRO-3 (FSDP): shard the weights too", "--zero 3", [](TrainingRun& r) { r.zeroStage = 3; });
    if (run.shardGroup > 0)
        consider("shard over every data-parallel rank, not a group of " + std::to_string(run.shardGroup), "--shard-group 0",
                 [](TrainingRun& r) { r.shardGroup = 0; });
    if (!run.offloadOptimizer)
        consider("ZeRO-Offload: the optimizer states in host memory", "--offload", [](TrainingRun& r) { r.offloadOptimizer = true; });
    if (run.recompute != ActivationRecompute::Full)
        consider("full recomputation: keep only each layer's input", "--recompute full",
                 [](TrainingRun& r) { r.recompute = ActivationRecompute::Full; });
    if (!run.fusedAttention)
        consider("fused attention: never keep the s x s scores", "--fused-attention on", [](TrainingRun& r) { r.fusedAttention = true; });
    if (!run.sequenceParallel && run.tensorParallel > 1)
        consider("sequence parallelism: the norms' activations over t too", "--sequence-parallel on",
                 [](TrainingRun& r) { r.sequenceParallel = true; });
    if (run.microBatch > 1) consider("micro-batch 1", "--micro-batch 1", [](TrainingRun& r) { r.microBatch = 1; });
    if (run.interleave > 1)
        consider("no interleaving (v = 1): fewer micro-batches in flight on the first stage", "--interleave 1",
                 [](TrainingRun& r) { r.interleave = 1; });
    // More model parallelism on the same GPUs: d halves.
    if (run.dataParallel % 2 == 0) {
        consider("twice the pipeline stages: p = " + std::to_string(2 * run.pipelineParallel),
                 "--pp " + std::to_string(2 * run.pipelineParallel), [](TrainingRun& r) { r.pipelineParallel *= 2, r.dataParallel /= 2; });
        consider("twice the tensor parallelism: t = " + std::to_string(2 * run.tensorParallel),
                 "--tp " + std::to_string(2 * run.tensorParallel), [](TrainingRun& r) { r.tensorParallel *= 2, r.dataParallel /= 2; });
        if (!run.raw && run.shape.sequenceLength >= 16384)
            consider("twice the context parallelism: cp = " + std::to_string(2 * run.contextParallel),
                     "--cp " + std::to_string(2 * run.contextParallel),
                     [](TrainingRun& r) { r.contextParallel *= 2, r.dataParallel /= 2; });
    }
    std::stable_sort(remedies.begin(), remedies.end(),
                     [](const MemoryRemedy& a, const MemoryRemedy& b) { return a.freedBytes > b.freedBytes; });
    return remedies;
}

std::string TrainingAnalysis::noValidLayout(const TrainingRun& run, int gpus) {
    return "no layout of " + run.modelName + " is valid on " + std::to_string(gpus) + " GPUs with a batch of " +
           std::to_string(run.globalBatch);
}

TrainingRun TrainingAnalysis::withBestLayout(const TrainingRun& run, Precision precision, int gpus, bool tensorWithinDomain) {
    TrainingRun base = run;
    base.tensorParallel = base.pipelineParallel = base.contextParallel = base.expertParallel = base.interleave = 1;
    base.dataParallel = 1;
    LayoutSearchRequest request = searchRequest(base, precision);
    request.gpus = gpus;
    request.tensorWithinDomain = tensorWithinDomain;
    request.maxContextParallel = std::max(request.maxContextParallel, run.contextParallel);
    const auto ranked = LayoutSearch::rank(request);
    if (ranked.empty()) throw InvalidParameter("GPU count", noValidLayout(run, gpus));
    TrainingRun laid = run;
    laid.useLayout(ranked.front());
    return laid;
}

LayoutSearchRequest TrainingAnalysis::searchRequest(const TrainingRun& run, Precision precision) {
    LayoutSearchRequest request;
    request.base = run.parameters(precision);
    request.gpus = run.gpus();
    request.memoryLimitBytes = run.usableMemoryBytes();
    // Long sequences are where context parallelism pays (Llama 3 at 128K: cp 16); the run's own cp is always searched.
    request.maxContextParallel = std::max(run.contextParallel, run.shape.sequenceLength >= 32768 ? 16 : 1);
    return request;
}

}  // namespace effsurf::core
