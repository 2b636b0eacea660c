// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/ControlBinding.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QSlider>

namespace effsurf::ui::ControlBinding {

void connectDrag(QSlider* slider, ScenarioController* controller) {
    QObject::connect(slider, &QSlider::sliderPressed, controller, &ScenarioController::beginInteraction);
    QObject::connect(slider, &QSlider::sliderReleased, controller, &ScenarioController::endInteraction);
}

void bindField(NumberField* field, ScenarioController* controller, std::function<void(double)> apply) {
    QObject::connect(field, &NumberField::valueEntered, field, [field, controller, apply = std::move(apply)](double value) {
        // The controller checks the whole state (N up to 10^12, the training
        // model's limits, ...): a value it refuses is shown at the field like
        // text that does not parse, never left standing as if accepted.
        QString refusal;
        const auto listener = QObject::connect(controller, &ScenarioController::rejected, field,
                                               [&refusal](const QString&, const QString& message) { refusal = message; });
        apply(value);
        QObject::disconnect(listener);
        if (!refusal.isEmpty()) field->showError(refusal);
    });
}

}  // namespace effsurf::ui::ControlBinding
