// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/ui/training/TrainingFields.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace effsurf::ui {

class NumberField;
class ScenarioController;

/// The Training form's model: a published run taken whole (its paper's
/// model, GPUs, network, layout and settings), a preset (with its paper's
/// batch and tokens) or a custom transformer (layers, with
/// a slider over the depths the pipeline keeps whole, hidden size, heads,
/// sequence length, vocabulary), or a raw model's parameters and FLOP per
/// sample; under them the model described in words.
class TrainingModelGroup : public QGroupBox {
    Q_OBJECT
public:
    TrainingModelGroup(const TrainingFields::SpinFactory& addSpin, ScenarioController* controller, QWidget* parent = nullptr);

    /// The id of the "Custom transformer" entry (a shape of the user's own).
    static constexpr const char* kCustomId = "custom";

    /// Fills the controls (the caller blocks the spins' signals while it does).
    void showRun(const core::TrainingRun& run);
    /// The shape's five fields, or the raw model's two, written into `run`.
    void readInto(core::TrainingRun& run) const;

    QComboBox* modelCombo() const noexcept { return modelCombo_; }
    QComboBox* publishedCombo() const noexcept { return publishedCombo_; }
    QSlider* layersSlider() const noexcept { return layersSlider_; }
    QLabel* infoLabel() const noexcept { return info_; }
    QLabel* problemLabel() const noexcept { return problem_; }

signals:
    void edited();
    /// A preset was picked in the combo (its index).
    void presetChosen(int index);
    /// A published run was picked: the whole run as its paper describes it.
    void publishedChosen(const QString& id);
    /// The depth slider moved: `stages` multiples of p v layers.
    void depthChosen(int stages);

private:
    QWidget* buildShapeRows(const TrainingFields::SpinFactory& addSpin, ScenarioController* controller);
    QWidget* buildRawRows();

    QComboBox* modelCombo_ = nullptr;
    QComboBox* publishedCombo_ = nullptr;
    QWidget* shapeRows_ = nullptr;
    QSpinBox* layers_ = nullptr;
    QSpinBox* hidden_ = nullptr;
    QSpinBox* heads_ = nullptr;
    QSpinBox* sequence_ = nullptr;
    QSpinBox* vocabulary_ = nullptr;
    QSlider* layersSlider_ = nullptr;
    QWidget* rawRows_ = nullptr;
    NumberField* rawParameters_ = nullptr;
    NumberField* rawFlops_ = nullptr;
    QLabel* info_ = nullptr;
    QLabel* problem_ = nullptr;
};

}  // namespace effsurf::ui
