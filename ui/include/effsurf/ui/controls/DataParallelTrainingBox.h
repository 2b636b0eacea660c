// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QGroupBox>

#include <functional>

class QComboBox;
class QLabel;
class QSlider;

namespace effsurf::ui {

class NumberField;
class ScenarioController;

/// The data-parallel training law's inputs (the alpha-beta model): the
/// accelerator and its utilization, parameters, FLOP per step, latency,
/// bandwidth, the sequential time, the collective, strong or weak scaling and
/// the overlap; under them the worker's rate and the step's two times at N.
class DataParallelTrainingBox : public QGroupBox {
    Q_OBJECT
public:
    explicit DataParallelTrainingBox(ScenarioController* controller, QWidget* parent = nullptr);

    /// Mirrors `scenario` without emitting edits (only while its law is this one).
    void showScenario(const core::Scenario& scenario);

    QComboBox* acceleratorCombo() const noexcept { return accelerator_; }
    NumberField* parameterCountField() const noexcept { return parameterCount_; }
    NumberField* bandwidthField() const noexcept { return bandwidth_; }
    QComboBox* algorithmCombo() const noexcept { return algorithm_; }
    QSlider* overlapSlider() const noexcept { return overlap_; }

private:
    /// A field for a training parameter: a number >= `minimum` (> 0 if `strict`).
    NumberField* trainingField(const QString& name, double minimum, bool strict,
                               std::function<void(core::TrainingParameters&, double)> apply);
    /// A slider of percent with its value beside it; `apply` gets the fraction.
    QSlider* percentSlider(int minimum, QLabel*& value, const QString& label, std::function<void(double)> apply);

    ScenarioController* controller_;
    QComboBox* accelerator_ = nullptr;
    QSlider* utilization_ = nullptr;
    QLabel* utilizationValue_ = nullptr;
    NumberField* parameterCount_ = nullptr;
    NumberField* flops_ = nullptr;
    NumberField* latency_ = nullptr;
    NumberField* bandwidth_ = nullptr;
    NumberField* sequential_ = nullptr;
    QComboBox* algorithm_ = nullptr;
    QComboBox* scaling_ = nullptr;
    QSlider* overlap_ = nullptr;
    QLabel* overlapValue_ = nullptr;
    QLabel* trainingInfo_ = nullptr;   ///< the worker's rate and element size
    QLabel* trainingTimes_ = nullptr;  ///< compute and communication time at N
};

}  // namespace effsurf::ui
