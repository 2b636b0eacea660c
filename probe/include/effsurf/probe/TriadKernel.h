// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ProbeKernel.h"

#include <memory>

namespace effsurf::probe {

/// Memory-bound: STREAM's triad a[i] = b[i] + q c[i] over FP64 arrays far
/// larger than the caches, shared among the workers. 24 bytes an element
/// (STREAM's count: two reads, one write).
class TriadKernel final : public ProbeKernel {
public:
    /// `cacheBytes`: the last-level cache; each array is at least 4 times it
    /// (STREAM's rule), at most 256 MiB.
    explicit TriadKernel(double cacheBytes);

    std::string kind() const override { return "triad"; }
    ElementType type() const override { return ElementType::FP64; }
    double size() const override { return static_cast<double>(elements_); }
    double sizeExponent() const override { return 1.0; }
    double minimumSize() const override;
    double maximumSize() const override;
    void resize(double size, int maxWorkers, bool partitioned) override;
    double work() const override;
    std::string rateUnit() const override { return "GB/s"; }
    std::string description() const override;
    void initialize(WorkerGroup& group) override;
    void run(WorkerGroup& group, PhaseClock& clock) override;

private:
    double cacheBytes_;
    std::size_t elements_ = 0;
    bool partitioned_ = false;
    /// Left uninitialized when allocated: each worker's first write places its pages.
    std::unique_ptr<double[]> a_, b_, c_;
    std::size_t held_ = 0;  ///< elements this process holds: all, or its share
};

}  // namespace effsurf::probe
