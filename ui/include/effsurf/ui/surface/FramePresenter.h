// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QSize>

#include <memory>

class QWindow;

namespace effsurf::ui {

/// Puts an image on an OpenGL window, scaled to fill it, and swaps.
///
/// What the 3D view shows while a control moves: its frame rendered into a
/// buffer a fraction of the pane's size (software OpenGL spends its time per
/// pixel, so half the width and height cost about a quarter), then scaled up
/// here with linear filtering, as ParaView's "image reduction factor" does.
/// It uses a context of its own on the window, so the graph's GL state is
/// never touched.
class FramePresenter {
public:
    FramePresenter();
    ~FramePresenter();
    FramePresenter(const FramePresenter&) = delete;
    FramePresenter& operator=(const FramePresenter&) = delete;

    /// Draws `image` (top row first) over the whole of `window` and swaps its
    /// buffers. False if no context could be made for the window (the caller
    /// then draws the frame at full size instead).
    bool present(QWindow* window, const QImage& image);

private:
    struct Private;
    std::unique_ptr<Private> d_;
};

}  // namespace effsurf::ui
