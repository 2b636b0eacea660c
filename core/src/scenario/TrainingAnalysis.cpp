#include "effsurf/core/scenario/TrainingAnalysis.h"

#include <algorithm>
#include <cmath>

namespace effsurf::core {
namespace {

constexpr double kSecondsPerDay = 86400.0;

}  // namespace

bool TrainingAnalysis::isCommunication(std::string_view term) {
    return term == "tensor-parallel all-reduce" || term == "context-parallel K/V exchange" ||
           term == "expert all-to-all" || term == "pipeline point-to-point" || term == "data-parallel all-reduce" ||
           term == "ZeRO-3 parameter gathers" || term == "host-device copies";
}

TrainingSummary TrainingAnalysis::summarize(const TrainingRun& run, Precision precision) {
    const ParallelTrainingModel model = run.model(precision);
    TrainingSummary summary;
    summary.gpus = model.gpus();
    summary.step = model.step();
    summary.tokensPerSecond = model.tokensPerSecond();
    summary.achievedFlopsPerGpu = model.achievedFlopsPerGpu();
    summary.hardwareFlopsUtilization = model.hardwareFlopsUtilization();
    summary.achievedModelFlopsPerGpu = model.achievedModelFlopsPerGpu();
    summary.modelFlopsUtilization = model.modelFlopsUtilization();
    summary.daysForTokens = run.tokens / summary.tokensPerSecond / kSecondsPerDay;
    summary.memory = model.memoryPerGpu();
    summary.memoryLimit = run.memoryBytes;
    summary.fits = summary.memory.total() <= run.memoryBytes;
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
        const ParallelTrainingModel model = at.model(precision);
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
        point.fits = model.memoryPerGpu().total() <= run.memoryBytes;
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

std::vector<TrainingDepthPoint> TrainingAnalysis::depth(const TrainingRun& run, Precision precision, DepthSweepMode mode,
                                                        int fromLayers, int toLayers) {
    run.model(precision);
    std::vector<TrainingDepthPoint> points;
    if (run.raw) return points;  // a model without layers has no depth to sweep
    // The model is valid here: p v <= l, so these products fit. Deeper models
    // get more stages of the run's depth each; ZeRO-2/3 has no pipeline (the
    // frameworks refuse the pair), so its one stage just deepens.
    const bool pipelined = run.zeroStage < 2;
    const int perStage =
        pipelined ? std::max(1, run.shape.layers / (run.pipelineParallel * run.interleave)) * run.interleave : 1;
    for (int layers = perStage * std::max(1, (fromLayers + perStage - 1) / perStage); layers <= toLayers;
         layers += perStage) {
        TrainingRun at = run;
        at.shape.layers = layers;
        at.pipelineParallel = pipelined ? layers / perStage : 1;
        // One stage has nothing to interleave.
        if (at.pipelineParallel == 1) at.interleave = 1;
        if (mode == DepthSweepMode::FixedParameters) {
            // 12 l h^2 kept: h scaled by sqrt(l0 / l), a multiple of the heads (and so of t).
            const double target = run.shape.hidden * std::sqrt(double(run.shape.layers) / layers);
            at.shape.hidden = std::max(1, int(std::lround(target / run.shape.heads))) * run.shape.heads;
        }
        const ParallelTrainingModel model = at.model(precision);
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

std::vector<TrainingPrecisionPoint> TrainingAnalysis::precisions(const TrainingRun& run,
                                                                 const std::vector<Precision>& precisions) {
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

LayoutSearchRequest TrainingAnalysis::searchRequest(const TrainingRun& run, Precision precision) {
    LayoutSearchRequest request;
    request.base = run.parameters(precision);
    request.gpus = run.gpus();
    request.memoryLimitBytes = run.memoryBytes;
    // Long sequences are where context parallelism pays (Llama 3 at 128K: cp 16); the run's own cp is always searched.
    request.maxContextParallel = std::max(run.contextParallel, run.shape.sequenceLength >= 32768 ? 16 : 1);
    return request;
}

}  // namespace effsurf::core
