// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/surface/SurfaceView.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QSize>
#include <QVector3D>

#include <functional>

namespace effsurf::ui {

/// The zoom at which what a camera preset draws (box, labels, titles) fills
/// the pane with a small margin. Zooming scales the drawing about the pane's
/// centre, and the drawing's size follows the scene scale
/// (SurfaceTextSizing::sceneScalePixels), so how far it reaches from the
/// centre, per scene scale and per unit of zoom, holds for every pane size:
/// measured once per preset on small off-screen renders, the zoom for a new
/// size is arithmetic.
class CameraFit {
public:
    using Preset = SurfaceView::CameraPreset;

    /// The top view's zoom: room below the map for the N labels and title.
    static constexpr float kTopZoom = 63.0f;

    /// Rotation (x, y) and zoom a preset puts the camera at.
    static QVector3D presetAngles(Preset preset);

    /// The zoom that fills `pane` (an invalid size: none) with `preset`'s
    /// drawing; the preset's own zoom while it is not measured.
    float zoomFor(Preset preset, QSize pane) const;

    /// Whether `preset` has no reach yet, or one measured for a pane whose
    /// sides differ by more than a tenth from `pane`'s (with a minimum text
    /// size the labels' size in scene units depends on the pane).
    bool needsMeasuring(Preset preset, QSize pane) const;

    /// Measures `preset`'s reach for `pane`: `render(zoom, size)` draws it at
    /// `zoom` into an image of `size` with background `background`. A second
    /// time if the zoom it gives differs much (the text's size, in scene
    /// units, changes with the zoom when a minimum text size holds).
    void measure(Preset preset, QSize pane, const QColor& background, const std::function<QImage(float zoom, QSize size)>& render);

    /// Forgets every preset's reach (the labels' size or the axis changed).
    void forget();

private:
    /// How far the drawing reaches from the pane's centre, horizontally and
    /// vertically, per scene scale and zoom / 100; 0: not measured.
    QPointF reach_[3];
    /// The pane's size when the reach was measured.
    QSize measuredFor_[3];
};

}  // namespace effsurf::ui
