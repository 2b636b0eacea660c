// SPDX-License-Identifier: MIT
#include "effsurf/core/model/ParallelTrainingModel.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>

namespace effsurf::core {
namespace {

/// The refusal of any split but data parallelism for a model given by its totals.
constexpr const char* kDataParallelOnly = EFFSURF_TEXT("must be 1: a model without a transformer shape trains data parallel only");

/// Ring all-reduce of `bytes` among `ranks` over `link` (nothing to reduce: no time).
double ringAllReduce(double bytes, double ranks, const Link& link) {
    if (bytes <= 0.0) return 0.0;
    return ringAllReduceSeconds(ranks, link.latencySeconds, bytes / link.bandwidthBytesPerSecond);
}

/// Ring all-gather of `bytes` (the whole, each rank holding 1/r of it): half an all-reduce.
double ringAllGather(double bytes, double ranks, const Link& link) { return 0.5 * ringAllReduce(bytes, ranks, link); }

/// All-to-all in which each of `ranks` holds `bytes` and keeps 1/r of them:
/// (r - 1) messages and (r - 1)/r of the data through its link.
double allToAll(double bytes, double ranks, const Link& link) {
    if (ranks <= 1.0) return 0.0;
    return (ranks - 1.0) * link.latencySeconds + (ranks - 1.0) / ranks * bytes / link.bandwidthBytesPerSecond;
}

/// A group of `span` consecutive ranks stays in one NVLink domain of `domain` GPUs when it tiles it.
bool insideDomain(long long span, int domain) { return span <= domain && domain % span == 0; }

/// One all-to-all of a MoE layer (dispatch or combine): each GPU holds
/// `bytes` of token copies (k a token) for `ranks` expert-parallel GPUs,
/// spread evenly over `nodes` NVLink domains. Inside one domain it is a plain
/// all-to-all over NVLink. Across domains the copies for other domains cross
/// the network, (1 - 1/G) of them; with node-limited routing (at most M
/// domains a token, DeepSeek-V3) a token crosses the network once a domain
/// it visits, M (1 - 1/G) copies of its k, and NVLink forwards it to its
/// experts there. The network and NVLink parts run at once: the slower one counts.
double expertAllToAll(double bytes, double copies, double ranks, double nodes, int maxNodesPerToken, const ParallelTrainingParameters& q) {
    if (ranks <= 1.0 || bytes <= 0.0) return 0.0;
    if (nodes <= 1.0) return allToAll(bytes, ranks, q.intraNode);
    const double perCopy = bytes / copies;
    const double remoteShare = 1.0 - 1.0 / nodes;
    const double networkCopies =
        maxNodesPerToken > 0 ? std::min({double(maxNodesPerToken), nodes, copies}) * remoteShare : copies * remoteShare;
    const double nvlinkCopies = maxNodesPerToken > 0 ? copies * (1.0 - 1.0 / ranks) : copies * (1.0 / nodes - 1.0 / ranks);
    const double network = (nodes - 1.0) * q.interNode.latencySeconds + perCopy * networkCopies / q.interNode.bandwidthBytesPerSecond;
    const double local = ranks / nodes > 1.0 ? (ranks / nodes - 1.0) * q.intraNode.latencySeconds +
                                                   perCopy * std::max(0.0, nvlinkCopies) / q.intraNode.bandwidthBytesPerSecond
                                             : 0.0;
    return std::max(network, local);
}

/// All-reduce of `bytes` among `ranks` consecutive groups `stride` ranks
/// apart: within the NVLink domain first (a reduce-scatter and all-gather
/// among the r_in ranks it holds), then across domains among r / r_in with
/// the shard of 1/r_in each (NCCL's rings do the same with a channel per NIC).
double hierarchicalAllReduce(double bytes, double ranks, long long stride, const ParallelTrainingParameters& q) {
    if (ranks <= 1.0 || bytes <= 0.0) return 0.0;
    const int domain = q.domainSize();
    const double inside = domain % stride == 0 ? std::min(ranks, double(domain / stride)) : 1.0;
    const double across = ranks / inside;
    return ringAllReduce(bytes, inside, q.intraNode) + allReduceSeconds(q.dataParallelAllReduce, across, q.interNode.latencySeconds,
                                                                        bytes / inside / q.interNode.bandwidthBytesPerSecond);
}

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

std::size_t TrainingStep::largestOverhead() const noexcept {
    std::size_t largest = kTermCount;
    for (std::size_t i = 0; i < kTermCount; ++i) {
        if (terms[i].first == "compute" || !(terms[i].second > 0.0)) continue;
        if (largest == kTermCount || terms[i].second > terms[largest].second) largest = i;
    }
    return largest;
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
    requireCount(layout.contextParallel, "context parallel");
    requireCount(layout.expertParallel, "expert parallel");
    // Products in 64 bits: counts from a file may be up to 10^9 each.
    const long long gpuCount = 1LL * layout.tensorParallel * layout.contextParallel * layout.pipelineParallel * layout.dataParallel;
    if (gpuCount > kMaxGpus)
        throw InvalidParameter(
            "data parallel",
            Message(EFFSURF_TEXT("t cp p d = %1 GPUs; at most %2"), {std::to_string(gpuCount), std::to_string(kMaxGpus)}).text());
    const long long perStep = 1LL * layout.dataParallel * layout.microBatch;
    if (parameters.globalBatch % perStep != 0)
        throw InvalidParameter("global batch", Message(EFFSURF_TEXT("%1 is not a multiple of data parallel x micro-batch = %2"),
                                                       {std::to_string(parameters.globalBatch), std::to_string(perStep)})
                                                   .text());
    if (parameters.interleave > 1 && layout.pipelineParallel == 1)
        throw InvalidParameter("interleave",
                               EFFSURF_TEXT("must be 1 without pipeline parallelism (p = 1): there are no stages to interleave"));
    parameters_.layout.microBatchesPerStep = int(parameters.globalBatch / perStep);
    parameters_.layout.interleave = parameters.interleave;
    if (parameters.schedule == PipelineSchedule::DualPipe) {
        const int p = layout.pipelineParallel, m = parameters_.layout.microBatchesPerStep;
        if (p < 2 || p % 2 != 0)
            throw InvalidParameter(
                "pipeline parallel",
                Message(EFFSURF_TEXT("DualPipe feeds micro-batches from both ends of the pipeline: p must be even and at least 2, not %1"),
                        {std::to_string(p)})
                    .text());
        if (parameters.interleave != 1)
            throw InvalidParameter("interleave", EFFSURF_TEXT("must be 1 under DualPipe: its two directions are its chunks"));
        if (m < 2 * p || m % 2 != 0)
            throw InvalidParameter(
                "global batch",
                Message(EFFSURF_TEXT("DualPipe needs an even number of micro-batches, at least 2 p = %1, and m = B/(d b) = %2"),
                        {std::to_string(2 * p), std::to_string(m)})
                    .text());
    }
    parameters_.layout.twoStagesPerGpu = parameters.schedule == PipelineSchedule::DualPipe;
    parameters_.layout.bytesPerElement = parameters.bytesPerElement >= 4.0 ? 4.0 : 2.0;
    if (parameters.raw) {
        requirePositive(parameters.raw->parameters, "parameters");
        requirePositive(parameters.raw->flopsPerSample, "FLOP per sample");
        if (layout.tensorParallel != 1) throw InvalidParameter("tensor parallel", kDataParallelOnly);
        if (layout.pipelineParallel != 1 || parameters.interleave != 1) throw InvalidParameter("pipeline parallel", kDataParallelOnly);
        if (layout.contextParallel != 1 || layout.expertParallel != 1)
            throw InvalidParameter(layout.contextParallel != 1 ? "context parallel" : "expert parallel", kDataParallelOnly);
        modelStatesPerGpu(parameters.raw->parameters, layout.dataParallel, layout.zeroStage);  // validates ZeRO
    } else {
        model_.validate(parameters_.layout);  // t, p, cp, ep, ZeRO and what they must divide
    }
    requirePositive(parameters.peakFlops, "peak FLOP/s");
    requireNonNegative(parameters.highPrecisionPeakFlops, "16-bit peak FLOP/s");
    requirePositive(parameters.memoryBandwidth, "memory bandwidth");
    // Below a thousandth of the peak no GPU computes: such a share is a typo, and would overflow the step's terms.
    if (!(parameters.utilization >= 1e-3 && parameters.utilization <= 1.0))
        throw InvalidParameter(
            "utilization",
            Message(EFFSURF_TEXT("must lie in [0.001, 1] (a share of the peak), not %1"), {formatNumber(parameters.utilization)}).text());
    requirePositive(parameters.bytesPerElement, "bytes per element");
    requireNonNegative(parameters.dispatchBytesPerElement, "dispatch bytes per element");
    requireCount(parameters.gpusPerNode, "GPUs per node");
    if (parameters.nvlinkDomain != 0) requireCount(parameters.nvlinkDomain, "NVLink domain");
    requireLink(parameters.intraNode, "intra-node");
    requireLink(parameters.interNode, "inter-node");
    requireLink(parameters.hostLink, "host link");
    requirePositive(parameters.hostOptimizerParametersPerSecond, "host optimizer rate");
    requireInRange(parameters.overlap, 0.0, 1.0, "overlap");
    requireNonNegative(parameters.serialSeconds, "serial seconds");
    requireInRange(parameters.overlapSmShare, 0.0, 0.9, "overlap SM share");
    step_ = computeStep(layout.dataParallel);
}

int ParallelTrainingModel::gpus() const noexcept {
    const ParallelLayout& l = parameters_.layout;
    return l.tensorParallel * l.contextParallel * l.pipelineParallel * l.dataParallel;
}

int ParallelTrainingModel::microBatchesPerStep() const noexcept { return parameters_.layout.microBatchesPerStep; }

double ParallelTrainingModel::layerComputeSeconds(double tokens) const {
    const ParallelTrainingParameters& q = parameters_;
    const ForwardFlops f = model_.forwardFlopsPerToken();
    const double l = q.shape.layers;
    const ActivationRecompute recompute = q.layout.recompute;
    // Forward, and the backward's two products; a recomputed forward once more.
    const double linearPasses = recompute == ActivationRecompute::Full ? 4.0 : 3.0;
    const double corePasses = TransformerModel::attentionCoreRecomputed(recompute, q.layout.fusedAttention) ? 4.0 : 3.0;
    // Experts padded to their capacity compute the padding too.
    const double capacity = q.shape.moe.capacityFactor > 0.0 ? q.shape.moe.capacityFactor : 1.0;
    double linear = tokens * linearPasses * (f.denseLinear + capacity * f.expertLinear) / l;
    // Selective recomputation under latent attention computes the up-projections once more.
    if (recompute == ActivationRecompute::Selective) linear += tokens * model_.latentUpProjectionFlops();
    const double core = tokens * corePasses * f.attentionCore / l;
    const double share = 1.0 / double(q.layout.tensorParallel);
    return share * (linear / (q.peakFlops * q.utilization) + core / (highPeak() * q.utilization));
}

TrainingStep ParallelTrainingModel::computeStep(double replicas) const {
    const ParallelTrainingParameters& q = parameters_;
    const ParallelLayout& layout = q.layout;
    const double t = layout.tensorParallel, p = layout.pipelineParallel, v = q.interleave, b = layout.microBatch;
    const double cp = layout.contextParallel, ep = layout.expertParallel;
    const double s = q.shape.sequenceLength, h = q.shape.hidden, l = q.shape.layers;
    // Beyond B / b pipelines a replica has no micro-batch: the extra GPUs idle.
    const double d = std::min(replicas, double(q.globalBatch) / b);
    const double m = double(q.globalBatch) / (d * b);
    const double n = t * cp * p * d;
    const int domain = q.domainSize();
    const bool dualPipe = q.schedule == PipelineSchedule::DualPipe;
    const bool coreRecomputed = TransformerModel::attentionCoreRecomputed(layout.recompute, layout.fusedAttention);

    TrainingStep step;
    step.gpus = t * cp * p * replicas;
    double compute = 0.0, kernels = 0.0, bubble = 0.0, imbalance = 0.0, tensor = 0.0, context = 0.0, experts = 0.0;
    double pipeline = 0.0;
    double denseGradients = parameterCount(), expertGradients = 0.0;  // per GPU, elements
    if (q.raw) {
        compute = flopsPerStep() / (n * q.peakFlops * q.utilization);
    } else {
        const double tokens = b * s / cp;  // a micro-batch's tokens on one GPU of the context-parallel group
        const double layerCompute = layerComputeSeconds(tokens);
        const double outputCompute = tokens * 3.0 * model_.forwardFlopsPerToken().logits / t / (highPeak() * q.utilization);

        // Memory-bound kernels: the layer's activations made forward once, used backward twice, made
        // again when the forward is recomputed. With the attention core recomputed (selective, or a
        // fused kernel: FlashAttention, Dao et al. 2022) its s x s scores stay on chip and never cross HBM.
        const double written = model_.layerActivationBytes(
            layout, layout.recompute == ActivationRecompute::Selective ? ActivationRecompute::Selective : ActivationRecompute::None);
        double passes = 3.0 * written;
        if (layout.recompute == ActivationRecompute::Full) passes += written;
        // Each pass reads what it needs and writes what it makes: two bytes through HBM for each byte kept.
        const double layerKernels = 2.0 * passes / q.memoryBandwidth;

        const double activationBytes = tokens * h * q.bytesPerElement;
        const Link& tensorLink = insideDomain(layout.tensorParallel, domain) ? q.intraNode : q.interNode;
        const double allReducesPerLayer = layout.recompute == ActivationRecompute::Full ? 6.0 : 4.0;
        const double layerTensor = allReducesPerLayer * ringAllReduce(activationBytes, t, tensorLink);

        // Ring attention: each step passes a K/V block on while the previous one is multiplied.
        double layerContext = 0.0;
        if (cp > 1.0) {
            const double kvWidth = 2.0 * q.shape.keyValueHeads() * q.shape.headWidth() / t;
            const double block = tokens * kvWidth * q.bytesPerElement;
            const Link& link = insideDomain(1LL * layout.tensorParallel * layout.contextParallel, domain) ? q.intraNode : q.interNode;
            const double exchanges = layout.recompute == ActivationRecompute::None ? 3.0 : 4.0;  // forward, backward twice
            const double exchange = exchanges * (cp - 1.0) * (link.latencySeconds + block / link.bandwidthBytesPerSecond);
            const ForwardFlops f = model_.forwardFlopsPerToken();
            const double corePasses = coreRecomputed ? 4.0 : 3.0;
            const double core = tokens * corePasses * f.attentionCore / l / t / (highPeak() * q.utilization);
            layerContext = std::max(0.0, exchange - core);
        }

        // Experts: dispatch and combine forward, their gradients backward; tokens split over t (sequence parallel).
        double layerExperts = 0.0;
        if (q.shape.moe.enabled() && ep > 1.0) {
            const MixtureOfExperts& moe = q.shape.moe;
            const double copies = moe.expertsPerToken * (moe.capacityFactor > 0.0 ? moe.capacityFactor : 1.0);
            const double sent = tokens / (layout.sequenceParallel ? t : 1.0) * copies * h;
            const double dispatchBytes = q.dispatchBytesPerElement > 0.0 ? q.dispatchBytesPerElement : q.bytesPerElement;
            // The expert-parallel group: ep ranks t cp apart, t cp ep consecutive GPUs over this many NVLink domains.
            const long long span = 1LL * layout.tensorParallel * layout.contextParallel * layout.expertParallel;
            const double nodes = insideDomain(span, domain) ? 1.0 : std::max(1.0, double(span) / domain);
            const auto exchange = [&](double bytesPerElement) {
                return expertAllToAll(sent * bytesPerElement, copies, ep, nodes, moe.maxNodesPerToken, q);
            };
            const double forward = exchange(dispatchBytes) + exchange(q.bytesPerElement);
            const double backward = 2.0 * exchange(q.bytesPerElement);
            const double recomputed = layout.recompute == ActivationRecompute::Full ? forward : 0.0;
            layerExperts = (forward + backward + recomputed) * double(q.shape.moeLayers()) / l;
            if (dualPipe) {
                // A forward chunk's all-to-alls hide behind a backward chunk's compute and vice versa, on the SMs
                // the communication kernels leave the GEMMs: what the GEMMs lose, and what still shows.
                const double share = q.overlapSmShare;
                const double slowed = layerCompute / (1.0 - share);
                layerExperts = (slowed - layerCompute) + std::max(0.0, layerExperts - slowed);
            }
        }

        const double perLayer = layerCompute + layerKernels + layerTensor + layerContext + layerExperts;
        const PipelineStages stages(q.shape.layers, layout.pipelineParallel, 0.0, model_.outputLayerWork());
        const double slowest = std::max(
            {stages.firstLayers() * perLayer, stages.middleLayersMost() * perLayer, stages.lastLayers() * perLayer + outputCompute});
        const double mean = (l * perLayer + outputCompute) / p;
        compute = m * (l * layerCompute + outputCompute) / p;
        kernels = m * (l / p) * layerKernels;
        tensor = m * (l / p) * layerTensor;
        context = m * (l / p) * layerContext;
        experts = m * (l / p) * layerExperts;
        imbalance = m * std::max(0.0, slowest - mean);
        // 1F1B: p - 1 micro-batch times, over v chunks. DualPipe: (p/2 - 1)(F&B + B - 3W) with a
        // micro-batch's F = tau/3, B = 2 tau/3 (inputs' and weights' gradients), W = tau/3 and F&B = F + B.
        bubble = dualPipe ? std::max(0.0, p / 2.0 - 1.0) * (2.0 / 3.0) * slowest : slowest * (p - 1.0) / v;

        const Link& pipelineLink =
            insideDomain(1LL * layout.tensorParallel * layout.contextParallel * layout.pipelineParallel * layout.dataParallel, domain)
                ? q.intraNode
                : q.interNode;
        pipeline = p > 1.0 ? 2.0 * v * m * (pipelineLink.latencySeconds + activationBytes / t / pipelineLink.bandwidthBytesPerSecond) : 0.0;
        if (dualPipe) pipeline = std::max(0.0, pipeline - compute);  // sent while the other direction computes

        // The gradients a GPU reduces: those of the stage with the most weights
        // (the first holds the input embedding, the last the output layer or the tied embedding's copy).
        const double layerDense = model_.meanLayerDenseParameters();
        double firstStage = stages.firstLayers() * layerDense + model_.embeddingParameters();
        double lastStage = stages.lastLayers() * layerDense +
                           (q.shape.tiedEmbeddings ? (p > 1.0 ? model_.embeddingParameters() : 0.0) : model_.outputParameters());
        if (p == 1.0) firstStage = lastStage = firstStage + lastStage - stages.lastLayers() * layerDense;
        denseGradients = std::max({firstStage, lastStage, stages.middleLayersMost() * layerDense}) / t;
        const double stageLayers = stages.mostLayers();
        expertGradients = stageLayers * model_.meanLayerExpertParameters() / (t * ep);
        if (dualPipe) {  // two stages a GPU: the first's and the last's (the heaviest pair)
            denseGradients = (firstStage + lastStage) / t;
            expertGradients *= 2.0;
        }
    }
    step.compute = compute;

    const auto [dataParallel, gathers] = dataParallelSeconds(denseGradients, expertGradients, d, m, compute);

    // ZeRO-Offload: the GPU's gradient shard goes to the host, the updated 16-bit weights come back.
    double hostCopies = 0.0, hostOptimizer = 0.0;
    if (layout.offloadOptimizer) {
        const double shardRanks = layout.shardGroup > 0 ? double(layout.shardGroup) : d * cp;
        const double shard = (denseGradients + expertGradients) / (layout.zeroStage >= 1 ? shardRanks : 1.0);
        hostCopies = 2.0 * (q.hostLink.latencySeconds + shard * 2.0 / q.hostLink.bandwidthBytesPerSecond);
        hostOptimizer = shard / q.hostOptimizerParametersPerSecond;
    }

    step.terms = {{{"compute", compute},
                   {"memory-bound kernels", kernels},
                   {"pipeline bubble", bubble},
                   {"stage imbalance", imbalance},
                   {"tensor-parallel all-reduce", tensor},
                   {"context-parallel K/V exchange", context},
                   {"expert all-to-all", experts},
                   {"pipeline point-to-point", pipeline},
                   {"data-parallel all-reduce", dataParallel},
                   {"ZeRO-3 parameter gathers", gathers},
                   {"host-device copies", hostCopies},
                   {"optimizer and serial", q.serialSeconds + hostOptimizer}}};
    for (const auto& [name, seconds] : step.terms) step.total += seconds;
    step.busyShare = d / replicas;
    return step;
}

std::pair<double, double> ParallelTrainingModel::dataParallelSeconds(double denseGradients, double expertGradients, double d, double m,
                                                                     double compute) const {
    const ParallelTrainingParameters& q = parameters_;
    const ParallelLayout& layout = q.layout;
    const double cp = layout.contextParallel, ep = layout.expertParallel;
    const int domain = q.domainSize();
    const double gradientBytes = denseGradients * q.bytesPerElement, expertBytes = expertGradients * q.bytesPerElement;
    const double dataRanks = d * cp;
    if (layout.zeroStage < 2) {
        // Replicated gradients (ZeRO 0/1: the distributed optimizer's reduce-scatter and all-gather
        // move an all-reduce's bytes): one hierarchical all-reduce a step.
        const double allReduce = hierarchicalAllReduce(gradientBytes, dataRanks, layout.tensorParallel, q) +
                                 hierarchicalAllReduce(expertBytes, dataRanks / ep, 1LL * layout.tensorParallel * layout.expertParallel, q);
        return {(1.0 - q.overlap) * allReduce, 0.0};
    }
    // Sharded gradients (ZeRO-2, ZeRO-3/FSDP; Llama 3's FSDP with pipelines): flat collectives over
    // the shard group, as DeepSpeed and PyTorch run them. Each micro-batch's gradients are
    // reduce-scattered into the shards as its backward pass makes them: hidden behind the next
    // micro-batches' backward (two thirds of their compute), the last one's not.
    const double group = layout.shardGroup > 0 ? double(layout.shardGroup) : dataRanks;
    const double expertGroup = std::min(group, dataRanks / ep);
    const long long span = 1LL * layout.tensorParallel * layout.contextParallel * layout.dataParallel;
    const Link& link =
        insideDomain(layout.shardGroup > 0 ? 1LL * layout.tensorParallel * layout.contextParallel * layout.shardGroup : span, domain)
            ? q.intraNode
            : q.interNode;
    const double reduceScatter = 0.5 * ringAllReduce(gradientBytes, group, link) + 0.5 * ringAllReduce(expertBytes, expertGroup, link);
    const double backwardPerMicroBatch = (2.0 / 3.0) * compute / m;
    double exposed = (1.0 - q.overlap) * reduceScatter + (m - 1.0) * std::max(0.0, reduceScatter - backwardPerMicroBatch);
    // Hybrid sharding: the shards are all-reduced across the replicas of the group once a step.
    if (group < dataRanks)
        exposed += (1.0 - q.overlap) *
                   (hierarchicalAllReduce(gradientBytes / group, dataRanks / group,
                                          1LL * layout.tensorParallel * layout.contextParallel * static_cast<long long>(group), q) +
                    ringAllReduce(expertBytes / expertGroup, dataRanks / ep / expertGroup, q.interNode));
    double gathers = 0.0;
    const double gather = ringAllGather(gradientBytes, group, link) + ringAllGather(expertBytes, expertGroup, link);
    if (layout.zeroStage >= 3) {
        // The weights gathered for each micro-batch's forward and backward, the next layer's while this one computes.
        gathers = std::max(0.0, 2.0 * m * gather - compute);
    } else {
        exposed += gather;  // ZeRO-2: the updated weights gathered once, after the optimizer's step
    }
    return {exposed, gathers};
}

TrainingStep ParallelTrainingModel::stepAt(double gpus) const {
    const ParallelLayout& layout = parameters_.layout;
    const double perReplica = double(layout.tensorParallel) * layout.contextParallel * layout.pipelineParallel;
    return computeStep(std::max(1.0, gpus / perReplica));
}

double ParallelTrainingModel::efficiencyAt(double gpus) const { return stepAt(gpus).efficiency(); }

double TrainingStep::efficiency() const {
    // The compute term is the busy GPUs' payload: scaled to all n GPUs it is the payload's share.
    return total > 0.0 ? compute * busyShare / total : 0.0;
}

double ParallelTrainingModel::tokensPerSecond() const {
    const double tokensPerSample = parameters_.raw ? 1.0 : double(parameters_.shape.sequenceLength);
    return double(parameters_.globalBatch) * tokensPerSample / step_.total;
}

double ParallelTrainingModel::parameterCount() const { return parameters_.raw ? parameters_.raw->parameters : model_.parameterCount(); }

double ParallelTrainingModel::flopsPerStep() const {
    if (parameters_.raw) return parameters_.raw->flopsPerSample * parameters_.globalBatch;
    return model_.flopsPerStep(parameters_.globalBatch, parameters_.layout.recompute, parameters_.layout.fusedAttention);
}

double ParallelTrainingModel::modelFlopsPerStep() const {
    if (parameters_.raw) return flopsPerStep();
    return model_.modelFlopsPerStep(parameters_.globalBatch);
}

double ParallelTrainingModel::highPeak() const noexcept {
    return parameters_.highPrecisionPeakFlops > 0.0 ? parameters_.highPrecisionPeakFlops : parameters_.peakFlops;
}

double ParallelTrainingModel::achievedFlopsPerGpu() const { return flopsPerStep() / (double(gpus()) * step_.total); }

double ParallelTrainingModel::hardwareFlopsUtilization() const { return achievedFlopsPerGpu() / parameters_.peakFlops; }

double ParallelTrainingModel::achievedModelFlopsPerGpu() const { return modelFlopsPerStep() / (double(gpus()) * step_.total); }

double ParallelTrainingModel::modelFlopsUtilization() const { return achievedModelFlopsPerGpu() / parameters_.peakFlops; }

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

std::string_view ParallelTrainingModel::scheduleId(PipelineSchedule schedule) {
    return schedule == PipelineSchedule::DualPipe ? "dualpipe" : "1f1b";
}

PipelineSchedule ParallelTrainingModel::parseSchedule(std::string_view id) {
    if (id == "1f1b") return PipelineSchedule::OneForwardOneBackward;
    if (id == "dualpipe") return PipelineSchedule::DualPipe;
    throw InvalidParameter("pipeline schedule", Message(EFFSURF_TEXT("must be 1f1b or dualpipe, not \"%1\""), {std::string(id)}).text());
}

std::string ParallelTrainingModel::scheduleName(PipelineSchedule schedule, int interleave) {
    if (schedule == PipelineSchedule::DualPipe) return "DualPipe (DeepSeek-V3: both directions, all-to-alls hidden behind compute)";
    if (interleave > 1) return "Megatron-Core 1F1B, interleaved v = " + std::to_string(interleave);
    return "Megatron-Core 1F1B";
}

}  // namespace effsurf::core
