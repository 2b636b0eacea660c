// SPDX-License-Identifier: MIT
#include "CameraFit.h"

#include "SurfaceTextSizing.h"

#include "effsurf/core/model/SurfaceFrame.h"

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

/// The content's margin inside the pane when the zoom is fitted to it.
constexpr double kFitMargin = 0.05;

}  // namespace

QVector3D CameraFit::presetAngles(Preset preset) {
    // The angles are core's (the exported page's camera too); the zooms before the pane is measured are the window's.
    const auto angles = core::SurfaceFrame::camera(int(preset));
    const float zoom = preset == Preset::Front ? 78.0f : preset == Preset::Top ? kTopZoom : 74.0f;
    return {float(angles.azimuthDegrees), float(angles.elevationDegrees), zoom};
}

float CameraFit::zoomFor(Preset preset, QSize pane) const {
    const QPointF r = reach_[int(preset)];
    if (r.x() <= 0.0 || !pane.isValid() || pane.height() <= 0) return presetAngles(preset).z();
    const double scale = SurfaceTextSizing::sceneScalePixels(pane);
    const double zoom = 100.0 * std::min(pane.width() / 2.0 * (1.0 - kFitMargin) / (r.x() * scale),
                                         pane.height() / 2.0 * (1.0 - kFitMargin) / (r.y() * scale));
    return static_cast<float>(std::clamp(zoom, 30.0, 400.0));
}

bool CameraFit::needsMeasuring(Preset preset, QSize pane) const {
    const QSize measured = measuredFor_[int(preset)];
    const auto differs = [](int a, int b) { return std::abs(a - b) > std::max(a, b) / 10; };
    return reach_[int(preset)].x() <= 0.0 || differs(measured.width(), pane.width()) || differs(measured.height(), pane.height());
}

void CameraFit::measure(Preset preset, QSize pane, const QColor& background, const std::function<QImage(float zoom, QSize size)>& render) {
    const QSize probe(std::max(160, pane.width() / 3), std::max(100, pane.height() / 3));
    float zoom = zoomFor(preset, pane);
    for (int pass = 0; pass < 2; ++pass) {
        const QRect drawn = SurfaceView::drawnBounds(render(zoom, probe), background, 12);
        if (drawn.isEmpty()) return;
        const double cx = probe.width() / 2.0, cy = probe.height() / 2.0;
        const double perZoom = SurfaceTextSizing::sceneScalePixels(probe) * double(zoom) / 100.0;
        measuredFor_[int(preset)] = pane;
        reach_[int(preset)] = QPointF(std::max(cx - drawn.left(), drawn.right() + 1.0 - cx) / perZoom,
                                      std::max(cy - drawn.top(), drawn.bottom() + 1.0 - cy) / perZoom);
        const float next = zoomFor(preset, pane);
        if (std::abs(next - zoom) < 0.03f * zoom) break;
        zoom = next;
    }
}

void CameraFit::forget() {
    for (QPointF& r : reach_) r = QPointF();
}

}  // namespace effsurf::ui
