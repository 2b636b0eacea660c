// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/fit/AllReduceFit.h"
#include "effsurf/core/model/TrainingModel.h"

#include <string>
#include <vector>

namespace effsurf::core {

/// The paper's comparison on the user's own machine: for an emulated
/// training step that effsurf-probe measured ("train-fp32"), the
/// data-parallel training model (docs/models.md §4, TrainingModel) with
/// what the probe measured besides — the compute rate a worker reached,
/// the gradient's elements and bytes, the FLOP of a step, and the
/// all-reduce's fitted latency and bandwidth — predicts T(N), E(N) and
/// s_eff(N) at each measured N.
struct ProbePrediction {
    bool ok = false;
    std::string reason;  ///< why there is no prediction (when !ok)
    std::string series;  ///< the measured series: "train-fp32"
    TrainingParameters parameters;
    AllReduceFit collective;

    struct Point {
        double workers = 1.0;
        double measuredSeconds = 0.0;  ///< mean of the repetitions
        double predictedSeconds = 0.0;
        double ratio = 0.0;                    ///< measured / predicted
        double measuredEfficiency = 0.0;       ///< T(N_1) N_1 / (N T(N)), N_1 the smallest N measured
        double predictedEfficiency = 0.0;      ///< the model's T(1) / (N T(N))
        double predictedSerialFraction = 0.0;  ///< the model's s_eff(N) (NaN at N = 1)
    };
    std::vector<Point> points;

    /// The prediction as a series beside the measured one ("train-fp32
    /// model"): one point a measured N, so that the charts and the surface
    /// draw the two as two trajectories.
    MeasurementSeries predictedSeries() const;
    /// The predicted series' name for a measured series.
    static std::string modelName(const std::string& measured);
    /// What a predicted series names as its source file.
    static const std::string& modelSource();
    /// For a predicted series (its source the model, its name "X model"):
    /// X, the measured series it stands beside; "" for every other series
    /// (a measurement of the user's that happens to be called "... model").
    static std::string measuredNameOf(const MeasurementSeries& series);
};

/// Needs the probe's `<series>.parameters`, `.bytes_per_element`,
/// `.flop_per_step` and `.compute_rate_flops` and an all-reduce sweep at 2 or
/// more workers that fits; otherwise ok = false with the reason.
ProbePrediction predictTrainingStep(const ProbeMetadata& metadata, const MeasurementSeries& measured);

/// The predicted series of every training step among `series` that the
/// probe's metadata lets the model predict (none for other files).
std::vector<MeasurementSeries> probePredictionSeries(const ProbeMetadata& metadata, const std::vector<MeasurementSeries>& series);

}  // namespace effsurf::core
