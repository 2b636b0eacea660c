// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/surface/EfficiencyColorMap.h"
#include "effsurf/ui/surface/SurfaceProjection.h"

#include <QVector3D>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

/// The 3D view's coordinates. Data positions are (log10 N, height of E,
/// log10 s); absolute positions are the plot box's, which spans -1..1 on
/// every axis (its half height is one scene unit).
struct SurfaceSpace {
    static constexpr double kLog10NMin = SurfaceProjection::kLog10NMin;
    static constexpr double kLog10NMax = SurfaceProjection::kLog10NMax;
    static constexpr double kLog10SMin = SurfaceProjection::kLog10SMin;
    static constexpr double kLog10SMax = SurfaceProjection::kLog10SMax;
    /// The graph draws its horizontal axes twice as long as its vertical one
    /// (aspect ratio 2), as the camera sees the box.
    static constexpr double kHorizontalScale = 2.0;
    /// How far the camera stands from the box's centre, in half heights
    /// (fitted to DataVisualization's renders of the presets).
    static constexpr double kCameraDistance = SurfaceProjection::kCameraDistance;
    /// The current point's sphere (absolute units).
    static constexpr float kMarkerRadius = 0.1f;
    /// Points in the top view: wholly over the lid (y = 1; the largest, the
    /// marker, has radius 0.1), under the labels.
    static constexpr float kTopViewPointHeight = 1.15f;

    /// `value` within [low, high] mapped to -1..1.
    static float normalized(double value, double low, double high) { return static_cast<float>(2.0 * (value - low) / (high - low) - 1.0); }

    /// Where E is drawn on the E axis, linear or log10 (clamped to the colour map's smallest E).
    static float heightOf(double e, bool logarithmic) {
        if (!logarithmic) return static_cast<float>(e);
        return static_cast<float>(std::log10(std::max(e, EfficiencyColorMap::kLogMinimum)));
    }

    /// Absolute coordinates of data position `data`; `sReversed`: the s axis
    /// runs from 1 at the front (the 3D views) or upwards (the top view).
    static QVector3D absolute(const QVector3D& data, bool logarithmic, bool sReversed) {
        const double yLow = logarithmic ? std::log10(EfficiencyColorMap::kLogMinimum) : 0.0;
        const double yHigh = logarithmic ? 0.0 : 1.0;
        const float z = normalized(double(data.z()), kLog10SMin, kLog10SMax);
        return {normalized(double(data.x()), kLog10NMin, kLog10NMax), normalized(double(data.y()), yLow, yHigh), sReversed ? -z : z};
    }
};

}  // namespace effsurf::ui
