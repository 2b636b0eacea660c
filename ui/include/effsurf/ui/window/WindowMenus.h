// SPDX-License-Identifier: MIT
#pragma once

namespace effsurf::ui {

class MainWindow;

/// The main window's menu bar: File (sessions, export, measurements),
/// Presets, Edit (undo, snapshots), View (panels, presentation, theme, chart
/// axes, animation), Tours and Help (the user guide on F1, About). Each entry
/// calls the feature that owns it; the window only composes them.
class WindowMenus {
public:
    static void build(MainWindow& window);

private:
    /// File > Export lecture as page: asks which tour and where.
    static void exportLecturePage(MainWindow& window);
};

}  // namespace effsurf::ui
