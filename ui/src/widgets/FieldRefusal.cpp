// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/FieldRefusal.h"

#include "effsurf/ui/style/AppStyle.h"
#include "effsurf/ui/widgets/CoreMessageText.h"

#include <QToolTip>
#include <QWidget>

namespace effsurf::ui {

void FieldRefusal::show(QWidget* field, const QString& coreReason) {
    const QString reason = CoreMessageText::of(coreReason);  // core's refusal in the window's language
    const QString red = AppStyle::errorText(field->palette()).name();
    field->setStyleSheet(QStringLiteral("border: 2px solid %1;").arg(red));
    // Kept as the field's tip (hovering shows it again) and said at once.
    field->setToolTip(reason);
    field->setAccessibleDescription(reason);
    if (field->isVisible()) QToolTip::showText(field->mapToGlobal(QPoint(0, field->height())), reason, field);
}

void FieldRefusal::clear(QWidget* field) {
    if (field->styleSheet().isEmpty()) return;
    field->setStyleSheet(QString());
    field->setToolTip(QString());
    field->setAccessibleDescription(QString());
    QToolTip::hideText();
}

}  // namespace effsurf::ui
