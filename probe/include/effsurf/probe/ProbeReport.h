// SPDX-License-Identifier: MIT
#pragma once

#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace effsurf::probe {

/// One timed repetition of one kernel on `workers` threads (or MPI ranks).
struct ProbeSample {
    std::string kernel;     ///< "gemm", "triad", "train"
    std::string precision;  ///< "fp64", "fp32", "bf16", "fp16"
    int workers = 1;
    int repetition = 1;
    double seconds = 0.0;
    /// Work a second: GFLOP/s for compute kernels, GB/s for the triad.
    double rate = 0.0;
    /// The training step's phases: computing the share, reducing the gradient (NaN for other kernels).
    double computeSeconds = std::numeric_limits<double>::quiet_NaN();
    double reduceSeconds = std::numeric_limits<double>::quiet_NaN();

    /// The series the sample belongs to: "gemm-fp64".
    std::string series() const { return kernel + "-" + precision; }
};

/// One message size of the all-reduce sweep: the mean time of `iterations`
/// all-reduces of `bytes` among `workers` (OSU style: after a warm-up).
struct CollectiveSample {
    int workers = 2;
    double bytes = 8.0;
    double seconds = 0.0;
    int iterations = 1;
};

/// What a probe run measured so far and how: the header comments (ordered
/// "key: value" lines), the repetitions and the all-reduce sweep. Written
/// whole after every point (ProbeCsvWriter), so an interrupted run leaves
/// the file of what it finished.
struct ProbeReport {
    std::string mode;  ///< "threads" or "mpi"
    std::vector<std::pair<std::string, std::string>> header;
    std::vector<ProbeSample> samples;
    std::vector<CollectiveSample> collective;
    /// "running", "complete", "budget reached", "interrupted"
    std::string status = "running";

    /// Sets (or replaces) one header line.
    void set(const std::string& key, const std::string& value);
    /// The header value of `key`, or "" when there is none.
    std::string get(const std::string& key) const;
};

}  // namespace effsurf::probe
