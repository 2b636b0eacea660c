// SPDX-License-Identifier: MIT
#include "effsurf/core/util/FileError.h"

#include <string.h>

namespace effsurf::core {
namespace {

// strerror_r is the GNU variant (returning the text) or the XSI one
// (returning 0 and filling the buffer), depending on the C library.
[[maybe_unused]] std::string textOf(const char* result, const char*) { return result; }
[[maybe_unused]] std::string textOf(int result, const char* buffer) { return result == 0 ? buffer : std::string(); }

}  // namespace

std::string FileError::describe(int errorNumber) {
    if (errorNumber == 0) return "the write did not complete";
    char buffer[256] = {};
    std::string text = textOf(::strerror_r(errorNumber, buffer, sizeof buffer), buffer);
    return text.empty() ? "system error " + std::to_string(errorNumber) : text;
}

}  // namespace effsurf::core
