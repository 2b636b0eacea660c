// SPDX-License-Identifier: MIT
#include "effsurf/ui/surface/EfficiencyColorMap.h"

namespace effsurf::ui {
namespace {

QColor colorOf(const core::SurfaceFrame::ColorStop& stop) { return QColor(stop.red, stop.green, stop.blue); }

}  // namespace

// The colour map is core's (core::SurfaceFrame), the exported page's too.
double EfficiencyColorMap::position(double e, bool logarithmic) { return core::SurfaceFrame::colorPosition(e, logarithmic); }

QColor EfficiencyColorMap::colorAt(double e, bool logarithmic) { return colorOf(core::SurfaceFrame::viridis(position(e, logarithmic))); }

QGradientStops EfficiencyColorMap::stops(bool logarithmic) {
    QGradientStops result;
    for (const auto& stop : core::SurfaceFrame::colorStops(logarithmic)) result.append({stop.position, colorOf(stop)});
    return result;
}

}  // namespace effsurf::ui
