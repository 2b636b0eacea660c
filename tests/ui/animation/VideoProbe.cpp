// SPDX-License-Identifier: MIT
#include "animation/VideoProbe.h"

#include <QFile>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libswscale/swscale.h>
}

#include <memory>

namespace effsurf::test {

namespace {

QString avError(int code) {
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof text);
    return QString::fromLocal8Bit(text);
}

struct InputDeleter {
    void operator()(AVFormatContext* context) const { avformat_close_input(&context); }
};
struct CodecDeleter {
    void operator()(AVCodecContext* context) const { avcodec_free_context(&context); }
};
struct FrameDeleter {
    void operator()(AVFrame* frame) const { av_frame_free(&frame); }
};
struct PacketDeleter {
    void operator()(AVPacket* packet) const { av_packet_free(&packet); }
};

/// A decoded frame (any pixel format the decoder gives) as RGB32, with the stream's colour matrix.
QImage toImage(const AVFrame& frame) {
    QImage image(frame.width, frame.height, QImage::Format_RGB32);
    SwsContext* scaler = sws_getContext(frame.width, frame.height, static_cast<AVPixelFormat>(frame.format), frame.width, frame.height,
                                        AV_PIX_FMT_RGB32, SWS_BILINEAR | SWS_ACCURATE_RND, nullptr, nullptr, nullptr);
    if (!scaler) return {};
    const int space = frame.colorspace == AVCOL_SPC_BT709 ? SWS_CS_ITU709 : SWS_CS_ITU601;
    const int sourceFullRange = frame.color_range == AVCOL_RANGE_JPEG ? 1 : 0;
    sws_setColorspaceDetails(scaler, sws_getCoefficients(space), sourceFullRange, sws_getCoefficients(SWS_CS_ITU709), 1, 0, 1 << 16,
                             1 << 16);
    uint8_t* target[] = {image.bits()};
    const int stride[] = {static_cast<int>(image.bytesPerLine())};
    sws_scale(scaler, frame.data, frame.linesize, 0, frame.height, target, stride);
    sws_freeContext(scaler);
    return image;
}

}  // namespace

VideoProbe probeVideo(const QString& path, int keep) {
    VideoProbe probe;
    const auto failed = [&](const QString& what, int code) {
        probe.error = QStringLiteral("%1: %2: %3").arg(path, what, avError(code));
        return probe;
    };
    AVFormatContext* raw = nullptr;
    int result = avformat_open_input(&raw, QFile::encodeName(path).constData(), nullptr, nullptr);
    if (result < 0) return failed(QStringLiteral("open"), result);
    const std::unique_ptr<AVFormatContext, InputDeleter> input(raw);
    result = avformat_find_stream_info(raw, nullptr);
    if (result < 0) return failed(QStringLiteral("stream info"), result);
    const AVCodec* decoder = nullptr;
    const int streamIndex = av_find_best_stream(raw, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0);
    if (streamIndex < 0) return failed(QStringLiteral("no video stream"), streamIndex);
    const AVStream* stream = raw->streams[streamIndex];
    probe.container = QString::fromLatin1(raw->iformat->name);
    probe.codec = QString::fromLatin1(avcodec_get_name(stream->codecpar->codec_id));
    probe.width = stream->codecpar->width;
    probe.height = stream->codecpar->height;
    probe.framesPerSecond = av_q2d(stream->avg_frame_rate);

    const std::unique_ptr<AVCodecContext, CodecDeleter> codec(avcodec_alloc_context3(decoder));
    if (!codec) return failed(QStringLiteral("decoder"), AVERROR(ENOMEM));
    result = avcodec_parameters_to_context(codec.get(), stream->codecpar);
    if (result >= 0) result = avcodec_open2(codec.get(), decoder, nullptr);
    if (result < 0) return failed(QStringLiteral("decoder"), result);
    const std::unique_ptr<AVPacket, PacketDeleter> packet(av_packet_alloc());
    const std::unique_ptr<AVFrame, FrameDeleter> frame(av_frame_alloc());
    const auto receiveFrames = [&]() -> int {
        for (;;) {
            const int received = avcodec_receive_frame(codec.get(), frame.get());
            if (received == AVERROR(EAGAIN) || received == AVERROR_EOF) return 0;
            if (received < 0) return received;
            if (probe.decodedFrames == keep) probe.frame = toImage(*frame);
            ++probe.decodedFrames;
            av_frame_unref(frame.get());
        }
    };
    while ((result = av_read_frame(raw, packet.get())) >= 0) {
        if (packet->stream_index == streamIndex) result = avcodec_send_packet(codec.get(), packet.get());
        av_packet_unref(packet.get());
        if (result >= 0) result = receiveFrames();
        if (result < 0) return failed(QStringLiteral("decoding"), result);
    }
    if (result != AVERROR_EOF) return failed(QStringLiteral("reading"), result);
    result = avcodec_send_packet(codec.get(), nullptr);  // drain the decoder's delayed frames
    if (result >= 0) result = receiveFrames();
    if (result < 0) return failed(QStringLiteral("decoding"), result);
    return probe;
}

}  // namespace effsurf::test
