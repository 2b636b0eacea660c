// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/ScrollPage.h"

#include <QHBoxLayout>

namespace effsurf::ui {

ScrollPage::ScrollPage(QWidget* content, QWidget* owner) : QScrollArea(owner) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setWidget(content);
    auto* layout = new QHBoxLayout(owner);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(this);
}

}  // namespace effsurf::ui
