// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingCalibrationGroup.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/training/TrainingFields.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
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
    auto* bandRow = new QWidget(this);
    auto* band = new QHBoxLayout(bandRow);
    band->setContentsMargins(0, 0, 0, 0);
    const auto percent = [&](const QString& name, const QString& tip) {
        auto* spin = new CheckedSpinBox(tr("utilization band"), bandRow);
        spin->setRange(1, 100);
        spin->setSuffix(QStringLiteral(" %"));
        spin->setKeyboardTracking(false);
        spin->setAccessibleName(name);
        spin->setToolTip(tip);
        connect(spin, &QSpinBox::valueChanged, this, &TrainingCalibrationGroup::edited);
        return spin;
    };
    bandLow_ = percent(tr("band low"), tr("The utilization at the band's low end: every prediction is also given there"));
    bandHigh_ = percent(tr("band high"), tr("The utilization at the band's high end"));
    band->addWidget(bandLow_);
    band->addWidget(new QLabel(QStringLiteral("\u2013"), bandRow));
    band->addWidget(bandHigh_);
    band->addStretch(1);
    form->addRow(tr("utilization band"), bandRow);
    auto* fitRow = new QWidget(this);
    auto* fit = new QHBoxLayout(fitRow);
    fit->setContentsMargins(0, 0, 0, 0);
    auto* fitButton = new QPushButton(tr("Fit to measured steps\u2026"), fitRow);
    fitButton->setToolTip(
        tr("Read a CSV of GPU counts and measured step times (or tokens/s; optional tp, cp, pp, dp "
           "columns) and fit this run's utilization and its network's bandwidth, with 95 % intervals"));
    connect(fitButton, &QPushButton::clicked, this, &TrainingCalibrationGroup::fitRequested);
    clearMeasured_ = new QPushButton(tr("Clear"), fitRow);
    clearMeasured_->setToolTip(tr("Drop the measured steps (the fitted utilization and network stay)"));
    connect(clearMeasured_, &QPushButton::clicked, this, &TrainingCalibrationGroup::clearMeasuredRequested);
    fit->addWidget(fitButton);
    fit->addWidget(clearMeasured_);
    fit->addStretch(1);
    form->addRow(fitRow);
    measuredLine_ = TrainingFields::addInfoLine(form);
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
    {
        const QSignalBlocker l(bandLow_), h(bandHigh_);
        bandLow_->setValue(int(std::lround(run.bandLow * 100.0)));
        bandHigh_->setValue(int(std::lround(run.bandHigh * 100.0)));
    }
    clearMeasured_->setVisible(!run.measuredSteps.rows.empty());
    measuredLine_->setVisible(!run.measuredSteps.rows.empty());
    measuredLine_->setText(
        tr("%1 measured steps from %2").arg(run.measuredSteps.rows.size()).arg(QString::fromStdString(run.measuredSteps.fileName)));
    utilizationValue_->setText(QStringLiteral("%1\u00A0%").arg(std::lround(run.utilization * 100.0)));
    overlapValue_->setText(QStringLiteral("%1\u00A0%").arg(std::lround(run.overlap * 100.0)));
}

void TrainingCalibrationGroup::readInto(core::TrainingRun& run) const {
    run.utilization = utilization_->value() / 100.0;
    run.overlap = overlap_->value() / 100.0;
    run.bandLow = bandLow_->value() / 100.0;
    run.bandHigh = bandHigh_->value() / 100.0;
    if (const auto serial = core::parseDouble(serialSeconds_->lineEdit()->text().toStdString())) run.serialSeconds = *serial;
    if (const auto tokens = core::parseDouble(tokens_->lineEdit()->text().toStdString())) run.tokens = *tokens;
}

}  // namespace effsurf::ui
