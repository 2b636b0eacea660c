// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/ViewBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>

namespace effsurf::ui {

ViewBox::ViewBox(QWidget* parent) : QGroupBox(tr("3D view"), parent) {
    auto* layout = new QFormLayout(this);
    cameraCombo_ = new QComboBox(this);
    cameraCombo_->addItem(tr("Isometric"), int(SurfaceView::CameraPreset::Isometric));
    cameraCombo_->addItem(tr("Front"), int(SurfaceView::CameraPreset::Front));
    cameraCombo_->addItem(tr("Top (heat map)"), int(SurfaceView::CameraPreset::Top));
    layout->addRow(tr("camera"), cameraCombo_);
    logEfficiency_ = new QCheckBox(tr("logarithmic E axis"), this);
    logEfficiency_->setToolTip(tr("HPCG-like workloads sit near E = 1%: a log axis shows them."));
    layout->addRow(logEfficiency_);
    connect(cameraCombo_, &QComboBox::activated, this,
            [this](int index) { emit cameraPresetChosen(SurfaceView::CameraPreset(cameraCombo_->itemData(index).toInt())); });
    connect(logEfficiency_, &QCheckBox::toggled, this, &ViewBox::logarithmicEfficiencyChosen);
}

}  // namespace effsurf::ui
