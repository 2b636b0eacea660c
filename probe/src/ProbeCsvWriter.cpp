// SPDX-License-Identifier: MIT
#include "effsurf/probe/ProbeCsvWriter.h"

#include "effsurf/core/util/AtomicFile.h"

#include <cmath>
#include <charconv>

namespace effsurf::probe {
namespace {

/// A number in the shortest form that reads back to the same double
/// (locale-independent); "" for NaN (the kernel has no such phase).
std::string number(double value) {
    if (std::isnan(value)) return {};
    char buffer[40];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, written.ptr);
}

}  // namespace

std::string ProbeCsvWriter::workersColumn(const std::string& mode) { return mode == "mpi" ? "ranks" : "threads"; }

std::string ProbeCsvWriter::format(const ProbeReport& report) {
    std::string text = "# effsurf-probe: " + report.mode + " mode\n";
    for (const auto& [key, value] : report.header) text += "# " + key + ": " + value + "\n";
    text += "# status: " + report.status + "\n";
    for (const CollectiveSample& c : report.collective)
        text += "# allreduce: workers=" + std::to_string(c.workers) + " bytes=" + number(c.bytes) + " seconds=" + number(c.seconds) +
                " iterations=" + std::to_string(c.iterations) + "\n";
    text += "series,kernel,precision," + workersColumn(report.mode) + ",repetition,time_s,rate,compute_s,reduce_s\n";
    for (const ProbeSample& s : report.samples) {
        text += s.series() + "," + s.kernel + "," + s.precision + "," + std::to_string(s.workers) + "," + std::to_string(s.repetition) +
                "," + number(s.seconds) + "," + number(s.rate) + "," + number(s.computeSeconds) + "," + number(s.reduceSeconds) + "\n";
    }
    return text;
}

void ProbeCsvWriter::write(const ProbeReport& report, const std::string& path, bool final) {
    core::AtomicFile file(path, final ? core::AtomicFile::Sync::ToDisk : core::AtomicFile::Sync::No);
    file.stream() << format(report);
    file.commit();
}

}  // namespace effsurf::probe
