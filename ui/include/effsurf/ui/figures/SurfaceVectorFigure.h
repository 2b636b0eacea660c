// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/surface/SurfaceProjection.h"

#include <QFont>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace effsurf::ui {

/// The 3D surface as vector art, as matplotlib's plot_surface draws it: the
/// E(N, s) mesh as colour-mapped polygons drawn from the farthest to the
/// nearest (painter's algorithm), lit a little so the shape reads, over the
/// floor and back walls of the box with their grid; the E = 0.5 ridge as a
/// line, the TOP500 systems, measured series and snapshots as points with
/// labelled leader lines, the current point, tick labels and axis titles as
/// text, and the colour bar beside it. Everything is painted with QPainter,
/// so on an SVG or PDF device every part stays a vector item (text stays
/// text) and no OpenGL is needed.
///
/// The camera is SurfaceProjection's, the window's geometry: the presets, or
/// the angles the mouse turned the view to. Nothing of the surface can hide
/// a point or the ridge from the cameras the view allows (front-right
/// quarter, above the floor; see SurfaceView::applyViewDependent), so points,
/// ridge and labels are drawn after the mesh.
class SurfaceVectorFigure {
public:
    struct Spec {
        SurfaceProjection projection = SurfaceProjection::preset(2, false);
        QFont font;               ///< tick labels; titles use it bold, the caption 0.9 of it
        double lineWidth = 1.0;   ///< the ridge and leader lines scale with it
        QString title;            ///< over the plot, if not empty
        QString caption;          ///< under the plot, if not empty
        int resolution = 56;      ///< mesh cells per axis (the top view, a map, doubles it)
        bool markerShown = true;  ///< the current point and its label
        bool colorBar = true;
    };
    /// Where the parts went (logical units of the painter) and every text drawn.
    struct Layout {
        QRectF plot;      ///< the box, its labels and titles
        QRectF colorBar;  ///< the bar itself
        QRectF title;
        QRectF caption;
        std::vector<std::pair<QString, QRectF>> texts;  ///< every text item and its box
        int polygons = 0;                               ///< mesh polygons drawn
    };

    /// Paints the figure of `scenario` into `area` of `painter` (whose
    /// background is the caller's): `placed` as SystemPoint::placed gives
    /// them, `cloud` the small grey points of a list edition.
    static void paint(QPainter& painter, const QRectF& area, const core::Scenario& scenario, const std::vector<SystemPoint>& placed,
                      const std::vector<SystemPoint>& cloud, const Spec& spec, Layout* layout = nullptr);
};

}  // namespace effsurf::ui
