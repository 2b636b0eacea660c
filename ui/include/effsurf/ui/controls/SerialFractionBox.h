// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/controls/SliderFieldBox.h"

class QLabel;

namespace effsurf::ui {

/// The serial fraction s = 1 − α: 10⁻¹² .. 1 on a log slider, a field that
/// takes 1e-7, 5% or alpha=0.9999999, and α written out under them.
class SerialFractionBox : public SliderFieldBox {
    Q_OBJECT
public:
    explicit SerialFractionBox(ScenarioController* controller, QWidget* parent = nullptr);

    /// Shows `serialFraction` without emitting edits.
    void showValue(double serialFraction);

protected:
    void stripChanged() override;

private:
    QLabel* alphaLabel_ = nullptr;
};

}  // namespace effsurf::ui
