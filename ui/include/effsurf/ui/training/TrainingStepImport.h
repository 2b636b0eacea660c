// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TrainingStepFit.h"

#include <QObject>
#include <QString>

#include <optional>

class QWidget;

namespace effsurf::ui {

/// "Fit to measured steps…": asks for a file of measured training steps,
/// reads and fits it off the GUI thread (core::TrainingStepReader,
/// core::TrainingStepFit) while a progress dialog with Cancel shows after a
/// moment, so a large file never freezes the window.
class TrainingStepImport : public QObject {
    Q_OBJECT
public:
    /// What the read and the fit gave: a fit with its steps, the reason there is none, or a cancel.
    struct Outcome {
        std::optional<core::TrainingStepFitResult> fit;
        core::TrainingStepFile steps;
        QString error;  ///< "steps.csv:3: column 2 (step_seconds): ..." or "steps.csv: every step was measured on ..."
        bool cancelled = false;
    };

    /// The whole path for a file the caller chose: read, fit, wait (the event loop keeps running).
    static Outcome run(QWidget* parent, const QString& path, const core::TrainingRun& run, core::Precision precision);
    /// Asks for the file first; a dialog closed without one is a cancel.
    static Outcome askAndRun(QWidget* parent, const core::TrainingRun& run, core::Precision precision);
};

}  // namespace effsurf::ui
