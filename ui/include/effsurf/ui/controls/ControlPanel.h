// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/controls/DataParallelTrainingBox.h"
#include "effsurf/ui/controls/LawBox.h"
#include "effsurf/ui/controls/PrecisionBox.h"
#include "effsurf/ui/controls/ProcessorBox.h"
#include "effsurf/ui/controls/SerialFractionBox.h"
#include "effsurf/ui/controls/ViewBox.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSlider;

namespace effsurf::ui {

class LogSlider;
class NumberField;
class ScenarioController;

/// The lecturer's controls: law (with Sun–Ni's growth exponent and the
/// timeline model's contributions as sub-sliders), serial fraction s on a
/// log slider with a field that takes 1e-7, 5% or alpha=0.9999999, N on a
/// log slider with a field, precision with its editable speed factor k, and
/// the 3D view's camera and E-axis choices — each group a widget of its own
/// (LawBox, DataParallelTrainingBox, SerialFractionBox, ProcessorBox,
/// PrecisionBox, ViewBox). The panel composes them, shows the ones a law and
/// the presentation view ask for, and lays them out as a column or as the
/// presentation view's strip. Edits go to the controller; the panel only
/// mirrors the Scenario it is shown.
class ControlPanel : public QWidget {
    Q_OBJECT
public:
    /// The panel's sections; presentation mode shows only the chosen ones.
    enum Group {
        LawGroup = 0x1,  ///< law, with the timeline and training parameters that belong to it
        SerialFractionGroup = 0x2,
        ProcessorsGroup = 0x4,
        PrecisionGroup = 0x8,
        ViewGroup = 0x10,
        AllGroups = 0x1f,
    };
    Q_DECLARE_FLAGS(Groups, Group)

    explicit ControlPanel(ScenarioController* controller, QWidget* parent = nullptr);

    void setVisibleGroups(Groups groups);
    /// The presentation view's strip: the groups side by side sharing the
    /// width, each slider beside its field; or back to the column.
    void setStrip(bool strip);
    bool isStrip() const noexcept { return strip_; }
    /// A narrow strip (a 4:3 projector): the sliders named by their symbols
    /// only ("s", "N") and α left to the readout, so that every field stays whole.
    void setCompactStrip(bool compact);
    bool isCompactStrip() const noexcept { return compactStrip_; }
    Groups visibleGroups() const noexcept { return groups_; }

    /// Mirrors `scenario` in every control without emitting edits.
    void showScenario(const core::Scenario& scenario);

    LogSlider* serialFractionSlider() const noexcept { return serialBox_->slider(); }
    NumberField* serialFractionField() const noexcept { return serialBox_->field(); }
    LogSlider* processorSlider() const noexcept { return processorBox_->slider(); }
    NumberField* processorField() const noexcept { return processorBox_->field(); }
    QComboBox* modelCombo() const noexcept { return lawBox_->modelCombo(); }
    QSlider* growthSlider() const noexcept { return lawBox_->growthSlider(); }
    QComboBox* precisionCombo() const noexcept { return precisionBox_->precisionCombo(); }
    NumberField* speedFactorField() const noexcept { return precisionBox_->speedFactorField(); }
    LogSlider* timelineShareSlider(int index) const { return lawBox_->timelineShareSlider(index); }
    QComboBox* timelineGrowthCombo(int index) const { return lawBox_->timelineGrowthCombo(index); }
    QComboBox* cameraCombo() const noexcept { return viewBox_->cameraCombo(); }
    QComboBox* acceleratorCombo() const noexcept { return trainingBox_->acceleratorCombo(); }
    NumberField* parameterCountField() const noexcept { return trainingBox_->parameterCountField(); }
    NumberField* bandwidthField() const noexcept { return trainingBox_->bandwidthField(); }
    QComboBox* algorithmCombo() const noexcept { return trainingBox_->algorithmCombo(); }
    QSlider* overlapSlider() const noexcept { return trainingBox_->overlapSlider(); }
    QCheckBox* logEfficiencyCheck() const noexcept { return viewBox_->logEfficiencyCheck(); }

signals:
    void cameraPresetChosen(effsurf::ui::SurfaceView::CameraPreset preset);
    /// The large-model law's hint was followed: show the Training workspace.
    void trainingWorkspaceRequested();
    void logarithmicEfficiencyChosen(bool logarithmic);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// The strip's sliders and fields as wide as their font needs (none in the column).
    void fitStripWidths();

    ScenarioController* controller_;
    Groups groups_ = AllGroups;
    bool strip_ = false;
    bool compactStrip_ = false;
    LawBox* lawBox_ = nullptr;
    DataParallelTrainingBox* trainingBox_ = nullptr;
    SerialFractionBox* serialBox_ = nullptr;
    ProcessorBox* processorBox_ = nullptr;
    PrecisionBox* precisionBox_ = nullptr;
    ViewBox* viewBox_ = nullptr;
};

}  // namespace effsurf::ui

Q_DECLARE_OPERATORS_FOR_FLAGS(effsurf::ui::ControlPanel::Groups)
