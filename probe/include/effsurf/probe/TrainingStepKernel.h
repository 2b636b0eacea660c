// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ProbeKernel.h"

#include <memory>

namespace effsurf::probe {

/// An emulated data-parallel training step: a global batch of B samples,
/// each worker computing the gradient of one h x h layer on its share
/// (G_w = X_w^T D_w, a GEMM at the datatype: 2 B h^2 FLOP in all), then
/// the gradient buffers (h^2 elements of the datatype's size) all-reduced
/// across the workers: through shared memory among threads, MPI_Allreduce
/// among ranks. The two phases are timed apart.
class TrainingStepKernel final : public ProbeKernel {
public:
    static constexpr long kLayerWidth = 1024;  ///< h: a gradient of 2^20 elements

    explicit TrainingStepKernel(ElementType type);
    ~TrainingStepKernel() override;

    std::string kind() const override { return "train"; }
    ElementType type() const override { return type_; }
    double size() const override { return static_cast<double>(batch_); }
    double sizeExponent() const override { return 1.0; }
    double minimumSize() const override { return 16.0; }
    double maximumSize() const override { return 262144.0; }
    void resize(double size, int maxWorkers, bool partitioned) override;
    double work() const override;
    std::string rateUnit() const override { return "GFLOP/s"; }
    std::string description() const override;
    bool hasReducePhase() const override { return true; }
    void initialize(WorkerGroup& group) override;
    void run(WorkerGroup& group, PhaseClock& clock) override;

    /// The gradient's elements (the model's parameters P) and FLOP of a step.
    double parameters() const { return double(kLayerWidth) * double(kLayerWidth); }
    double flopPerStep() const { return 2.0 * double(batch_) * parameters(); }

    /// The data at the datatype (defined in the source file).
    class Buffers;

private:
    ElementType type_;
    long batch_ = 0;
    bool partitioned_ = false;
    int maxWorkers_ = 1;
    std::unique_ptr<Buffers> buffers_;
};

}  // namespace effsurf::probe
