// SPDX-License-Identifier: MIT
#include "LabelPlacement.h"

#include "SurfaceSpace.h"

#include <QFontMetricsF>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace effsurf::ui {
namespace {

constexpr float kLabelHeight = 1.16f;
constexpr float kLabelStep = 0.1f;
/// For the overlap test, roughly how the camera sees the box (fitted to
/// screenshots of the presets; the camera's distance is SurfaceSpace's): a label's quad with its background is about 1.2 times the
/// height Qt 6.4 computes from its font (0.05 + points / 500, times its
/// scaling); the factor below leaves some room around it.
constexpr double kLabelQuadFactor = 1.6;
/// Looking straight down, a label above its point would cover it: the top
/// view moves labels this far (absolute units) up or down the screen instead.
constexpr float kTopViewLabelOffset = 0.16f;
constexpr float kTopViewLabelHeight = 1.35f;
/// From this elevation (degrees) on, labels go beside their points, as in the top view.
constexpr float kSteepElevation = 55.0f;
constexpr float kSteepLabelOffset = 0.35f;
/// One screen unit of this estimate is about 0.73 to 0.78 of
/// SurfaceTextSizing::pixelsPerUnit on screen (measured against the labels
/// the tour steps draw in 958x638, 636x383 and 428x371 panes): 0.8 keeps
/// the pane's edge a little nearer than it is.
constexpr double kScreenUnitPerPixelUnit = 0.8;
/// How far a label may slide sideways, in its widths: its leader line, at
/// the point, then still ends under its text.
constexpr double kLargestSlide = 0.45;
/// Reaching past the pane costs this many times as much as covering another label.
constexpr double kOutsideWeight = 10.0;

}  // namespace

LabelPlacement::LabelPlacement(float azimuth, float elevation, bool topView)
    : azimuth_(azimuth), elevation_(elevation), topView_(topView) {}

void LabelPlacement::setPane(QSizeF pixels, double pixelsPerUnit) {
    const double unit = kScreenUnitPerPixelUnit * pixelsPerUnit;
    if (pixels.isEmpty() || !(unit > 0.0)) {
        visible_ = QRectF();
        return;
    }
    visible_ = QRectF(-pixels.width() / 2.0 / unit, -pixels.height() / 2.0 / unit, pixels.width() / unit, pixels.height() / unit);
}

QVector3D LabelPlacement::slid(const QVector3D& place, double units, double scale) const {
    // Along (cos a, 0, -sin a) the screen's x grows and its y and the
    // nearness stay (SurfaceProjection's formulas).
    const double azimuth = qDegreesToRadians(double(azimuth_));
    const double along = units / std::max(scale, 1e-6) / SurfaceSpace::kHorizontalScale;
    return {place.x() + float(along * std::cos(azimuth)), place.y(), place.z() - float(along * std::sin(azimuth))};
}

QVector3D LabelPlacement::candidate(const QVector3D& at, int attempt) const {
    if (topView_) {
        float offset = kTopViewLabelOffset * float(attempt / 2 + 1) * (attempt % 2 == 0 ? 1.0f : -1.0f);
        // Past the map's edge the label would be pushed back onto its
        // point (the marker at s = 1 was covered): the other side instead.
        if (std::abs(at.z() + offset) > 1.05f) offset = -offset;
        return {at.x(), kTopViewLabelHeight, std::clamp(at.z() + offset, -1.05f, 1.05f)};
    }
    if (elevation_ < kSteepElevation) return {at.x(), kLabelHeight + kLabelStep * float(attempt), at.z()};
    // Seen from high above, a label over its point covers it whatever its
    // height: beside it instead, up or down the screen (along the ground,
    // away from or towards the camera), further each time.
    const double azimuth = qDegreesToRadians(double(azimuth_));
    const float awayX = float(std::sin(azimuth)) / float(SurfaceSpace::kHorizontalScale);
    const float awayZ = float(std::cos(azimuth)) / float(SurfaceSpace::kHorizontalScale);
    float offset = kSteepLabelOffset * float(attempt / 2 + 1) * (attempt % 2 == 0 ? 1.0f : -1.0f);
    if (std::abs(at.x() + offset * awayX) > 1.05f || std::abs(at.z() + offset * awayZ) > 1.05f) offset = -offset;
    return {std::clamp(at.x() + offset * awayX, -1.05f, 1.05f), kLabelHeight, std::clamp(at.z() + offset * awayZ, -1.05f, 1.05f)};
}

QVector3D LabelPlacement::screenPoint(const QVector3D& at) const {
    const double azimuth = qDegreesToRadians(double(azimuth_));
    const double elevation = qDegreesToRadians(double(elevation_));
    const double x = SurfaceSpace::kHorizontalScale * double(at.x());
    const double y = double(at.y());
    const double z = SurfaceSpace::kHorizontalScale * double(at.z());
    // Towards the camera along the ground, and the screen's right and up.
    const double nearX = -std::sin(azimuth), nearZ = -std::cos(azimuth);
    const double right = x * std::cos(azimuth) - z * std::sin(azimuth);
    const double up = y * std::cos(elevation) - (x * nearX + z * nearZ) * std::sin(elevation);
    const double toward = (x * nearX + z * nearZ) * std::cos(elevation) + y * std::sin(elevation);
    // Nearer is larger; the top view is orthographic.
    const double scale = topView_ ? 1.0 : SurfaceSpace::kCameraDistance / std::max(SurfaceSpace::kCameraDistance - toward, 1.0);
    return QVector3D(float(scale * right), float(scale * up), float(scale));
}

QRectF LabelPlacement::screenRect(const QFont& font, const QString& text, float scaling, const QVector3D& at) const {
    return rectAt(at, double(scaling) * (0.05 + font.pointSizeF() / 500.0), widthPerHeight(font, text));
}

double LabelPlacement::widthPerHeight(const QFont& font, const QString& text) {
    const QFontMetricsF metrics(font);
    return metrics.horizontalAdvance(text) / metrics.height() + 0.3;
}

QRectF LabelPlacement::rectAt(const QVector3D& at, double sceneHeight, double aspect) const {
    const QVector3D p = screenPoint(at);
    const double height = double(p.z()) * kLabelQuadFactor * sceneHeight;
    const double width = height * aspect;
    return {double(p.x()) - width / 2, double(p.y()) - height / 2, width, height};
}

QRectF LabelPlacement::markerRect(const QVector3D& at) const {
    const QVector3D p = screenPoint(at);
    const double half = 1.5 * double(SurfaceSpace::kMarkerRadius) * double(p.z());
    return {double(p.x()) - half, double(p.y()) - half, 2 * half, 2 * half};
}

QVector3D LabelPlacement::place(const QFont& font, const QString& text, float scaling, const QVector3D& at, std::vector<QRectF>& taken,
                                double* coveredShare) const {
    QVector3D best;
    QRectF bestBox;
    double bestCovered = std::numeric_limits<double>::infinity();
    double bestOverlap = 0.0;  ///< of bestBox over the labels before it (without the pane's outside)
    // The text's shape once per label, not per place tried: this runs on
    // every step of a slider, up to 2 kAttempts boxes per label.
    const double sceneHeight = double(scaling) * (0.05 + font.pointSizeF() / 500.0);
    const double shape = widthPerHeight(font, text);
    for (int attempt = 0; attempt < kAttempts && bestCovered > 0.0; ++attempt) {
        QVector3D place = candidate(at, attempt);
        // With a margin: the estimate is a projection from the camera's angles,
        // a few pixels off the drawn label (measured: labels 3-6 px over each
        // other, and drawn about a quarter taller than estimated).
        const auto boxAt = [&](const QVector3D& where) {
            const QRectF estimate = rectAt(where, sceneHeight, shape);
            return estimate.adjusted(-0.08 * estimate.width(), -0.25 * estimate.height(), 0.08 * estimate.width(),
                                     0.25 * estimate.height());
        };
        QRectF box = boxAt(place);
        if (!visible_.isEmpty()) {
            double slide = 0.0;
            if (box.width() >= visible_.width()) slide = visible_.center().x() - box.center().x();
            else if (box.left() < visible_.left()) slide = visible_.left() - box.left();
            else if (box.right() > visible_.right()) slide = visible_.right() - box.right();
            slide = std::clamp(slide, -kLargestSlide * box.width(), kLargestSlide * box.width());
            if (slide != 0.0) {
                place = slid(place, slide, double(screenPoint(place).z()));
                box = boxAt(place);
            }
        }
        double covered = 0.0;
        for (const QRectF& other : taken) {
            const QRectF overlap = other.intersected(box);
            covered += overlap.isEmpty() ? 0.0 : overlap.width() * overlap.height();
        }
        const double overlap = covered;
        if (!visible_.isEmpty()) {
            const QRectF inside = visible_.intersected(box);
            covered += kOutsideWeight * (box.width() * box.height() - (inside.isEmpty() ? 0.0 : inside.width() * inside.height()));
        }
        if (covered < bestCovered) {
            bestCovered = covered;
            bestOverlap = overlap;
            best = place;
            bestBox = box;
        }
    }
    if (coveredShare) {
        const double area = bestBox.width() * bestBox.height();
        *coveredShare = area > 0.0 ? bestOverlap / area : 0.0;
    }
    taken.push_back(bestBox);
    return best;
}

}  // namespace effsurf::ui
