// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/ui/training/TrainingFields.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace effsurf::ui {

/// The Training form's parallel layout and batch: t, p, d, the micro- and
/// global batch, the interleave v, ZeRO and its shard group, the pipeline
/// schedule, activation recomputation, the gradient all-reduce, sequence
/// parallelism, fused attention and dropout; under them the layout in
/// words, the line that says a run does not fit, and the button that ranks
/// every layout on these GPUs.
class TrainingLayoutGroup : public QGroupBox {
    Q_OBJECT
public:
    explicit TrainingLayoutGroup(const TrainingFields::SpinFactory& addSpin, QWidget* parent = nullptr);

    /// Fills the controls (the caller blocks the spins' signals while it does).
    void showRun(const core::TrainingRun& run);
    /// The fields this group edits, written into `run`.
    void readInto(core::TrainingRun& run) const;
    /// p v: the layers one step of the depth slider adds.
    int layersPerStep() const;

    QLabel* infoLabel() const noexcept { return info_; }
    QLabel* problemLabel() const noexcept { return problem_; }

signals:
    void edited();
    /// The user asked to rank the layouts (the workspace shows the search).
    void searchRequested();

private:
    QSpinBox* tensor_ = nullptr;
    QSpinBox* pipeline_ = nullptr;
    QSpinBox* data_ = nullptr;
    QSpinBox* microBatch_ = nullptr;
    QSpinBox* globalBatch_ = nullptr;
    QSpinBox* interleave_ = nullptr;
    QComboBox* zeroCombo_ = nullptr;
    QComboBox* recomputeCombo_ = nullptr;
    QComboBox* allReduceCombo_ = nullptr;
    QCheckBox* sequenceParallel_ = nullptr;
    QCheckBox* fusedAttention_ = nullptr;
    QCheckBox* dropout_ = nullptr;
    QComboBox* scheduleCombo_ = nullptr;
    QSpinBox* shardGroup_ = nullptr;
    QLabel* info_ = nullptr;
    QLabel* problem_ = nullptr;
};

}  // namespace effsurf::ui
