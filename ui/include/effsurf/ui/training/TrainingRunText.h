// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/Precision.h"

#include <QCoreApplication>
#include <QString>

namespace effsurf::core {
class ParallelTrainingModel;
struct TrainingRun;
}  // namespace effsurf::core

namespace effsurf::ui {

/// The Training form's lines that describe a valid run in words: what the
/// model counts, what the hardware offers, how the layout splits the GPUs
/// and the layers, and why it does not fit. Text only, so that the form
/// stays a form.
class TrainingRunText {
    Q_DECLARE_TR_FUNCTIONS(TrainingRunText)
public:
    /// "P = 4.06×10¹¹ parameters (3.76×10¹⁰ active a token); 2.1×10¹⁹ model FLOP a step, ..."
    static QString model(const core::ParallelTrainingModel& model);
    /// The accelerator at the precision: peak, memory in GiB, the three bandwidths.
    static QString hardware(const core::TrainingRun& run, const core::ParallelTrainingModel& model, core::Precision precision);
    /// N = t cp p d, the nodes, m, and how the layers split over the stages.
    static QString layout(const core::TrainingRun& run, const core::ParallelTrainingModel& model);
    /// Empty when the run fits; else the memory against the device's and
    /// only the remedies the run has not taken yet.
    static QString doesNotFit(const core::TrainingRun& run, const core::ParallelTrainingModel& model, core::Precision precision);
};

}  // namespace effsurf::ui
