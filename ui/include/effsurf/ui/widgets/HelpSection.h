// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QWidget;

namespace effsurf::ui {

/// Which section of the user guide explains a part of the window: F1 over a
/// panel opens that section ("window.md#precision"). Each feature names its
/// own parts' sections; a widget without one is explained by its parent's.
class HelpSection {
public:
    /// Names the guide's section (a page, "#" and a heading's anchor) about `widget`.
    static void set(QWidget* widget, const QString& section);
    /// The section of `widget` or of its nearest parent that has one; empty if none.
    static QString of(const QWidget* widget);
};

}  // namespace effsurf::ui
