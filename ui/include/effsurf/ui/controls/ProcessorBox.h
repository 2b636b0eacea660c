// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/controls/SliderFieldBox.h"

namespace effsurf::ui {

/// The processor count N: 1 .. 10¹² on a log slider and a field that takes
/// 2414592 or 2.4e6 (the controller refuses what the state does not allow).
class ProcessorBox : public SliderFieldBox {
    Q_OBJECT
public:
    explicit ProcessorBox(ScenarioController* controller, QWidget* parent = nullptr);

    /// Shows `processors` without emitting edits.
    void showValue(double processors);
};

}  // namespace effsurf::ui
