// SPDX-License-Identifier: MIT
#include "SurfaceTextSizing.h"

#include "SurfaceSpace.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

constexpr double kAxisEmPerUnit = 2.06;
constexpr double kCustomEmPerUnit = 0.89;
constexpr double kUnitPerViewportHeight = 0.25;
constexpr double kNarrowViewportRatio = 1.6;
/// The top view's orthographic projection draws its axis labels flat on the
/// map, smaller than the 3D views' (measured at 1280x720: 0.85; 0.8 to spare).
constexpr double kTopViewAxisScale = 0.8;

}  // namespace

SurfaceTextSizing::SurfaceTextSizing(QSize pane, bool shown, float zoom, float azimuth, float elevation, bool topView)
    : pane_(pane), hasPane_(pane.isValid()), shown_(shown), zoom_(zoom), azimuth_(azimuth), elevation_(elevation), topView_(topView) {}

double SurfaceTextSizing::sceneScalePixels(QSize viewport) {
    return std::min(double(viewport.height()), viewport.width() / kNarrowViewportRatio);
}

double SurfaceTextSizing::pixelsPerUnit() const {
    const double scale = hasPane_ ? sceneScalePixels(pane_) : 0.0;
    return kUnitPerViewportHeight * std::max(scale, 100.0) * double(zoom_) / 100.0;
}

double SurfaceTextSizing::axisNarrowing() const {
    if (!hasPane_ || pane_.height() <= 0) return 1.0;
    return std::min(1.0, pane_.width() / (kNarrowViewportRatio * pane_.height()));
}

double SurfaceTextSizing::emPerUnit(Text text) const {
    switch (text) {
        case Text::Axis: return kAxisEmPerUnit * axisNarrowing() * (topView_ ? kTopViewAxisScale : 1.0);
        case Text::MarkerLabel: return kCustomEmPerUnit * double(kMarkerLabelScaling);
        case Text::SystemLabel: break;
    }
    return kCustomEmPerUnit;
}

double SurfaceTextSizing::textPixels(double points, Text text) const { return emPerUnit(text) * (0.05 + points / 500.0) * pixelsPerUnit(); }

double SurfaceTextSizing::pointsFor(double pixels, Text text, double atLeast) const {
    return std::max(atLeast, 500.0 * (pixels / (emPerUnit(text) * pixelsPerUnit()) - 0.05));
}

int SurfaceTextSizing::efficiencySegments(bool logarithmic, double axisPoints) const {
    const int wanted = logarithmic ? 4 : 5;
    if (axisPoints <= 0.0 || !hasPane_ || !shown_) return wanted;
    const double pitch = 2.0 * pixelsPerUnit() / 1.6 / textPixels(axisPoints, Text::Axis);
    return pitch >= wanted ? wanted : pitch >= 2.0 ? 2 : 1;
}

int SurfaceTextSizing::decadeSegments(bool alongX, double axisPoints) const {
    if (axisPoints <= 0.0 || !hasPane_ || !shown_) return 6;
    const double azimuth = qDegreesToRadians(double(azimuth_));
    const double elevation = qDegreesToRadians(double(elevation_));
    // The axis' length on screen (foreshortened), and a label ("10¹⁰") about 2.6 em wide along it.
    const double foreshortening = alongX ? std::hypot(std::cos(azimuth), std::sin(azimuth) * std::sin(elevation))
                                         : std::hypot(std::sin(azimuth), std::cos(azimuth) * std::sin(elevation));
    const double length = 2.0 * SurfaceSpace::kHorizontalScale * std::max(foreshortening, 0.05) * pixelsPerUnit();
    const double em = textPixels(axisPoints, Text::Axis);
    for (int segments : {6, 4, 3})
        if (length / segments >= 2.6 * em) return segments;
    return 2;
}

}  // namespace effsurf::ui
