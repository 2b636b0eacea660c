// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/FontScaler.h"

namespace effsurf::ui {

void FontScaler::apply(QWidget* root, double factor) {
    restore();
    factor_ = factor;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    // Record every font before changing any: a parent's new font would
    // otherwise propagate into children that inherit it.
    saved_.reserve(std::size_t(widgets.size()));
    for (QWidget* w : widgets) saved_.push_back({w, w->font(), w->testAttribute(Qt::WA_SetFont)});
    for (const Saved& s : saved_) {
        QFont scaled = s.font;
        if (scaled.pointSizeF() > 0) scaled.setPointSizeF(scaled.pointSizeF() * factor);
        else if (scaled.pixelSize() > 0) scaled.setPixelSize(qRound(scaled.pixelSize() * factor));
        s.widget->setFont(scaled);
    }
}

void FontScaler::restore() {
    // Children first, so a child that inherits sees its parent's restored font.
    for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
        if (!it->widget) continue;
        if (it->ownFont) it->widget->setFont(it->font);
        else {
            it->widget->setFont(QFont());
            it->widget->setAttribute(Qt::WA_SetFont, false);
        }
    }
    saved_.clear();
    factor_ = 1.0;
}

}  // namespace effsurf::ui
