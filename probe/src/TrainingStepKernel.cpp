// SPDX-License-Identifier: MIT
#include "effsurf/probe/TrainingStepKernel.h"

#include "effsurf/probe/GemmKernel.h"
#include "effsurf/probe/MachineTopology.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <vector>

namespace effsurf::probe {

class TrainingStepKernel::Buffers {
public:
    virtual ~Buffers() = default;
    /// Writes this worker's rows of X and D and its gradient buffer.
    virtual void initialize(int worker, std::size_t rowBegin, std::size_t rowEnd) = 0;
    /// G_worker = X[rows]^T D[rows]; returns the gradient's storage.
    virtual void* computeGradient(int worker, std::size_t rowBegin, std::size_t rowEnd) = 0;
};

namespace {

template <typename T>
class BuffersOf final : public TrainingStepKernel::Buffers {
public:
    using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    BuffersOf(long rows, long width, int gradients) : x_(rows, width), d_(rows, width), gradients_(std::size_t(gradients)) {}

    void initialize(int worker, std::size_t rowBegin, std::size_t rowEnd) override {
        const long width = x_.cols();
        for (auto i = static_cast<long>(rowBegin); i < static_cast<long>(rowEnd); ++i)
            for (long j = 0; j < width; ++j) {
                // Activations of order 1, output gradients of order 1/B: the
                // summed gradient stays within every datatype's range.
                x_(i, j) = T(static_cast<float>(std::sin(0.31 * double(i) + 0.07 * double(j))));
                d_(i, j) = T(static_cast<float>(std::cos(0.17 * double(i) - 0.05 * double(j)) / double(x_.rows())));
            }
        gradients_[std::size_t(worker)] = Matrix::Zero(width, width);
    }

    void* computeGradient(int worker, std::size_t rowBegin, std::size_t rowEnd) override {
        Matrix& g = gradients_[std::size_t(worker)];
        const auto begin = static_cast<Eigen::Index>(rowBegin), rows = static_cast<Eigen::Index>(rowEnd - rowBegin);
        if (rows > 0) g.noalias() = x_.middleRows(begin, rows).transpose() * d_.middleRows(begin, rows);
        else g.setZero();
        return g.data();
    }

private:
    Matrix x_, d_;
    std::vector<Matrix> gradients_;
};

}  // namespace

TrainingStepKernel::TrainingStepKernel(ElementType type) : type_(type) {}
TrainingStepKernel::~TrainingStepKernel() = default;

void TrainingStepKernel::resize(double size, int maxWorkers, bool partitioned) {
    batch_ = std::max(16L, static_cast<long>(std::lround(std::clamp(size, minimumSize(), maximumSize()))));
    partitioned_ = partitioned;
    // An MPI rank holds its own rows of the batch (resized in initialize,
    // when its rank and the rank count are known) and one gradient.
    buffers_.reset();
    maxWorkers_ = partitioned ? 1 : maxWorkers;
}

double TrainingStepKernel::work() const { return flopPerStep() / 1e9; }

std::string TrainingStepKernel::description() const {
    return "data-parallel step: global batch " + std::to_string(batch_) + ", gradient G = X^T D of " + std::to_string(kLayerWidth) + " x " +
           std::to_string(kLayerWidth) + " " + elementTypeId(type_) + " (" + formatBytes(parameters() * double(elementBytes(type_))) +
           ") all-reduced, " + std::to_string(work()) + " GFLOP a step; arithmetic " + GemmKernel::arithmetic(type_);
}

void TrainingStepKernel::initialize(WorkerGroup& group) {
    std::size_t begin = 0, end = 0;
    group.share(static_cast<std::size_t>(batch_), begin, end);
    if (group.rank() == 0 || partitioned_) {
        const long rows = partitioned_ ? static_cast<long>(end - begin) : batch_;
        switch (type_) {
            case ElementType::FP64: buffers_ = std::make_unique<BuffersOf<double>>(rows, kLayerWidth, maxWorkers_); break;
            case ElementType::FP32: buffers_ = std::make_unique<BuffersOf<float>>(rows, kLayerWidth, maxWorkers_); break;
            case ElementType::BF16: buffers_ = std::make_unique<BuffersOf<Eigen::bfloat16>>(rows, kLayerWidth, maxWorkers_); break;
            case ElementType::FP16: buffers_ = std::make_unique<BuffersOf<Eigen::half>>(rows, kLayerWidth, maxWorkers_); break;
        }
    }
    group.barrier();
    if (partitioned_) buffers_->initialize(0, 0, end - begin);
    else buffers_->initialize(group.rank(), begin, end);
    group.barrier();
}

void TrainingStepKernel::run(WorkerGroup& group, PhaseClock& clock) {
    std::size_t begin = 0, end = 0;
    group.share(static_cast<std::size_t>(batch_), begin, end);
    void* gradient = partitioned_ ? buffers_->computeGradient(0, 0, end - begin) : buffers_->computeGradient(group.rank(), begin, end);
    group.barrier();
    if (group.rank() == 0) clock.computed = std::chrono::steady_clock::now();
    group.allReduce(gradient, static_cast<std::size_t>(parameters()), type_);
}

}  // namespace effsurf::probe
