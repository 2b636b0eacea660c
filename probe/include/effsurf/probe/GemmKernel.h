// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ProbeKernel.h"

#include <memory>

namespace effsurf::probe {

/// Compute-bound: C = A B for n x n matrices through Eigen's GEMM, the rows
/// of C shared among the workers. 2 n^3 FLOP a repetition.
class GemmKernel final : public ProbeKernel {
public:
    explicit GemmKernel(ElementType type);
    ~GemmKernel() override;

    std::string kind() const override { return "gemm"; }
    ElementType type() const override { return type_; }
    double size() const override { return static_cast<double>(order_); }
    double sizeExponent() const override { return 3.0; }
    double minimumSize() const override { return 64.0; }
    double maximumSize() const override { return 8192.0; }
    void resize(double size, int maxWorkers, bool partitioned) override;
    double work() const override;
    std::string rateUnit() const override { return "GFLOP/s"; }
    std::string description() const override;
    void initialize(WorkerGroup& group) override;
    void run(WorkerGroup& group, PhaseClock& clock) override;

    /// How this build computes `type`: "native" for FP64 and FP32; for BF16
    /// and FP16 Eigen 3.4 widens to FP32 ("emulated"), whatever the CPU has.
    static std::string arithmetic(ElementType type);
    /// "Eigen 3.4.0 with AVX512, FMA, AVX2, AVX, SSE, ..." as the kernels were compiled.
    static std::string instructionSets();

    /// The data at the datatype (defined in the source file).
    class Matrices;

private:
    ElementType type_;
    long order_ = 0;
    std::unique_ptr<Matrices> matrices_;
};

}  // namespace effsurf::probe
