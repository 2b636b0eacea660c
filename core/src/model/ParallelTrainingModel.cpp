#include "effsurf/core/model/ParallelTrainingModel.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>

namespace effsurf::core {
namespace {

/// Ring all-reduce of `bytes` among `ranks` over `link`.
double ringAllReduce(double bytes, double ranks, const Link& link) {
    return ringAllReduceSeconds(ranks, link.latencySeconds, bytes / link.bandwidthBytesPerSecond);
}

/// Ring all-gather of `bytes` (the whole, each rank holding 1/r of it): half an all-reduce.
double ringAllGather(double bytes, double ranks, const Link& link) { return 0.5 * ringAllReduce(bytes, ranks, link); }

void requireLink(const Link& link, const std::string& field) {
    requireNonNegative(link.latencySeconds, field + " latency");
    requirePositive(link.bandwidthBytesPerSecond, field + " bandwidth");
}

}  // namespace

double TrainingStep::seconds(std::string_view name) const {
    for (const auto& [term, value] : terms)
        if (term == name) return value;
    return 0.0;
}

ParallelTrainingModel::ParallelTrainingModel(const ParallelTrainingParameters& parameters)
    : parameters_(parameters), model_(parameters.shape) {
    const ParallelLayout& layout = parameters.layout;
    requireCount(parameters.globalBatch, "global batch");
    requireCount(parameters.interleave, "interleave");
    requireCount(layout.dataParallel, "data parallel");
    requireCount(layout.microBatch, "micro-batch");
    requireCount(layout.pipelineParallel, "pipeline parallel");
    requireCount(layout.tensorParallel, "tensor parallel");
    // Products in 64 bits: counts from a file may be up to 10^9 each.
    const long long gpuCount = 1LL * layout.tensorParallel * layout.pipelineParallel * layout.dataParallel;
    if (gpuCount > kMaxGpus)
        throw InvalidParameter("data parallel", "t p d = " + std::to_string(gpuCount) + " GPUs; at most " +
                                                    std::to_string(kMaxGpus));
    const long long perStep = 1LL * layout.dataParallel * layout.microBatch;
    if (parameters.globalBatch % perStep != 0)
        throw InvalidParameter("global batch", std::to_string(parameters.globalBatch) +
                                                   " is not a multiple of data parallel x micro-batch = " + std::to_string(perStep));
    const long long chunks = 1LL * layout.pipelineParallel * parameters.interleave;
    if (parameters.shape.layers % chunks != 0)
        throw InvalidParameter("layers", std::to_string(parameters.shape.layers) +
                                             " is not divisible by pipeline parallel x interleave = " + std::to_string(chunks));
    parameters_.layout.microBatchesPerStep = int(parameters.globalBatch / perStep);
    parameters_.layout.bytesPerElement = parameters.bytesPerElement;
    if (parameters.raw) {
        requirePositive(parameters.raw->parameters, "parameters");
        requirePositive(parameters.raw->flopsPerSample, "FLOP per sample");
        if (layout.tensorParallel != 1)
            throw InvalidParameter("tensor parallel", "must be 1: a model without a transformer shape trains data parallel only");
        if (layout.pipelineParallel != 1 || parameters.interleave != 1)
            throw InvalidParameter("pipeline parallel", "must be 1: a model without a transformer shape trains data parallel only");
        modelStatesPerGpu(parameters.raw->parameters, layout.dataParallel, layout.zeroStage);  // validates ZeRO
    } else {
        model_.memoryPerGpu(parameters_.layout);  // validates t, p, ZeRO and the divisibility of heads, hidden, layers
    }
    requirePositive(parameters.peakFlops, "peak FLOP/s");
    requirePositive(parameters.memoryBandwidth, "memory bandwidth");
    if (!(parameters.utilization > 0.0 && parameters.utilization <= 1.0))
        throw InvalidParameter("utilization", "must be in (0, 1], not " + formatNumber(parameters.utilization));
    requirePositive(parameters.bytesPerElement, "bytes per element");
    requireCount(parameters.gpusPerNode, "GPUs per node");
    requireLink(parameters.intraNode, "intra-node");
    requireLink(parameters.interNode, "inter-node");
    requireInRange(parameters.overlap, 0.0, 1.0, "overlap");
    requireNonNegative(parameters.serialSeconds, "serial seconds");
    step_ = computeStep(layout.dataParallel);
}

int ParallelTrainingModel::gpus() const noexcept {
    const ParallelLayout& l = parameters_.layout;
    return l.tensorParallel * l.pipelineParallel * l.dataParallel;
}

int ParallelTrainingModel::microBatchesPerStep() const noexcept { return parameters_.layout.microBatchesPerStep; }

TrainingStep ParallelTrainingModel::computeStep(double replicas) const {
    const ParallelTrainingParameters& q = parameters_;
    const ParallelLayout& layout = q.layout;
    const double t = layout.tensorParallel, p = layout.pipelineParallel, v = q.interleave, b = layout.microBatch;
    const double s = q.shape.sequenceLength, h = q.shape.hidden, l = q.shape.layers;
    // Beyond B / b pipelines a replica has no micro-batch: the extra GPUs idle.
    const double d = std::min(replicas, double(q.globalBatch) / b);
    const double m = double(q.globalBatch) / (d * b);
    const double n = t * p * d;
    const double rate = q.peakFlops * q.utilization;

    TrainingStep step;
    step.gpus = t * p * replicas;
    step.compute = flopsPerStep() / (n * rate);

    double kernels = 0.0;
    if (!q.raw) {
        const int tp = layout.tensorParallel;
        const double written = model_.layerActivationBytes(b, tp, layout.sequenceParallel, ActivationRecompute::None);
        double passes = 3.0 * written;  // forward once, backward twice
        if (layout.recompute == ActivationRecompute::Full) passes += written;
        if (layout.recompute == ActivationRecompute::Selective)  // the attention core again
            passes += written - model_.layerActivationBytes(b, tp, layout.sequenceParallel, ActivationRecompute::Selective);
        kernels = (l / p) * m * passes / q.memoryBandwidth;
    }
    const double bubble = (step.compute + kernels) * (p - 1.0) / (v * m);

    // Tensor parallelism stays inside a node while it fits there.
    const Link& tensorLink = layout.tensorParallel <= q.gpusPerNode ? q.intraNode : q.interNode;
    const double allReducesPerLayer = layout.recompute == ActivationRecompute::Full ? 6.0 : 4.0;
    const double activationBytes = b * s * h * q.bytesPerElement;
    const double tensor = q.raw ? 0.0 : (l / p) * m * allReducesPerLayer * ringAllReduce(activationBytes, t, tensorLink);

    // A stage's neighbour is on another node once a stage (t GPUs, or t of each d) fills one.
    const Link& pipelineLink = 1LL * layout.tensorParallel * layout.pipelineParallel <= q.gpusPerNode ? q.intraNode : q.interNode;
    const double pipeline = !q.raw && p > 1.0 ? 2.0 * v * m *
                                          (pipelineLink.latencySeconds + activationBytes / t / pipelineLink.bandwidthBytesPerSecond)
                                    : 0.0;

    const double gradientBytes = parameterCount() / (t * p) * q.bytesPerElement;
    const bool zero3 = layout.zeroStage >= 3;
    const double dataParallel =
        (1.0 - q.overlap) *
        (zero3 ? 0.5 * ringAllReduce(gradientBytes, d, q.interNode)
               : allReduceSeconds(q.dataParallelAllReduce, d, q.interNode.latencySeconds,
                                  gradientBytes / q.interNode.bandwidthBytesPerSecond));
    // DeepSpeed gathers the next layer's weights while this one computes.
    const double gathers = zero3 ? std::max(0.0, 2.0 * ringAllGather(gradientBytes, d, q.interNode) - step.compute) : 0.0;

    step.terms = {{{"compute", step.compute},
                  {"memory-bound kernels", kernels},
                  {"pipeline bubble", bubble},
                  {"tensor-parallel all-reduce", tensor},
                  {"pipeline point-to-point", pipeline},
                  {"data-parallel all-reduce", dataParallel},
                  {"ZeRO-3 parameter gathers", gathers},
                  {"optimizer and serial", q.serialSeconds}}};
    for (const auto& [name, seconds] : step.terms) step.total += seconds;
    step.busyShare = d / replicas;
    return step;
}

TrainingStep ParallelTrainingModel::stepAt(double gpus) const {
    const double perReplica = double(parameters_.layout.tensorParallel) * parameters_.layout.pipelineParallel;
    return computeStep(std::max(1.0, gpus / perReplica));
}

double ParallelTrainingModel::efficiencyAt(double gpus) const { return stepAt(gpus).efficiency(); }

double TrainingStep::efficiency() const {
    // The compute term is F / (n_busy X): scaled to all n GPUs it is the payload's share.
    return total > 0.0 ? compute * busyShare / total : 0.0;
}

double ParallelTrainingModel::tokensPerSecond() const {
    const double tokensPerSample = parameters_.raw ? 1.0 : double(parameters_.shape.sequenceLength);
    return double(parameters_.globalBatch) * tokensPerSample / step_.total;
}

double ParallelTrainingModel::parameterCount() const {
    return parameters_.raw ? parameters_.raw->parameters : model_.parameterCount();
}

double ParallelTrainingModel::flopsPerStep() const {
    if (parameters_.raw) return parameters_.raw->flopsPerSample * parameters_.globalBatch;
    return model_.flopsPerStep(parameters_.globalBatch, parameters_.layout.recompute);
}

double ParallelTrainingModel::achievedFlopsPerGpu() const {
    // compute = F / (n X), so F / (n T) = X compute / T.
    return parameters_.peakFlops * parameters_.utilization * step_.compute / step_.total;
}

double ParallelTrainingModel::modelFlopsUtilization() const { return achievedFlopsPerGpu() / parameters_.peakFlops; }

double ParallelTrainingModel::efficiency() const { return step_.efficiency(); }

double ParallelTrainingModel::effectiveSerialFraction() const {
    if (gpus() <= 1) return 0.0;
    return serialFractionFromEfficiency(double(gpus()), efficiency());
}

MemoryPerGpu ParallelTrainingModel::memoryPerGpu() const {
    if (!parameters_.raw) return model_.memoryPerGpu(parameters_.layout);
    return modelStatesPerGpu(parameters_.raw->parameters, parameters_.layout.dataParallel, parameters_.layout.zeroStage,
                             parameters_.bytesPerElement);
}

}  // namespace effsurf::core
