// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ImportOptions.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// A measured training step at one GPU count and layout: a row of a
/// step-time file, or its repetitions (rows of the same N, layout and kind)
/// gathered as the fit needs them: their count, their geometric mean and
/// the spread of their logarithms, which together give the least squares
/// over every row exactly (a million rows at a few layouts are a few of these).
struct TrainingStepMeasurement {
    int line = 0;                  ///< where it (its first repetition) is in its file (1-based)
    int gpus = 0;                  ///< N
    double stepSeconds = 0.0;      ///< the step time (geometric mean), or 0 when the rows give tokens per second
    double tokensPerSecond = 0.0;  ///< tokens a second over all N GPUs (geometric mean), or 0 when they give a step time
    int repetitions = 1;           ///< rows gathered here
    double logSpread = 0.0;        ///< sum over them of (ln value - ln mean)^2
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
    friend bool operator==(const TrainingStepFile& a, const TrainingStepFile& b) { return a.fileName == b.fileName && a.rows == b.rows; }
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
/// file (ImportOptions: progress, cancel) and gathers repetitions as it
/// reads, so its memory grows with the layouts measured, not the rows.
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
