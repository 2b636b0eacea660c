// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/surface/SurfaceView.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;

namespace effsurf::ui {

/// The 3D view's choices: the camera preset and a logarithmic E axis. They
/// are the view's, not the scenario's: chosen here, applied by the window.
class ViewBox : public QGroupBox {
    Q_OBJECT
public:
    explicit ViewBox(QWidget* parent = nullptr);

    QComboBox* cameraCombo() const noexcept { return cameraCombo_; }
    QCheckBox* logEfficiencyCheck() const noexcept { return logEfficiency_; }

signals:
    void cameraPresetChosen(effsurf::ui::SurfaceView::CameraPreset preset);
    void logarithmicEfficiencyChosen(bool logarithmic);

private:
    QComboBox* cameraCombo_ = nullptr;
    QCheckBox* logEfficiency_ = nullptr;
};

}  // namespace effsurf::ui
