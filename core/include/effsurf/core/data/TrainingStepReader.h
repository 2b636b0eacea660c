#pragma once

#include "effsurf/core/data/ImportOptions.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// One measured training step: a row of a step-time file. Repetitions are
/// rows of their own; the fit uses every one.
struct TrainingStepMeasurement {
    int line = 0;                  ///< where it is in its file (1-based)
    int gpus = 0;                  ///< N
    double stepSeconds = 0.0;      ///< the step time, or 0 when the row gives tokens per second
    double tokensPerSecond = 0.0;  ///< tokens a second over all N GPUs, or 0 when it gives a step time
    /// The row's own layout and batch; unset fields are the run's (d from N / (t cp p)).
    std::optional<int> tensorParallel, contextParallel, pipelineParallel, dataParallel, expertParallel;
    std::optional<int> microBatch, globalBatch;
    friend bool operator==(const TrainingStepMeasurement& a, const TrainingStepMeasurement& b);
    friend bool operator!=(const TrainingStepMeasurement& a, const TrainingStepMeasurement& b) { return !(a == b); }
};

/// The steps an ML engineer measured for one run, with the file they came from.
struct TrainingStepFile {
    std::string fileName;
    std::vector<TrainingStepMeasurement> rows;
    friend bool operator==(const TrainingStepFile& a, const TrainingStepFile& b) {
        return a.fileName == b.fileName && a.rows == b.rows;
    }
    friend bool operator!=(const TrainingStepFile& a, const TrainingStepFile& b) { return !(a == b); }
};

/// Reads a CSV of measured training steps:
///
///     gpus,step_seconds[,tp,cp,pp,dp,ep,micro_batch,global_batch]
///
/// N as `gpus` (or any name a measurement file uses for N: n, num_gpus,
/// gpu_count, ...); the step as a time (step_seconds, step_time_ms,
/// seconds, ... with its unit) or as throughput (tokens_per_second,
/// tokens/s, tok/s, throughput); the layout columns optional. Streams the
/// file (ImportOptions: progress, cancel).
///
/// Throws ImportError listing every row that cannot be a measured step, by
/// file, line and column: N not a whole number >= 1, a time or throughput
/// that is empty, text, NaN, infinite, zero or negative, a layout field
/// that is no whole number >= 1; and a file without the two columns or
/// without a data row.
class TrainingStepReader {
public:
    static TrainingStepFile read(const std::string& path, const ImportOptions& options = {});
    static TrainingStepFile parse(std::string_view text, const std::string& fileName, const ImportOptions& options = {});
};

}  // namespace effsurf::core
