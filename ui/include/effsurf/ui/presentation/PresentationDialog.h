// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/presentation/PresentationSettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

namespace effsurf::ui {

/// The presentation view's settings: text size for the projector, high
/// contrast, the screen to present on, the charts beside the surface and
/// which controls stay visible.
/// Every change is previewed at once (settingsChanged); Cancel goes back.
class PresentationDialog : public QDialog {
    Q_OBJECT
public:
    PresentationDialog(const PresentationSettings& settings, QWidget* parent = nullptr);
    PresentationSettings settings() const;

    QDoubleSpinBox* fontScaleSpin() const noexcept { return scale_; }

signals:
    void settingsChanged(const effsurf::ui::PresentationSettings& settings);

private:
    QDoubleSpinBox* scale_;
    QCheckBox* highContrast_;
    QComboBox* screen_;
    std::vector<std::pair<ControlPanel::Group, QCheckBox*>> controls_;
    std::vector<QComboBox*> charts_;  ///< the charts beside the surface, in order
};

}  // namespace effsurf::ui
