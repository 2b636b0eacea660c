#pragma once

#include "effsurf/core/data/MeasurementSeries.h"

#include <optional>
#include <string>
#include <string_view>

namespace effsurf::core {

/// Which header column means what. Empty members are found by name
/// (case-insensitive): N from n, p, cores, processes, procs, processors,
/// ranks, threads, workers, nodes, gpus; then the first present of time
/// (time, t, seconds, runtime, walltime), speedup, efficiency, or rmax and
/// rpeak together. Set `quantity` to force one when several are present.
struct MeasurementColumnMapping {
    std::optional<std::string> processors;
    std::optional<MeasuredQuantity> quantity;
    std::optional<std::string> value;  ///< the time / speedup / efficiency / Rmax column
    std::optional<std::string> peak;   ///< the Rpeak column
};

/// Imports a strong-scaling series from CSV (see CsvReader for the dialect).
///
/// Whole-file problems (empty, binary, unterminated quote, missing column)
/// throw ImportError. Row problems become issues and the row is left out:
/// non-numeric, NaN or infinite values, N < 1, a repeated N, time <= 0,
/// speedup <= 0 or > N, efficiency <= 0 or > 1, Rmax <= 0, Rpeak <= 0,
/// Rmax > Rpeak, wrong field count. No data rows at all is an ImportError.
class MeasurementCsvImporter {
public:
    static MeasurementImport importText(std::string_view text, const std::string& fileName,
                                        const MeasurementColumnMapping& mapping = {});
    static MeasurementImport importFile(const std::string& path, const MeasurementColumnMapping& mapping = {});
};

}  // namespace effsurf::core
