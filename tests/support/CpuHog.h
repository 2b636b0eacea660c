// SPDX-License-Identifier: MIT
#pragma once

#include <sys/types.h>

#include <vector>

namespace effsurf::test {

/// Other work on the machine, as a user's browser or a build makes it:
/// `processes` child processes that spin on a CPU each until destroyed; the
/// constructor returns once every one of them is spinning.
/// For tests of what effsurf says about a busy machine.
class CpuHog {
public:
    explicit CpuHog(int processes);
    ~CpuHog();
    CpuHog(const CpuHog&) = delete;
    CpuHog& operator=(const CpuHog&) = delete;

private:
    std::vector<pid_t> children_;
};

}  // namespace effsurf::test
