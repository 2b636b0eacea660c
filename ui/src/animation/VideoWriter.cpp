// SPDX-License-Identifier: MIT
#include "effsurf/ui/animation/VideoWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QRandomGenerator>
#include <QThread>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/dict.h>
#include <libavutil/error.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cstdlib>
#include <mutex>

namespace effsurf::ui {

namespace {

/// libx264 and libvpx report their settings and statistics at every file:
/// kept out of the output like Qt's chatter (EFFSURF_QT_DIAGNOSTICS=1 shows
/// both). The errors that matter reach the caller as messages anyway.
void quietenLibav() {
    static std::once_flag once;
    std::call_once(once, [] {
        if (!qEnvironmentVariableIsSet("EFFSURF_QT_DIAGNOSTICS")) av_log_set_level(AV_LOG_ERROR);
    });
}

/// FFmpeg's text for an error code ("Permission denied", "Invalid argument").
QString avError(int code) {
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof text);
    return QString::fromLocal8Bit(text);
}

// One deleter per libav object, so every early return frees what was made.
struct OutputContextDeleter {
    void operator()(AVFormatContext* context) const {
        if (!context) return;
        if (context->pb && !(context->oformat->flags & AVFMT_NOFILE)) avio_closep(&context->pb);
        avformat_free_context(context);
    }
};
struct CodecContextDeleter {
    void operator()(AVCodecContext* context) const { avcodec_free_context(&context); }
};
struct FrameDeleter {
    void operator()(AVFrame* frame) const { av_frame_free(&frame); }
};
struct PacketDeleter {
    void operator()(AVPacket* packet) const { av_packet_free(&packet); }
};
struct ScalerDeleter {
    void operator()(SwsContext* scaler) const { sws_freeContext(scaler); }
};
/// An AVDictionary of options, freed whatever the functions it is passed to left in it.
class Dictionary {
public:
    Dictionary() = default;
    ~Dictionary() { av_dict_free(&entries_); }
    Dictionary(const Dictionary&) = delete;
    Dictionary& operator=(const Dictionary&) = delete;
    void set(const char* key, const QString& value) { av_dict_set(&entries_, key, value.toUtf8().constData(), 0); }
    AVDictionary** get() { return &entries_; }

private:
    AVDictionary* entries_ = nullptr;
};

/// `frame` as opaque 0xffRRGGBB pixels at `size`, padded to `encoded` by
/// repeating the last column and row (odd sides; see encodedSize()).
QImage prepareFrame(const QImage& frame, QSize size, QSize encoded) {
    const QImage scaled = frame.size() == size ? frame : frame.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    QImage opaque;
    if (scaled.format() == QImage::Format_RGB32 && size == encoded) return scaled;  // the common case: no copy
    if (!scaled.hasAlphaChannel()) {
        opaque = scaled.convertToFormat(QImage::Format_RGB32);
    } else {
        // Video has no alpha: translucent pixels are drawn onto white, the figures' background.
        opaque = QImage(size, QImage::Format_RGB32);
        opaque.fill(Qt::white);
        QPainter painter(&opaque);
        painter.drawImage(0, 0, scaled);
    }
    if (size == encoded) return opaque;
    QImage padded(encoded, QImage::Format_RGB32);
    for (int y = 0; y < encoded.height(); ++y) {
        const auto* in = reinterpret_cast<const QRgb*>(opaque.constScanLine(std::min(y, size.height() - 1)));
        auto* out = reinterpret_cast<QRgb*>(padded.scanLine(y));
        std::copy(in, in + size.width(), out);
        for (int x = size.width(); x < encoded.width(); ++x) out[x] = in[size.width() - 1];
    }
    return padded;
}

}  // namespace

struct VideoWriter::Encoder {
    std::unique_ptr<AVFormatContext, OutputContextDeleter> container;
    std::unique_ptr<AVCodecContext, CodecContextDeleter> codec;
    std::unique_ptr<AVFrame, FrameDeleter> frame;
    std::unique_ptr<AVPacket, PacketDeleter> packet;
    std::unique_ptr<SwsContext, ScalerDeleter> scaler;
    AVStream* stream = nullptr;  // owned by the container
    QString temporaryPath;
    QString targetPath;  ///< the file the video replaces (a symbolic link's target)

    /// Writes every packet the encoder has ready; AVERROR(EAGAIN) and AVERROR_EOF mean "none left".
    int writePackets() {
        for (;;) {
            int result = avcodec_receive_packet(codec.get(), packet.get());
            if (result == AVERROR(EAGAIN) || result == AVERROR_EOF) return 0;
            if (result < 0) return result;
            av_packet_rescale_ts(packet.get(), codec->time_base, stream->time_base);
            packet->stream_index = stream->index;
            result = av_interleaved_write_frame(container.get(), packet.get());  // takes the packet's data
            if (result < 0) return result;
        }
    }
};

VideoWriter::VideoWriter(QString path, Format format, QSize size, int framesPerSecond, Quality quality)
    : path_(std::move(path)), format_(format), size_(size), framesPerSecond_(framesPerSecond), quality_(quality) {}

VideoWriter::~VideoWriter() {
    if (!finished_) discard();
}

QSize VideoWriter::encodedSize(QSize size) { return {size.width() + size.width() % 2, size.height() + size.height() % 2}; }

QString VideoWriter::fileExtension(Format format) { return format == Format::Mp4H264 ? QStringLiteral("mp4") : QStringLiteral("webm"); }

QString VideoWriter::encoderName(Format format) {
    return format == Format::Mp4H264 ? QStringLiteral("libx264") : QStringLiteral("libvpx-vp9");
}

bool VideoWriter::isAvailable(Format format, QString* reason) {
    if (avcodec_find_encoder_by_name(encoderName(format).toLatin1().constData())) return true;
    if (reason)
        *reason = QStringLiteral(
                      "FFmpeg's %1 encoder is not in this libavcodec (%2); install a libavcodec built with it "
                      "(Debian's libavcodec59 is)")
                      .arg(encoderName(format), QString::fromLatin1(av_version_info()));
    return false;
}

int VideoWriter::constantRateFactor(Format format, Quality quality) {
    // x264: 0..51, 23 its own default, 18 near transparent. VP9: 0..63, where
    // the same look takes higher numbers; 31-33 is Google's advice for 1080p.
    static constexpr int kH264[] = {28, 23, 18};
    static constexpr int kVp9[] = {40, 33, 24};
    const auto index = static_cast<std::size_t>(quality);
    return format == Format::Mp4H264 ? kH264[index] : kVp9[index];
}

bool VideoWriter::fail(QString* error, const QString& message) {
    discard();
    if (error) *error = message;
    return false;
}

void VideoWriter::discard() {
    if (!encoder_) return;
    const QString temporary = encoder_->temporaryPath;
    encoder_.reset();  // closes the file first
    if (!temporary.isEmpty()) QFile::remove(temporary);
}

bool VideoWriter::open(QString* error) {
    if (encoder_ || finished_) {  // a second open() leaves the first video alone
        if (error) *error = QStringLiteral("cannot write '%1': the video was already opened").arg(path_);
        return false;
    }
    if (size_.width() < 2 || size_.height() < 2 || size_.width() > 8192 || size_.height() > 8192)
        return fail(error, QStringLiteral("cannot write '%1': frames of %2x%3 pixels cannot be encoded (2 to 8192 per side)")
                               .arg(path_)
                               .arg(size_.width())
                               .arg(size_.height()));
    if (framesPerSecond_ < 1)
        return fail(error, QStringLiteral("cannot write '%1': %2 frames per second").arg(path_).arg(framesPerSecond_));
    quietenLibav();
    QString missing;
    if (!isAvailable(format_, &missing)) return fail(error, QStringLiteral("cannot write '%1': %2").arg(path_, missing));
    const AVCodec* codec = avcodec_find_encoder_by_name(encoderName(format_).toLatin1().constData());

    // As AtomicFile: an existing video the user may not write stays, and a
    // symbolic link is followed (the link stays a link).
    const QFileInfo named(path_);
    if (named.exists() && !named.isWritable())
        return fail(error, QStringLiteral("cannot write '%1': %2").arg(path_, avError(AVERROR(EACCES))));
    encoder_ = std::make_unique<Encoder>();
    Encoder& e = *encoder_;
    e.targetPath = named.isSymLink() && !named.symLinkTarget().isEmpty() ? named.symLinkTarget() : path_;
    const QFileInfo target(e.targetPath);
    // Hidden, beside the target (so the final rename stays on one file system), and unique.
    e.temporaryPath = target.dir().filePath(
        QStringLiteral(".%1.%2.part").arg(target.fileName()).arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')));
    const QByteArray temporary = QFile::encodeName(e.temporaryPath);
    const auto libavFailure = [&](const QString& what, int code) {
        return fail(error, QStringLiteral("cannot write '%1': %2: %3").arg(path_, what, avError(code)));
    };

    AVFormatContext* container = nullptr;
    // The container is named, not guessed from the temporary file's ".part".
    int result = avformat_alloc_output_context2(&container, nullptr, format_ == Format::Mp4H264 ? "mp4" : "webm", temporary.constData());
    e.container.reset(container);
    if (result < 0) return libavFailure(QStringLiteral("no container"), result);
    e.stream = avformat_new_stream(container, nullptr);
    if (!e.stream) return libavFailure(QStringLiteral("no stream"), AVERROR(ENOMEM));

    e.codec.reset(avcodec_alloc_context3(codec));
    if (!e.codec) return libavFailure(QStringLiteral("no encoder"), AVERROR(ENOMEM));
    AVCodecContext& c = *e.codec;
    const QSize encoded = encodedSize(size_);
    c.width = encoded.width();
    c.height = encoded.height();
    c.pix_fmt = AV_PIX_FMT_YUV420P;  // what every player decodes
    c.time_base = AVRational{1, framesPerSecond_};
    c.framerate = AVRational{framesPerSecond_, 1};
    c.gop_size = 5 * framesPerSecond_;  // a key frame every 5 s: seeking in a lecture stays quick
    c.color_primaries = AVCOL_PRI_BT709;
    c.color_trc = AVCOL_TRC_BT709;
    c.colorspace = AVCOL_SPC_BT709;
    c.color_range = AVCOL_RANGE_MPEG;
    c.thread_count = std::max(1, QThread::idealThreadCount());
    if (container->oformat->flags & AVFMT_GLOBALHEADER) c.flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    Dictionary codecOptions;
    const QString crf = QString::number(constantRateFactor(format_, quality_));
    codecOptions.set("crf", crf);
    if (format_ == Format::Mp4H264) {
        codecOptions.set("preset", QStringLiteral("medium"));
    } else {
        // Constant quality needs a zero target bit rate. libvpx at its default
        // speed (cpu-used 1) takes seconds per full-HD frame on two cores;
        // "good" with cpu-used 4, row-based threading and 4 tile columns
        // encodes several frames a second at nearly the same size.
        c.bit_rate = 0;
        codecOptions.set("deadline", QStringLiteral("good"));
        codecOptions.set("cpu-used", QStringLiteral("4"));
        codecOptions.set("row-mt", QStringLiteral("1"));
        codecOptions.set("tile-columns", QStringLiteral("2"));
    }
    result = avcodec_open2(&c, codec, codecOptions.get());
    if (result < 0) return libavFailure(QStringLiteral("the %1 encoder refused its settings").arg(encoderName(format_)), result);
    result = avcodec_parameters_from_context(e.stream->codecpar, &c);
    if (result < 0) return libavFailure(QStringLiteral("stream parameters"), result);
    e.stream->time_base = c.time_base;
    e.stream->avg_frame_rate = c.framerate;

    result = avio_open(&container->pb, temporary.constData(), AVIO_FLAG_WRITE);
    if (result < 0) {
        container->pb = nullptr;
        e.temporaryPath.clear();  // nothing was created
        return fail(error, QStringLiteral("cannot write '%1': %2").arg(path_, avError(result)));
    }
    Dictionary containerOptions;
    // The index (moov) goes before the frames at the end: the MP4 plays while it downloads.
    if (format_ == Format::Mp4H264) containerOptions.set("movflags", QStringLiteral("+faststart"));
    result = avformat_write_header(container, containerOptions.get());
    if (result < 0) return libavFailure(QStringLiteral("container header"), result);

    e.frame.reset(av_frame_alloc());
    e.packet.reset(av_packet_alloc());
    if (!e.frame || !e.packet) return libavFailure(QStringLiteral("no frame"), AVERROR(ENOMEM));
    e.frame->format = c.pix_fmt;
    e.frame->width = c.width;
    e.frame->height = c.height;
    result = av_frame_get_buffer(e.frame.get(), 0);
    if (result < 0) return libavFailure(QStringLiteral("no frame buffer"), result);

    // AV_PIX_FMT_RGB32 is 0xAARRGGBB in native byte order: QImage::Format_RGB32 exactly.
    e.scaler.reset(sws_getContext(c.width, c.height, AV_PIX_FMT_RGB32, c.width, c.height, AV_PIX_FMT_YUV420P,
                                  SWS_BILINEAR | SWS_ACCURATE_RND, nullptr, nullptr, nullptr));
    if (!e.scaler) return libavFailure(QStringLiteral("no RGB to YUV converter"), AVERROR(EINVAL));
    // Full-range RGB in, limited-range BT.709 YUV out, as the stream is tagged.
    const int* bt709 = sws_getCoefficients(SWS_CS_ITU709);
    sws_setColorspaceDetails(e.scaler.get(), bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16);
    return true;
}

bool VideoWriter::addFrame(const QImage& frame, QString* error) {
    if (!encoder_) return fail(error, QStringLiteral("cannot write '%1': the video is not open").arg(path_));
    if (frame.isNull()) return fail(error, QStringLiteral("cannot write '%1': frame %2 is empty").arg(path_).arg(frameCount_ + 1));
    Encoder& e = *encoder_;
    const QImage pixels = prepareFrame(frame, size_, encodedSize(size_));
    // The encoder may still hold the previous frame's buffer (lookahead).
    int result = av_frame_make_writable(e.frame.get());
    if (result < 0) return fail(error, QStringLiteral("cannot write '%1': %2").arg(path_, avError(result)));
    const uint8_t* source[] = {pixels.constBits()};
    const int sourceStride[] = {static_cast<int>(pixels.bytesPerLine())};
    sws_scale(e.scaler.get(), source, sourceStride, 0, pixels.height(), e.frame->data, e.frame->linesize);
    e.frame->pts = frameCount_;
    result = avcodec_send_frame(e.codec.get(), e.frame.get());
    if (result >= 0) result = e.writePackets();
    if (result < 0)
        return fail(error, QStringLiteral("cannot write '%1': frame %2: %3").arg(path_).arg(frameCount_ + 1).arg(avError(result)));
    ++frameCount_;
    return true;
}

bool VideoWriter::finish(QString* error) {
    if (!encoder_) return fail(error, QStringLiteral("cannot write '%1': the video is not open").arg(path_));
    if (frameCount_ == 0) return fail(error, QStringLiteral("cannot write '%1': no frame was recorded").arg(path_));
    Encoder& e = *encoder_;
    int result = avcodec_send_frame(e.codec.get(), nullptr);  // drain: the frames still in the lookahead
    if (result >= 0) result = e.writePackets();
    if (result >= 0) result = av_write_trailer(e.container.get());
    if (result >= 0) {
        // avio_closep() drops the error of its last flush: a full disk would
        // pass for a finished video. The buffer is flushed and checked here.
        avio_flush(e.container->pb);
        if (e.container->pb->error < 0) result = e.container->pb->error;
    }
    if (result >= 0) result = avio_closep(&e.container->pb);
    if (result < 0) return fail(error, QStringLiteral("cannot write '%1': %2").arg(path_, avError(result)));
    // On the disk before the rename, with the permissions of the video it replaces.
    const QByteArray temporary = QFile::encodeName(e.temporaryPath), finalPath = QFile::encodeName(e.targetPath);
    const int written = ::open(temporary.constData(), O_RDONLY | O_CLOEXEC);
    if (written >= 0) {
        struct stat earlier {};
        if (::stat(finalPath.constData(), &earlier) == 0) (void)::fchmod(written, earlier.st_mode & 07777);
        const int synced = ::fsync(written) == 0 ? 0 : errno;
        ::close(written);
        if (synced != 0 && synced != EINVAL && synced != ENOTSUP)
            return fail(error, QStringLiteral("cannot write '%1': %2").arg(path_, avError(AVERROR(synced))));
    }
    // rename(2) replaces an earlier file in one step: readers see the old video or the new one.
    if (std::rename(temporary.constData(), finalPath.constData()) != 0)
        return fail(error, QStringLiteral("cannot write '%1': %2").arg(path_, avError(AVERROR(errno))));
    encoder_.reset();
    finished_ = true;
    return true;
}

void VideoWriter::cancel() { discard(); }

}  // namespace effsurf::ui
