#pragma once

#include "effsurf/ui/controls/ControlPanel.h"

#include <QString>

namespace effsurf::ui {

/// What the presentation view (F5) shows; kept in QSettings between runs.
struct PresentationSettings {
    static constexpr double kMinFontScale = 1.0;
    static constexpr double kMaxFontScale = 4.0;

    double fontScale = 1.6;  ///< fonts x this on the projector
    bool highContrast = true;
    ControlPanel::Groups controls = ControlPanel::SerialFractionGroup | ControlPanel::ProcessorsGroup |
                                    ControlPanel::PrecisionGroup;
    QString screenName;  ///< empty: another screen than the window's if there is one

    /// The remembered settings (defaults where none are), font scale clamped.
    static PresentationSettings load();
    /// Remembers these settings for the next run.
    void save() const;
};

}  // namespace effsurf::ui
