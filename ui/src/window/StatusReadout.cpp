// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/StatusReadout.h"

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
    if (text == this->text()) return;
    setText(text);
    announcer_->changed();
}

}  // namespace effsurf::ui
