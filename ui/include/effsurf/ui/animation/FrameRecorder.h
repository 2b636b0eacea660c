#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Sweep.h"

#include <QSize>
#include <QString>

#include <functional>

namespace effsurf::ui {

class Workbench;

/// Records an animation frame by frame: each frame of the sweep is set, drawn
/// at full quality and written as a numbered PNG (frame-0001.png, ...), and
/// optionally into one animated GIF. The window's state is put back
/// afterwards and the undo history is untouched.
class FrameRecorder {
public:
    struct Options {
        QString directory;
        /// "window" (as on screen), "surface" or a chart: "speedup", "efficiency", "performance", "plane".
        QString target = QStringLiteral("window");
        QSize size{1280, 800};  ///< surface and charts; the window is grabbed at its own size
        int framesPerSecond = 25;
        bool animatedGif = true;
    };
    static QStringList targets();
    static QString framePath(const QString& directory, int frame);
    static QString gifPath(const QString& directory);
    /// The files of an earlier recording in `directory` that a new one would
    /// replace or leave mixed in with its own: every frame-NNNN.png there, and
    /// animation.gif (stale beside new frames even if no GIF is written).
    static QStringList existingOutputs(const QString& directory);

    /// Records what `window` shows (any target), starting from its state.
    explicit FrameRecorder(Workbench* workbench) : workbench_(workbench) {}
    /// Records without a window (effsurf-cli animate): charts need no display,
    /// the surface needs OpenGL; the "window" target is not available.
    explicit FrameRecorder(core::Scenario base) : base_(std::move(base)) {}

    /// Writes every frame of `sweep` (built on the current state). `progress`
    /// is called after each frame with (written, total) and returns false to
    /// cancel. Returns the number of PNG frames written; on failure or cancel
    /// sets `error` (naming the file) and leaves no partial GIF.
    int record(const core::Sweep& sweep, const Options& options, const std::function<bool(int, int)>& progress,
               QString* error);

private:
    /// The state of frame `frame` (set on the window, if there is one).
    core::Scenario showFrame(const core::Sweep& sweep, const core::Scenario& base, int frame);

    Workbench* workbench_ = nullptr;
    core::Scenario base_;
};

}  // namespace effsurf::ui
