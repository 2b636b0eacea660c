// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingHardwareGroup.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include "effsurf/resources/BuiltinData.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalBlocker>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

namespace effsurf::ui {

TrainingHardwareGroup::TrainingHardwareGroup(const TrainingFields::SpinFactory& addSpin, QWidget* parent)
    : QGroupBox(tr("Accelerator and nodes"), parent) {
    auto* form = new QFormLayout(this);
    const auto& catalog = resources::trainingCatalog();
    acceleratorCombo_ = new QComboBox(this);
    acceleratorCombo_->setAccessibleName(tr("accelerator"));
    for (const auto& a : catalog.accelerators()) {
        acceleratorCombo_->addItem(QString::fromStdString(a.name), QString::fromStdString(a.id));
        acceleratorCombo_->setItemData(acceleratorCombo_->count() - 1,
                                       QString::fromStdString(a.source + (a.note.empty() ? "" : "; " + a.note)), Qt::ToolTipRole);
    }
    TrainingFields::narrowCombo(acceleratorCombo_);
    form->addRow(tr("GPU"), acceleratorCombo_);
    connect(acceleratorCombo_, &QComboBox::activated, this, &TrainingHardwareGroup::edited);
    form->addRow(tr("GPUs per node"), gpusPerNode_ = addSpin(this, QStringLiteral("GPUs per node"), 1, 1024, QString(),
                                                             tr("GPUs in one node, sharing its network adapters (the NVLink "
                                                                "domain is set below: 8 in a node, 72 in an NVL72 rack)")));
    networkCombo_ = new QComboBox(this);
    networkCombo_->setAccessibleName(tr("network"));
    for (const auto& n : catalog.networks()) {
        networkCombo_->addItem(QString::fromStdString(n.name), QString::fromStdString(n.id));
        networkCombo_->setItemData(networkCombo_->count() - 1, QString::fromStdString(n.source), Qt::ToolTipRole);
    }
    // A network of one's own: its line rate and latency in "Context, experts, NVLink, FP8".
    networkCombo_->addItem(tr("Custom network"), QStringLiteral("custom"));
    networkCombo_->setItemData(networkCombo_->count() - 1, tr("Your own line rate and latency, set below"), Qt::ToolTipRole);
    TrainingFields::narrowCombo(networkCombo_);
    form->addRow(tr("network"), networkCombo_);
    connect(networkCombo_, &QComboBox::activated, this, &TrainingHardwareGroup::edited);
    form->addRow(tr("NICs per node"), nicsPerNode_ = addSpin(this, QStringLiteral("NICs per node"), 1, 64, QString(),
                                                             tr("Network adapters per node, shared by its GPUs")));
    memoryMargin_ = new CheckedDoubleSpinBox(tr("memory kept free"), this);
    memoryMargin_->setRange(0.0, 4096.0);
    memoryMargin_->setDecimals(1);
    memoryMargin_->setSuffix(tr(" GiB"));
    memoryMargin_->setKeyboardTracking(false);
    memoryMargin_->setAccessibleName(tr("memory margin"));
    memoryMargin_->setToolTip(
        tr("Memory kept free on every GPU for the CUDA context, NCCL's buffers and the allocator's "
           "fragments: a run fits when it needs at most the rest"));
    form->addRow(tr("memory kept free"), memoryMargin_);
    connect(memoryMargin_, &QDoubleSpinBox::valueChanged, this, &TrainingHardwareGroup::edited);
    info_ = TrainingFields::addInfoLine(form);
    problem_ = TrainingFields::addProblemLine(form);
}

void TrainingHardwareGroup::showRun(const core::TrainingRun& run) {
    acceleratorCombo_->setCurrentIndex(std::max(0, acceleratorCombo_->findData(QString::fromStdString(run.acceleratorId))));
    networkCombo_->setCurrentIndex(std::max(0, networkCombo_->findData(QString::fromStdString(run.networkId))));
    gpusPerNode_->setValue(run.gpusPerNode);
    nicsPerNode_->setValue(run.nicsPerNode);
    const QSignalBlocker blocker(memoryMargin_);
    memoryMargin_->setValue(run.memoryMarginBytes / core::kGibibyte);
}

double TrainingHardwareGroup::memoryMarginBytes() const { return memoryMargin_->value() * core::kGibibyte; }

std::string TrainingHardwareGroup::acceleratorId() const { return acceleratorCombo_->currentData().toString().toStdString(); }
std::string TrainingHardwareGroup::networkId() const { return networkCombo_->currentData().toString().toStdString(); }
int TrainingHardwareGroup::gpusPerNode() const { return gpusPerNode_->value(); }
int TrainingHardwareGroup::nicsPerNode() const { return nicsPerNode_->value(); }

}  // namespace effsurf::ui
