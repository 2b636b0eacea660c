// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingStepReader.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/TrainingRun.h"

#include <array>
#include <string>
#include <vector>

namespace effsurf::core {

/// One measured step (its repetitions' geometric mean) beside what the fitted run predicts for it.
struct TrainingStepFitPoint {
    int line = 0;
    int gpus = 0;
    int repetitions = 1;
    int tensorParallel = 1, contextParallel = 1, pipelineParallel = 1, dataParallel = 1;
    double measuredSeconds = 0.0;
    double modelSeconds = 0.0;
    double measuredTokensPerSecond = 0.0;
    double modelFlopsPerGpu = 0.0;  ///< the measured step's model FLOP/s a GPU (what the throughput chart draws)
};

/// The run over more GPUs as the fit predicts it, with its 95 % band from the
/// fitted parameters' uncertainty.
struct TrainingPrediction {
    int gpus = 0;
    int dataParallel = 0;
    double stepSeconds = 0.0;
    double tokensPerSecond = 0.0, tokensPerSecondLow = 0.0, tokensPerSecondHigh = 0.0;
    double modelFlopsPerGpu = 0.0, modelFlopsPerGpuLow = 0.0, modelFlopsPerGpuHigh = 0.0;
    bool measured = false;  ///< a GPU count of the file
};

/// The run fitted to measured steps: its utilization (the share of the peak
/// its GEMMs sustain) and its network's effective bandwidth a GPU, each with
/// a 95 % interval (Student t on n - 2 degrees of freedom).
struct TrainingStepFitResult {
    std::string fileName;
    double utilization = 0.0, utilizationLow = 0.0, utilizationHigh = 0.0;
    double bandwidth = 0.0, bandwidthLow = 0.0, bandwidthHigh = 0.0;  ///< bytes a second a GPU across nodes
    double lineRate = 0.0;                                            ///< the run's network a GPU before the fit, to compare
    double rSquared = 0.0;                                            ///< of the log step times over every row
    double rmsRelativeError = 0.0;                                    ///< of the step times, over every row
    int observations = 0;                                             ///< measured rows, repetitions counted
    int gpuCounts = 0;
    int degreesOfFreedom = 0;
    /// Covariance of (ln u, ln bandwidth).
    std::array<double, 4> covariance{};
    std::string warning;  ///< e.g. the steps are faster than the datasheet allows
    std::vector<TrainingStepFitPoint> points;
    TrainingRun run;  ///< the run with the fitted utilization and network
};

/// Fits a training run to the step times an ML engineer measured at a few
/// GPU counts (TrainingStepReader), the way the measurements tab fits s:
/// least squares in relative error (log step time) over every row, the run's
/// model (ParallelTrainingModel) with two unknowns, the utilization u and
/// the network's effective bandwidth a GPU, by Levenberg-Marquardt; their
/// covariance sigma^2 (J^T J)^-1 at the optimum.
///
/// A row's layout is its own where it gives one, else the run's with d = N /
/// (t cp p); a throughput row is converted to a step time with its batch.
///
/// Throws ImportError naming the file (and the line) when the steps cannot
/// tell both apart: one GPU count, fewer than three rows, a network no row's
/// step uses (every collective inside an NVLink domain), a row whose layout
/// is not valid for the run's model.
class TrainingStepFit {
public:
    static TrainingStepFitResult fit(const TrainingRun& run, Precision precision, const TrainingStepFile& steps);
    /// The fitted run at each of `gpus` (empty: every d the batch allows), with its band.
    static std::vector<TrainingPrediction> predict(const TrainingStepFitResult& fit, Precision precision, std::vector<int> gpus = {});
    /// The run with its network's bandwidth a GPU across nodes set to `bytesPerSecond` (the NIC rate scaled).
    static TrainingRun withNetworkBandwidth(const TrainingRun& run, double bytesPerSecond, const std::string& name);
};

}  // namespace effsurf::core
