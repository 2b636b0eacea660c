// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/AppStyle.h"

#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

namespace effsurf::ui {

namespace {

QColor mix(const QColor& a, const QColor& b, int percentOfB) {
    const auto channel = [percentOfB](int x, int y) { return (x * (100 - percentOfB) + y * percentOfB + 50) / 100; };
    return QColor(channel(a.red(), b.red()), channel(a.green(), b.green()), channel(a.blue(), b.blue()));
}

bool isDark(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

/// A frame over `rect` in the boundary colour (the highlight when focused).
void drawFrame(QPainter* painter, const QRect& rect, const QStyleOption* option) {
    const bool focused = option->state.testFlag(QStyle::State_HasFocus);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(focused ? option->palette.color(QPalette::Highlight) : AppStyle::boundary(option->palette), 1.0));
    painter->drawRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 2.0, 2.0);
    painter->restore();
}

}  // namespace

AppStyle::AppStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

QColor AppStyle::boundary(const QPalette& palette) { return mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 50); }

QColor AppStyle::errorText(const QPalette& palette) { return isDark(palette) ? QColor(0xff, 0x7a, 0x7a) : QColor(0xb0, 0x00, 0x20); }

void AppStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter, const QWidget* widget) const {
    if (element == PE_FrameLineEdit) {
        drawFrame(painter, option->rect, option);
        return;
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
}

void AppStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                                  const QWidget* widget) const {
    if (control == CC_Slider) {
        if (const auto* slider = qstyleoption_cast<const QStyleOptionSlider*>(option);
            slider && slider->subControls.testFlag(SC_SliderGroove)) {
            // The groove as a 4 px bar: the part up to the handle in the
            // highlight, the rest in the boundary colour; then the handle and
            // ticks as the style draws them.
            const QRect groove = subControlRect(CC_Slider, slider, SC_SliderGroove, widget);
            const QRect handle = subControlRect(CC_Slider, slider, SC_SliderHandle, widget);
            const bool horizontal = slider->orientation == Qt::Horizontal;
            const QRectF bar = horizontal ? QRectF(groove.left(), groove.center().y() - 1.5, groove.width(), 4.0)
                                          : QRectF(groove.center().x() - 1.5, groove.top(), 4.0, groove.height());
            QRectF filled = bar;
            if (horizontal) filled.setRight(handle.center().x());
            else filled.setTop(handle.center().y());
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing, true);
            painter->setPen(Qt::NoPen);
            painter->setBrush(boundary(slider->palette));
            painter->drawRoundedRect(bar, 2.0, 2.0);
            if (slider->state.testFlag(State_Enabled)) {
                painter->setBrush(slider->palette.color(QPalette::Highlight));
                painter->drawRoundedRect(filled, 2.0, 2.0);
            }
            painter->restore();
            QStyleOptionSlider rest = *slider;
            rest.subControls &= ~SC_SliderGroove;
            QProxyStyle::drawComplexControl(control, &rest, painter, widget);
            return;
        }
    }
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    const auto* combo = qstyleoption_cast<const QStyleOptionComboBox*>(option);
    if (control == CC_SpinBox || (control == CC_ComboBox && combo && combo->frame)) drawFrame(painter, option->rect, option);
}

}  // namespace effsurf::ui
