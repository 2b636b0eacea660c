// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>

namespace effsurf::core {

enum class AllReduceAlgorithm { Ring, Tree };
enum class ScalingMode {
    Strong,  ///< global batch fixed: per-worker compute F / (N X)
    Weak,    ///< per-worker batch fixed: per-worker compute F / X
};

/// A ring all-reduce among `ranks` (docs/models.md §4): 2 (r - 1) latencies
/// and 2 (r - 1)/r of the data, where `transferSeconds` is the whole buffer's
/// time on the link. 0 for a single rank.
double ringAllReduceSeconds(double ranks, double latencySeconds, double transferSeconds);
/// An all-reduce among `ranks` by `algorithm`: the ring's, or a binary
/// tree's 2 ceil(log2 r) (latency + the whole buffer's time), which moves
/// more data but waits for fewer latencies. 0 for a single rank.
double allReduceSeconds(AllReduceAlgorithm algorithm, double ranks, double latencySeconds, double transferSeconds);

/// Parameters of data-parallel training in the alpha-beta model (docs/models.md
/// §4). Validated by TrainingModel's constructor.
struct TrainingParameters {
    double parameterCount = 1e9;            ///< P, model parameters (gradient elements)
    double bytesPerElement = 2.0;           ///< b, gradient element size (2 for FP16/BF16)
    double flopsPerStep = 6e15;             ///< F, FLOP per step: global batch (strong) or per worker (weak)
    double throughputFlops = 150e12;        ///< X, sustained FLOP/s per worker at this precision
    double latencySeconds = 5e-6;           ///< lambda, per-message link latency
    double bandwidthBytesPerSecond = 25e9;  ///< B, link bandwidth
    AllReduceAlgorithm algorithm = AllReduceAlgorithm::Ring;
    ScalingMode scaling = ScalingMode::Strong;
    double overlap = 0.0;            ///< omega in [0, 1]: share of communication hidden behind backward compute
    double sequentialSeconds = 0.0;  ///< T_seq: per-step work no worker count divides (data loading, optimizer)
};

/// Per-step times of one configuration, in seconds.
struct StepTimes {
    double compute;               ///< T_comp(N)
    double communication;         ///< T_comm(N), the whole all-reduce
    double exposedCommunication;  ///< (1 - omega) T_comm(N), the part that adds to the step
    double sequential;            ///< T_seq
    double total;                 ///< T_step(N) = T_seq + T_comp + (1 - omega) T_comm
};

/// Data-parallel training as a trajectory on the efficiency surface:
///
///     ring all-reduce  T_comm(N) = 2 (N - 1) lambda + 2 (N - 1)/N * P b / B
///     tree all-reduce  T_comm(N) = 2 ceil(log2 N) (lambda + P b / B)
///     T_step(N) = T_seq + T_comp(N) + (1 - omega) T_comm(N)
///
/// Speedup is throughput relative to one worker: T(1)/T(N) under strong
/// scaling, N T(1)/T(N) under weak scaling (N times the work per step); E = S/N
/// and s_eff(N) from L4. (docs/models.md's E = T(1)/(N T(N)) is the strong-scaling
/// case; applied to weak scaling literally it would charge the N-fold work as
/// inefficiency.)
class TrainingModel {
public:
    /// Throws InvalidParameter naming the first invalid field.
    explicit TrainingModel(const TrainingParameters& parameters);

    const TrainingParameters& parameters() const noexcept { return parameters_; }

    /// N is a worker count: an integer >= 1 (throws otherwise).
    StepTimes stepTimes(double n) const;
    double speedup(double n) const;
    double efficiency(double n) const;
    /// s_eff(N) by L4; at N = 1 the limit as N -> 1 is not defined, so N must be >= 2.
    double effectiveSerialFraction(double n) const;
    /// Steps per second (strong) or worker-steps per second (weak): work done per second
    /// in units of one worker's step.
    double throughput(double n) const;

    struct Optimum {
        double workerCount;  ///< integer N in [1, maxN] with the largest throughput
        double speedup;
    };
    /// The N of maximal throughput (the performance wall) within [1, maxN].
    Optimum bestWorkerCount(double maxN) const;

    static std::string_view algorithmId(AllReduceAlgorithm algorithm);
    static AllReduceAlgorithm parseAlgorithm(std::string_view id);
    static std::string_view scalingId(ScalingMode mode);
    static ScalingMode parseScaling(std::string_view id);

private:
    TrainingParameters parameters_;
};

}  // namespace effsurf::core
