// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/SurfaceFrame.h"

#include <QGradientStops>

namespace effsurf::ui {

/// The colour map of efficiency, shared by the 3D surface and its legend:
/// viridis from low E (dark purple) to E = 1 (yellow), with a thin dark band
/// at E = 0.5 that draws the ridge N s = 1 on the surface as a contour.
class EfficiencyColorMap {
public:
    /// Lowest E shown on the logarithmic axis (HPCG-like workloads sit near 1%).
    static constexpr double kLogMinimum = core::SurfaceFrame::kLogEfficiencyMinimum;

    /// Gradient stops over the axis position 0..1: linear E in [0, 1], or
    /// log10 E in [log10 kLogMinimum, 0].
    static QGradientStops stops(bool logarithmic);
    /// Axis position (0..1) of efficiency `e` on the chosen axis.
    static double position(double e, bool logarithmic);
    /// The colour at efficiency `e`.
    static QColor colorAt(double e, bool logarithmic);
};

}  // namespace effsurf::ui
