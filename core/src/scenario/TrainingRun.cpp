// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/TrainingRun.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace effsurf::core {

double TrainingRun::bytesPerElement(Precision precision) { return precisionInfo(precision).bytesPerElement >= 4.0 ? 4.0 : 2.0; }

std::string_view TrainingRun::fp8RecipeId(Fp8Recipe recipe) {
    return recipe == Fp8Recipe::DeepSeekV3 ? "deepseek-v3" : "transformer-engine";
}

Fp8Recipe TrainingRun::parseFp8Recipe(std::string_view id) {
    if (id == "transformer-engine") return Fp8Recipe::TransformerEngine;
    if (id == "deepseek-v3") return Fp8Recipe::DeepSeekV3;
    throw InvalidParameter("FP8 recipe",
                           Message(EFFSURF_TEXT("must be transformer-engine or deepseek-v3, not \"%1\""), {std::string(id)}).text());
}

ParallelTrainingParameters TrainingRun::parameters(Precision precision) const {
    const auto& peak = peakFlops[std::size_t(precision)];
    if (!peak)
        throw InvalidParameter("precision", Message(EFFSURF_TEXT("%1 is not on the %2's datasheet"),
                                                    {std::string(precisionInfo(precision).displayName), acceleratorName})
                                                .text());
    ParallelTrainingParameters q;
    q.shape = shape;
    q.raw = raw;
    q.layout.tensorParallel = tensorParallel;
    q.layout.pipelineParallel = pipelineParallel;
    q.layout.dataParallel = dataParallel;
    q.layout.contextParallel = contextParallel;
    q.layout.expertParallel = expertParallel;
    q.layout.offloadOptimizer = offloadOptimizer;
    q.layout.microBatch = microBatch;
    q.layout.zeroStage = zeroStage;
    q.layout.shardGroup = shardGroup;
    q.layout.recompute = recompute;
    q.layout.fusedAttention = fusedAttention;
    q.layout.dropout = dropout;
    q.schedule = schedule;
    q.layout.sequenceParallel = sequenceParallel;
    q.globalBatch = globalBatch;
    q.interleave = interleave;
    q.peakFlops = *peak;
    q.memoryBandwidth = memoryBandwidth;
    q.utilization = utilization;
    q.bytesPerElement = bytesPerElement(precision);
    if (precision == Precision::FP8) {
        // The recipe: the linear GEMMs at the FP8 peak, the attention core and logits at the 16-bit one.
        const auto& bf16 = peakFlops[std::size_t(Precision::BF16)];
        const auto& fp16 = peakFlops[std::size_t(Precision::FP16)];
        q.highPrecisionPeakFlops = bf16 ? *bf16 : fp16 ? *fp16 : *peak;
        if (fp8Recipe == Fp8Recipe::DeepSeekV3) {
            q.dispatchBytesPerElement = 1.0;
            q.layout.fp8ActivationCache = true;
            q.layout.bf16OptimizerMoments = true;
        }
    }
    q.nvlinkDomain = nvlinkDomain;
    q.hostLink = hostLink;
    q.gpusPerNode = gpusPerNode;
    q.intraNode = intraNode;
    q.interNode = Link{networkLatencySeconds, nicBytesPerSecond * nicsPerNode / double(gpusPerNode > 0 ? gpusPerNode : 1)};
    q.overlap = overlap;
    q.dataParallelAllReduce = allReduce;
    q.serialSeconds = serialSeconds;
    return q;
}

std::vector<int> TrainingRun::validDataParallelSizes() const {
    std::vector<int> sizes, large;
    if (microBatch < 1 || globalBatch < 1 || globalBatch % microBatch != 0) return sizes;
    const int sequencesPerMicroBatch = globalBatch / microBatch;
    for (int k = 1; k <= sequencesPerMicroBatch / k; ++k) {
        if (sequencesPerMicroBatch % k != 0) continue;
        sizes.push_back(k);
        if (k != sequencesPerMicroBatch / k) large.push_back(sequencesPerMicroBatch / k);
    }
    sizes.insert(sizes.end(), large.rbegin(), large.rend());
    if (expertParallel > 1) {
        const long long cp = contextParallel < 1 ? 1 : contextParallel;
        sizes.erase(std::remove_if(sizes.begin(), sizes.end(), [&](int d) { return (d * cp) % expertParallel != 0; }), sizes.end());
    }
    return sizes;
}

int TrainingRun::nearestDataParallel(double gpus) const {
    const double replica = double(tensorParallel) * contextParallel * pipelineParallel;
    const double wanted = std::log(std::max(1.0, gpus / replica));
    int best = dataParallel;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (int d : validDataParallelSizes()) {
        const double distance = std::abs(std::log(double(d)) - wanted);
        if (distance < bestDistance) bestDistance = distance, best = d;
    }
    return best;
}

std::pair<double, double> TrainingRun::gpuSpan() const {
    const double replica = double(tensorParallel) * contextParallel * pipelineParallel;
    const bool divides = microBatch >= 1 && globalBatch >= 1 && globalBatch % microBatch == 0;
    return {replica, divides ? replica * (globalBatch / microBatch) : replica};
}

bool TrainingRun::fitsMemory(Precision precision) const { return model(precision).memoryPerGpu().total() <= usableMemoryBytes(); }

void TrainingRun::validateBandAndMargin() const {
    // As the utilization itself: a share of the peak, at least a thousandth (below it no GPU computes).
    if (!(bandLow >= 1e-3 && bandLow <= 1.0 && bandHigh >= 1e-3 && bandHigh <= 1.0))
        throw InvalidParameter(
            "utilization band",
            Message(EFFSURF_TEXT("both ends must lie in (0, 1] (shares of the datasheet peak, at least 0.001), got %1 to %2"),
                    {formatNumber(bandLow), formatNumber(bandHigh)})
                .text());
    if (!(bandLow <= bandHigh))
        throw InvalidParameter(
            "utilization band",
            Message(EFFSURF_TEXT("its low end %1 is above its high end %2"), {formatNumber(bandLow), formatNumber(bandHigh)}).text());
    if (!(memoryMarginBytes >= 0.0 && memoryMarginBytes < memoryBytes))
        throw InvalidParameter("memory margin",
                               Message(EFFSURF_TEXT("must lie in [0, %1) GiB (the device's memory), got %2"),
                                       {formatNumber(memoryBytes / kGibibyte), formatNumber(memoryMarginBytes / kGibibyte)})
                                   .text());
}

Precision TrainingRun::preferredPrecision(Precision current) const {
    if (peakFlops[std::size_t(current)]) return current;
    if (peakFlops[std::size_t(Precision::BF16)]) return Precision::BF16;
    Precision fastest = current;
    double best = 0.0;
    for (const auto& info : allPrecisions())
        if (const auto& peak = peakFlops[std::size_t(info.precision)]; peak && *peak > best) best = *peak, fastest = info.precision;
    return fastest;
}

void TrainingRun::useLayout(const LayoutCandidate& layout) {
    tensorParallel = layout.tensorParallel;
    contextParallel = layout.contextParallel;
    pipelineParallel = layout.pipelineParallel;
    dataParallel = layout.dataParallel;
    expertParallel = layout.expertParallel;
    microBatch = layout.microBatch;
    interleave = layout.interleave;
}

bool TrainingRun::hasLayout(const LayoutCandidate& c) const noexcept {
    return c.tensorParallel == tensorParallel && c.pipelineParallel == pipelineParallel && c.dataParallel == dataParallel &&
           c.microBatch == microBatch && c.interleave == interleave && c.contextParallel == contextParallel &&
           c.expertParallel == expertParallel;
}

void TrainingRun::useModel(const ModelPreset& preset) {
    modelId = preset.id;
    modelName = preset.name;
    raw = preset.raw;
    if (preset.shape) shape = *preset.shape;
    if (raw) tensorParallel = pipelineParallel = interleave = contextParallel = 1;
    if (!shape.moe.enabled() || raw) expertParallel = 1;
    // What the model's paper trained it with, where it says.
    if (preset.globalBatch) globalBatch = *preset.globalBatch;
    if (preset.tokens) tokens = *preset.tokens;
    if (preset.recompute) recompute = *preset.recompute;
}

void TrainingRun::usePublishedRun(const PublishedTrainingRun& published, const TrainingCatalog& catalog) {
    useModel(catalog.model(published.model, "published run's model"));
    useAccelerator(catalog.accelerator(published.gpu, "published run's GPU"));
    useNetwork(catalog.network(published.network, "published run's network"));
    if (published.gpusPerNode) setGpusPerNode(*published.gpusPerNode);
    if (published.sequenceLength) shape.sequenceLength = *published.sequenceLength;
    tensorParallel = published.tensorParallel.value_or(1);
    contextParallel = published.contextParallel.value_or(1);
    pipelineParallel = published.pipelineParallel.value_or(1);
    dataParallel = published.dataParallel.value_or(1);
    expertParallel = published.expertParallel.value_or(1);
    microBatch = published.microBatch.value_or(microBatch);
    globalBatch = published.globalBatch.value_or(globalBatch);
    interleave = published.interleave.value_or(1);
    zeroStage = published.zeroStage.value_or(zeroStage);
    shardGroup = published.shardGroup.value_or(0);
    recompute = published.recompute.value_or(recompute);
    sequenceParallel = published.sequenceParallel.value_or(sequenceParallel);
    fusedAttention = published.fusedAttention.value_or(fusedAttention);
    dropout = published.dropout.value_or(dropout);
    schedule = published.schedule.value_or(schedule);
    if (!published.fp8Recipe.empty()) fp8Recipe = parseFp8Recipe(published.fp8Recipe);
    if (published.tokens) tokens = *published.tokens;
}

void TrainingRun::useAccelerator(const AcceleratorPreset& preset) {
    acceleratorId = preset.id;
    acceleratorName = preset.name;
    peakFlops = preset.peakFlops;
    memoryBytes = preset.memoryBytes;
    memoryBandwidth = preset.memoryBandwidth;
    intraNode = preset.intraNode;
    nvlinkDomain = preset.nvlinkDomain;
    hostLink = preset.hostLink;
}

void TrainingRun::useNetwork(const NetworkPreset& preset) {
    networkId = preset.id;
    networkName = preset.name;
    nicBytesPerSecond = preset.nicBytesPerSecond;
    nicsPerNode = preset.nicsPerNode;
    networkLatencySeconds = preset.latencySeconds;
}

void TrainingRun::useCustomNetwork(double nicBytesPerSecondOfOne, double latencySeconds) {
    if (!(nicBytesPerSecondOfOne > 0.0 && std::isfinite(nicBytesPerSecondOfOne)))
        throw InvalidParameter(
            "network bandwidth",
            Message(EFFSURF_TEXT("must be a line rate above 0, got %1 Gb/s"), {formatNumber(nicBytesPerSecondOfOne * 8.0 / 1e9)}).text());
    if (!(latencySeconds >= 0.0 && latencySeconds <= 1.0))
        throw InvalidParameter(
            "network latency",
            Message(EFFSURF_TEXT("must lie in [0, 1e6] microseconds, got %1"), {formatNumber(latencySeconds * 1e6)}).text());
    networkId = "custom";
    nicBytesPerSecond = nicBytesPerSecondOfOne;
    networkLatencySeconds = latencySeconds;
    networkName =
        "custom network (" + formatNumber(nicBytesPerSecond * 8.0 / 1e9) + " Gb/s, " + formatNumber(networkLatencySeconds * 1e6) + " us)";
}

namespace {

bool sameLink(const Link& a, const Link& b) {
    return a.latencySeconds == b.latencySeconds && a.bandwidthBytesPerSecond == b.bandwidthBytesPerSecond;
}

bool sameRaw(const std::optional<RawModel>& a, const std::optional<RawModel>& b) {
    if (a.has_value() != b.has_value()) return false;
    return !a || (a->parameters == b->parameters && a->flopsPerSample == b->flopsPerSample);
}

}  // namespace

bool operator==(const TrainingRun& a, const TrainingRun& b) {
    return a.modelId == b.modelId && a.modelName == b.modelName && a.shape == b.shape && sameRaw(a.raw, b.raw) &&
           a.acceleratorId == b.acceleratorId && a.acceleratorName == b.acceleratorName && a.peakFlops == b.peakFlops &&
           a.memoryBytes == b.memoryBytes && a.memoryBandwidth == b.memoryBandwidth &&
           a.intraNode.latencySeconds == b.intraNode.latencySeconds &&
           a.intraNode.bandwidthBytesPerSecond == b.intraNode.bandwidthBytesPerSecond && a.gpusPerNode == b.gpusPerNode &&
           a.networkId == b.networkId && a.networkName == b.networkName && a.nicBytesPerSecond == b.nicBytesPerSecond &&
           a.nicsPerNode == b.nicsPerNode && a.networkLatencySeconds == b.networkLatencySeconds && a.tensorParallel == b.tensorParallel &&
           a.pipelineParallel == b.pipelineParallel && a.dataParallel == b.dataParallel && a.microBatch == b.microBatch &&
           a.globalBatch == b.globalBatch && a.interleave == b.interleave && a.zeroStage == b.zeroStage && a.recompute == b.recompute &&
           a.sequenceParallel == b.sequenceParallel && a.utilization == b.utilization && a.overlap == b.overlap &&
           a.serialSeconds == b.serialSeconds && a.tokens == b.tokens && a.allReduce == b.allReduce && a.nvlinkDomain == b.nvlinkDomain &&
           sameLink(a.hostLink, b.hostLink) && a.contextParallel == b.contextParallel && a.expertParallel == b.expertParallel &&
           a.offloadOptimizer == b.offloadOptimizer && a.fp8Recipe == b.fp8Recipe && a.shardGroup == b.shardGroup &&
           a.fusedAttention == b.fusedAttention && a.dropout == b.dropout && a.schedule == b.schedule && a.bandLow == b.bandLow &&
           a.bandHigh == b.bandHigh && a.memoryMarginBytes == b.memoryMarginBytes && a.measuredSteps == b.measuredSteps;
}

void TrainingRun::setGpusPerNode(int gpus) {
    requireCount(gpus, "GPUs per node");
    const bool domainIsNode = nvlinkDomain <= gpusPerNode;
    gpusPerNode = gpus;
    if (domainIsNode) nvlinkDomain = gpusPerNode;
}

void TrainingRun::setGpuCount(int gpus) {
    requireCount(gpus, "gpus");
    const long long replica = 1LL * tensorParallel * contextParallel * pipelineParallel;
    if (gpus % replica != 0)
        throw InvalidParameter(
            "gpus", Message(EFFSURF_TEXT("%1 is not a multiple of t cp p = %2"), {std::to_string(gpus), std::to_string(replica)}).text());
    dataParallel = int(gpus / replica);
}

}  // namespace effsurf::core
