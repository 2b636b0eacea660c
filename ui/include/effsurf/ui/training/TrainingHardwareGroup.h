// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/ui/training/TrainingFields.h"

#include <QGroupBox>

#include <string>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace effsurf::ui {

/// The Training form's hardware: the GPU, GPUs per node, the network and
/// its adapters per node, the memory kept free on a GPU; under them the
/// hardware described in words. A GPU brings its reference nodes' network
/// unless another network was chosen.
/// A new GPU or network brings its presets' numbers: the form applies them
/// (TrainingForm::runFromControls), since the NVLink domain it sets lives in
/// the scale-out group.
class TrainingHardwareGroup : public QGroupBox {
    Q_OBJECT
public:
    explicit TrainingHardwareGroup(const TrainingFields::SpinFactory& addSpin, QWidget* parent = nullptr);

    /// Fills the controls (the caller blocks the spins' signals while it does).
    void showRun(const core::TrainingRun& run);

    std::string acceleratorId() const;
    std::string networkId() const;
    int gpusPerNode() const;
    int nicsPerNode() const;
    /// The memory kept free on every GPU, in bytes.
    double memoryMarginBytes() const;

    QComboBox* acceleratorCombo() const noexcept { return acceleratorCombo_; }
    QLabel* infoLabel() const noexcept { return info_; }
    QLabel* problemLabel() const noexcept { return problem_; }

signals:
    void edited();

private:
    QComboBox* acceleratorCombo_ = nullptr;
    QSpinBox* gpusPerNode_ = nullptr;
    QComboBox* networkCombo_ = nullptr;
    QSpinBox* nicsPerNode_ = nullptr;
    QDoubleSpinBox* memoryMargin_ = nullptr;
    QLabel* info_ = nullptr;
    QLabel* problem_ = nullptr;
};

}  // namespace effsurf::ui
