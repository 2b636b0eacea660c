#include "effsurf/ui/training/TrainingCalibrationGroup.h"

#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/training/TrainingFields.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace effsurf::ui {

TrainingCalibrationGroup::TrainingCalibrationGroup(ScenarioController* controller, QWidget* parent)
    : QGroupBox(tr("Calibration and goal"), parent) {
    auto* form = new QFormLayout(this);
    utilization_ = addPercentSlider(tr("utilization"), 5, utilizationValue_,
                                    tr("Sustained share of the datasheet peak inside the matrix products (about 60 % for "
                                       "Megatron-LM on A100s after calibration against its published runs)"),
                                    controller);
    overlap_ = addPercentSlider(tr("overlap \u03C9"), 0, overlapValue_,
                                tr("Share of the data-parallel all-reduce hidden behind the backward pass"), controller);
    serialSeconds_ = TrainingFields::positiveField(tr("serial seconds"), this, true);
    serialSeconds_->setToolTip(tr("Seconds per step no GPU count divides: the optimizer step, logging, data loading"));
    form->addRow(tr("serial time (s)"), serialSeconds_);
    connect(serialSeconds_, &NumberField::valueEntered, this, [this](double) { emit edited(); });
    tokens_ = TrainingFields::positiveField(tr("tokens"), this);
    tokens_->setToolTip(tr("Tokens to train on, for the days it takes (GPT-3: 300e9)"));
    form->addRow(tr("tokens T"), tokens_);
    connect(tokens_, &NumberField::valueEntered, this, [this](double) { emit edited(); });
    problem_ = TrainingFields::addProblemLine(form);
}

QSlider* TrainingCalibrationGroup::addPercentSlider(const QString& name, int low, QLabel*& value, const QString& tip,
                                                    ScenarioController* controller) {
    auto* row = new QWidget(this);
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto* slider = new QSlider(Qt::Horizontal, row);
    slider->setRange(low, 100);
    slider->setAccessibleName(name);
    slider->setToolTip(tip);
    value = new QLabel(row);
    value->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("100 %")) + 4);
    h->addWidget(slider, 1);
    h->addWidget(value);
    connect(slider, &QSlider::valueChanged, this, &TrainingCalibrationGroup::edited);
    connect(slider, &QSlider::sliderPressed, controller, &ScenarioController::beginInteraction);
    connect(slider, &QSlider::sliderReleased, controller, &ScenarioController::endInteraction);
    static_cast<QFormLayout*>(layout())->addRow(name, row);
    return slider;
}

void TrainingCalibrationGroup::showRun(const core::TrainingRun& run) {
    {
        const QSignalBlocker u(utilization_), o(overlap_);
        utilization_->setValue(int(std::lround(run.utilization * 100.0)));
        overlap_->setValue(int(std::lround(run.overlap * 100.0)));
    }
    serialSeconds_->showValue(run.serialSeconds);
    tokens_->showValue(run.tokens);
    utilizationValue_->setText(QStringLiteral("%1 %").arg(std::lround(run.utilization * 100.0)));
    overlapValue_->setText(QStringLiteral("%1 %").arg(std::lround(run.overlap * 100.0)));
}

void TrainingCalibrationGroup::readInto(core::TrainingRun& run) const {
    run.utilization = utilization_->value() / 100.0;
    run.overlap = overlap_->value() / 100.0;
    if (const auto serial = core::parseDouble(serialSeconds_->lineEdit()->text().toStdString())) run.serialSeconds = *serial;
    if (const auto tokens = core::parseDouble(tokens_->lineEdit()->text().toStdString())) run.tokens = *tokens;
}

}  // namespace effsurf::ui
