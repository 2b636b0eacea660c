// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/training/TrainingStepImport.h"

#include <QWidget>

#include <map>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace effsurf::ui {

class ModelArchitectureGroup;
class NumberField;
class ScaleOutGroup;
class TrainingCalibrationGroup;
class TrainingHardwareGroup;
class TrainingLayoutGroup;
class TrainingModelGroup;
class ScenarioController;

/// The Training workspace's controls, as an ML engineer configures a run:
/// a model (a preset, or layers, hidden size, heads, sequence length and
/// vocabulary; or a raw model's parameters and FLOP per sample), its
/// attention, FFN and experts (ModelArchitectureGroup), the accelerator, the
/// nodes and their network, the layout (t, p, d, b, B, v, ZeRO,
/// recomputation), context and expert parallelism, the NVLink domain,
/// offload and the FP8 recipe (ScaleOutGroup), and the calibration
/// (utilization, overlap, serial time, tokens to train on). Every control
/// has its unit and a tooltip.
///
/// Each edit builds the run from all the controls and checks it: a valid run
/// goes to the controller (one undo step; a slider drag is one); an invalid
/// one is explained at its field (red, with the reason: t p d is not N,
/// B is not a multiple of d b, heads or hidden not divisible by t, layers
/// not divisible by p v) and nothing is sent, so the last valid result stays
/// on screen. A run that does not fit in memory is valid but flagged.
class TrainingForm : public QWidget {
    Q_OBJECT
public:
    explicit TrainingForm(ScenarioController* controller, QWidget* parent = nullptr);
    /// A published run (its catalog id), whole, at its own precision: the
    /// form's choice, and the presentation view's (TrainingStageStrip).
    void publishedChosen(const QString& id);

    /// Shows `scenario`'s run in the controls (unless the user is mid-edit of an invalid one).
    void showScenario(const core::Scenario& scenario);
    /// The run the controls describe now (possibly invalid).
    core::TrainingRun runFromControls() const;
    /// The problem shown, "" when the controls describe a valid run.
    QString problem() const;
    /// The field the problem is shown at ("layers", "global batch", ...), "" if none.
    QString problemField() const noexcept { return problemField_; }
    /// The lines describing the valid run shown (model, hardware, layout), one a line.
    QString infoText() const;
    /// The layout group's note ("Does not fit: ..."), "" when none is shown.
    QString layoutNote() const;
    /// Puts `layout` into the controls and sends the run.
    void useLayout(const core::LayoutCandidate& layout);
    /// Fits the run to the measured steps in `path` (what "Fit to measured steps…" does after its file
    /// dialog); returns "" or the reason nothing changed (also shown at the calibration group).
    QString fitToMeasuredSteps(const QString& path);

    // For tests and the interaction benchmark: the controls by name.
    QComboBox* modelCombo() const noexcept;
    QComboBox* acceleratorCombo() const noexcept;
    QSpinBox* spin(const QString& name) const;
    QSlider* layersSlider() const noexcept;
    QSlider* utilizationSlider() const noexcept;

signals:
    /// The user asked to rank the layouts (the workspace shows the search).
    void searchRequested();

private:
    QSpinBox* addSpin(QWidget* parent, const QString& name, int low, int high, const QString& suffix, const QString& tip);
    /// Checks the controls' run; sends it if valid, explains it at the field if not.
    void edited();
    /// A new model preset: its shape, and if the layout no longer divides it, the best layout that does.
    void modelChosen(int index);
    /// Fit to measured steps: read and fit off the GUI thread, then the fitted run with its steps as one undo step.
    void fitToMeasuredSteps();
    QString applyFit(const TrainingStepImport::Outcome& outcome);
    void showProblem(const QString& field, const QString& message);
    void clearProblem();
    void showInfo(const core::Scenario& scenario);

    ScenarioController* controller_;
    core::TrainingRun shown_;  ///< the run last shown (from the state)
    core::Precision precision_ = core::Precision::BF16;
    bool updating_ = false;  ///< filling the controls from the state: no edits
    QString problemField_;

    TrainingModelGroup* model_ = nullptr;
    ModelArchitectureGroup* architecture_ = nullptr;
    TrainingHardwareGroup* hardware_ = nullptr;
    TrainingLayoutGroup* layout_ = nullptr;
    ScaleOutGroup* scaleOut_ = nullptr;
    TrainingCalibrationGroup* calibration_ = nullptr;
    std::map<QString, QSpinBox*> spins_;
    std::map<QString, QLabel*> groupProblems_;  ///< one red label per group, by group name
    std::vector<QWidget*> marked_;              ///< the controls outlined red
};

}  // namespace effsurf::ui
