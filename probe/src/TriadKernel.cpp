// SPDX-License-Identifier: MIT
#include "effsurf/probe/TriadKernel.h"

#include "effsurf/probe/MachineTopology.h"

#include <algorithm>
#include <cmath>

namespace effsurf::probe {
namespace {

constexpr double kMaxArrayBytes = 256.0 * 1024 * 1024;
constexpr double kScalar = 3.0;

}  // namespace

TriadKernel::TriadKernel(double cacheBytes) : cacheBytes_(cacheBytes) {}

double TriadKernel::minimumSize() const {
    // STREAM's rule: each array at least four times the largest cache (and 4 MiB when none is known).
    return std::min(std::max(4.0 * cacheBytes_, 4.0 * 1024 * 1024), kMaxArrayBytes) / sizeof(double);
}

double TriadKernel::maximumSize() const { return kMaxArrayBytes / sizeof(double); }

void TriadKernel::resize(double size, int /*maxWorkers*/, bool partitioned) {
    const auto elements = static_cast<std::size_t>(std::clamp(size, minimumSize(), maximumSize()));
    partitioned_ = partitioned;
    elements_ = elements;
    held_ = 0;
    a_.reset();
    b_.reset();
    c_.reset();
}

double TriadKernel::work() const { return 24.0 * static_cast<double>(elements_) / 1e9; }

std::string TriadKernel::description() const {
    return "STREAM triad a = b + 3 c over 3 fp64 arrays of " + formatBytes(8.0 * static_cast<double>(elements_)) +
           (partitioned_ ? " in all (each rank holds its share)" : "") + ", " + std::to_string(work()) +
           " GB a repetition (24 bytes an element)";
}

void TriadKernel::initialize(WorkerGroup& group) {
    std::size_t begin = 0, end = 0;
    group.share(elements_, begin, end);
    const std::size_t held = partitioned_ ? end - begin : elements_;
    if (partitioned_) {
        begin = 0;
        end = held;
    }
    if (group.rank() == 0 || partitioned_) {
        if (held_ != held) {
            a_.reset(new double[held]);
            b_.reset(new double[held]);
            c_.reset(new double[held]);
            held_ = held;
        }
    }
    group.barrier();
    for (std::size_t i = begin; i < end; ++i) {
        a_[i] = 0.0;
        b_[i] = 1.0;
        c_[i] = 2.0;
    }
    group.barrier();
}

void TriadKernel::run(WorkerGroup& group, PhaseClock& /*clock*/) {
    std::size_t begin = 0, end = 0;
    if (partitioned_) {
        end = held_;
    } else {
        group.share(elements_, begin, end);
    }
    double* a = a_.get();
    const double* b = b_.get();
    const double* c = c_.get();
    for (std::size_t i = begin; i < end; ++i) a[i] = b[i] + kScalar * c[i];
}

}  // namespace effsurf::probe
