// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ImportOptions.h"
#include "effsurf/core/data/MeasurementSeries.h"

#include <optional>
#include <string>
#include <string_view>

namespace effsurf::core {

/// Which part of an Extra-P file to read.
struct ExtraPSelection {
    std::optional<std::string> processParameter;  ///< default: p, procs, processes, n, np, ranks, cores, or the only parameter
    std::optional<std::string> region;            ///< default: the first REGION
    std::optional<std::string> metric;            ///< default: "time" if present, else the first METRIC
};

/// Imports Extra-P's text input format:
///
///     PARAMETER p            (one or more; several per line allowed)
///     POINTS 1 2 4 8         (one parameter) or  POINTS ( 1 10 ) ( 2 10 ) ...
///     REGION main            (optional; starts a block of DATA)
///     METRIC time            (optional; starts a block of DATA)
///     DATA 10.1 10.3 9.9     (one line per point, in POINTS order; repetitions)
///
/// One parameter is taken as the process count; the others must be constant
/// within the chosen points. Repetitions are averaged, and their minimum,
/// maximum and standard deviation kept (a point listed twice in POINTS is
/// the same N measured again: its repetitions join). The metric is read as a
/// time (a cost that parallelism should divide).
///
/// Throws ImportError for whole-file problems (empty, binary, no PARAMETER,
/// POINTS or DATA, unknown region/metric/parameter, a varying second
/// parameter). Line problems are issues: unknown keyword, non-numeric, NaN,
/// infinite, zero, negative or implausibly large values (MeasurementLimits),
/// a point with N < 1 or N > 10^12, a tuple of the wrong size, too many or
/// too few DATA lines for the POINTS, an empty DATA line.
class ExtraPImporter {
public:
    static MeasurementImport importText(std::string_view text, const std::string& fileName, const ExtraPSelection& selection = {},
                                        const ImportOptions& options = {});
    static MeasurementImport importFile(const std::string& path, const ExtraPSelection& selection = {}, const ImportOptions& options = {});
    /// True if the first meaningful line of `head` (a file's first bytes) is
    /// an Extra-P keyword: how a file is told from a CSV by its content.
    static bool recognizes(std::string_view head);
};

}  // namespace effsurf::core
