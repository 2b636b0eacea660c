// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/SurfaceFrame.h"

#include <QPointF>
#include <QVector3D>

namespace effsurf::ui {

/// How the 3D view's plot box maps onto the screen, without OpenGL: the
/// geometry the vector figure of the surface is drawn with, so that it shows
/// what the window shows from the same camera.
///
/// Data coordinates are (log10 N, height, log10 s), the height being E or
/// log10 E. The box is normalised to -1 .. 1 on every axis ("absolute"
/// coordinates, as Qt DataVisualization names them); its horizontal axes are
/// drawn 1.6 times as long as its vertical one, and s runs from the back (10⁻¹²)
/// to the front (1) except in the top view, a map where s rises upwards.
///
/// With the camera at azimuth a and elevation e (degrees, as
/// Q3DCamera::xRotation and yRotation) and the world point (X, Y, Z) =
/// (1.6 x, y, 1.6 z), the direction towards the camera along the ground is
/// (-sin a, -cos a), and
///
///     right  = X cos a - Z sin a
///     up     = Y cos e - (X n_x + Z n_z) sin e
///     toward = (X n_x + Z n_z) cos e + Y sin e
///
/// seen in perspective from 7 half-heights away: the screen point is
/// (right, up) times 7 / (7 - toward). The top view is orthographic.
class SurfaceProjection {
public:
    /// The frame's constants are core's (core::SurfaceFrame): the exported page draws the same box.
    static constexpr double kHorizontalScale = core::SurfaceFrame::kHorizontalScale;
    static constexpr double kLog10NMin = core::SurfaceFrame::kLog10NMin;
    static constexpr double kLog10NMax = core::SurfaceFrame::kLog10NMax;
    static constexpr double kLog10SMin = core::SurfaceFrame::kLog10SMin;
    static constexpr double kLog10SMax = core::SurfaceFrame::kLog10SMax;
    static constexpr double kCameraDistance = core::SurfaceFrame::kCameraDistance;

    /// The presets of SurfaceView::CameraPreset (0 front, 1 top, 2 isometric).
    static SurfaceProjection preset(int cameraPreset, bool logarithmicEfficiency);
    SurfaceProjection(double azimuthDegrees, double elevationDegrees, bool topView, bool logarithmicEfficiency);

    double azimuthDegrees() const { return azimuth_; }
    double elevationDegrees() const { return elevation_; }
    bool isTopView() const { return top_; }
    bool logarithmicEfficiency() const { return logarithmic_; }

    /// The lowest and highest height of the box: E from 0 to 1, or log10 E
    /// from log10(EfficiencyColorMap::kLogMinimum) to 0.
    double heightLow() const;
    double heightHigh() const;
    /// The height drawn for efficiency `e` (E, or log10 E clamped to the axis).
    double heightOf(double e) const;
    /// Absolute coordinates (-1 .. 1) of data position (log10 N, height, log10 s).
    QVector3D absolute(double log10N, double height, double log10S) const;
    /// Screen position of absolute point `at` (x to the right, y downwards,
    /// in units of the box's half height) and its nearness (`toward`: larger
    /// is nearer the camera; what far-to-near drawing sorts by).
    QPointF screen(const QVector3D& at) const;
    double toward(const QVector3D& at) const;

    /// The direction, along the ground, towards the camera: (x, z) in absolute units' signs.
    double nearX() const;
    double nearZ() const;

private:
    double azimuth_ = -28.0;
    double elevation_ = 26.0;
    bool top_ = false;
    bool logarithmic_ = false;
};

}  // namespace effsurf::ui
