// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/surface/SurfaceProjection.h"

#include <QColor>
#include <QPointF>

#include <array>
#include <vector>

namespace effsurf::ui {

/// The E(N, s) surface of a scenario as flat triangles seen through a
/// projection: what the vector figure paints, far to near. Each grid cell is
/// split along the diagonal on which N s (and so E under Amdahl) is constant:
/// the cliff runs diagonally across the grid, and a quad there, one corner
/// on the plateau and the opposite one on the floor, would show a saw tooth.
/// A triangle's colour is the colour map's at its mean height, lit from the
/// camera's side and mostly ambient,
///
///     colour = map(E) * (0.8 + 0.22 max(0, n . l)),
///
/// so the colour bar's colours stay readable; the top view (a map) is unlit.
class SurfaceMeshPolygons {
public:
    struct Triangle {
        std::array<QPointF, 3> corners;  ///< SurfaceProjection::screen units
        double nearness = 0.0;           ///< SurfaceProjection::toward of its centre
        QColor color;
    };

    /// `resolution` cells per axis over N in [1, 10^12] and s in [10^-12, 1].
    SurfaceMeshPolygons(const core::Scenario& scenario, const SurfaceProjection& projection, int resolution);

    /// Sorted from the farthest to the nearest (the painter's algorithm).
    const std::vector<Triangle>& triangles() const noexcept { return triangles_; }
    /// The E = 0.5 contour (the ridge N s = 1 under Amdahl), screen units.
    const std::vector<QPointF>& ridge() const noexcept { return ridge_; }

private:
    void addTriangle(const std::array<QVector3D, 3>& corners, const QVector3D& light);

    SurfaceProjection projection_;
    std::vector<Triangle> triangles_;
    std::vector<QPointF> ridge_;
};

}  // namespace effsurf::ui
