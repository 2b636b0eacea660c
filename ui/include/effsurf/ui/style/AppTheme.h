// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/style/ChartLook.h"

#include <QPalette>
#include <QString>

namespace effsurf::ui {

/// Light, dark and high-contrast themes for the whole application (high
/// contrast: black on white, a strong highlight, charts in black with lines
/// half again as wide, for low vision and bright rooms). "System" follows the
/// desktop as it is at start-up: the palette the platform gave the
/// application is dark or light (Qt 6.4 has no colour-scheme query or
/// change signal; a switch of the desktop theme applies at the next start).
class AppTheme {
public:
    enum class Mode { System, Light, Dark, HighContrast };

    static QString modeId(Mode mode);  ///< "system", "light", "dark", "high-contrast"
    static Mode parseMode(const QString& id, Mode fallback = Mode::System);

    /// Remembers the platform's own palette; call once before any theme is applied.
    static void captureSystemPalette();
    /// True if the desktop's palette is dark (window colour darker than its text).
    static bool systemPrefersDark();
    /// Whether `mode` resolves to dark on this desktop.
    static bool isDark(Mode mode);

    /// The palette for the whole application (Fusion's colours for light, a
    /// dark palette with the same roles for dark).
    static QPalette palette(bool dark);
    /// Pure black on white (or white on black) with a strong highlight: the presentation view's palette.
    static QPalette highContrastPalette(bool dark);
    /// Applies `mode`'s palette to the application.
    static void apply(Mode mode);
    /// The chart and surface look that goes with `mode`.
    static ChartLook look(Mode mode);
};

}  // namespace effsurf::ui
