// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ProbeReport.h"

#include <string>

namespace effsurf::probe {

/// The probe's CSV: `#` comment lines with the machine, the build, the
/// kernels, the fitted all-reduce and one `# allreduce:` line a message size;
/// then one row a repetition:
///
///     series,kernel,precision,threads,repetition,time_s,rate,compute_s,reduce_s
///     gemm-fp64,gemm,fp64,1,1,0.0411,52.3,,
///
/// (`ranks` instead of `threads` in MPI mode). effsurf's importer reads it
/// as one strong-scaling series of time over N per `series` value, the
/// repetitions averaged per N.
class ProbeCsvWriter {
public:
    /// The whole file as text.
    static std::string format(const ProbeReport& report);
    /// Writes the file atomically (a temporary file renamed over it), so a
    /// reader, or a run killed while writing, sees the old or the new file
    /// whole. Throws std::runtime_error naming the file.
    /// `final`: the run's last write, synced to the disk; those between
    /// repetitions are only renamed into place (a sync each would eat a
    /// short kernel's budget, and MPI ranks wait for rank 0 meanwhile).
    static void write(const ProbeReport& report, const std::string& path, bool final = true);
    /// The N column's name for the mode: "threads" or "ranks".
    static std::string workersColumn(const std::string& mode);
};

}  // namespace effsurf::probe
