// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ProbeOptions.h"

#include <iosfwd>

namespace effsurf::probe {

/// `effsurf-probe threads`: the kernels' strong scaling over thread counts
/// of this machine, then the all-reduce sweep among the threads.
class ThreadProbe {
public:
    /// Runs the whole mode; returns the exit status (0, or 130 when stopped
    /// by Ctrl-C). Throws ProbeUsageError for an output that cannot be
    /// written or appended to, std::runtime_error for other failures.
    static int run(const ProbeOptions& options, std::ostream& out);
};

/// The message sizes of an all-reduce sweep: 8 B, 16 B, ... up to `maxBytes`.
std::vector<double> messageSizes(double maxBytes);
/// OSU's iteration counts: 100 warm-up and 1000 timed up to 8 KiB, 10 and 100 above.
int osuWarmup(double bytes, int cap = 0);
int osuIterations(double bytes, int cap = 0);
/// The sweep's small messages, up to 64 KiB: measured even when the kernels
/// have used the budget up (a machine slower than its sizing said, a busy
/// one). They take milliseconds, and without two sizes there is no alpha,
/// beta and no prediction; the larger messages keep to the budget.
bool alwaysSwept(double bytes);
/// The iterations timed together in one batch of the sweep, whose fastest
/// batch is the size's time: as many as last about 0.2 ms (shorter than a
/// scheduler's time slice, so that on a busy machine some batch runs with
/// every worker on a core), at least 1, and at most a third of `iterations`
/// (three batches at least). `perIterationSeconds` is the warm-up's mean.
int iterationsPerBatch(int iterations, double perIterationSeconds);

}  // namespace effsurf::probe
