// SPDX-License-Identifier: MIT
#include "effsurf/ui/surface/SurfaceProjection.h"

#include "effsurf/ui/surface/EfficiencyColorMap.h"

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

constexpr double kPi = 3.14159265358979323846;

double radians(double degrees) { return degrees * kPi / 180.0; }

double normalized(double value, double low, double high) { return 2.0 * (value - low) / (high - low) - 1.0; }

}  // namespace

SurfaceProjection SurfaceProjection::preset(int cameraPreset, bool logarithmicEfficiency) {
    // The angles SurfaceView gives its presets (front, top, isometric): core's, as the page's.
    const auto angles = core::SurfaceFrame::camera(cameraPreset);
    return {angles.azimuthDegrees, angles.elevationDegrees, angles.topView, logarithmicEfficiency};
}

SurfaceProjection::SurfaceProjection(double azimuthDegrees, double elevationDegrees, bool topView, bool logarithmicEfficiency)
    : azimuth_(topView ? 0.0 : std::clamp(azimuthDegrees, -90.0, 0.0)),
      elevation_(topView ? 90.0 : std::clamp(elevationDegrees, 2.0, 90.0)),
      top_(topView),
      logarithmic_(logarithmicEfficiency) {}

double SurfaceProjection::heightLow() const { return core::SurfaceFrame::heightLow(logarithmic_); }
double SurfaceProjection::heightHigh() const { return core::SurfaceFrame::heightHigh(logarithmic_); }

double SurfaceProjection::heightOf(double e) const { return core::SurfaceFrame::height(e, logarithmic_); }

QVector3D SurfaceProjection::absolute(double log10N, double height, double log10S) const {
    const double z = normalized(std::clamp(log10S, SurfaceProjection::kLog10SMin, SurfaceProjection::kLog10SMax),
                                SurfaceProjection::kLog10SMin, SurfaceProjection::kLog10SMax);
    return QVector3D(float(normalized(std::clamp(log10N, SurfaceProjection::kLog10NMin, SurfaceProjection::kLog10NMax),
                                      SurfaceProjection::kLog10NMin, SurfaceProjection::kLog10NMax)),
                     float(normalized(height, heightLow(), heightHigh())), float(top_ ? z : -z));
}

double SurfaceProjection::nearX() const { return -std::sin(radians(azimuth_)); }
double SurfaceProjection::nearZ() const { return -std::cos(radians(azimuth_)); }

double SurfaceProjection::toward(const QVector3D& at) const {
    const double e = radians(elevation_);
    const double ground = SurfaceProjection::kHorizontalScale * (double(at.x()) * nearX() + double(at.z()) * nearZ());
    return ground * std::cos(e) + double(at.y()) * std::sin(e);
}

QPointF SurfaceProjection::screen(const QVector3D& at) const {
    const double a = radians(azimuth_);
    const double e = radians(elevation_);
    const double x = SurfaceProjection::kHorizontalScale * double(at.x());
    const double z = SurfaceProjection::kHorizontalScale * double(at.z());
    const double right = x * std::cos(a) - z * std::sin(a);
    const double up = double(at.y()) * std::cos(e) - (x * nearX() + z * nearZ()) * std::sin(e);
    if (top_) return {right, -up};
    const double scale = SurfaceProjection::kCameraDistance / std::max(SurfaceProjection::kCameraDistance - toward(at), 1.0);
    return {scale * right, -scale * up};
}

}  // namespace effsurf::ui
