// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QSize>
#include <QString>

#include <memory>

namespace effsurf::ui {

/// Writes an H.264 MP4 or a VP9 WebM video frame by frame through FFmpeg's
/// libraries (libavformat, libavcodec with libx264 / libvpx-vp9, libswscale).
///
/// Frames are QImages of any format: translucent pixels are flattened onto
/// white, and RGB is converted to 4:2:0 YUV (BT.709, limited range, tagged
/// as such so players show the chart's colours). 4:2:0 needs even sides, so
/// an odd width or height is *padded* by one column or row that repeats the
/// edge pixels: nothing of the picture is lost and no border shows
/// (encodedSize()). MP4s are written with the index at the front
/// ("faststart"), so a browser or presentation program starts playing
/// before the whole file is read.
///
/// Typical use: open(), addFrame() repeatedly, then finish() or cancel(),
/// like AnimatedGifWriter. The target file only appears once finish()
/// succeeds: until then the video goes to a hidden temporary file in the
/// same directory, renamed into place at the end and removed on cancel(),
/// error or destruction, so a cancelled recording leaves no partial file.
/// FFmpeg's types stay in the source file.
class VideoWriter {
public:
    /// The container and its codec.
    enum class Format {
        Mp4H264,  ///< MP4 with H.264 (libx264, High profile, yuv420p): plays nearly everywhere
        WebmVp9,  ///< WebM with VP9 (libvpx-vp9): a free format for browsers and free players
    };
    /// The size/quality trade-off: a constant-quality factor (CRF) per codec.
    enum class Quality {
        Small,     ///< smallest file, soft edges on thin lines (x264 CRF 28, VP9 CRF 40)
        Balanced,  ///< the default (x264 CRF 23, VP9 CRF 33)
        High,      ///< close to the frames, larger (x264 CRF 18, VP9 CRF 24)
    };

    /// `size`: the frames' size (frames of another size are scaled to it); `framesPerSecond` > 0.
    VideoWriter(QString path, Format format, QSize size, int framesPerSecond, Quality quality = Quality::Balanced);
    /// Discards the output unless finish() has succeeded.
    ~VideoWriter();

    VideoWriter(const VideoWriter&) = delete;
    VideoWriter& operator=(const VideoWriter&) = delete;

    /// Finds the encoder, opens the temporary file and writes the container
    /// header. False and `error` (naming the path and FFmpeg's reason) on failure.
    bool open(QString* error);
    /// Encodes one frame. False and `error` on failure (the output is then discarded).
    bool addFrame(const QImage& frame, QString* error);
    /// Drains the encoder, writes the index and renames the file into place.
    /// Fails (and leaves no file) if no frame was added.
    bool finish(QString* error);
    /// Discards everything written (an existing target file is untouched).
    void cancel();
    /// Number of frames added so far.
    int frameCount() const noexcept { return frameCount_; }
    const QString& path() const noexcept { return path_; }

    /// The size frames are encoded at: `size` with odd sides padded to even.
    static QSize encodedSize(QSize size);
    /// "mp4" or "webm": the extension of the format's files.
    static QString fileExtension(Format format);
    /// The FFmpeg encoder the format uses: "libx264" or "libvpx-vp9".
    static QString encoderName(Format format);
    /// Whether this FFmpeg build has the format's encoder; `reason` says what is missing if not.
    static bool isAvailable(Format format, QString* reason = nullptr);
    /// The constant-rate factor `quality` maps to for `format` (lower is better and larger).
    static int constantRateFactor(Format format, Quality quality);

private:
    struct Encoder;  // the libav objects, each freed by its own deleter

    bool fail(QString* error, const QString& message);
    void discard();

    QString path_;
    Format format_;
    QSize size_;
    int framesPerSecond_;
    Quality quality_;
    int frameCount_ = 0;
    bool finished_ = false;
    std::unique_ptr<Encoder> encoder_;
};

}  // namespace effsurf::ui
