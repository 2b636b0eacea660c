// SPDX-License-Identifier: MIT
#include "effsurf/ui/animation/AnimatedGifWriter.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>
#include <vector>

using effsurf::ui::AnimatedGifWriter;

namespace {

/// Diagonal gradient that shifts with `phase`, plus two flat rectangles that move,
/// so consecutive frames differ and the palette needs median cut.
QImage chartLikeFrame(QSize size, int phase) {
    QImage img(size, QImage::Format_RGB32);
    for (int y = 0; y < size.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(img.scanLine(y));
        for (int x = 0; x < size.width(); ++x) {
            line[x] = qRgb((x * 255 / std::max(1, size.width() - 1) + phase * 20) % 256, y * 255 / std::max(1, size.height() - 1), 128);
        }
    }
    const int w = size.width() / 5;
    const int h = size.height() / 4;
    for (int y = h; y < 2 * h; ++y) {
        auto* line = reinterpret_cast<QRgb*>(img.scanLine(y));
        for (int x = phase * 5; x < phase * 5 + w && x < size.width(); ++x) line[x] = qRgb(255, 255, 255);
        for (int x = size.width() - w - phase * 5; x < size.width() - phase * 5; ++x)
            if (x >= 0) line[x] = qRgb(20, 40, 200);
    }
    return img;
}

/// Smooth two-axis gradient: ~19k distinct colours at 160x120.
QImage gradientFrame(QSize size) {
    QImage img(size, QImage::Format_RGB32);
    for (int y = 0; y < size.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(img.scanLine(y));
        for (int x = 0; x < size.width(); ++x)
            line[x] = qRgb(x * 255 / (size.width() - 1), y * 255 / (size.height() - 1), (x + y) * 255 / (size.width() + size.height() - 2));
    }
    return img;
}

/// A few flat colours, like a bar chart without antialiasing.
QImage flatFrame(QSize size) {
    QImage img(size, QImage::Format_RGB32);
    img.fill(qRgb(255, 255, 255));
    const QRgb colours[] = {qRgb(31, 119, 180), qRgb(255, 127, 14), qRgb(44, 160, 44),
                            qRgb(214, 39, 40),  qRgb(0, 0, 0),      qRgb(254, 254, 254)};
    for (int y = 0; y < size.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(img.scanLine(y));
        for (int x = 0; x < size.width(); ++x) {
            const int bar = x / 25;
            if (bar < 6 && y > size.height() - 15 * (bar + 1)) line[x] = colours[bar];
            if (y == size.height() / 2) line[x] = qRgb(0, 0, 0);
        }
    }
    return img;
}

std::vector<QImage> readGifFrames(const QString& path) {
    QImageReader reader(path, "gif");
    std::vector<QImage> frames;
    while (reader.canRead()) {
        QImage img = reader.read();
        if (img.isNull()) break;
        frames.push_back(img.convertToFormat(QImage::Format_RGB32));
    }
    return frames;
}

bool writeGif(const QString& path, QSize size, const std::vector<QImage>& frames, int delayMs = 100, int loopCount = 0) {
    AnimatedGifWriter writer(path, size, delayMs, loopCount);
    QString error;
    if (!writer.open(&error)) {
        ADD_FAILURE() << error.toStdString();
        return false;
    }
    for (const QImage& f : frames) {
        if (!writer.addFrame(f, &error)) {
            ADD_FAILURE() << error.toStdString();
            return false;
        }
    }
    EXPECT_EQ(writer.frameCount(), int(frames.size()));
    if (!writer.finish(&error)) {
        ADD_FAILURE() << error.toStdString();
        return false;
    }
    return true;
}

struct Diff {
    double meanAbs = 0;
    int maxAbs = 0;
};

Diff compare(const QImage& a, const QImage& b) {
    Diff d;
    double sum = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto* la = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* lb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int e[3] = {std::abs(qRed(la[x]) - qRed(lb[x])), std::abs(qGreen(la[x]) - qGreen(lb[x])),
                              std::abs(qBlue(la[x]) - qBlue(lb[x]))};
            for (int v : e) {
                sum += v;
                d.maxAbs = std::max(d.maxAbs, v);
            }
        }
    }
    d.meanAbs = sum / (3.0 * a.width() * a.height());
    return d;
}

}  // namespace

TEST(AnimatedGifWriter, SixFramesReadBackWithSizeDelayAndInfiniteLoop) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("anim.gif");
    const QSize size(160, 120);
    std::vector<QImage> frames;
    for (int i = 0; i < 6; ++i) frames.push_back(chartLikeFrame(size, i));
    ASSERT_TRUE(writeGif(path, size, frames, 120));

    QImageReader reader(path, "gif");
    ASSERT_TRUE(reader.canRead()) << reader.errorString().toStdString();
    EXPECT_EQ(reader.imageCount(), 6);
    // Qt: QImageReader::loopCount() is -1 for "loop forever" (NETSCAPE count 0).
    EXPECT_EQ(reader.loopCount(), -1);
    int count = 0;
    while (reader.canRead()) {
        const QImage img = reader.read();
        if (img.isNull()) break;
        EXPECT_EQ(img.size(), size);
        EXPECT_EQ(reader.nextImageDelay(), 120);  // 12 cs
        const Diff d = compare(img.convertToFormat(QImage::Format_RGB32), frames[std::size_t(count)]);
        EXPECT_LT(d.meanAbs, 4.0) << "frame " << count;
        ++count;
    }
    EXPECT_EQ(count, 6);
}

TEST(AnimatedGifWriter, DelayIsRoundedAndClampedToTwoCentiseconds) {
    QTemporaryDir dir;
    const QString path = dir.filePath("fast.gif");
    const QSize size(16, 16);
    ASSERT_TRUE(writeGif(path, size, {flatFrame(size), flatFrame(size)}, 5));
    QImageReader reader(path, "gif");
    ASSERT_FALSE(reader.read().isNull());
    EXPECT_EQ(reader.nextImageDelay(), 20);
}

TEST(AnimatedGifWriter, FiniteLoopCountIsWritten) {
    QTemporaryDir dir;
    const QString path = dir.filePath("loop3.gif");
    const QSize size(16, 16);
    ASSERT_TRUE(writeGif(path, size, {flatFrame(size), flatFrame(size)}, 100, 3));
    QImageReader reader(path, "gif");
    EXPECT_EQ(reader.loopCount(), 3);
}

TEST(AnimatedGifWriter, FewFlatColoursRoundTripExactly) {
    QTemporaryDir dir;
    const QString path = dir.filePath("flat.gif");
    const QSize size(160, 120);
    const QImage frame = flatFrame(size);
    ASSERT_TRUE(writeGif(path, size, {frame}));
    const auto frames = readGifFrames(path);
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(frames[0], frame);
}

TEST(AnimatedGifWriter, TwoHundredFiftySixColourNoiseRoundTripsExactly) {
    // Random indices defeat LZW compression, so the dictionary fills and is
    // reset many times: exercises code-width growth and clear codes.
    QTemporaryDir dir;
    const QString path = dir.filePath("noise.gif");
    const QSize size(317, 233);
    std::vector<QRgb> palette;
    for (int i = 0; i < 256; ++i) palette.push_back(qRgb(i, (i * 7) % 256, 255 - i));
    std::mt19937 rng(42);
    QImage frame(size, QImage::Format_RGB32);
    for (int y = 0; y < size.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(frame.scanLine(y));
        for (int x = 0; x < size.width(); ++x) line[x] = palette[(x < 3 && y == 0) ? std::size_t(x) : rng() % 256];
    }
    // Second frame: long runs, so strings grow long and codes reach 12 bits with few misses.
    QImage runs(size, QImage::Format_RGB32);
    for (int y = 0; y < size.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(runs.scanLine(y));
        for (int x = 0; x < size.width(); ++x) line[x] = palette[std::size_t(((x / 3) * 31 + y) % 5)];
    }
    ASSERT_TRUE(writeGif(path, size, {frame, runs}));
    const auto frames = readGifFrames(path);
    ASSERT_EQ(frames.size(), 2u);
    EXPECT_EQ(frames[0], frame);
    EXPECT_EQ(frames[1], runs);
}

TEST(AnimatedGifWriter, SmoothGradientRoundTripsWithinTolerance) {
    QTemporaryDir dir;
    const QString path = dir.filePath("gradient.gif");
    const QSize size(160, 120);
    const QImage frame = gradientFrame(size);
    ASSERT_TRUE(writeGif(path, size, {frame}));
    const auto frames = readGifFrames(path);
    ASSERT_EQ(frames.size(), 1u);
    const Diff d = compare(frames[0], frame);
    std::cout << "[ gradient ] mean abs error " << d.meanAbs << ", max " << d.maxAbs << std::endl;
    EXPECT_LT(d.meanAbs, 4.0);
    EXPECT_LE(d.maxAbs, 24);
}

TEST(AnimatedGifWriter, FrameIsScaledAndAlphaFlattenedOntoWhite) {
    QTemporaryDir dir;
    const QString path = dir.filePath("scaled.gif");
    QImage frame(40, 30, QImage::Format_ARGB32);
    frame.fill(qRgba(0, 0, 0, 0));  // fully transparent -> white
    for (int y = 0; y < 30; ++y)
        for (int x = 20; x < 40; ++x) frame.setPixel(x, y, qRgba(255, 0, 0, 255));
    ASSERT_TRUE(writeGif(path, QSize(80, 60), {frame}));
    const auto frames = readGifFrames(path);
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(frames[0].size(), QSize(80, 60));
    EXPECT_EQ(frames[0].pixel(5, 30), qRgb(255, 255, 255));
    EXPECT_EQ(frames[0].pixel(75, 30), qRgb(255, 0, 0));
}

TEST(AnimatedGifWriter, EncodesFullHdFrame) {
    QTemporaryDir dir;
    const QString path = dir.filePath("large.gif");
    const QSize size(1920, 1080);
    const QImage frame = chartLikeFrame(size, 2);
    ASSERT_TRUE(writeGif(path, size, {frame, flatFrame(size)}));
    const auto frames = readGifFrames(path);
    ASSERT_EQ(frames.size(), 2u);
    EXPECT_EQ(frames[0].size(), size);
    const Diff d = compare(frames[0], frame);
    EXPECT_LT(d.meanAbs, 4.0);
    EXPECT_EQ(frames[1], flatFrame(size));
}

TEST(AnimatedGifWriter, UnwritablePathFailsWithPathInMessage) {
    for (const QString& path :
         {QStringLiteral("/proc/nonexistent/x.gif"), QDir::tempPath() + QStringLiteral("/effsurf-no-such-dir-4711/sub/x.gif")}) {
        AnimatedGifWriter writer(path, QSize(16, 16), 100);
        QString error;
        EXPECT_FALSE(writer.open(&error));
        EXPECT_TRUE(error.contains(path)) << error.toStdString();
        EXPECT_FALSE(writer.addFrame(flatFrame(QSize(16, 16)), &error));
        EXPECT_FALSE(writer.finish(&error));
        EXPECT_FALSE(QFile::exists(path));
    }
}

TEST(AnimatedGifWriter, CancelLeavesNoFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cancelled.gif");
    {
        AnimatedGifWriter writer(path, QSize(64, 48), 100);
        QString error;
        ASSERT_TRUE(writer.open(&error)) << error.toStdString();
        ASSERT_TRUE(writer.addFrame(chartLikeFrame(QSize(64, 48), 0), &error));
        writer.cancel();
        EXPECT_FALSE(writer.addFrame(chartLikeFrame(QSize(64, 48), 1), &error));
        EXPECT_FALSE(writer.finish(&error));
    }
    EXPECT_FALSE(QFile::exists(path));
    // No leftover QSaveFile temporary either.
    EXPECT_TRUE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).isEmpty());
}

TEST(AnimatedGifWriter, CancelKeepsExistingTargetUntouched) {
    QTemporaryDir dir;
    const QString path = dir.filePath("existing.gif");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    AnimatedGifWriter writer(path, QSize(16, 16), 100);
    QString error;
    ASSERT_TRUE(writer.open(&error));
    ASSERT_TRUE(writer.addFrame(flatFrame(QSize(16, 16)), &error));
    writer.cancel();
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("old"));
}

TEST(AnimatedGifWriter, DestructionWithoutFinishLeavesNoFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("abandoned.gif");
    {
        AnimatedGifWriter writer(path, QSize(16, 16), 100);
        QString error;
        ASSERT_TRUE(writer.open(&error));
        ASSERT_TRUE(writer.addFrame(flatFrame(QSize(16, 16)), &error));
    }
    EXPECT_FALSE(QFile::exists(path));
}

TEST(AnimatedGifWriter, FinishWithoutFramesFailsAndLeavesNoFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("empty.gif");
    AnimatedGifWriter writer(path, QSize(16, 16), 100);
    QString error;
    ASSERT_TRUE(writer.open(&error));
    EXPECT_FALSE(writer.finish(&error));
    EXPECT_TRUE(error.contains(path));
    EXPECT_FALSE(QFile::exists(path));
}
