// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>

namespace effsurf::probe {

/// The datatypes the probe measures at.
enum class ElementType { FP64, FP32, BF16, FP16 };

/// "fp64", "fp32", "bf16", "fp16"
std::string elementTypeId(ElementType type);
/// Bytes an element: 8, 4, 2, 2.
std::size_t elementBytes(ElementType type);

}  // namespace effsurf::probe
