// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/ParallelTrainingModel.h"

#include <functional>
#include <stdexcept>
#include <vector>

namespace effsurf::core {

/// One layout the search evaluated.
struct LayoutCandidate {
    int tensorParallel = 1;    ///< t
    int pipelineParallel = 1;  ///< p
    int dataParallel = 1;      ///< d
    int microBatch = 1;        ///< b
    int interleave = 1;        ///< v
    int contextParallel = 1;   ///< cp
    int expertParallel = 1;    ///< ep
    double stepSeconds = 0.0;
    double tokensPerSecond = 0.0;
    double modelFlopsUtilization = 0.0;
    double hardwareFlopsUtilization = 0.0;
    double efficiency = 0.0;
    double effectiveSerialFraction = 0.0;  ///< s_eff(N) by L4 (0 on one GPU)
    double memoryBytes = 0.0;              ///< per GPU
    bool fits = false;                     ///< memoryBytes <= the limit
};

/// What to search over: a run's model, hardware, batch, ZeRO stage and
/// recomputation (from `base`), on `gpus` GPUs with `memoryLimitBytes` each.
struct LayoutSearchRequest {
    ParallelTrainingParameters base;
    int gpus = 1;
    double memoryLimitBytes = 80e9;
    int maxInterleave = 8;       ///< v in 1..maxInterleave (only with p > 1)
    int maxContextParallel = 1;  ///< cp in the powers of 2 up to this (long sequences)
    /// t only where it tiles the NVLink domain (t divides it): a tensor-parallel
    /// group split over nodes is never what a planner wants (its all-reduces
    /// cross the network every layer); false searches every t.
    bool tensorWithinDomain = true;
    /// Asked now and then (before each pipeline size); once it returns true
    /// the search stops with LayoutSearchCancelled (Ctrl+C in the Python module).
    std::function<bool()> shouldStop;
};

/// The search was stopped through LayoutSearchRequest::shouldStop.
class LayoutSearchCancelled : public std::runtime_error {
public:
    LayoutSearchCancelled() : std::runtime_error("layout search cancelled") {}
};

/// Every valid (t, p, d, b, v) for a model on n GPUs, evaluated by
/// ParallelTrainingModel and ranked: layouts that fit the memory first, by
/// tokens per second (the fastest first), then those that do not fit, the
/// one that needs least memory first.
///
/// Valid: t cp p d = n; t divides the heads, the key/value heads and the FFN
/// width (and the NVLink domain, unless asked otherwise); p v stages of at
/// least a layer each (uneven stages allowed); b divides B / d; v > 1 only
/// with p > 1 and m = B / (d b) a multiple of p (Megatron-LM's interleaved
/// schedule needs it); cp a power of 2 with s divisible by 2 cp; every ep
/// that divides the experts and d cp (a mixture of experts), inside the
/// NVLink domain or across nodes; under DualPipe p even, v = 1 and m >= 2 p;
/// d cp a multiple of a hybrid shard group. Nothing else is pruned: the
/// rules of thumb (pipeline across nodes, data parallel to scale) should come
/// out of the ranking, not go into it. A raw model has only (1, 1, n, b, 1).
///
/// Cost: the layouts are enumerated from the divisors of n, B and the
/// layers, each evaluated once without exceptions (invalid ones are never
/// built); for n = 16,384 this is a few thousand evaluations (a benchmark prints the time).
class LayoutSearch {
public:
    /// Throws InvalidParameter("gpus", ...) for gpus < 1 and whatever
    /// ParallelTrainingModel throws for the base's non-layout fields.
    static std::vector<LayoutCandidate> rank(const LayoutSearchRequest& request);
};

}  // namespace effsurf::core
