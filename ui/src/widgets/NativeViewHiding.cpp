// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/NativeViewHiding.h"

#include <QWidget>

namespace effsurf::ui {

namespace {
const char* const kObjectName = "effsurfNativeViewHiding";
}

NativeViewHiding::NativeViewHiding(QWidget* window) : QObject(window), window_(window) { setObjectName(QLatin1String(kObjectName)); }

NativeViewHiding* NativeViewHiding::of(const QWidget* window, bool create) {
    if (!window) return nullptr;
    auto* found = window->findChild<NativeViewHiding*>(QLatin1String(kObjectName), Qt::FindDirectChildrenOnly);
    if (!found && create) found = new NativeViewHiding(const_cast<QWidget*>(window));
    return found;
}

void NativeViewHiding::hold(QWidget* window, const void* holder) {
    NativeViewHiding* self = of(window, true);
    if (!self) return;
    const bool first = self->holders_.empty();
    self->holders_.insert(holder);
    if (!first) return;
    for (QWidget* child : window->findChildren<QWidget*>()) {
        if (!child->inherits("QWindowContainer") || !child->isVisible()) continue;
        QSizePolicy policy = child->sizePolicy();
        self->hidden_.emplace_back(child, policy.retainSizeWhenHidden());
        policy.setRetainSizeWhenHidden(true);
        child->setSizePolicy(policy);
        child->hide();
    }
}

void NativeViewHiding::release(QWidget* window, const void* holder) {
    NativeViewHiding* self = of(window, false);
    if (!self || self->holders_.erase(holder) == 0 || !self->holders_.empty()) return;
    for (const auto& [view, retained] : self->hidden_)
        if (view) {
            QSizePolicy policy = view->sizePolicy();
            policy.setRetainSizeWhenHidden(retained);
            view->setSizePolicy(policy);
            view->show();
        }
    self->hidden_.clear();
}

bool NativeViewHiding::isHeld(const QWidget* window) {
    const NativeViewHiding* self = of(window, false);
    return self && !self->holders_.empty();
}

}  // namespace effsurf::ui
