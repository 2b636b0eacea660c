// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/ui/training/TrainingFields.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace effsurf::ui {

/// The Training form's group for what runs beyond t p d use: context
/// parallelism (long sequences over cp GPUs), expert parallelism (a mixture
/// of experts over ep of the data-parallel ranks), the NVLink domain (72 in
/// an NVL72 rack), ZeRO-Offload, the FP8 recipe, and a network of the user's
/// own (line rate and latency) when the network preset is "custom". Its
/// counts are the form's spins (made by the form's factory), so a problem
/// ("context parallel", "expert parallel") is marked at its field.
class ScaleOutGroup : public QGroupBox {
    Q_OBJECT
public:
    using SpinFactory = TrainingFields::SpinFactory;

    ScaleOutGroup(const SpinFactory& addSpin, QWidget* parent = nullptr);

    /// Fills the controls (the caller blocks the spins' signals while it does).
    void showRun(const core::TrainingRun& run);
    /// The fields this group edits, written into `run`: for a "custom"
    /// network id its rate and latency too (throws InvalidParameter naming
    /// "network bandwidth" or "network latency").
    void readInto(core::TrainingRun& run) const;
    QLabel* problemLabel() const noexcept { return problem_; }

signals:
    void edited();

private:
    QComboBox* fp8Recipe_ = nullptr;
    QCheckBox* offload_ = nullptr;
    QWidget* networkRows_ = nullptr;
    QDoubleSpinBox* networkGbps_ = nullptr;
    QDoubleSpinBox* networkLatency_ = nullptr;
    QLabel* problem_ = nullptr;
    bool filling_ = false;
};

}  // namespace effsurf::ui
