// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Sweep.h"
#include "effsurf/ui/animation/VideoWriter.h"

#include <QSize>
#include <QString>

#include <functional>
#include <optional>

namespace effsurf::ui {

class Workbench;

/// Records an animation frame by frame: each frame of the sweep is set and
/// drawn at full quality, then written into one animated GIF, MP4 or WebM
/// (animation.gif, animation.mp4, animation.webm) and, if asked, as numbered
/// PNGs (frame-0001.png, ...). Videos are encoded straight from the drawn
/// images (VideoWriter): the PNG frames are optional beside them. The
/// window's state is put back afterwards and the undo history is untouched.
class FrameRecorder {
public:
    /// What a recording writes besides the optional PNG frames.
    enum class Format {
        PngFrames,  ///< only frame-0001.png, ...
        Gif,        ///< animation.gif: 256 colours a frame, plays wherever images do
        Mp4,        ///< animation.mp4: H.264, plays in presentation programs and browsers
        WebM,       ///< animation.webm: VP9, the smallest, for browsers and free players
    };
    struct Options {
        QString directory;
        /// "window" (as on screen), "surface" or a chart: "speedup", "efficiency", "performance", "plane".
        QString target = QStringLiteral("window");
        QSize size{1280, 800};  ///< surface and charts; the window is grabbed at its own size
        int framesPerSecond = 25;
        Format format = Format::Gif;
        /// Also the PNG frames beside the GIF or video (always written for Format::PngFrames).
        bool pngFrames = true;
        /// The videos' size/quality trade-off (the GIF has one quality).
        VideoWriter::Quality quality = VideoWriter::Quality::Balanced;
    };
    static QStringList targets();
    /// "png", "gif", "mp4", "webm": the command line's and the settings' names of the formats.
    static QString formatId(Format format);
    static std::optional<Format> parseFormat(const QString& id);
    /// "small", "balanced", "high".
    static QString qualityId(VideoWriter::Quality quality);
    static std::optional<VideoWriter::Quality> parseQuality(const QString& id);
    static QString framePath(const QString& directory, int frame);
    static QString gifPath(const QString& directory);
    /// animation.gif, animation.mp4 or animation.webm in `directory`; empty for PNG frames only.
    static QString animationPath(const QString& directory, Format format);
    /// The files of an earlier recording in `directory` that a new one would
    /// replace or leave mixed in with its own: every frame-NNNN.png there, and
    /// animation.gif, .mp4 and .webm (stale beside new frames even if this
    /// recording writes another format or none).
    static QStringList existingOutputs(const QString& directory);

    /// Records what `window` shows (any target), starting from its state.
    explicit FrameRecorder(Workbench* workbench) : workbench_(workbench) {}
    /// Records without a window (effsurf-cli animate): charts need no display,
    /// the surface needs OpenGL; the "window" target is not available.
    explicit FrameRecorder(core::Scenario base) : base_(std::move(base)) {}

    /// Writes every frame of `sweep` (built on the current state). `progress`
    /// is called after each frame with (written, total) and returns false to
    /// cancel. Returns the number of frames recorded (PNGs written, frames
    /// added to the GIF or video); on failure or cancel sets `error` (naming
    /// the file) and leaves no partial GIF or video (PNG frames written so far stay).
    int record(const core::Sweep& sweep, const Options& options, const std::function<bool(int, int)>& progress, QString* error);

private:
    /// The state of frame `frame` (set on the window, if there is one).
    core::Scenario showFrame(const core::Sweep& sweep, const core::Scenario& base, int frame);

    Workbench* workbench_ = nullptr;
    core::Scenario base_;
};

}  // namespace effsurf::ui
