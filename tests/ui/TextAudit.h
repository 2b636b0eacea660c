// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

class QChartView;
class QWidget;

namespace effsurf::ui {
class MainWindow;
class SurfaceView;
}  // namespace effsurf::ui

namespace effsurf::test {

/// What a reader would catch in drawn text, found by walking what is drawn
/// rather than by eye: text cut to "…" or "...", text that reaches past the
/// edge of its chart or widget (clipped), and text smaller than
/// kMinimumPixels. Each problem is one line naming the text and where it is.
class TextAudit {
public:
    /// 10 px is 7.5 pt at 96 DPI: the smallest text a figure or panel may draw.
    static constexpr int kMinimumPixels = 10;

    /// Every visible text item of the chart's scene (title, axis titles and
    /// tick labels, legend entries, our own annotations) and the point-label
    /// fonts of its series.
    /// `onlyWhatShows`: text outside the part of the view its window shows
    /// counts as clipped too (a projector has nothing to scroll to; on the
    /// desk a chart scrolled half out of its column is whole once scrolled to).
    static QStringList chart(const QChartView& view, int minimumPixels = kMinimumPixels, bool onlyWhatShows = false);
    /// Every visible QLabel, button and combo box under `root` whose text
    /// does not fit its width (or ends in an ellipsis), and table headers and cells whose number is elided.
    static QStringList widgets(const QWidget& root, int minimumPixels = kMinimumPixels);
    /// A window in the presentation view: the charts on screen (what the
    /// window shows of them), every widget, the 3D view's smallest text and its labels.
    static QStringList presented(ui::MainWindow& window, int minimumPixels);
    /// The 3D view's labels where it draws them (SurfaceView::drawnLabelRects,
    /// by pixels): each wholly inside the pane (one that reaches its edge is
    /// cut there) and none over another.
    static QStringList surfaceLabels(ui::SurfaceView& surface);
};

}  // namespace effsurf::test
