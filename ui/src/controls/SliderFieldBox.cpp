// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/SliderFieldBox.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlBinding.h"
#include "effsurf/ui/widgets/LogSlider.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QBoxLayout>
#include <QFontMetrics>
#include <QLabel>
#include <QLineEdit>

namespace effsurf::ui {

SliderFieldBox::SliderFieldBox(Names names, ScenarioController* controller, QWidget* parent)
    : QGroupBox(names.title, parent), controller_(controller), names_(std::move(names)) {
    new QVBoxLayout(this);
}

void SliderFieldBox::setSliderAndField(LogSlider* slider, NumberField* field, void (ScenarioController::*apply)(double)) {
    slider_ = slider;
    field_ = field;
    layout()->addWidget(slider);
    layout()->addWidget(field);
    connect(slider, &LogSlider::logValueChanged, controller_, apply);
    ControlBinding::connectDrag(slider, controller_);
    ControlBinding::bindField(field, controller_, [this, apply](double value) { (controller_->*apply)(value); });
}

void SliderFieldBox::setStrip(bool strip) {
    if (strip == strip_) return;
    strip_ = strip;
    if (!strip) compact_ = false;
    auto* row = static_cast<QBoxLayout*>(layout());
    row->setDirection(strip ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    row->setStretchFactor(slider_, strip ? 1 : 0);
    // The group's title leads its row: one line for the whole strip.
    auto* heading = findChild<QLabel*>(QStringLiteral("stripHeading"), Qt::FindDirectChildrenOnly);
    if (strip && !heading) {
        heading = new QLabel(this);
        heading->setObjectName(QStringLiteral("stripHeading"));
        row->insertWidget(0, heading);
        setTitle(QString());
    } else if (!strip && heading) {
        setTitle(names_.title);
        delete heading;
    }
}

void SliderFieldBox::setCompact(bool compact) {
    compact_ = strip_ && compact;
    fitWidths();
    // The new heading's width now, for whoever asks for the strip's size next.
    layout()->activate();
}

void SliderFieldBox::fitWidths() {
    const QFontMetrics metrics(font());
    if (auto* heading = findChild<QLabel*>(QStringLiteral("stripHeading"), Qt::FindDirectChildrenOnly))
        heading->setText(compact_ ? names_.compactHeading : names_.stripHeading);
    stripChanged();
    // A slider a hand can drag across the room's view, however long the field beside it.
    slider_->setMinimumWidth(strip_ ? 6 * metrics.height() : 0);
    // The field shows its whole value in the strip.
    field_->lineEdit()->setMinimumWidth(strip_ ? metrics.horizontalAdvance(names_.widestValue) + metrics.height() : 0);
}

}  // namespace effsurf::ui
