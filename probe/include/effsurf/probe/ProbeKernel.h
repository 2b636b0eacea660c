// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ElementType.h"
#include "effsurf/probe/WorkerGroup.h"

#include <chrono>
#include <string>

namespace effsurf::probe {

/// Where a repetition of a kernel with two phases (compute, then reduce)
/// passed from one to the other, stamped by rank 0.
struct PhaseClock {
    std::chrono::steady_clock::time_point computed{};
};

/// A fixed problem the probe times on 1, 2, ... workers (strong scaling). The
/// probe sizes it once, from one worker's time, and keeps the size for every
/// worker count; each worker computes its share (WorkerGroup::share).
class ProbeKernel {
public:
    virtual ~ProbeKernel() = default;

    /// "gemm", "triad", "train"
    virtual std::string kind() const = 0;
    virtual ElementType type() const = 0;
    /// The series name: "gemm-fp64".
    std::string id() const { return kind() + "-" + elementTypeId(type()); }

    /// The problem-size knob (the matrix order, elements, the batch) and how
    /// work grows with it: work ∝ size^sizeExponent().
    virtual double size() const = 0;
    virtual double sizeExponent() const = 0;
    virtual double minimumSize() const = 0;
    virtual double maximumSize() const = 0;
    /// Sets the size (rounded to what the kernel can do) and allocates for up
    /// to `maxWorkers` workers. `partitioned`: this process holds only its own
    /// share of distributed data (an MPI rank), not the whole problem.
    virtual void resize(double size, int maxWorkers, bool partitioned) = 0;

    /// Work of one repetition in rateUnit()'s numerator: GFLOP or GB.
    virtual double work() const = 0;
    /// "GFLOP/s" or "GB/s"
    virtual std::string rateUnit() const = 0;
    /// The header line: the problem, its size, and how the datatype is computed.
    virtual std::string description() const = 0;
    /// Whether the kernel has a reduction phase after its compute phase.
    virtual bool hasReducePhase() const { return false; }

    /// Writes the initial data, each worker its share (pages are placed by first touch).
    virtual void initialize(WorkerGroup& group) = 0;
    /// One repetition on every worker of `group`.
    virtual void run(WorkerGroup& group, PhaseClock& clock) = 0;
};

}  // namespace effsurf::probe
