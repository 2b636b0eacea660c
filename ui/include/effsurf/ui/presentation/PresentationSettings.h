// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/controls/ControlPanel.h"

#include <QSize>
#include <QString>

#include <string>
#include <vector>

namespace effsurf::ui {

/// What the presentation view (F5) shows; kept in QSettings between runs.
struct PresentationSettings {
    /// At the default factor 1 the smallest text (tick labels, legends, point
    /// labels) is this tall on a 1920x1080 projector: readable from the back
    /// row of a lecture hall. It scales with the window (textPixels).
    static constexpr int kReferenceTextPixels = 24;
    static constexpr double kMinFontScale = 0.75;
    static constexpr double kMaxFontScale = 2.0;
    /// The most charts beside the surface: more would shrink each below what the room can read.
    static constexpr int kMostCharts = 2;

    double fontScale = 1.0;  ///< text size relative to kReferenceTextPixels at 1080 lines
    bool highContrast = true;
    ControlPanel::Groups controls = ControlPanel::SerialFractionGroup | ControlPanel::ProcessorsGroup | ControlPanel::PrecisionGroup;
    QString screenName;  ///< empty: another screen than the window's if there is one
    /// The charts beside the surface where a tour step names none (model chart ids).
    std::vector<std::string> charts{"speedup", "efficiency"};

    /// The smallest text's pixel height in a window of `size`: the reference
    /// at 1080 lines times the font scale, scaled by the height (and by the
    /// width below 4:3, so that a narrow window still holds the layout).
    double textPixels(QSize size) const;

    /// The remembered settings (defaults where none are), font scale clamped.
    static PresentationSettings load();
    /// Remembers these settings for the next run.
    void save() const;
};

}  // namespace effsurf::ui
