// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QVector3D>

#include <vector>

namespace effsurf::ui {

/// Where the 3D view's labels go so that none covers another or the current
/// point, for one camera. Labels float over the top of the plot box
/// (absolute y, where the box spans -1..1): custom items are depth-tested,
/// and from every preset camera, which looks down on the box, nothing of the
/// surface (at most E = 1, y = 1) can hide what lies wholly above it. The
/// marker's label sits lowest; a system's label rises in steps until it
/// overlaps none placed before it, as the camera sees them.
///
/// Seeing is estimated: a perspective projection from the camera's angles,
/// in units of the box's half height at its centre, enough to tell whether
/// two labels, or a label and the marker, overlap.
class LabelPlacement {
public:
    /// Tried places per label: over the box, up to 3.2 half heights above its
    /// lowest place (a 1024x768 projector stacks three labels there).
    static constexpr int kAttempts = 32;

    /// The camera's turn about the vertical and elevation (degrees); `topView`: the orthographic map.
    LabelPlacement(float azimuth, float elevation, bool topView);

    /// The pane, for a camera that draws a box half height (one scene unit)
    /// `pixelsPerUnit` pixels tall (SurfaceTextSizing::pixelsPerUnit): no
    /// label is placed where it would reach past the pane's edge if another
    /// place keeps it whole. A placement without a pane has no edges.
    void setPane(QSizeF pixels, double pixelsPerUnit);

    /// The place a label of the point at absolute position `at` takes on
    /// attempt `attempt`, nearest first: over the box at rising heights; in
    /// the top view (where a leader line is seen end-on) and from high above
    /// beside the point, alternately up and down the screen, further each time.
    QVector3D candidate(const QVector3D& at, int attempt) const;

    /// Roughly where absolute position `at` shows on screen, and (z) how much
    /// nearer things look there.
    QVector3D screenPoint(const QVector3D& at) const;

    /// Roughly where a label (font, text, vertical scaling) at absolute position `at` shows on screen.
    QRectF screenRect(const QFont& font, const QString& text, float scaling, const QVector3D& at) const;

    /// Where the marker's sphere at absolute position `at` shows, with a margin: no label may cover it.
    QRectF markerRect(const QVector3D& at) const;

    /// The label's place for the point at absolute position `at`: the first
    /// that overlaps none of `taken` and stays inside the pane, or where it
    /// covers the least of them and of the pane's outside (the last place
    /// tried hid snapshot B's letter behind the current point's label). A
    /// label that would reach past the pane's left or right edge slides
    /// along the screen, at most 0.45 of its width so that its leader line
    /// still ends under it. Its screen box is added to `taken`, and
    /// `coveredShare` (if given) is the share of it over labels placed before.
    QVector3D place(const QFont& font, const QString& text, float scaling, const QVector3D& at, std::vector<QRectF>& taken,
                    double* coveredShare = nullptr) const;

private:
    /// A label's width per height on screen (its text and the quad's margin).
    static double widthPerHeight(const QFont& font, const QString& text);
    /// The screen box of a label `sceneHeight` scene units tall (before perspective), `aspect` times as wide, at absolute position `at`.
    QRectF rectAt(const QVector3D& at, double sceneHeight, double aspect) const;
    /// `place` moved by `units` along the screen's x axis, at its nearness `scale`.
    QVector3D slid(const QVector3D& place, double units, double scale) const;

    float azimuth_;
    float elevation_;
    bool topView_;
    QRectF visible_;
};

}  // namespace effsurf::ui
