// SPDX-License-Identifier: MIT
// What a frame of a recorded animation costs the GIF encoder at a projector's
// 1600x1000 (issue 43 moved this figure out of the tests: a time is a
// benchmark's figure, never a test's verdict). Two kinds of frame: a chart
// with a gradient (many colours: the median-cut palette) and flat chart
// colours (few: the exact palette). Run: build/release/tests/benchmarks/effsurf-bench-export

#include "effsurf/ui/animation/AnimatedGifWriter.h"

#include <QImage>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>

namespace {

/// A surface-like gradient with two moving bars: thousands of colours.
QImage gradientFrame(QSize size, int phase) {
    QImage image(size, QImage::Format_RGB32);
    for (int y = 0; y < size.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < size.width(); ++x)
            line[x] = qRgb((x * 255 / std::max(1, size.width() - 1) + phase * 20) % 256, y * 255 / std::max(1, size.height() - 1), 128);
    }
    return image;
}

/// White with a few bars in chart colours: six colours.
QImage flatFrame(QSize size) {
    QImage image(size, QImage::Format_RGB32);
    image.fill(qRgb(255, 255, 255));
    const QRgb colours[] = {qRgb(31, 119, 180), qRgb(255, 127, 14), qRgb(44, 160, 44), qRgb(214, 39, 40), qRgb(0, 0, 0)};
    for (int y = 0; y < size.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < size.width(); ++x) {
            const int bar = x / 25;
            if (bar < 5 && y > size.height() - 15 * (bar + 1)) line[x] = colours[bar];
        }
    }
    return image;
}

void encode(benchmark::State& state, const QImage& frame) {
    QTemporaryDir dir;
    effsurf::ui::AnimatedGifWriter writer(dir.filePath("frames.gif"), frame.size(), 100);
    QString error;
    if (!writer.open(&error)) {
        state.SkipWithError(error.toStdString().c_str());
        return;
    }
    for (auto _ : state)
        if (!writer.addFrame(frame, &error)) state.SkipWithError(error.toStdString().c_str());
    writer.cancel();
}

void gifFrameManyColours(benchmark::State& state) { encode(state, gradientFrame(QSize(1600, 1000), 3)); }
void gifFrameFlatColours(benchmark::State& state) { encode(state, flatFrame(QSize(1600, 1000))); }

}  // namespace

BENCHMARK(gifFrameManyColours)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(gifFrameFlatColours)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK_MAIN();
