// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/util/Message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// Which header column means what. Empty members are found by name; a
/// chosen value column alone is enough when its name says what it holds.
struct MeasurementColumnMapping {
    std::optional<std::string> processors;
    std::optional<MeasuredQuantity> quantity;
    std::optional<std::string> value;  ///< the time / speedup / efficiency / Rmax column
    std::optional<std::string> peak;   ///< the Rpeak column
};

/// What a header name says its column holds.
enum class ColumnRole { Unknown, Processors, Time, Speedup, Efficiency, Rmax, Rpeak, Series };

struct ColumnMeaning {
    ColumnRole role = ColumnRole::Unknown;
    /// 2: a name for the role ("time", "wall_time", "ranks", "num_gpus");
    /// 1: a name that contains one ("comm_time"); 0: unknown.
    int score = 0;
    /// Multiplies the values into effsurf's units: seconds for times
    /// (1e-3 for "t(ms)"), fractions for efficiencies (0.01 for "eff [%]").
    double scale = 1.0;
    /// The unit as written ("ms", "%"), empty if the name gives none.
    std::string unit;
};

/// Reads a header name as people write them: any case, a unit in brackets
/// or parentheses ("time [s]", "t(ms)") or as a suffix ("time_s",
/// "runtime_ms", "eff_pct"), separators '_', '-', '.' or blanks. N is n, p,
/// np, procs, processes, processors, ranks, cores, threads, workers, nodes,
/// gpus, tasks, pes, devices, cpus, also with num_/n_/mpi_/omp_ or _count
/// ("num_threads", "ngpus", "mpi_ranks", "gpu_count"). Times are time, t,
/// runtime, elapsed, wall_time, walltime, wallclock, duration, real,
/// seconds, ms, ... (the unit applied); speedup, s; efficiency, eff, e;
/// rmax and rpeak (also with a _tflops suffix); a column named "series"
/// splits the file into one series per value (effsurf-probe's kernels).
ColumnMeaning classifyColumn(std::string_view header);

/// The fields an ImportError of resolveMeasurementColumns names: what the
/// user has to choose. The import dialog and `effsurf-cli fit` turn each into
/// their own question (a combo box, a command-line option). Those that are
/// also words of a sentence ("choose the N column") are marked for
/// translation; "quantity" is not, as a file's own column may be called so.
namespace column_field {
inline constexpr const char* kProcessors = EFFSURF_TEXT("N column");
inline constexpr const char* kValue = EFFSURF_TEXT("value column");
inline constexpr const char* kQuantity = "quantity";
inline constexpr const char* kPeak = EFFSURF_TEXT("Rpeak column");
}  // namespace column_field

/// The columns a measurement import reads, resolved from the header.
struct MeasurementColumnChoice {
    int processors = -1;
    int value = -1;
    int peak = -1;    ///< RmaxRpeak only
    int series = -1;  ///< the "series" column: one series per value (-1: the file is one series)
    MeasuredQuantity quantity = MeasuredQuantity::Time;
    /// Multiplies the values into effsurf's units (the column's own unit: ms, %).
    double valueScale = 1.0;
    /// The unit of the values after scaling: "s" for a time column with a unit, else "".
    std::string unit;
};

/// Resolves the columns from the header and the mapping. A quantity is
/// looked for in the order time, speedup, efficiency, Rmax + Rpeak; the
/// best-named column of it wins ("time" over "comm_time"). Throws
/// ImportError naming the header line and, as the field, what must
/// be chosen (one of column_field) when a
/// column is missing or two fit equally well ("compute_time" and
/// "comm_time"): then the user has to say which.
MeasurementColumnChoice resolveMeasurementColumns(const std::vector<std::string>& header, const MeasurementColumnMapping& mapping,
                                                  const std::string& fileName, int headerLine);

}  // namespace effsurf::core
