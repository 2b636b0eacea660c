// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace effsurf::probe {

/// One cache level as hwloc reports it: "L2 2 MiB x 2".
struct CacheLevel {
    int level = 1;
    std::string kind;  ///< "data", "instruction", "unified"
    std::uint64_t bytes = 0;
    int count = 0;
};

/// The machine the probe runs on, read by hwloc: what the output's header
/// records and the order threads are pinned in.
struct MachineTopology {
    std::string cpuModel;
    int cores = 1;
    int hardwareThreads = 1;
    int numaNodes = 1;
    std::vector<CacheLevel> caches;
    /// Operating-system CPU numbers in pinning order: the first hardware
    /// thread of every core, then the second ones (so that N threads up to
    /// the core count each get a core of their own).
    std::vector<int> pinningOrder;
    /// Native low-precision arithmetic the CPU reports ("avx512_bf16", "avx512_fp16", "amx_bf16").
    std::vector<std::string> lowPrecisionFeatures;

    static MachineTopology detect();

    /// The size of the largest cache (the last level), 0 if unknown.
    std::uint64_t lastLevelCacheBytes() const;
    /// 1, 2, 4, ... up to the cores, the cores themselves, then the hardware threads if more.
    std::vector<int> defaultThreadCounts() const;
    /// "L1d 48 KiB x 2, L2 2 MiB x 2, L3 105 MiB x 1"
    std::string cacheSummary() const;
    bool hasFeature(const std::string& name) const;
};

/// "48 KiB", "2 MiB", "1.5 GiB"
std::string formatBytes(double bytes);

}  // namespace effsurf::probe
