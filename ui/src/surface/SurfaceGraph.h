// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/surface/FramePresenter.h"

#include <Q3DSurface>
#include <QTimer>

#include <functional>

namespace effsurf::ui {

/// Q3DSurface that reports each frame it puts on screen (QAbstract3DGraph
/// renders and swaps buffers while handling QEvent::UpdateRequest).
class SurfaceGraph : public Q3DSurface {
public:
    /// `stillSamples`: the multisampling of the still (0: no still).
    SurfaceGraph(const QSurfaceFormat* format, int stillSamples) : Q3DSurface(format), stillSamples_(stillSamples) {
        stillTimer_.setSingleShot(true);
        QObject::connect(&stillTimer_, &QTimer::timeout, [this] { presentStill(); });
    }
    /// After each frame DataVisualization drew (and put on screen).
    std::function<void()> onFrameSwapped;
    /// After a still was asked for (drawn, or not possible here).
    std::function<void()> onStill;

    /// The window draws without multisampling: under software OpenGL 4
    /// samples double a frame's cost (10.5 against 5.7 ms for the desk's pane,
    /// llvmpipe). Once frames stop, the same view multisampled replaces the
    /// last one, `delayMs` after it (0: as soon as the event loop is free); a
    /// new frame cancels it.
    void scheduleStill(int delayMs) { stillTimer_.start(delayMs); }
    void cancelStill() { stillTimer_.stop(); }

protected:
    bool event(QEvent* event) override {
        const bool isFrame = event->type() == QEvent::UpdateRequest && isExposed();
        const bool handled = Q3DSurface::event(event);
        if (isFrame && onFrameSwapped) onFrameSwapped();
        return handled;
    }

    void exposeEvent(QExposeEvent* event) override {
        // Drawn at once, without a frame request: reported like one.
        Q3DSurface::exposeEvent(event);
        if (isExposed() && onFrameSwapped) onFrameSwapped();
    }

private:
    void presentStill() {
        // At another size than the window's, renderToImage would change the
        // scene's viewport and so ask for a frame, which would replace the
        // still: with a device pixel ratio other than 1 the window keeps its frame.
        if (isExposed() && devicePixelRatio() == 1.0 && stillSamples_ > 0) presenter_.present(this, renderToImage(stillSamples_, size()));
        if (onStill) onStill();
    }

    const int stillSamples_;
    QTimer stillTimer_;
    FramePresenter presenter_;
};

}  // namespace effsurf::ui
