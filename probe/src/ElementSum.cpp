// SPDX-License-Identifier: MIT
#include "effsurf/probe/ElementSum.h"

#include <Eigen/Core>

namespace effsurf::probe {
namespace {

template <typename T>
void sum(void* into, const void* from, std::size_t begin, std::size_t end) {
    T* target = static_cast<T*>(into);
    const T* source = static_cast<const T*>(from);
    for (std::size_t i = begin; i < end; ++i) target[i] = T(static_cast<float>(target[i]) + static_cast<float>(source[i]));
}

}  // namespace

void sumElements(ElementType type, void* into, const void* from, std::size_t begin, std::size_t end) {
    switch (type) {
        case ElementType::FP64: {
            double* target = static_cast<double*>(into);
            const double* source = static_cast<const double*>(from);
            for (std::size_t i = begin; i < end; ++i) target[i] += source[i];
            return;
        }
        case ElementType::FP32: {
            float* target = static_cast<float*>(into);
            const float* source = static_cast<const float*>(from);
            for (std::size_t i = begin; i < end; ++i) target[i] += source[i];
            return;
        }
        case ElementType::BF16: sum<Eigen::bfloat16>(into, from, begin, end); return;
        case ElementType::FP16: sum<Eigen::half>(into, from, begin, end); return;
    }
}

}  // namespace effsurf::probe
