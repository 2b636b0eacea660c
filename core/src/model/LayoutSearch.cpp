// SPDX-License-Identifier: MIT
#include "effsurf/core/model/LayoutSearch.h"

#include "effsurf/core/util/Validation.h"

#include <algorithm>

namespace effsurf::core {
namespace {

std::vector<int> divisors(int value) {
    std::vector<int> result;
    for (int k = 1; k * k <= value; ++k) {
        if (value % k != 0) continue;
        result.push_back(k);
        if (k != value / k) result.push_back(value / k);
    }
    std::sort(result.begin(), result.end());
    return result;
}

}  // namespace

std::vector<LayoutCandidate> LayoutSearch::rank(const LayoutSearchRequest& request) {
    requireCount(request.gpus, "gpus");
    requireCount(request.maxInterleave, "max interleave");
    requireCount(request.maxContextParallel, "max context parallel");
    const ParallelTrainingParameters& base = request.base;
    {
        // The non-layout fields are checked once, with their names, on a layout that is always valid.
        ParallelTrainingParameters plain = base;
        plain.layout.tensorParallel = plain.layout.pipelineParallel = plain.layout.dataParallel = 1;
        plain.layout.contextParallel = plain.layout.expertParallel = 1;
        plain.layout.microBatch = 1;
        plain.interleave = 1;
        plain.schedule = PipelineSchedule::OneForwardOneBackward;  // the schedule's own rules are the layout's
        plain.layout.shardGroup = 0;
        ParallelTrainingModel checked(plain);
    }
    const bool raw = base.raw.has_value();
    const TransformerShape& shape = base.shape;
    const int domain = base.domainSize();
    const bool dualPipe = base.schedule == PipelineSchedule::DualPipe;
    const int shardGroup = base.layout.shardGroup;

    std::vector<LayoutCandidate> candidates;
    const auto evaluate = [&](int t, int cp, int p, int d, int ep, int b, int v) {
        ParallelTrainingParameters q = base;
        q.layout.tensorParallel = t;
        q.layout.contextParallel = cp;
        q.layout.pipelineParallel = p;
        q.layout.dataParallel = d;
        q.layout.expertParallel = ep;
        q.layout.microBatch = b;
        q.interleave = v;
        const ParallelTrainingModel run(q);
        LayoutCandidate c;
        c.tensorParallel = t, c.pipelineParallel = p, c.dataParallel = d, c.microBatch = b, c.interleave = v;
        c.contextParallel = cp, c.expertParallel = ep;
        c.stepSeconds = run.step().total;
        c.tokensPerSecond = run.tokensPerSecond();
        c.modelFlopsUtilization = run.modelFlopsUtilization();
        c.hardwareFlopsUtilization = run.hardwareFlopsUtilization();
        c.efficiency = run.efficiency();
        c.effectiveSerialFraction = run.effectiveSerialFraction();
        c.memoryBytes = run.memoryPerGpu().total();
        c.fits = c.memoryBytes <= request.memoryLimitBytes;
        candidates.push_back(c);
    };
    for (const int t : divisors(request.gpus)) {
        if (raw ? t != 1
                : (shape.heads % t != 0 || shape.ffnWidth() % t != 0 || (!shape.latentAttention() && shape.keyValueHeads() % t != 0)))
            continue;
        if (request.tensorWithinDomain && domain % t != 0) continue;
        for (int cp = 1; cp <= request.maxContextParallel && (request.gpus / t) % cp == 0; cp *= 2) {
            if (raw ? cp != 1 : cp > 1 && shape.sequenceLength % (2 * cp) != 0) continue;
            for (const int p : divisors(request.gpus / (t * cp))) {
                if (request.shouldStop && request.shouldStop()) throw LayoutSearchCancelled();
                if (raw ? p != 1 : p > shape.layers) continue;
                if (dualPipe && (p < 2 || p % 2 != 0)) continue;
                const int d = request.gpus / (t * cp * p);
                if (base.globalBatch % d != 0) continue;
                if (shardGroup > 0 && (1LL * d * cp) % shardGroup != 0) continue;
                // Experts over every ep that divides them and d cp: inside the NVLink domain, or across
                // nodes on the network (DeepSeek-V3's 64 over 8 nodes), the ranking tells which pays.
                std::vector<int> expertSizes{1};
                if (!raw && shape.moe.enabled()) {
                    expertSizes.clear();
                    for (const int e : divisors(d * cp))
                        if (shape.moe.experts % e == 0) expertSizes.push_back(e);
                }
                const int perPipeline = base.globalBatch / d;
                for (const int ep : expertSizes) {
                    for (const int b : divisors(perPipeline)) {
                        const int m = perPipeline / b;
                        if (dualPipe && (m < 2 * p || m % 2 != 0)) continue;
                        for (int v = 1; v <= (p > 1 && !dualPipe ? request.maxInterleave : 1); ++v) {
                            if (!raw && 1LL * p * v > shape.layers) break;
                            if (v > 1 && m % p != 0) continue;
                            evaluate(t, cp, p, d, ep, b, v);
                        }
                    }
                }
            }
        }
    }
    // What fits, fastest first; then what does not, the nearest to fitting first (its speed is no use).
    std::stable_sort(candidates.begin(), candidates.end(), [](const LayoutCandidate& a, const LayoutCandidate& b) {
        if (a.fits != b.fits) return a.fits;
        if (!a.fits) return a.memoryBytes < b.memoryBytes;
        return a.tokensPerSecond > b.tokensPerSecond;
    });
    return candidates;
}

}  // namespace effsurf::core
