#pragma once

#include <QColor>

#include <array>
#include <string>

namespace effsurf::ui {

/// The colours of everything a chart or the surface marks: the imported
/// series, snapshots A .. D, the TOP500 systems (HPL, HPCG) and the training
/// run's trajectory, beside "current" in the look's ink (near-black on light,
/// near-white on dark).
///
/// Chosen together (from Paul Tol's and Okabe & Ito's schemes) so that any
/// two of them, and each against either ink, stay at least kMinimumDistance
/// apart in CIELAB (ΔE*ab) for normal vision and as protanopes, deuteranopes
/// and tritanopes see them (Machado, Oliveira & Fernandes 2009, severity 1):
/// tests/ui/style/PaletteTest simulates it. Their lightness (L* 42-82) reads
/// on a white page and on the dark projector look alike.
class Palette {
public:
    /// The smallest ΔE*ab between two colours of the palette, in any of the four visions.
    static constexpr double kMinimumDistance = 9.0;

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
