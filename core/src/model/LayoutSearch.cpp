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
    const ParallelTrainingParameters& base = request.base;
    {
        // The non-layout fields are checked once, with their names, on a layout that is always valid.
        ParallelTrainingParameters plain = base;
        plain.layout.tensorParallel = plain.layout.pipelineParallel = plain.layout.dataParallel = 1;
        plain.layout.microBatch = 1;
        plain.interleave = 1;
        ParallelTrainingModel checked(plain);
    }
    const bool raw = base.raw.has_value();
    const int heads = base.shape.heads, hidden = base.shape.hidden, layers = base.shape.layers;

    std::vector<LayoutCandidate> candidates;
    for (const int t : divisors(request.gpus)) {
        if (raw ? t != 1 : (heads % t != 0 || hidden % t != 0)) continue;
        for (const int p : divisors(request.gpus / t)) {
            if (raw ? p != 1 : layers % p != 0) continue;
            const int d = request.gpus / (t * p);
            if (base.globalBatch % d != 0) continue;
            const int perPipeline = base.globalBatch / d;
            for (const int b : divisors(perPipeline)) {
                const int m = perPipeline / b;
                for (int v = 1; v <= (p > 1 ? request.maxInterleave : 1); ++v) {
                    if ((layers / p) % v != 0 && !raw) continue;
                    if (v > 1 && m % p != 0) continue;
                    ParallelTrainingParameters q = base;
                    q.layout.tensorParallel = t;
                    q.layout.pipelineParallel = p;
                    q.layout.dataParallel = d;
                    q.layout.microBatch = b;
                    q.interleave = v;
                    const ParallelTrainingModel run(q);
                    LayoutCandidate c;
                    c.tensorParallel = t, c.pipelineParallel = p, c.dataParallel = d, c.microBatch = b, c.interleave = v;
                    c.stepSeconds = run.step().total;
                    c.tokensPerSecond = run.tokensPerSecond();
                    c.modelFlopsUtilization = run.modelFlopsUtilization();
                    c.efficiency = run.efficiency();
                    c.memoryBytes = run.memoryPerGpu().total();
                    c.fits = c.memoryBytes <= request.memoryLimitBytes;
                    candidates.push_back(c);
                }
            }
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const LayoutCandidate& a, const LayoutCandidate& b) {
        if (a.fits != b.fits) return a.fits;
        return a.tokensPerSecond > b.tokensPerSecond;
    });
    return candidates;
}

}  // namespace effsurf::core
