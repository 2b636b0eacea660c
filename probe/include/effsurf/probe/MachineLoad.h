// SPDX-License-Identifier: MIT
#pragma once

#include <chrono>
#include <string>

namespace effsurf::probe {

/// How busy the machine is with work other than the probe's own, so that a
/// result taken on a busy computer is not taken for its hardware: the CPU
/// time all processes spent (/proc/stat) less this process's own and that
/// of the children it waited for (getrusage), the hypervisor's steal time,
/// and the load average, between two snapshots. Linux only; elsewhere
/// `known` is false.
class MachineLoad {
public:
    /// What was seen between two snapshots.
    struct Busy {
        bool known = false;
        double otherCpus = 0.0;      ///< CPUs kept busy by other work on average (0 .. cpus)
        double stealFraction = 0.0;  ///< of all CPU time, taken by the hypervisor for other guests
        double loadAverage = 0.0;    ///< the 1-minute load average at the later snapshot
        int cpus = 0;                ///< CPUs online
        double seconds = 0.0;        ///< wall time between the snapshots

        /// Busy enough to move the results: other work kept a quarter of a
        /// CPU or more busy, or the hypervisor took 5 % or more.
        bool busy() const { return known && (otherCpus >= 0.25 || stealFraction >= 0.05); }
        /// "other work kept 1.9 of 2 CPUs busy, steal 0 %, load average 2.05"
        std::string describe() const;
        /// "1.930 0.0000 2.05 2 busy": what the window reads (--progress).
        std::string fields() const;
    };

    /// This moment's counters.
    static MachineLoad now();
    /// From `earlier` to this snapshot.
    Busy since(const MachineLoad& earlier) const;

private:
    bool known_ = false;
    double busyCpuSeconds_ = 0.0;  ///< every CPU's non-idle time since boot
    double stealSeconds_ = 0.0;
    double totalCpuSeconds_ = 0.0;  ///< every CPU's time since boot, idle included
    double ownCpuSeconds_ = 0.0;    ///< this process's user + system time, and its waited-for children's
    std::chrono::steady_clock::time_point taken_{};
};

}  // namespace effsurf::probe
