// SPDX-License-Identifier: MIT
#pragma once

#include <stdexcept>
#include <string>

namespace effsurf::cli {

/// A command line that cannot be understood (unknown option, missing value,
/// missing required option). The CLI prints it with a hint and exits with 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace effsurf::cli
