// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TrainingRun.h"

#include <QGroupBox>

class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace effsurf::ui {

class NumberField;
class ScenarioController;

/// The Training form's calibration and goal: the utilization of the
/// datasheet peak and the band of it every prediction spans, the overlap of
/// the gradient all-reduce, the serial seconds per step, the tokens to train
/// on; and the run fitted to steps the user measured (a file of GPU counts
/// and step times), or those steps cleared.
class TrainingCalibrationGroup : public QGroupBox {
    Q_OBJECT
public:
    explicit TrainingCalibrationGroup(ScenarioController* controller, QWidget* parent = nullptr);

    /// Fills the controls without emitting edits.
    void showRun(const core::TrainingRun& run);
    /// The fields this group edits, written into `run` (a field that does not parse leaves its value).
    void readInto(core::TrainingRun& run) const;

    QSlider* utilizationSlider() const noexcept { return utilization_; }
    QLabel* problemLabel() const noexcept { return problem_; }

signals:
    void edited();
    /// The user asked to fit the run to a file of measured steps.
    void fitRequested();
    /// The user asked to drop the run's measured steps.
    void clearMeasuredRequested();

private:
    /// A slider of percent from `low` with its value beside it, one drag one interaction.
    QSlider* addPercentSlider(const QString& name, int low, QLabel*& value, const QString& tip, ScenarioController* controller);

    QSlider* utilization_ = nullptr;
    QLabel* utilizationValue_ = nullptr;
    QSlider* overlap_ = nullptr;
    QLabel* overlapValue_ = nullptr;
    NumberField* serialSeconds_ = nullptr;
    NumberField* tokens_ = nullptr;
    QSpinBox* bandLow_ = nullptr;
    QSpinBox* bandHigh_ = nullptr;
    QPushButton* clearMeasured_ = nullptr;
    QLabel* measuredLine_ = nullptr;
    QLabel* problem_ = nullptr;
};

}  // namespace effsurf::ui
