#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QWidget>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSlider;

namespace effsurf::ui {

class LogSlider;
class NumberField;
class ScenarioController;

/// The lecturer's controls: law (with Sun–Ni's growth exponent and the
/// timeline model's contributions as sub-sliders), serial fraction s on a
/// log slider with a field that takes 1e-7, 5% or alpha=0.9999999, N on a
/// log slider with a field, precision with its editable speed factor k, and
/// the 3D view's camera and E-axis choices. Edits go to the controller; the
/// panel itself only mirrors the Scenario it is shown.
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

    LogSlider* serialFractionSlider() const noexcept { return serialSlider_; }
    NumberField* serialFractionField() const noexcept { return serialField_; }
    LogSlider* processorSlider() const noexcept { return processorSlider_; }
    NumberField* processorField() const noexcept { return processorField_; }
    QComboBox* modelCombo() const noexcept { return modelCombo_; }
    QSlider* growthSlider() const noexcept { return growthSlider_; }
    QComboBox* precisionCombo() const noexcept { return precisionCombo_; }
    QDoubleSpinBox* speedFactorSpin() const noexcept { return speedFactorSpin_; }
    LogSlider* timelineShareSlider(int index) const { return timelineSliders_.at(std::size_t(index)); }
    QComboBox* timelineGrowthCombo(int index) const { return timelineGrowth_.at(std::size_t(index)); }
    QComboBox* cameraCombo() const noexcept { return cameraCombo_; }
    QComboBox* acceleratorCombo() const noexcept { return accelerator_; }
    NumberField* parameterCountField() const noexcept { return parameterCount_; }
    NumberField* bandwidthField() const noexcept { return bandwidth_; }
    QComboBox* algorithmCombo() const noexcept { return algorithm_; }
    QSlider* overlapSlider() const noexcept { return overlap_; }
    QCheckBox* logEfficiencyCheck() const noexcept { return logEfficiency_; }

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
    QGroupBox* buildModelGroup();
    QGroupBox* buildSerialGroup();
    QGroupBox* buildProcessorGroup();
    QGroupBox* buildPrecisionGroup();
    QGroupBox* buildViewGroup();
    QGroupBox* buildTrainingGroup();
    /// A field for a training parameter: a number >= `minimum` (> 0 if `strict`).
    NumberField* trainingField(const QString& name, double minimum, bool strict,
                               std::function<void(core::TrainingParameters&, double)> apply);
    void connectDrag(QSlider* slider);
    /// Commits the field's value with `apply`; a value the controller refuses
    /// gets the same red message under the field as text that does not parse.
    void bindField(NumberField* field, std::function<void(double)> apply);
    void rebuildTimelineRows(const core::Scenario& scenario);

    ScenarioController* controller_;
    Groups groups_ = AllGroups;
    bool strip_ = false;
    bool compactStrip_ = false;
    QGroupBox* modelBox_ = nullptr;
    QGroupBox* serialBox_ = nullptr;
    QGroupBox* processorBox_ = nullptr;
    QGroupBox* precisionBox_ = nullptr;
    QGroupBox* viewBox_ = nullptr;
    QComboBox* modelCombo_ = nullptr;
    QWidget* growthRow_ = nullptr;
    QSlider* growthSlider_ = nullptr;
    QLabel* growthValue_ = nullptr;
    QGroupBox* timelineBox_ = nullptr;
    std::vector<LogSlider*> timelineSliders_;
    std::vector<QComboBox*> timelineGrowth_;
    std::vector<QLabel*> timelineValues_;
    LogSlider* serialSlider_ = nullptr;
    NumberField* serialField_ = nullptr;
    QLabel* alphaLabel_ = nullptr;
    LogSlider* processorSlider_ = nullptr;
    NumberField* processorField_ = nullptr;
    QComboBox* precisionCombo_ = nullptr;
    QDoubleSpinBox* speedFactorSpin_ = nullptr;
    QLabel* precisionInfo_ = nullptr;
    QComboBox* cameraCombo_ = nullptr;
    QGroupBox* trainingBox_ = nullptr;
    QLabel* largeModelHint_ = nullptr;
    QString precisionsShownFor_ = QStringLiteral("-");  ///< the accelerator whose datatypes the combo enables ("" for all)
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
    QCheckBox* logEfficiency_ = nullptr;
};

}  // namespace effsurf::ui

Q_DECLARE_OPERATORS_FOR_FLAGS(effsurf::ui::ControlPanel::Groups)
