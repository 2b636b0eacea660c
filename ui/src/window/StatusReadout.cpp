// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/StatusReadout.h"

#include "effsurf/ui/widgets/ConcealedText.h"
#include "effsurf/ui/widgets/SettledAnnouncer.h"

namespace effsurf::ui {

StatusReadout::StatusReadout(QWidget* parent) : QLabel(parent), announcer_(new SettledAnnouncer(this)) {
    setObjectName(QStringLiteral("statusReadout"));
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont larger = font();
    larger.setPointSize(larger.pointSize() + 1);
    setFont(larger);
    announcer_->watch(this);
}

void StatusReadout::showText(const QString& text) {
    text_ = text;
    const QString shown = concealed_ ? ConcealedText::of(text) : text;
    if (shown == this->text()) return;
    setText(shown);
    announcer_->changed();
}

void StatusReadout::setConcealed(bool concealed) {
    if (concealed == concealed_) return;
    concealed_ = concealed;
    showText(text_);
}

}  // namespace effsurf::ui
