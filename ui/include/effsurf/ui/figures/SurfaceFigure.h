// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QImage>
#include <QRect>
#include <QSize>
#include <QString>

namespace effsurf::ui {

class SurfaceView;

/// The 3D surface as a figure for print: the graph rendered with room around
/// it and cropped to what was drawn (no empty band, every axis label whole),
/// the colour bar of E painted beside it (the window's legend: same colours
/// and ticks, log ticks for a log E axis), an optional title over it and
/// caption under it, at exactly the requested pixel size with fonts at the
/// figure's DPI.
class SurfaceFigure {
public:
    struct Spec {
        QSize size;        ///< the figure's pixels
        double dpi = 150;  ///< fonts are sized in points at this resolution
        QString title;     ///< over the plot, if not empty
        QString caption;   ///< under the plot, if not empty
    };
    /// Where composition put each part (for tests and for callers that annotate).
    struct Layout {
        QRect plot;      ///< the cropped 3D image
        QRect colorBar;  ///< the bar itself: E = 0 at its bottom edge, 1 (or the log top) at its top
        QRect caption;   ///< empty without a caption
        QRect title;     ///< empty without a title
    };

    /// The figure of what `view` shows now (its camera, E axis and points),
    /// on white; a null image if the 3D view cannot render.
    static QImage compose(SurfaceView& view, const Spec& spec, Layout* layout = nullptr);

    /// The smallest rectangle holding every pixel that differs from
    /// `background` by more than `tolerance` in some channel (null if none).
    static QRect contentBounds(const QImage& image, const QColor& background, int tolerance = 3);
};

}  // namespace effsurf::ui
