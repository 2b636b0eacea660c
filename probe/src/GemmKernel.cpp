// SPDX-License-Identifier: MIT
#include "effsurf/probe/GemmKernel.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>

namespace effsurf::probe {

/// The three matrices at the datatype, behind one interface.
class GemmKernel::Matrices {
public:
    virtual ~Matrices() = default;
    virtual void initialize(std::size_t rowBegin, std::size_t rowEnd) = 0;
    virtual void multiply(std::size_t rowBegin, std::size_t rowEnd) = 0;
};

namespace {

template <typename T>
class MatricesOf final : public GemmKernel::Matrices {
public:
    explicit MatricesOf(long n) : a_(n, n), b_(n, n), c_(n, n) {}
    void initialize(std::size_t rowBegin, std::size_t rowEnd) override {
        // Values in [-1, 1] with no pattern the hardware could shortcut;
        // small enough that no datatype overflows in a sum of n products.
        const long n = a_.cols();
        for (long j = 0; j < n; ++j)
            for (auto i = static_cast<long>(rowBegin); i < static_cast<long>(rowEnd); ++i) {
                a_(i, j) = T(static_cast<float>(std::sin(0.37 * double(i) + 0.11 * double(j))));
                b_(i, j) = T(static_cast<float>(std::cos(0.23 * double(i) - 0.19 * double(j))) / static_cast<float>(n));
                c_(i, j) = T(0.0f);
            }
    }
    void multiply(std::size_t rowBegin, std::size_t rowEnd) override {
        const auto begin = static_cast<Eigen::Index>(rowBegin), rows = static_cast<Eigen::Index>(rowEnd - rowBegin);
        if (rows > 0) c_.middleRows(begin, rows).noalias() = a_.middleRows(begin, rows) * b_;
    }

private:
    Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic> a_, b_, c_;
};

}  // namespace

GemmKernel::GemmKernel(ElementType type) : type_(type) {}
GemmKernel::~GemmKernel() = default;

void GemmKernel::resize(double size, int /*maxWorkers*/, bool /*partitioned*/) {
    // A multiple of 16, so that every datatype's vector width divides it.
    const double clamped = std::clamp(size, minimumSize(), maximumSize());
    const long order = std::max(64L, static_cast<long>(std::lround(clamped / 16.0)) * 16);
    if (order == order_ && matrices_) return;
    order_ = order;
    matrices_.reset();
    switch (type_) {
        case ElementType::FP64: matrices_ = std::make_unique<MatricesOf<double>>(order_); break;
        case ElementType::FP32: matrices_ = std::make_unique<MatricesOf<float>>(order_); break;
        case ElementType::BF16: matrices_ = std::make_unique<MatricesOf<Eigen::bfloat16>>(order_); break;
        case ElementType::FP16: matrices_ = std::make_unique<MatricesOf<Eigen::half>>(order_); break;
    }
}

double GemmKernel::work() const {
    const auto n = static_cast<double>(order_);
    return 2.0 * n * n * n / 1e9;
}

std::string GemmKernel::arithmetic(ElementType type) {
    if (type == ElementType::FP64 || type == ElementType::FP32) return "native";
    return "emulated (Eigen " + std::to_string(EIGEN_WORLD_VERSION) + "." + std::to_string(EIGEN_MAJOR_VERSION) + "." +
           std::to_string(EIGEN_MINOR_VERSION) + " widens each " + elementTypeId(type) + " to FP32 and rounds back: no CPU's native " +
           elementTypeId(type) + " instructions are used)";
}

std::string GemmKernel::instructionSets() {
    return "Eigen " + std::to_string(EIGEN_WORLD_VERSION) + "." + std::to_string(EIGEN_MAJOR_VERSION) + "." +
           std::to_string(EIGEN_MINOR_VERSION) + " with " + Eigen::SimdInstructionSetsInUse();
}

std::string GemmKernel::description() const {
    const std::string n = std::to_string(order_);
    return "C = A B, " + n + " x " + n + " " + elementTypeId(type_) + " matrices (Eigen GEMM, rows of C shared), " +
           std::to_string(work()) + " GFLOP a repetition; arithmetic " + arithmetic(type_);
}

void GemmKernel::initialize(WorkerGroup& group) {
    std::size_t begin = 0, end = 0;
    group.share(static_cast<std::size_t>(order_), begin, end);
    matrices_->initialize(begin, end);
    group.barrier();
}

void GemmKernel::run(WorkerGroup& group, PhaseClock& /*clock*/) {
    std::size_t begin = 0, end = 0;
    group.share(static_cast<std::size_t>(order_), begin, end);
    matrices_->multiply(begin, end);
}

}  // namespace effsurf::probe
