// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <memory>

namespace effsurf::ui {
class SaveFile;

/// Writes a looping animated GIF89a file frame by frame.
///
/// Depends only on QtGui (QImage) and the standard library so that recording
/// works wherever the app runs, without an external encoder or image plugin.
/// Every frame gets its own colour table (exact colours when a frame has at
/// most 256 of them, otherwise a median-cut palette), so flat chart colours
/// stay exact and no dithering noise is introduced.
///
/// Typical use: open(), addFrame() repeatedly, then finish() or cancel().
/// The target file only appears once finish() succeeds; until then data goes
/// to a temporary file that is discarded on cancel(), error or destruction.
class AnimatedGifWriter {
public:
    /// delayMs: time per frame (rounded to GIF's 1/100 s, at least 2 cs); loopCount 0 = forever.
    AnimatedGifWriter(QString path, QSize size, int delayMs, int loopCount = 0);
    /// Discards the output unless finish() has succeeded.
    ~AnimatedGifWriter();

    AnimatedGifWriter(const AnimatedGifWriter&) = delete;
    AnimatedGifWriter& operator=(const AnimatedGifWriter&) = delete;

    /// Opens the file (through SaveFile so that a failed or cancelled recording leaves no partial file). False + message naming the path on error.
    bool open(QString* error);
    /// Adds one frame; it is scaled (smooth) to the writer's size if it differs. Returns false with message on write error.
    /// Transparent pixels are flattened onto white because GIF frames here are opaque.
    bool addFrame(const QImage& frame, QString* error);
    /// Writes the trailer and commits the file atomically.
    /// Fails (and leaves no file) if no frame was added, because a frameless GIF cannot be displayed.
    bool finish(QString* error);
    /// Discards everything written (the target file is untouched).
    void cancel();
    /// Number of frames successfully added so far.
    int frameCount() const;

private:
    bool writeBytes(const QByteArray& bytes, QString* error);
    void fail(QString* error, const QString& message);

    QString m_path;
    QSize m_size;
    int m_delayCs;
    int m_loopCount;
    int m_frameCount = 0;
    std::unique_ptr<SaveFile> m_file;
};

}  // namespace effsurf::ui
