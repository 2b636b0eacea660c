// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

class QSlider;

namespace effsurf::ui {

class NumberField;
class ScenarioController;

/// How every control of the panel talks to the controller, written once for
/// all its groups.
namespace ControlBinding {

/// One drag is one interaction: coarse 3D while it lasts, full after.
void connectDrag(QSlider* slider, ScenarioController* controller);

/// Commits the field's value with `apply`; a value the controller refuses
/// gets the same red message under the field as text that does not parse.
void bindField(NumberField* field, ScenarioController* controller, std::function<void(double)> apply);

}  // namespace ControlBinding
}  // namespace effsurf::ui
