// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ImportOptions.h"
#include "effsurf/core/data/MeasurementColumns.h"
#include "effsurf/core/data/MeasurementSeries.h"

#include <string>
#include <string_view>

namespace effsurf::core {

/// Imports a strong-scaling series from CSV (the dialect of CsvTokenizer),
/// streaming: a file of a million rows is read in blocks, in constant memory
/// besides the rows it keeps, and aggregated per N on the way.
///
/// Columns are found by name (classifyColumn) or named in `mapping`.
/// Repetitions (several rows with the same N) are averaged and their spread
/// kept. Measured speedups above N, efficiencies above 1 and Rmax above
/// Rpeak are kept: they are data (noise, superlinear caches), flagged by the
/// fit. Whole-file problems (empty, binary, unterminated quote, a missing or
/// ambiguous column) throw ImportError. A row that cannot be a measurement
/// becomes an issue naming line and column and is left out: text, NaN or
/// infinite values, zero or negative values, N < 1 or N > 10^12, magnitudes
/// outside MeasurementLimits, the wrong number of fields. A header without
/// data rows is an ImportError.
class MeasurementCsvImporter {
public:
    static MeasurementImport importText(std::string_view text, const std::string& fileName, const MeasurementColumnMapping& mapping = {},
                                        const ImportOptions& options = {});
    static MeasurementImport importFile(const std::string& path, const MeasurementColumnMapping& mapping = {},
                                        const ImportOptions& options = {});
    /// The header's column names (for choosing columns), or ImportError.
    static std::vector<std::string> readHeader(const std::string& path);
};

}  // namespace effsurf::core
