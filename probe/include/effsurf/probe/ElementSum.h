// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ElementType.h"

#include <cstddef>

namespace effsurf::probe {

/// into[i] += from[i] for i in [begin, end), at `type`: BF16 and FP16 are
/// widened to FP32, added and rounded back, as a reduction in that datatype
/// does. The shared-memory and the MPI all-reduce both sum with it.
void sumElements(ElementType type, void* into, const void* from, std::size_t begin, std::size_t end);

}  // namespace effsurf::probe
