// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace effsurf::core {

/// One measured all-reduce: the mean time of `bytes` reduced among `workers`.
struct AllReduceTiming {
    double workers = 2.0;
    double bytes = 8.0;
    double seconds = 0.0;
};

/// The collective at one worker count as the OSU benchmarks describe it:
/// t(m) = alpha + m / beta.
struct CollectiveCost {
    double workers = 2.0;
    double alphaSeconds = 0.0;        ///< the all-reduce's latency
    double betaBytesPerSecond = 0.0;  ///< its bandwidth (message bytes a second)
    int sizes = 0;                    ///< message sizes behind the fit
};

/// The fitted all-reduce: per worker count (t = alpha + m / beta) and, over
/// every worker count at once, the link of the ring all-reduce the training
/// model uses (docs/models.md §4):
///
///     t(N, m) = 2 (N - 1) lambda + 2 (N - 1) / N * m / B
///
/// Both are least squares in relative error (each timing weighted by 1/t),
/// so that 8 B (latency-bound) and 256 MiB (bandwidth-bound) count alike;
/// a parameter whose estimate falls below 0 is fixed at 0 and the other
/// refitted. ok = false (with a reason) without a timing at N >= 2 or when
/// no bandwidth can be told (the times do not grow with the size).
struct AllReduceFit {
    bool ok = false;
    std::string reason;
    double latencySeconds = 0.0;           ///< lambda, per message of the ring
    double bandwidthBytesPerSecond = 0.0;  ///< B, of the link
    /// Largest |t_model / t - 1| over the timings of the ring fit.
    double worstRelativeError = 0.0;
    std::vector<CollectiveCost> perWorkers;
};

AllReduceFit fitAllReduce(const std::vector<AllReduceTiming>& timings);

}  // namespace effsurf::core
