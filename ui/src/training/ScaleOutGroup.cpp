// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/ScaleOutGroup.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace effsurf::ui {

ScaleOutGroup::ScaleOutGroup(const SpinFactory& addSpin, QWidget* parent) : QGroupBox(tr("Context, experts, NVLink, FP8"), parent) {
    auto* form = new QFormLayout(this);
    form->addRow(tr("context parallel cp"), addSpin(this, QStringLiteral("context parallel"), 1, 4096, QString(),
                                                    tr("GPUs sharing one sequence's tokens (ring attention): activations / cp, K/V blocks "
                                                       "exchanged each layer; s must divide into 2 cp chunks. N = t cp p d.")));
    form->addRow(tr("expert parallel ep"),
                 addSpin(this, QStringLiteral("expert parallel"), 1, 100000, QString(),
                         tr("GPUs the experts are spread over, out of the d cp data-parallel ranks: experts' memory "
                            "/ ep, an all-to-all of the tokens each MoE layer (dispatch and combine)")));
    form->addRow(tr("NVLink domain"), addSpin(this, QStringLiteral("NVLink domain"), 1, 100000, tr(" GPUs"),
                                              tr("GPUs one NVLink/NVSwitch fabric joins: 8 in an HGX node, 72 in a GB200 NVL72 rack. "
                                                 "Collectives inside it never touch the network.")));
    offload_ = new QCheckBox(tr("ZeRO-Offload"), this);
    offload_->setAccessibleName(tr("ZeRO-Offload"));
    offload_->setToolTip(
        tr("Optimizer states in host memory and Adam on the CPU (Ren et al. 2021): less GPU memory, "
           "a gradient shard down and the weights up over the GPU's host link every step"));
    form->addRow(offload_);
    fp8Recipe_ = new QComboBox(this);
    fp8Recipe_->setAccessibleName(tr("FP8 recipe"));
    fp8Recipe_->addItem(tr("Transformer Engine"), int(core::Fp8Recipe::TransformerEngine));
    fp8Recipe_->addItem(tr("DeepSeek-V3 (FP8 dispatch)"), int(core::Fp8Recipe::DeepSeekV3));
    fp8Recipe_->setToolTip(
        tr("With FP8: which products and messages use it. Both run the linear layers' GEMMs at the FP8 "
           "peak and keep attention, logits, gradients and the optimizer in BF16/FP32; DeepSeek-V3 "
           "also sends the experts' dispatch in FP8"));
    // Its long entry does not set the form's width (the charts beside it need it).
    fp8Recipe_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    fp8Recipe_->setMinimumContentsLength(10);
    form->addRow(tr("FP8 recipe"), fp8Recipe_);

    networkRows_ = new QWidget(this);
    auto* network = new QFormLayout(networkRows_);
    network->setContentsMargins(0, 0, 0, 0);
    networkGbps_ = new CheckedDoubleSpinBox(tr("custom network"), networkRows_);
    networkGbps_->setRange(0.1, 100000.0);
    networkGbps_->setDecimals(1);
    networkGbps_->setSuffix(tr(" Gb/s"));
    networkGbps_->setKeyboardTracking(false);
    networkGbps_->setAccessibleName(tr("network line rate"));
    networkGbps_->setToolTip(tr("One network adapter's line rate (400 for NDR InfiniBand or 400 GbE)"));
    network->addRow(tr("custom network"), networkGbps_);
    networkLatency_ = new CheckedDoubleSpinBox(tr("network latency"), networkRows_);
    networkLatency_->setRange(0.0, 1e6);
    networkLatency_->setDecimals(1);
    networkLatency_->setSuffix(tr(" \u00B5s"));
    networkLatency_->setKeyboardTracking(false);
    networkLatency_->setAccessibleName(tr("network latency"));
    networkLatency_->setToolTip(tr("Latency of one step of a collective across the network"));
    network->addRow(tr("latency"), networkLatency_);
    form->addRow(networkRows_);

    problem_ = TrainingFields::addProblemLine(form);

    const auto changed = [this] {
        if (!filling_) emit edited();
    };
    connect(offload_, &QCheckBox::toggled, this, changed);
    connect(fp8Recipe_, &QComboBox::activated, this, changed);
    connect(networkGbps_, &QDoubleSpinBox::valueChanged, this, changed);
    connect(networkLatency_, &QDoubleSpinBox::valueChanged, this, changed);
}

void ScaleOutGroup::showRun(const core::TrainingRun& run) {
    filling_ = true;
    const QSignalBlocker blockOffload(offload_), blockRecipe(fp8Recipe_), blockRate(networkGbps_), blockLatency(networkLatency_);
    offload_->setChecked(run.offloadOptimizer);
    fp8Recipe_->setCurrentIndex(std::max(0, fp8Recipe_->findData(int(run.fp8Recipe))));
    networkGbps_->setValue(run.nicBytesPerSecond * 8.0 / 1e9);
    networkLatency_->setValue(run.networkLatencySeconds * 1e6);
    networkRows_->setVisible(run.networkId == "custom");
    filling_ = false;
}

void ScaleOutGroup::readInto(core::TrainingRun& run) const {
    run.offloadOptimizer = offload_->isChecked();
    run.fp8Recipe = core::Fp8Recipe(fp8Recipe_->currentData().toInt());
    if (run.networkId == "custom") run.useCustomNetwork(networkGbps_->value() * 1e9 / 8.0, networkLatency_->value() * 1e-6);
}

}  // namespace effsurf::ui
