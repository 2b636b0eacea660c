// SPDX-License-Identifier: MIT
#pragma once

#include <QRect>

class QWidget;

namespace effsurf::ui {

/// What of a widget its window shows: its rectangle clipped by each
/// ancestor's (a chart scrolled out of a column, a pane too short for its
/// content). Unlike QWidget::visibleRegion it does not depend on the window
/// system's exposure (a full-screen window on a display without a window
/// manager reports an empty region), and it ignores other windows on top.
class VisibleArea {
public:
    /// In the widget's own coordinates; empty if it is hidden or clipped away.
    static QRect of(const QWidget& widget);
};

}  // namespace effsurf::ui
