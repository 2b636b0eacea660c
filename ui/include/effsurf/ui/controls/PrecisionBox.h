// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QGroupBox>
#include <QString>

class QComboBox;
class QLabel;

namespace effsurf::ui {

class NumberField;
class ScenarioController;

/// The datatype, its speed factor k over FP64 (not for the training laws,
/// whose datasheets set each datatype's speed) and a line on its element size
/// and s'. A large-model run offers only the datatypes its accelerator has.
class PrecisionBox : public QGroupBox {
    Q_OBJECT
public:
    explicit PrecisionBox(ScenarioController* controller, QWidget* parent = nullptr);

    /// Mirrors `scenario` without emitting edits.
    void showScenario(const core::Scenario& scenario);
    /// In the presentation view's strip the title and the datatype's line go
    /// (the readout and the status bar say it): one line less on the projector.
    void setStrip(bool strip);

    QComboBox* precisionCombo() const noexcept { return precisionCombo_; }
    NumberField* speedFactorField() const noexcept { return speedFactorField_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Minimum widths that keep the widest datatype and k whole at the font
    /// shown now: a line edit, unlike a spin box, lets a strip squeeze its
    /// column (the combo showed "FP64" in 26 of the 42 px it needed).
    void fitWidths();
    /// Enables the datatypes of the run's accelerator (all without a run).
    void enableDatatypes(const core::Scenario& scenario);

    ScenarioController* controller_;
    QComboBox* precisionCombo_ = nullptr;
    NumberField* speedFactorField_ = nullptr;
    QLabel* precisionInfo_ = nullptr;
    QString precisionsShownFor_ = QStringLiteral("-");  ///< the accelerator whose datatypes the combo enables ("" for all)
};

}  // namespace effsurf::ui
