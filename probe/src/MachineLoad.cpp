// SPDX-License-Identifier: MIT
#include "effsurf/probe/MachineLoad.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <sys/resource.h>
#include <unistd.h>

namespace effsurf::probe {
namespace {

double secondsOf(const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) * 1e-6; }

double loadAverage() {
    std::ifstream in("/proc/loadavg");
    double one = 0.0;
    in >> one;
    return in ? one : 0.0;
}

}  // namespace

MachineLoad MachineLoad::now() {
    MachineLoad load;
    load.taken_ = std::chrono::steady_clock::now();
    rusage own{};
    if (::getrusage(RUSAGE_SELF, &own) == 0) load.ownCpuSeconds_ = secondsOf(own.ru_utime) + secondsOf(own.ru_stime);
    // The children it has waited for worked for it too (a script or test that
    // runs mpirun and its ranks): their time is not other work.
    rusage children{};
    if (::getrusage(RUSAGE_CHILDREN, &children) == 0) load.ownCpuSeconds_ += secondsOf(children.ru_utime) + secondsOf(children.ru_stime);
    // "cpu  user nice system idle iowait irq softirq steal guest guest_nice",
    // in clock ticks; guest time is already inside user and nice.
    std::ifstream stat("/proc/stat");
    std::string line;
    if (!std::getline(stat, line) || line.compare(0, 4, "cpu ") != 0) return load;
    std::istringstream fields(line.substr(4));
    double v[8] = {};
    for (double& value : v) fields >> value;
    if (!fields) return load;
    const double tick = double(::sysconf(_SC_CLK_TCK));
    if (tick <= 0) return load;
    const double idle = v[3] + v[4];
    const double busy = v[0] + v[1] + v[2] + v[5] + v[6];
    load.busyCpuSeconds_ = busy / tick;
    load.stealSeconds_ = v[7] / tick;
    load.totalCpuSeconds_ = (busy + idle + v[7]) / tick;
    load.known_ = true;
    return load;
}

MachineLoad::Busy MachineLoad::since(const MachineLoad& earlier) const {
    Busy b;
    b.cpus = int(std::max(1L, ::sysconf(_SC_NPROCESSORS_ONLN)));
    b.loadAverage = loadAverage();
    b.seconds = std::chrono::duration<double>(taken_ - earlier.taken_).count();
    const double total = totalCpuSeconds_ - earlier.totalCpuSeconds_;
    if (!known_ || !earlier.known_ || b.seconds <= 0.0 || total <= 0.0) return b;
    b.known = true;
    // Ticks are coarse (10 ms): over a short span the figures are rounded, never negative.
    const double others = (busyCpuSeconds_ - earlier.busyCpuSeconds_) - (ownCpuSeconds_ - earlier.ownCpuSeconds_);
    b.otherCpus = std::clamp(others / b.seconds, 0.0, double(b.cpus));
    b.stealFraction = std::clamp((stealSeconds_ - earlier.stealSeconds_) / total, 0.0, 1.0);
    return b;
}

std::string MachineLoad::Busy::describe() const {
    if (!known) return "not known on this system";
    char text[160];
    std::snprintf(text, sizeof text, "other work kept %.1f of %d CPU%s busy, steal %.0f %%, load average %.2f", otherCpus, cpus,
                  cpus == 1 ? "" : "s", 100.0 * stealFraction, loadAverage);
    return text;
}

std::string MachineLoad::Busy::fields() const {
    char text[96];
    std::snprintf(text, sizeof text, "%.3f %.4f %.2f %d %s", otherCpus, stealFraction, loadAverage, cpus, busy() ? "busy" : "quiet");
    return text;
}

}  // namespace effsurf::probe
