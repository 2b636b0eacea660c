// SPDX-License-Identifier: MIT
#pragma once

#include <QSize>

namespace effsurf::ui {

/// How large DataVisualization 6.4 draws the 3D view's text on screen, and
/// so which font sizes keep it readable and how many tick labels fit, for
/// one pane, zoom and camera.
///
/// Measured on its renders (front camera, 1600x1000 window, E-axis labels
/// and the marker's label): a text of P points is drawn (0.05 + P/500) scene
/// units tall, times its scaling, and its em is about 2.06 of those units
/// for the axis labels and 0.89 for a custom label. A half height of the box
/// (one scene unit) spans about 0.29 of the viewport's height at zoom 100 at
/// the box's front edge; 0.25 allows for the perspective of its back edge. A
/// viewport narrower than 16:10 is drawn smaller still: DataVisualization
/// scales the scene by min(1, W / (1.6 H)) (Abstract3DRenderer::
/// calculateZoomLevel, for the graph's default aspect ratio 2), so its scale
/// follows min(H, W / 1.6); the axis labels shrink by that factor once more
/// (measured at 1024x768).
class SurfaceTextSizing {
public:
    /// The 3D texts, told apart by how DataVisualization draws them.
    enum class Text { Axis, MarkerLabel, SystemLabel };

    /// The marker label's scaling (its em per unit grows with it).
    static constexpr float kMarkerLabelScaling = 1.3f;

    /// `pane`: the graph's pane (an invalid size: none); `shown`: whether it
    /// is on screen; the camera's zoom and angles (degrees); `topView`: the map.
    SurfaceTextSizing(QSize pane, bool shown, float zoom, float azimuth, float elevation, bool topView);

    /// The length DataVisualization scales a viewport's scene by.
    static double sceneScalePixels(QSize viewport);

    /// Scene units per pixel of text, times the em per unit: what one point more buys on screen now.
    double pixelsPerUnit() const;
    /// How much smaller than on a wide pane the axis labels are drawn on a narrow one.
    double axisNarrowing() const;
    /// Em pixels per scene unit of a text.
    double emPerUnit(Text text) const;
    /// The on-screen em of a text of `points`.
    double textPixels(double points, Text text) const;
    /// The points that give an em of `pixels`, at least `atLeast` (the look's own size).
    double pointsFor(double pixels, Text text, double atLeast) const;

    /// Tick labels on the E axis for axis text of `axisPoints`: every 0.2
    /// (every decade on the log axis), fewer where they would pile up along
    /// the box's height.
    int efficiencySegments(bool logarithmic, double axisPoints) const;
    /// Decade labels on the N (x) or s (z) axis: every 2 decades, or every 3,
    /// 4 or 6 where they would run into each other as the camera sees the axis.
    int decadeSegments(bool alongX, double axisPoints) const;

private:
    QSize pane_;
    bool hasPane_;
    bool shown_;
    float zoom_;
    float azimuth_;
    float elevation_;
    bool topView_;
};

}  // namespace effsurf::ui
