// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/SurfaceGridSpec.h"

#include <cstdint>
#include <vector>

namespace effsurf::core {

/// The frame every face draws the efficiency surface in: the window's 3D
/// view, the surface figures and the exported page. Its axes' ranges, the
/// floor of the logarithmic E axis, the box's proportions, the camera
/// presets' angles and the colour map live here once, so that the page's
/// surface is the window's (issue 46).
///
/// Axes: log10 N from 0 to 12, log10 s from -12 to 0, E from 0 to 1 (or
/// log10 E from -4 to 0). The box's horizontal axes are 1.6 times its
/// vertical one; s runs from the back (10⁻¹²) to the front (1), and a camera
/// at azimuth a and elevation e (degrees, as Q3DCamera's x and y rotations)
/// looks at the box's centre from the direction, in (N, s, E) box units,
///
///     (-sin a cos e,  cos a cos e,  sin e)     (s pointing to the front),
///
/// from kCameraDistance half heights away.
class SurfaceFrame {
public:
    static constexpr double kLog10NMin = 0.0;
    static constexpr double kLog10NMax = 12.0;
    static constexpr double kLog10SMin = -12.0;
    static constexpr double kLog10SMax = 0.0;
    /// The lowest E on the logarithmic E axis (HPCG-like workloads sit near 1 %).
    static constexpr double kLogEfficiencyMinimum = 1e-4;
    /// Horizontal axes this many times the vertical one's length.
    static constexpr double kHorizontalScale = 1.6;
    /// The camera's distance from the box's centre, in half heights.
    static constexpr double kCameraDistance = 7.0;
    /// The decade step the sliders and the page's arrow keys move s and N by.
    static constexpr double kDecadeStep = 0.1;

    struct CameraAngles {
        double azimuthDegrees;
        double elevationDegrees;
        bool topView;  ///< the map seen from above (orthographic)
    };
    /// The presets in ViewNames::cameras()'s order: front, top, isometric
    /// (another index gives the isometric one, the window's default).
    static CameraAngles camera(int preset);

    /// The grid of the whole frame at `resolution` points per axis.
    static SurfaceGridSpec grid(int resolution);

    /// The height E is drawn at: E clamped to [0, 1], or log10 E clamped to [-4, 0].
    static double height(double efficiency, bool logarithmic);
    /// The lowest and highest height of the box.
    static double heightLow(bool logarithmic);
    static double heightHigh(bool logarithmic) { return logarithmic ? 0.0 : 1.0; }

    /// Where `efficiency` falls on the colour map, 0 .. 1 (linear or log E).
    static double colorPosition(double efficiency, bool logarithmic);
    struct ColorStop {
        double position;  ///< 0 .. 1, increasing
        std::uint8_t red, green, blue;
    };
    /// The colour map over positions 0 .. 1: viridis from low E (dark purple)
    /// to E = 1 (yellow), with a thin dark band at E = 0.5 that draws the
    /// ridge N s = 1 on the surface as a contour.
    static std::vector<ColorStop> colorStops(bool logarithmic);
    /// The colour at `position` (0 .. 1) without the band: viridis.
    static ColorStop viridis(double position);
};

}  // namespace effsurf::core
