// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <functional>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QWidget;

namespace effsurf::ui {

class NumberField;

/// What the Training form's groups make alike: their spins (made by the
/// form, which knows every spin by name to outline it), fields of positive
/// numbers, combos that do not widen the form, and the red problem line.
namespace TrainingFields {

using SpinFactory =
    std::function<QSpinBox*(QWidget* parent, const QString& name, int low, int high, const QString& suffix, const QString& tip)>;

/// A field for a number > 0 (>= 0 with `allowZero`), refusing others naming `name`.
NumberField* positiveField(const QString& name, QWidget* parent, bool allowZero = false);

/// A combo box whose long entries ("NVIDIA A100 SXM 80 GB") do not set the
/// form's width: it shows what fits and the popup lists them whole.
void narrowCombo(QComboBox* combo);

/// The red line under a group that explains a problem at one of its fields (hidden until then).
QLabel* addProblemLine(QFormLayout* form);

/// A wrapped line under a group describing what its controls make of the run.
QLabel* addInfoLine(QFormLayout* form);

}  // namespace TrainingFields
}  // namespace effsurf::ui
