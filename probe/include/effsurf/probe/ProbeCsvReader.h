// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ProbeReport.h"

#include <string>

namespace effsurf::probe {

/// Reads a file ProbeCsvWriter wrote back into a report (for `--append`:
/// another P of an MPI series joins the same file). Throws
/// std::runtime_error naming the file and line of anything it does not
/// recognise: a file that is not a probe's is not appended to.
class ProbeCsvReader {
public:
    static ProbeReport read(const std::string& path);
    /// Whether `path` names an existing file (what --append adds to).
    static bool exists(const std::string& path);
    static ProbeReport parse(const std::string& text, const std::string& fileName);
};

}  // namespace effsurf::probe
