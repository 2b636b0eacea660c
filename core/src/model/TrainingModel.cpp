// SPDX-License-Identifier: MIT
#include "effsurf/core/model/TrainingModel.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace effsurf::core {
namespace {

void requireWorkerCount(double n, const std::string& field = "N") {
    requireProcessorCount(n, field);
    if (std::floor(n) != n)
        throw InvalidParameter(field, Message(EFFSURF_TEXT("must be a whole number of workers, got %1"), {formatNumber(n)}).text());
    if (n > 9.007199254740992e15) throw InvalidParameter(field, Message(EFFSURF_TEXT("is too large, got %1"), {formatNumber(n)}).text());
}

/// ceil(log2 N) for an integer N >= 1, exact (std::log2 of 2^k may round up).
double ceilLog2(double n) {
    double steps = 0.0;
    double reach = 1.0;
    while (reach < n) {
        reach *= 2.0;
        steps += 1.0;
    }
    return steps;
}

}  // namespace

double ringAllReduceSeconds(double ranks, double latencySeconds, double transferSeconds) {
    if (ranks <= 1.0) return 0.0;
    return 2.0 * (ranks - 1.0) * latencySeconds + 2.0 * (ranks - 1.0) / ranks * transferSeconds;
}

double allReduceSeconds(AllReduceAlgorithm algorithm, double ranks, double latencySeconds, double transferSeconds) {
    if (ranks <= 1.0) return 0.0;
    if (algorithm == AllReduceAlgorithm::Ring) return ringAllReduceSeconds(ranks, latencySeconds, transferSeconds);
    return 2.0 * ceilLog2(ranks) * (latencySeconds + transferSeconds);
}

TrainingModel::TrainingModel(const TrainingParameters& p) : parameters_(p) {
    requirePositive(p.parameterCount, "parameter count P");
    requirePositive(p.bytesPerElement, "bytes per element b");
    requirePositive(p.flopsPerStep, "FLOP per step F");
    requirePositive(p.throughputFlops, "throughput X");
    requireNonNegative(p.latencySeconds, "latency lambda");
    requirePositive(p.bandwidthBytesPerSecond, "bandwidth B");
    requireInRange(p.overlap, 0.0, 1.0, "overlap omega");
    requireNonNegative(p.sequentialSeconds, "sequential time T_seq");
}

StepTimes TrainingModel::stepTimes(double n) const {
    requireWorkerCount(n);
    const auto& p = parameters_;
    StepTimes t{};
    t.compute = p.scaling == ScalingMode::Strong ? p.flopsPerStep / (n * p.throughputFlops) : p.flopsPerStep / p.throughputFlops;
    const double transfer = p.parameterCount * p.bytesPerElement / p.bandwidthBytesPerSecond;
    t.communication = allReduceSeconds(p.algorithm, n, p.latencySeconds, transfer);
    t.exposedCommunication = (1.0 - p.overlap) * t.communication;
    t.sequential = p.sequentialSeconds;
    t.total = t.sequential + t.compute + t.exposedCommunication;
    return t;
}

double TrainingModel::speedup(double n) const {
    const double ratio = stepTimes(1.0).total / stepTimes(n).total;
    return parameters_.scaling == ScalingMode::Strong ? ratio : n * ratio;
}

double TrainingModel::efficiency(double n) const { return speedup(n) / n; }

double TrainingModel::effectiveSerialFraction(double n) const {
    requireWorkerCount(n);
    if (n < 2.0)
        throw InvalidParameter("N",
                               Message(EFFSURF_TEXT("must be at least 2 to derive a serial fraction, got %1"), {formatNumber(n)}).text());
    const double s = speedup(n);
    return karpFlattMetric(n, s);
}

double TrainingModel::throughput(double n) const {
    const double work = parameters_.scaling == ScalingMode::Strong ? 1.0 : n;
    return work / stepTimes(n).total;
}

TrainingModel::Optimum TrainingModel::bestWorkerCount(double maxN) const {
    requireWorkerCount(maxN, "maximal N");
    // Candidates: every power of two (the tree cost is a step function that
    // only changes just after them), a dense log-spaced grid, and maxN.
    std::vector<double> candidates{1.0, maxN};
    for (double p = 2.0; p < maxN; p *= 2.0) candidates.push_back(p);
    constexpr int kGrid = 2000;
    for (int i = 1; i < kGrid; ++i) candidates.push_back(std::round(std::pow(maxN, double(i) / kGrid)));
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());

    std::size_t bestIndex = 0;
    double bestThroughput = -1.0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const double value = throughput(candidates[i]);
        if (value > bestThroughput) {
            bestThroughput = value;
            bestIndex = i;
        }
    }
    // Refine between the neighbouring candidates by integer ternary search
    // (throughput is unimodal there), then scan the last few integers.
    double lo = candidates[bestIndex == 0 ? 0 : bestIndex - 1];
    double hi = candidates[std::min(bestIndex + 1, candidates.size() - 1)];
    while (hi - lo > 3.0) {
        const double m1 = std::floor(lo + (hi - lo) / 3.0);
        const double m2 = std::ceil(hi - (hi - lo) / 3.0);
        if (throughput(m1) < throughput(m2)) lo = m1;
        else hi = m2;
    }
    double bestN = candidates[bestIndex];
    for (double n = lo; n <= hi; n += 1.0) {
        const double value = throughput(n);
        if (value > bestThroughput) {
            bestThroughput = value;
            bestN = n;
        }
    }
    return {bestN, speedup(bestN)};
}

std::string_view TrainingModel::algorithmId(AllReduceAlgorithm algorithm) {
    return algorithm == AllReduceAlgorithm::Ring ? "ring" : "tree";
}

AllReduceAlgorithm TrainingModel::parseAlgorithm(std::string_view id) {
    const std::string key = toLower(trim(id));
    if (key == "ring") return AllReduceAlgorithm::Ring;
    if (key == "tree") return AllReduceAlgorithm::Tree;
    throw InvalidParameter("algorithm", Message(EFFSURF_TEXT("unknown all-reduce '%1'; expected ring or tree"), {std::string(id)}).text());
}

std::string_view TrainingModel::scalingId(ScalingMode mode) { return mode == ScalingMode::Strong ? "strong" : "weak"; }

ScalingMode TrainingModel::parseScaling(std::string_view id) {
    const std::string key = toLower(trim(id));
    if (key == "strong") return ScalingMode::Strong;
    if (key == "weak") return ScalingMode::Weak;
    throw InvalidParameter("scaling", Message(EFFSURF_TEXT("unknown scaling '%1'; expected strong or weak"), {std::string(id)}).text());
}

}  // namespace effsurf::core
