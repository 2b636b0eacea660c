// SPDX-License-Identifier: MIT
#pragma once

#include <QScrollArea>

namespace effsurf::ui {

/// A frameless, resizable scroll area that fills its owner with `content`.
/// A tab whose parts may need more room than a projector has (a form beside
/// charts, a table stacked over a chart) scrolls inside itself instead of
/// raising the window's minimum size: a 1280x720 window stays 720 lines tall.
class ScrollPage : public QScrollArea {
    Q_OBJECT
public:
    /// Becomes `owner`'s only child in a margin-free layout, showing `content`.
    ScrollPage(QWidget* content, QWidget* owner);
};

}  // namespace effsurf::ui
