// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/SerialFractionBox.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/LogSlider.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QLabel>
#include <QLayout>
#include <QLineEdit>

namespace effsurf::ui {

SerialFractionBox::SerialFractionBox(ScenarioController* controller, QWidget* parent)
    : SliderFieldBox({tr("Serial fraction s = 1 \u2212 \u03B1"), tr("serial fraction s"), tr("s"),
                      // the longest s the field shows
                      QStringLiteral("2.0869\u00D7"
                                     "10\u207B\u00B9\u00B2")},
                     controller, parent) {
    auto* slider = new LogSlider(core::Scenario::kMinSerialFraction, core::Scenario::kMaxSerialFraction, 100, this);
    slider->setAccessibleName(tr("serial fraction"));
    slider->setToolTip(tr("10\u207B\u00B9\u00B2 .. 1 on a logarithmic scale"));
    auto* field = new NumberField([](const QString& text) { return core::parseSerialFraction(text.toStdString(), "serial fraction s"); },
                                  [](double value) { return NumberFormat::editable(value); }, this);
    field->lineEdit()->setPlaceholderText(tr("1e-7, 0.05, 5% or alpha=0.9999999"));
    field->lineEdit()->setAccessibleName(tr("serial fraction value"));
    setSliderAndField(slider, field, &ScenarioController::setSerialFraction);
    alphaLabel_ = new QLabel(this);
    alphaLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout()->addWidget(alphaLabel_);
}

void SerialFractionBox::showValue(double serialFraction) {
    slider()->setLogValueSilently(serialFraction);
    field()->showValue(serialFraction);
    alphaLabel_->setText(NumberFormat::alphaOf(serialFraction));
}

void SerialFractionBox::stripChanged() {
    // In a compact strip α is left to the readout, so that the field stays whole.
    alphaLabel_->setVisible(!isStrip() || !isCompact());
}

}  // namespace effsurf::ui
