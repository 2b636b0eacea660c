// SPDX-License-Identifier: MIT
#include "effsurf/probe/MachineTopology.h"

#if EFFSURF_HAVE_HWLOC
#include <hwloc.h>
#endif

#include <algorithm>
#include <sched.h>
#include <thread>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace effsurf::probe {
namespace {

/// Features from the kernel's flags line: whether the CPU multiplies BF16 and
/// FP16 itself (Linux; empty elsewhere).
std::vector<std::string> readLowPrecisionFeatures() {
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line;
    std::vector<std::string> found;
    while (std::getline(cpuinfo, line)) {
        if (line.rfind("flags", 0) != 0) continue;
        std::istringstream words(line.substr(line.find(':') + 1));
        std::string flag;
        while (words >> flag)
            if (flag == "avx512_bf16" || flag == "avx512_fp16" || flag == "amx_bf16" || flag == "amx_fp16" || flag == "f16c")
                found.push_back(flag);
        break;
    }
    std::sort(found.begin(), found.end());
    return found;
}

/// What the kernel says without hwloc: the CPUs this process may use and
/// the model name (cores are then taken to be the hardware threads).
MachineTopology detectWithoutHwloc(MachineTopology machine) {
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line;
    while (std::getline(cpuinfo, line))
        if (line.rfind("model name", 0) == 0) {
            machine.cpuModel = line.substr(line.find(':') + 2);
            break;
        }
    if (machine.cpuModel.empty()) machine.cpuModel = "unknown";
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(static_cast<std::size_t>(cpu), &allowed)) machine.pinningOrder.push_back(cpu);
    const int count = machine.pinningOrder.empty() ? std::max(1, static_cast<int>(std::thread::hardware_concurrency()))
                                                   : static_cast<int>(machine.pinningOrder.size());
    machine.cores = machine.hardwareThreads = count;
    return machine;
}

#if EFFSURF_HAVE_HWLOC
/// A RAII holder, so that an exception between init and destroy leaks nothing.
class HwlocTopology {
public:
    HwlocTopology() {
        hwloc_topology_init(&topology_);
        loaded_ = hwloc_topology_load(topology_) == 0;
    }
    ~HwlocTopology() { hwloc_topology_destroy(topology_); }
    HwlocTopology(const HwlocTopology&) = delete;
    HwlocTopology& operator=(const HwlocTopology&) = delete;
    hwloc_topology_t get() const { return topology_; }
    bool loaded() const { return loaded_; }

private:
    hwloc_topology_t topology_ = nullptr;
    bool loaded_ = false;
};
#endif

}  // namespace

MachineTopology MachineTopology::detect() {
    MachineTopology machine;
    machine.lowPrecisionFeatures = readLowPrecisionFeatures();
#if !EFFSURF_HAVE_HWLOC
    return detectWithoutHwloc(machine);
#else
    HwlocTopology holder;
    if (!holder.loaded()) return detectWithoutHwloc(machine);
    hwloc_topology_t topology = holder.get();

    machine.cores = std::max(1, hwloc_get_nbobjs_by_type(topology, HWLOC_OBJ_CORE));
    machine.hardwareThreads = std::max(1, hwloc_get_nbobjs_by_type(topology, HWLOC_OBJ_PU));
    machine.numaNodes = std::max(1, hwloc_get_nbobjs_by_type(topology, HWLOC_OBJ_NUMANODE));
    if (hwloc_obj_t package = hwloc_get_obj_by_type(topology, HWLOC_OBJ_PACKAGE, 0))
        if (const char* model = hwloc_obj_get_info_by_name(package, "CPUModel")) machine.cpuModel = model;
    if (machine.cpuModel.empty())
        if (const char* model = hwloc_obj_get_info_by_name(hwloc_get_root_obj(topology), "CPUModel")) machine.cpuModel = model;
    if (machine.cpuModel.empty()) machine.cpuModel = "unknown";

    const struct {
        hwloc_obj_type_t type;
        int level;
    } levels[] = {{HWLOC_OBJ_L1CACHE, 1}, {HWLOC_OBJ_L1ICACHE, 1}, {HWLOC_OBJ_L2CACHE, 2}, {HWLOC_OBJ_L3CACHE, 3}, {HWLOC_OBJ_L4CACHE, 4}};
    for (const auto& level : levels) {
        const int count = hwloc_get_nbobjs_by_type(topology, level.type);
        if (count <= 0) continue;
        hwloc_obj_t cache = hwloc_get_obj_by_type(topology, level.type, 0);
        if (!cache || !cache->attr) continue;
        CacheLevel entry;
        entry.level = level.level;
        entry.kind = cache->attr->cache.type == HWLOC_OBJ_CACHE_INSTRUCTION ? "instruction"
                     : cache->attr->cache.type == HWLOC_OBJ_CACHE_DATA      ? "data"
                                                                            : "unified";
        entry.bytes = cache->attr->cache.size;
        entry.count = count;
        machine.caches.push_back(entry);
    }

    // Pinning order: hardware thread k of every core before thread k + 1 of any.
    std::vector<std::vector<int>> perCore;
    for (int c = 0; c < hwloc_get_nbobjs_by_type(topology, HWLOC_OBJ_CORE); ++c) {
        hwloc_obj_t core = hwloc_get_obj_by_type(topology, HWLOC_OBJ_CORE, static_cast<unsigned>(c));
        if (!core) continue;
        std::vector<int> threads;
        const int inside = hwloc_get_nbobjs_inside_cpuset_by_type(topology, core->cpuset, HWLOC_OBJ_PU);
        for (int p = 0; p < inside; ++p)
            if (hwloc_obj_t pu = hwloc_get_obj_inside_cpuset_by_type(topology, core->cpuset, HWLOC_OBJ_PU, static_cast<unsigned>(p)))
                threads.push_back(static_cast<int>(pu->os_index));
        perCore.push_back(threads);
    }
    for (std::size_t k = 0;; ++k) {
        bool any = false;
        for (const auto& threads : perCore)
            if (k < threads.size()) {
                machine.pinningOrder.push_back(threads[k]);
                any = true;
            }
        if (!any) break;
    }
    return machine;
#endif
}

std::uint64_t MachineTopology::lastLevelCacheBytes() const {
    std::uint64_t largest = 0;
    int level = 0;
    for (const CacheLevel& cache : caches)
        if (cache.kind != "instruction" && cache.level >= level) {
            level = cache.level;
            largest = cache.bytes;
        }
    return largest;
}

std::vector<int> MachineTopology::defaultThreadCounts() const {
    std::vector<int> counts;
    for (int n = 1; n < cores; n *= 2) counts.push_back(n);
    counts.push_back(cores);
    if (hardwareThreads > cores) counts.push_back(hardwareThreads);
    return counts;
}

std::string formatBytes(double bytes) {
    const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    while (bytes >= 1024.0 && unit < 4) {
        bytes /= 1024.0;
        ++unit;
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, bytes == static_cast<double>(static_cast<long long>(bytes)) ? "%.0f %s" : "%.1f %s", bytes,
                  units[unit]);
    return buffer;
}

std::string MachineTopology::cacheSummary() const {
    std::string text;
    for (const CacheLevel& cache : caches) {
        if (!text.empty()) text += ", ";
        text += "L" + std::to_string(cache.level) +
                (cache.kind == "data"          ? "d"
                 : cache.kind == "instruction" ? "i"
                                               : "") +
                " " + formatBytes(static_cast<double>(cache.bytes)) + " x " + std::to_string(cache.count);
    }
    return text.empty() ? "unknown" : text;
}

bool MachineTopology::hasFeature(const std::string& name) const {
    return std::find(lowPrecisionFeatures.begin(), lowPrecisionFeatures.end(), name) != lowPrecisionFeatures.end();
}

}  // namespace effsurf::probe
