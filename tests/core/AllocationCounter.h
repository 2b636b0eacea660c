// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

namespace effsurf::test {

/// True where heap allocations are counted: the test executable interposes
/// malloc/calloc/realloc (glibc allows it). Under AddressSanitizer, which
/// owns malloc itself, counting is off and tests that need it skip.
bool allocationCountingAvailable();

/// malloc/calloc/realloc calls so far in this process (C++ new included,
/// since libstdc++'s operator new calls malloc; Eigen's arrays too).
std::size_t allocationCount();

}  // namespace effsurf::test
