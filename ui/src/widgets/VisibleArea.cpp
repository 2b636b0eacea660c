// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/VisibleArea.h"

#include <QWidget>

namespace effsurf::ui {

QRect VisibleArea::of(const QWidget& widget) {
    if (!widget.isVisible()) return {};
    QRect shown = widget.rect();
    QPoint offset;  // the widget's origin in the ancestor's coordinates
    for (const QWidget* w = &widget; w && !w->isWindow(); w = w->parentWidget()) {
        offset += w->pos();
        shown = shown.intersected(w->parentWidget()->rect().translated(-offset));
        if (shown.isEmpty()) return {};
    }
    return shown;
}

}  // namespace effsurf::ui
