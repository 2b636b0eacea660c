// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/ProcessorBox.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/LogSlider.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QLineEdit>

namespace effsurf::ui {

ProcessorBox::ProcessorBox(ScenarioController* controller, QWidget* parent)
    : SliderFieldBox({tr("Processors N"), tr("processors N"), tr("N"),
                      // 13 digits: the longest N the field shows
                      QStringLiteral("0000000000000")},
                     controller, parent) {
    auto* slider = new LogSlider(core::Scenario::kMinProcessors, core::Scenario::kMaxProcessors, 100, this);
    slider->setAccessibleName(tr("processor count"));
    // The range (1 .. 10^12) is the state's: the controller refuses 5e12 and
    // the field shows its reason, as for every value the state refuses.
    auto* field = new NumberField([](const QString& text) { return core::parseProcessorCount(text.toStdString(), "N"); },
                                  [](double value) { return NumberFormat::editable(value); }, this);
    field->lineEdit()->setPlaceholderText(tr("2414592 or 2.4e6"));
    field->lineEdit()->setAccessibleName(tr("processor count value"));
    setSliderAndField(slider, field, &ScenarioController::setProcessors);
}

void ProcessorBox::showValue(double processors) {
    slider()->setLogValueSilently(processors);
    field()->showValue(processors);
}

}  // namespace effsurf::ui
