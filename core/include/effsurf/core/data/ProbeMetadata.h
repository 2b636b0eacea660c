// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace effsurf::core {

/// One message size of a probe's all-reduce sweep (a `# allreduce:` line).
struct ProbeAllReduceSample {
    double workers = 2.0;
    double bytes = 8.0;
    double seconds = 0.0;
    int iterations = 1;
};

/// The header of a CSV that effsurf-probe wrote: its `# key: value` lines
/// (machine, build, kernels, the training step's parameters and compute
/// rate) and its all-reduce sweep. The data rows are a measurement file like
/// any other (MeasurementCsvImporter); this is what the probe knew besides.
struct ProbeMetadata {
    std::string mode;  ///< "threads" or "mpi"; empty: the file is not a probe's
    std::vector<std::pair<std::string, std::string>> entries;
    std::vector<ProbeAllReduceSample> allReduce;

    bool isProbe() const { return !mode.empty(); }
    /// The value of `key`, "" if absent.
    std::string text(const std::string& key) const;
    /// The value of `key` as a finite number, if it is one.
    std::optional<double> number(const std::string& key) const;

    /// Reads the comment lines before the first row. Text that does not
    /// start with "# effsurf-probe:" gives an empty (non-probe) metadata;
    /// a probe line that cannot be read is left out.
    static ProbeMetadata parse(std::string_view text);
    /// Reads the head of `path` (at most 1 MiB); a file that cannot be read
    /// gives an empty metadata.
    static ProbeMetadata readFile(const std::string& path);
};

}  // namespace effsurf::core
