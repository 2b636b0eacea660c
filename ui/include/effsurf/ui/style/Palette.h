// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>

#include <array>
#include <string>

namespace effsurf::ui {

/// Every colour a chart or the surface draws data in, as one palette: the
/// lines of the laws and datatypes (Okabe & Ito's scheme), and the marks
/// drawn beside them — the imported series, snapshots A .. D, the TOP500
/// systems (HPL, HPCG) and the training run's trajectory — beside "current"
/// in the look's ink (near-black on light, near-white on dark).
///
/// The marks were chosen (by a search over Paul Tol's schemes and a grid of
/// hues) so that any two of them, and each against every line, stay at
/// least kMinimumDistance apart in CIELAB (ΔE*ab) as protanopes,
/// deuteranopes and tritanopes see them (Machado, Oliveira & Fernandes 2009,
/// severity 1) and kMinimumNormalDistance apart for normal vision, and each
/// twice kMinimumDistance from either ink: tests/ui/style/PaletteTest
/// simulates it. Snapshot B was the FP32 line's sky blue, D the FP16 line's
/// vermillion, the third series the FP8 line's purple, and the first and
/// third series two pinks. HPL, HPCG and the trajectory share the blue,
/// orange and green of lines no chart draws beside them (the precision
/// lines; the (N, s) plane and the surface draw none). Their lightness
/// (L* 41-77) reads on a white page and on the dark projector look alike.
class Palette {
public:
    /// The smallest ΔE*ab between two colours of the palette as a dichromat sees them.
    static constexpr double kMinimumDistance = 10.0;
    /// The smallest ΔE*ab between two of them for normal vision: side by
    /// side on a projector, not merely different (the two pinks were 23 apart).
    static constexpr double kMinimumNormalDistance = 28.0;

    /// The lines, by the names of Okabe & Ito's colours.
    enum class Line { Blue, SkyBlue, Green, Orange, Vermillion, Purple, Grey };
    static constexpr int kLineCount = 7;
    static QColor line(Line which);

    static const std::array<QColor, 6>& series();
    static const std::array<QColor, 4>& snapshots();
    /// Series `index` (any integer, cycled).
    static QColor seriesColor(int index);
    /// Snapshot `label` ("A" .. "D"; others as A).
    static QColor snapshotColor(const std::string& label);
    static QColor hpl();
    static QColor hpcg();
    static QColor trajectory();
};

}  // namespace effsurf::ui
