// SPDX-License-Identifier: MIT
#include "effsurf/probe/ElementType.h"

namespace effsurf::probe {

std::string elementTypeId(ElementType type) {
    switch (type) {
        case ElementType::FP64: return "fp64";
        case ElementType::FP32: return "fp32";
        case ElementType::BF16: return "bf16";
        case ElementType::FP16: return "fp16";
    }
    return "fp64";
}

std::size_t elementBytes(ElementType type) {
    switch (type) {
        case ElementType::FP64: return 8;
        case ElementType::FP32: return 4;
        case ElementType::BF16:
        case ElementType::FP16: return 2;
    }
    return 8;
}

}  // namespace effsurf::probe
