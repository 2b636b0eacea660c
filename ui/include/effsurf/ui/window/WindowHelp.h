// SPDX-License-Identifier: MIT
#pragma once

#include <QPoint>
#include <QString>

namespace effsurf::ui {

class MainWindow;

/// F1 in the main window: names the user guide's section of each part the
/// window composes (HelpSection), and finds the section F1 opens for a
/// mouse position.
class WindowHelp {
public:
    static void nameSections(MainWindow& window);
    /// The section of the part under `globalPosition` (else of the one with
    /// the focus), else the page of the tab on screen; in the presentation
    /// view the lecture page.
    static QString pageAt(const MainWindow& window, const QPoint& globalPosition);
};

}  // namespace effsurf::ui
