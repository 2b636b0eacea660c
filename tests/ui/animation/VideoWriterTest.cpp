// SPDX-License-Identifier: MIT
// VideoWriter: MP4 (H.264) and WebM (VP9) files that FFmpeg's own demuxer
// and decoder read back with every frame, the right size and the right
// colours; odd sizes padded to even; the quality choice ordered by size; a
// cancelled or failed video leaves no file and no temporary file.

#include "animation/VideoProbe.h"

#include "effsurf/ui/animation/VideoWriter.h"

#include <QDir>
#include <QFile>
#include <QPainter>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstdlib>

using effsurf::ui::VideoWriter;

namespace {

const QColor kRed(255, 0, 0);
const QColor kGreen(0, 160, 0);
const QColor kBlue(0, 0, 255);

/// White like a chart, with red, green and blue bars that move with `phase`
/// and a gradient strip that gives the encoder detail to spend bits on.
QImage testFrame(QSize size, int phase) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    const int bar = size.width() / 8;
    const int shift = phase * 2;
    painter.fillRect(QRect(bar + shift, size.height() / 4, bar, size.height() / 2), kRed);
    painter.fillRect(QRect(3 * bar + shift, size.height() / 4, bar, size.height() / 2), kGreen);
    painter.fillRect(QRect(5 * bar + shift, size.height() / 4, bar, size.height() / 2), kBlue);
    QLinearGradient gradient(0, 0, size.width(), 0);
    gradient.setColorAt(0, QColor(20, 40, 200));
    gradient.setColorAt(1, QColor(250, 200, 30));
    painter.fillRect(QRect(0, size.height() * 7 / 8, size.width(), size.height() / 8), gradient);
    painter.setPen(Qt::black);
    for (int i = 0; i < 12; ++i) painter.drawLine(0, i * 7 + phase, size.width(), i * 9);  // thin lines, like a chart's curves
    return image;
}

bool near(QRgb decoded, const QColor& expected, int tolerance = 28) {
    return std::abs(qRed(decoded) - expected.red()) <= tolerance && std::abs(qGreen(decoded) - expected.green()) <= tolerance &&
           std::abs(qBlue(decoded) - expected.blue()) <= tolerance;
}

std::string describe(QRgb c) {
    return "rgb(" + std::to_string(qRed(c)) + "," + std::to_string(qGreen(c)) + "," + std::to_string(qBlue(c)) + ")";
}

QStringList everything(const QString& directory) {
    return QDir(directory).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

QString write(const QString& path, VideoWriter::Format format, QSize size, int frames,
              VideoWriter::Quality quality = VideoWriter::Quality::Balanced) {
    VideoWriter writer(path, format, size, 25, quality);
    QString error;
    if (!writer.open(&error)) return error;
    for (int i = 0; i < frames; ++i)
        if (!writer.addFrame(testFrame(size, i), &error)) return error;
    writer.finish(&error);
    return error;
}

struct Case {
    VideoWriter::Format format;
    const char* codec;
    const char* container;
};
const Case kCases[] = {{VideoWriter::Format::Mp4H264, "h264", "mp4"}, {VideoWriter::Format::WebmVp9, "vp9", "webm"}};

}  // namespace

TEST(VideoWriter, FfmpegReadsBackEveryFrameAtTheSizeWithTheColours) {
    for (const Case& c : kCases) {
        ASSERT_TRUE(VideoWriter::isAvailable(c.format)) << c.codec;
        for (const QSize size : {QSize(320, 240), QSize(321, 241)}) {
            SCOPED_TRACE(std::string(c.codec) + " " + std::to_string(size.width()) + "x" + std::to_string(size.height()));
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("clip.") + VideoWriter::fileExtension(c.format));
            const QString error = write(path, c.format, size, 10);
            ASSERT_TRUE(error.isEmpty()) << error.toStdString();
            EXPECT_EQ(everything(dir.path()), QStringList{QFileInfo(path).fileName()}) << "no temporary file left";
            const auto probe = effsurf::test::probeVideo(path, 0);
            ASSERT_TRUE(probe.error.isEmpty()) << probe.error.toStdString();
            EXPECT_EQ(probe.codec.toStdString(), c.codec);
            EXPECT_TRUE(probe.container.contains(QLatin1String(c.container))) << probe.container.toStdString();
            EXPECT_EQ(probe.decodedFrames, 10);
            EXPECT_DOUBLE_EQ(probe.framesPerSecond, 25.0);
            // Odd sides are padded to even (4:2:0), never cropped.
            EXPECT_EQ(QSize(probe.width, probe.height), VideoWriter::encodedSize(size));
            EXPECT_EQ(VideoWriter::encodedSize(size), QSize(size.width() + size.width() % 2, size.height() + size.height() % 2));

            // Colours as drawn: no swapped red and blue, no green cast on white.
            ASSERT_FALSE(probe.frame.isNull());
            const int bar = size.width() / 8;
            const int y = size.height() / 2;
            const QRgb red = probe.frame.pixel(bar + bar / 2, y);
            const QRgb green = probe.frame.pixel(3 * bar + bar / 2, y);
            const QRgb blue = probe.frame.pixel(5 * bar + bar / 2, y);
            const QRgb white = probe.frame.pixel(7 * bar + bar / 2, y);
            EXPECT_TRUE(near(red, kRed)) << describe(red);
            EXPECT_TRUE(near(green, kGreen)) << describe(green);
            EXPECT_TRUE(near(blue, kBlue)) << describe(blue);
            EXPECT_TRUE(near(white, Qt::white, 8)) << describe(white);
            // The padding repeats the edge instead of adding a black border.
            if (size.width() % 2) {
                const QRgb edge = probe.frame.pixel(size.width() - 1, y);
                const QRgb pad = probe.frame.pixel(size.width(), y);
                EXPECT_TRUE(near(pad, QColor(edge), 12)) << describe(pad) << " beside " << describe(edge);
            }
        }
    }
}

TEST(VideoWriter, Mp4HasItsIndexBeforeTheFrames) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("clip.mp4"));
    ASSERT_EQ(write(path, VideoWriter::Format::Mp4H264, QSize(160, 120), 5), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto moov = bytes.indexOf("moov");
    const auto mdat = bytes.indexOf("mdat");
    ASSERT_GE(moov, 0);
    ASSERT_GE(mdat, 0);
    EXPECT_LT(moov, mdat) << "faststart: a player needs the index before it can play";
}

TEST(VideoWriter, HigherQualityMakesLargerFiles) {
    for (const Case& c : kCases) {
        QTemporaryDir dir;
        qint64 previous = 0;
        for (const auto quality : {VideoWriter::Quality::Small, VideoWriter::Quality::Balanced, VideoWriter::Quality::High}) {
            const QString path = dir.filePath(QStringLiteral("q%1.%2").arg(int(quality)).arg(VideoWriter::fileExtension(c.format)));
            ASSERT_EQ(write(path, c.format, QSize(320, 240), 8, quality), QString());
            const qint64 size = QFileInfo(path).size();
            EXPECT_GT(size, previous) << c.codec << " quality " << int(quality);
            previous = size;
        }
        EXPECT_LT(VideoWriter::constantRateFactor(c.format, VideoWriter::Quality::High),
                  VideoWriter::constantRateFactor(c.format, VideoWriter::Quality::Small));
    }
}

TEST(VideoWriter, CancelLeavesNoFileAndNoTemporaryFile) {
    for (const Case& c : kCases) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clip.") + VideoWriter::fileExtension(c.format));
        {
            VideoWriter writer(path, c.format, QSize(320, 240), 25);
            QString error;
            ASSERT_TRUE(writer.open(&error)) << error.toStdString();
            for (int i = 0; i < 4; ++i) ASSERT_TRUE(writer.addFrame(testFrame(QSize(320, 240), i), &error));
            const QStringList during = everything(dir.path());
            ASSERT_EQ(during.size(), 1);
            EXPECT_TRUE(during.front().startsWith(QLatin1Char('.')) && during.front().endsWith(QLatin1String(".part")))
                << "written to a hidden temporary file beside the target: " << during.front().toStdString();
            EXPECT_FALSE(QFile::exists(path));
            writer.cancel();
            EXPECT_TRUE(everything(dir.path()).isEmpty()) << everything(dir.path()).join(' ').toStdString();
            EXPECT_FALSE(writer.finish(&error)) << "nothing left to finish";
        }
        {
            // Destroyed unfinished (an exception, a closed window): the same.
            VideoWriter writer(path, c.format, QSize(320, 240), 25);
            QString error;
            ASSERT_TRUE(writer.open(&error));
            ASSERT_TRUE(writer.addFrame(testFrame(QSize(320, 240), 0), &error));
        }
        EXPECT_TRUE(everything(dir.path()).isEmpty());
        // A cancelled recording leaves an earlier video as it was.
        ASSERT_EQ(write(path, c.format, QSize(160, 120), 3), QString());
        const qint64 earlier = QFileInfo(path).size();
        {
            VideoWriter writer(path, c.format, QSize(320, 240), 25);
            QString error;
            ASSERT_TRUE(writer.open(&error));
            ASSERT_TRUE(writer.addFrame(testFrame(QSize(320, 240), 0), &error));
            writer.cancel();
        }
        EXPECT_EQ(QFileInfo(path).size(), earlier);
        EXPECT_EQ(everything(dir.path()).size(), 1);
        // Finishing replaces it.
        ASSERT_EQ(write(path, c.format, QSize(320, 240), 6), QString());
        EXPECT_EQ(effsurf::test::probeVideo(path).decodedFrames, 6);
        EXPECT_EQ(everything(dir.path()).size(), 1);
    }
}

TEST(VideoWriter, AnUnwritableDirectoryIsNamedWithTheReason) {
    QTemporaryDir dir;
    // A regular file where a directory should be: refused even for root (CI runs as root).
    QFile blocker(dir.filePath(QStringLiteral("not-a-directory")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString inFile = dir.filePath(QStringLiteral("not-a-directory/clip.mp4"));
    const QString missing = dir.filePath(QStringLiteral("missing/deeper/clip.webm"));
    for (const auto& [path, format, reason] : {std::tuple{inFile, VideoWriter::Format::Mp4H264, "Not a directory"},
                                               std::tuple{missing, VideoWriter::Format::WebmVp9, "No such file or directory"}}) {
        VideoWriter writer(path, format, QSize(320, 240), 25);
        QString error;
        EXPECT_FALSE(writer.open(&error));
        EXPECT_TRUE(error.contains(path)) << error.toStdString();
        EXPECT_TRUE(error.contains(QLatin1String(reason))) << error.toStdString();
        EXPECT_FALSE(writer.addFrame(testFrame(QSize(320, 240), 0), &error));
    }
    EXPECT_EQ(everything(dir.path()), QStringList{QStringLiteral("not-a-directory")});
}

TEST(VideoWriter, AVideoWithoutFramesOrWithABadSizeIsRefused) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("clip.mp4"));
    {
        VideoWriter writer(path, VideoWriter::Format::Mp4H264, QSize(320, 240), 25);
        QString error;
        ASSERT_TRUE(writer.open(&error));
        EXPECT_FALSE(writer.finish(&error));
        EXPECT_TRUE(error.contains(QLatin1String("no frame"))) << error.toStdString();
    }
    EXPECT_TRUE(everything(dir.path()).isEmpty());
    VideoWriter tiny(path, VideoWriter::Format::WebmVp9, QSize(1, 240), 25);
    QString error;
    EXPECT_FALSE(tiny.open(&error));
    EXPECT_TRUE(error.contains(path)) << error.toStdString();
    EXPECT_TRUE(everything(dir.path()).isEmpty());
}

TEST(VideoWriter, FramesOfAnotherSizeAreScaledToTheVideo) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("clip.webm"));
    VideoWriter writer(path, VideoWriter::Format::WebmVp9, QSize(200, 100), 10);
    QString error;
    ASSERT_TRUE(writer.open(&error)) << error.toStdString();
    ASSERT_TRUE(writer.addFrame(testFrame(QSize(400, 200), 0), &error)) << error.toStdString();
    ASSERT_TRUE(writer.addFrame(testFrame(QSize(100, 50), 1), &error)) << error.toStdString();
    ASSERT_TRUE(writer.finish(&error)) << error.toStdString();
    const auto probe = effsurf::test::probeVideo(path);
    EXPECT_EQ(probe.decodedFrames, 2);
    EXPECT_EQ(QSize(probe.width, probe.height), QSize(200, 100));
}
