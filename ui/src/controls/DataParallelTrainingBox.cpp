// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/DataParallelTrainingBox.h"

#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlBinding.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

DataParallelTrainingBox::DataParallelTrainingBox(ScenarioController* controller, QWidget* parent)
    : QGroupBox(tr("Data-parallel training (alpha-beta model)"), parent), controller_(controller) {
    auto* form = new QFormLayout(this);
    accelerator_ = new QComboBox(this);
    for (const auto& sheet : core::AcceleratorDatasheet::all())
        accelerator_->addItem(QString::fromUtf8(sheet.name.data()), QString::fromUtf8(sheet.id.data()));
    accelerator_->setToolTip(
        tr("Throughput per worker: the datasheet peak for the chosen precision (a peak, not "
           "a measurement) times the utilization"));
    form->addRow(tr("accelerator"), accelerator_);
    connect(accelerator_, &QComboBox::activated, this,
            [this](int index) { controller_->setAccelerator(accelerator_->itemData(index).toString().toStdString()); });
    utilization_ = percentSlider(1, utilizationValue_, tr("utilization"), [this](double u) { controller_->setUtilization(u); });
    parameterCount_ = trainingField(tr("parameters P"), 0.0, true, [](auto& p, double v) { p.parameterCount = v; });
    form->addRow(tr("parameters P"), parameterCount_);
    flops_ = trainingField(tr("FLOP per step F"), 0.0, true, [](auto& p, double v) { p.flopsPerStep = v; });
    form->addRow(tr("FLOP per step"), flops_);
    latency_ = trainingField(tr("latency"), 0.0, false, [](auto& p, double v) { p.latencySeconds = v; });
    form->addRow(tr("latency λ (s)"), latency_);
    bandwidth_ = trainingField(tr("bandwidth"), 0.0, true, [](auto& p, double v) { p.bandwidthBytesPerSecond = v; });
    form->addRow(tr("bandwidth B (B/s)"), bandwidth_);
    sequential_ = trainingField(tr("T_seq"), 0.0, false, [](auto& p, double v) { p.sequentialSeconds = v; });
    form->addRow(tr("T_seq per step (s)"), sequential_);
    algorithm_ = new QComboBox(this);
    algorithm_->addItem(tr("ring all-reduce"), int(core::AllReduceAlgorithm::Ring));
    algorithm_->addItem(tr("tree all-reduce"), int(core::AllReduceAlgorithm::Tree));
    form->addRow(tr("collective"), algorithm_);
    connect(algorithm_, &QComboBox::activated, this, [this](int index) {
        core::TrainingParameters p = controller_->scenario().training;
        p.algorithm = core::AllReduceAlgorithm(algorithm_->itemData(index).toInt());
        controller_->setTraining(p);
    });
    scaling_ = new QComboBox(this);
    // Short names that fit the panel; what each keeps fixed is in the tooltip.
    scaling_->addItem(tr("strong"), int(core::ScalingMode::Strong));
    scaling_->setItemData(0, tr("Strong scaling: the global batch is fixed, each worker computes 1/N of it."), Qt::ToolTipRole);
    scaling_->addItem(tr("weak"), int(core::ScalingMode::Weak));
    scaling_->setItemData(1, tr("Weak scaling: the per-worker batch is fixed, the global batch grows with N."), Qt::ToolTipRole);
    form->addRow(tr("scaling"), scaling_);
    connect(scaling_, &QComboBox::activated, this, [this](int index) {
        core::TrainingParameters p = controller_->scenario().training;
        p.scaling = core::ScalingMode(scaling_->itemData(index).toInt());
        controller_->setTraining(p);
    });
    overlap_ = percentSlider(0, overlapValue_, tr("overlap ω"), [this](double omega) {
        core::TrainingParameters p = controller_->scenario().training;
        p.overlap = omega;
        controller_->setTraining(p);
    });
    trainingInfo_ = new QLabel(this);
    // One label per line, no word wrap: a wrapped or two-line label in this
    // form was given less than its height and cut at the bottom.
    form->addRow(trainingInfo_);
    trainingTimes_ = new QLabel(this);
    form->addRow(trainingTimes_);
}

QSlider* DataParallelTrainingBox::percentSlider(int minimum, QLabel*& value, const QString& label, std::function<void(double)> apply) {
    auto* row = new QHBoxLayout;
    auto* slider = new QSlider(Qt::Horizontal, this);
    slider->setRange(minimum, 100);
    value = new QLabel(this);
    row->addWidget(slider, 1);
    row->addWidget(value);
    static_cast<QFormLayout*>(layout())->addRow(label, row);
    connect(slider, &QSlider::valueChanged, this, [apply = std::move(apply)](int v) { apply(v / 100.0); });
    ControlBinding::connectDrag(slider, controller_);
    return slider;
}

NumberField* DataParallelTrainingBox::trainingField(const QString& name, double minimum, bool strict,
                                                    std::function<void(core::TrainingParameters&, double)> apply) {
    auto* field = new NumberField(
        [name, minimum, strict](const QString& text) {
            return core::parseNumberAbove(text.toStdString(), name.toStdString(), minimum, !strict);
        },
        [](double value) { return NumberFormat::editable(value); }, this);
    field->lineEdit()->setAccessibleName(name);
    ControlBinding::bindField(field, controller_, [this, apply](double value) {
        core::TrainingParameters parameters = controller_->scenario().training;
        apply(parameters, value);
        controller_->setTraining(parameters);
    });
    return field;
}

void DataParallelTrainingBox::showScenario(const core::Scenario& scenario) {
    if (scenario.model != core::ModelKind::Training) return;
    const QSignalBlocker a(accelerator_), u(utilization_), g(algorithm_), c(scaling_), o(overlap_);
    accelerator_->setCurrentIndex(accelerator_->findData(QString::fromStdString(scenario.accelerator)));
    utilization_->setValue(static_cast<int>(std::lround(scenario.utilization * 100.0)));
    utilizationValue_->setText(QStringLiteral("%1%").arg(std::lround(scenario.utilization * 100.0)));
    const auto& t = scenario.training;
    parameterCount_->showValue(t.parameterCount);
    flops_->showValue(t.flopsPerStep);
    latency_->showValue(t.latencySeconds);
    bandwidth_->showValue(t.bandwidthBytesPerSecond);
    sequential_->showValue(t.sequentialSeconds);
    algorithm_->setCurrentIndex(algorithm_->findData(int(t.algorithm)));
    scaling_->setCurrentIndex(scaling_->findData(int(t.scaling)));
    overlap_->setValue(static_cast<int>(std::lround(t.overlap * 100.0)));
    overlapValue_->setText(QStringLiteral("%1%").arg(std::lround(t.overlap * 100.0)));
    const auto model = scenario.trainingModel();
    const auto times = model.stepTimes(std::max(1.0, std::round(scenario.processors)));
    trainingInfo_->setText(tr("X = %1 FLOP/s per worker, b = %2 bytes")
                               .arg(NumberFormat::scientific(model.parameters().throughputFlops))
                               .arg(model.parameters().bytesPerElement));
    trainingTimes_->setText(tr("at N: T_comp = %1 s, T_comm = %2 s")
                                .arg(NumberFormat::scientific(times.compute), NumberFormat::scientific(times.communication)));
}

}  // namespace effsurf::ui
