// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/TransformerShape.h"
#include "effsurf/ui/training/TrainingFields.h"

#include <QGroupBox>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace effsurf::ui {

/// The Training form's group for what models since 2022 changed in the
/// transformer: attention (key/value heads for grouped-query and multi-query
/// attention, the head width, DeepSeek's multi-head latent attention with its
/// ranks and RoPE width), the FFN (its width, a gate as in SwiGLU, an
/// output layer of its own) and a mixture of experts (routed experts, top-k,
/// shared experts, an expert's width, dense layers first, capacity factor,
/// node-limited routing).
/// Zero in a count means "the GPT default" and says which ("= heads", "4 h",
/// "dense"). The spins come from the form's factory, so a problem the model
/// finds ("kv heads", "experts per token") is marked at its field like every
/// other; the two switches and the capacity factor report through edited().
class ModelArchitectureGroup : public QGroupBox {
    Q_OBJECT
public:
    /// Makes a named spin box in `parent` that tells the form when it changes.
    using SpinFactory = TrainingFields::SpinFactory;

    ModelArchitectureGroup(const SpinFactory& addSpin, QWidget* parent = nullptr);

    /// Fills the controls (the caller blocks the spins' signals while it does).
    void showShape(const core::TransformerShape& shape);
    /// The fields this group edits, written into `shape`; the rest of it stays.
    void readInto(core::TransformerShape& shape) const;
    /// The red line under the group, for a problem at one of its fields.
    QLabel* problemLabel() const noexcept { return problem_; }

signals:
    void edited();

private:
    QSpinBox* kvHeads_ = nullptr;
    QSpinBox* headDim_ = nullptr;
    QSpinBox* latentKvRank_ = nullptr;
    QSpinBox* latentQueryRank_ = nullptr;
    QSpinBox* ropeHeadDim_ = nullptr;
    QWidget* latentRows_ = nullptr;
    QSpinBox* maxNodesPerToken_ = nullptr;
    QSpinBox* ffnHidden_ = nullptr;
    QCheckBox* gated_ = nullptr;
    QCheckBox* untied_ = nullptr;
    QSpinBox* experts_ = nullptr;
    QSpinBox* expertsPerToken_ = nullptr;
    QSpinBox* sharedExperts_ = nullptr;
    QSpinBox* expertFfnHidden_ = nullptr;
    QSpinBox* denseLayers_ = nullptr;
    QDoubleSpinBox* capacityFactor_ = nullptr;
    QWidget* expertRows_ = nullptr;
    QLabel* problem_ = nullptr;
    bool filling_ = false;
};

}  // namespace effsurf::ui
