#pragma once

#include "effsurf/core/model/ParallelTrainingModel.h"

#include <vector>

namespace effsurf::core {

/// One layout the search evaluated.
struct LayoutCandidate {
    int tensorParallel = 1;    ///< t
    int pipelineParallel = 1;  ///< p
    int dataParallel = 1;      ///< d
    int microBatch = 1;        ///< b
    int interleave = 1;        ///< v
    double stepSeconds = 0.0;
    double tokensPerSecond = 0.0;
    double modelFlopsUtilization = 0.0;
    double efficiency = 0.0;
    double memoryBytes = 0.0;  ///< per GPU
    bool fits = false;         ///< memoryBytes <= the limit
};

/// What to search over: a run's model, hardware, batch, ZeRO stage and
/// recomputation (from `base`), on `gpus` GPUs with `memoryLimitBytes` each.
struct LayoutSearchRequest {
    ParallelTrainingParameters base;
    int gpus = 1;
    double memoryLimitBytes = 80e9;
    int maxInterleave = 8;  ///< v in 1..maxInterleave (only with p > 1)
};

/// Every valid (t, p, d, b, v) for a model on n GPUs, evaluated by
/// ParallelTrainingModel and ranked: layouts that fit the memory first, by
/// tokens per second (the fastest first), then those that do not fit.
///
/// Valid: t p d = n; t divides the heads and the hidden size; p v divides
/// the layers; b divides B / d; v > 1 only with p > 1 and m = B / (d b) a
/// multiple of p (Megatron-LM's interleaved schedule needs it). Nothing else
/// is pruned: the rules of thumb (t within a node, pipeline across nodes,
/// data parallel to scale) should come out of the ranking, not go into it.
/// A raw model has only (1, 1, n, b, 1).
///
/// Cost: the layouts are enumerated from the divisors of n, B and the
/// layers, each evaluated once without exceptions (invalid ones are never
/// built); for n = 16,384 this is a few thousand evaluations.
class LayoutSearch {
public:
    /// Throws InvalidParameter("gpus", ...) for gpus < 1 and whatever
    /// ParallelTrainingModel throws for the base's non-layout fields.
    static std::vector<LayoutCandidate> rank(const LayoutSearchRequest& request);
};

}  // namespace effsurf::core
