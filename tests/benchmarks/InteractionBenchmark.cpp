// SPDX-License-Identifier: MIT
// effsurf-bench-interaction: drives the serial-fraction slider of the real
// main window through 200 steps, as a drag, and measures for each step the
// time from the value change to the frame showing it in every view (3D
// surface and all four charts) and until the event loop is free for the next
// one. Then releases the slider and measures the refine back to full quality
// (the 256x256 surface, multisampled), and startup to the first frame.
//
// Run under Xvfb:  xvfb-run -a -s "-screen 0 1920x1080x24" effsurf-bench-interaction
// Prints the CPU and the OpenGL renderer, "median: X ms" and "p95: Y ms"
// (targets: 16.7 and 25, 60 frames/s), when in each step the charts had
// painted and the 3D view had shown the new state, the same drag with the
// charts on a hidden tab (the 3D view alone), "refine: Z ms". (The charts
// alone: run it with EFFSURF_DISABLE_3D=1.) Then the lecture mode: frames of
// an animation sweep and of a tour glide, and the switch to the presentation
// view and a drag there. Last, a 1,000,000-row measurement file (13 MB,
// repetitions at 64 N) is opened: how long the load takes, the longest the
// event loop went without a turn meanwhile, and the same slider drag with the
// series drawn on the charts and placed on the surface.
//
// The Training workspace (issue 16): the large-model law on screen and its
// tab shown, the utilization slider dragged through 60 steps and the depth
// slider through 24 (each step evaluates the run's step over N, its depth
// sweep and precision comparison, and redraws the surface and four charts;
// targets: median 33 ms, p95 50 ms).
//
// --quick: startup and the first drag only (for profiling a change, e.g.
// under `perf record`); --training: startup and the training drags only;
// --million: the 1,000,000-row series loaded before it; --with-probe: the
// drags while "Measure this computer" runs effsurf-probe on the other cores
// (all but one; on one core, on that one).

#include "effsurf/ui/animation/AnimationPanel.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/training/TrainingForm.h"
#include "effsurf/ui/training/TrainingWorkspace.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include "effsurf/ui/data/SystemsPanel.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/widgets/LogSlider.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/measure/MeasurePanel.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QCheckBox>
#include <QSlider>

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controller/ScenarioController.h"

#include "MillionRows.h"

#include <QApplication>
#include <QLabel>
#include <QThread>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

namespace {

/// Runs the event loop until `window` reports a complete frame (or 10 s pass).
bool waitForFrame(effsurf::ui::MainWindow& window) {
    QEventLoop loop;
    bool done = false;
    const auto connection = QObject::connect(&window, &effsurf::ui::MainWindow::frameCompleted, &loop, [&] {
        done = true;
        loop.quit();
    });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(connection);
    return done;
}

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    const double rank = p * double(values.size() - 1);
    const auto low = static_cast<std::size_t>(rank);
    const auto high = std::min(low + 1, values.size() - 1);
    return values[low] + (rank - double(low)) * (values[high] - values[low]);
}

/// Where a slider step's time goes: the same steps, timed until the last
/// visible chart has painted the new state and until the 3D view has shown it.
struct StepParts {
    std::vector<double> charts;
    std::vector<double> surface;
};

std::vector<double> drag(effsurf::ui::MainWindow& window, QAbstractSlider* slider, int steps, int start, StepParts* parts = nullptr) {
    std::vector<double> latencies;
    slider->setSliderDown(true);  // emits sliderPressed: one interaction, coarse 3D
    waitForFrame(window);
    QElapsedTimer clock;
    double chartsMs = 0.0, surfaceMs = 0.0;
    std::vector<QMetaObject::Connection> connections;
    if (parts) {
        for (int c = 0; c < 4; ++c)
            connections.push_back(QObject::connect(window.chart(c), &effsurf::ui::ComparisonChart::painted, &window,
                                                   [&] { chartsMs = double(clock.nsecsElapsed()) / 1e6; }));
        connections.push_back(QObject::connect(window.surfaceView(), &effsurf::ui::SurfaceView::frameShown, &window,
                                               [&] { surfaceMs = double(clock.nsecsElapsed()) / 1e6; }));
    }
    for (int i = 1; i <= steps; ++i) {
        chartsMs = surfaceMs = 0.0;
        clock.start();
        slider->setValue(start + i);
        if (!waitForFrame(window)) {
            std::fprintf(stderr, "step %d: no frame within 10 s\n", i);
            break;
        }
        latencies.push_back(double(clock.nsecsElapsed()) / 1e6);
        if (parts) {
            parts->charts.push_back(chartsMs);
            parts->surface.push_back(surfaceMs);
        }
    }
    for (const auto& connection : connections) QObject::disconnect(connection);
    return latencies;
}

/// The OpenGL renderer the 3D view draws with (Mesa's llvmpipe under Xvfb), for comparing machines.
std::string openGlRenderer() {
    QOpenGLContext context;
    QOffscreenSurface surface;
    if (!context.create()) return "no OpenGL context";
    surface.setFormat(context.format());
    surface.create();
    if (!context.makeCurrent(&surface)) return "OpenGL context cannot be made current";
    const auto* renderer = reinterpret_cast<const char*>(context.functions()->glGetString(GL_RENDERER));
    const auto* version = reinterpret_cast<const char*>(context.functions()->glGetString(GL_VERSION));
    std::string text = std::string(renderer ? renderer : "?") + ", OpenGL " + (version ? version : "?");
    context.doneCurrent();
    return text;
}

/// Intervals between the frames completed while `running` holds (at most `timeoutMs`).
std::vector<double> frameIntervals(effsurf::ui::MainWindow& window, const std::function<bool()>& running, int timeoutMs) {
    std::vector<double> intervals;
    QElapsedTimer clock;
    clock.start();
    qint64 last = -1;
    const auto connection = QObject::connect(&window, &effsurf::ui::MainWindow::frameCompleted, &window, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (last >= 0) intervals.push_back(double(now - last) / 1e6);
        last = now;
    });
    while (running() && clock.elapsed() < timeoutMs) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    QObject::disconnect(connection);
    return intervals;
}

/// The CPU this ran on, for comparing figures between machines.
std::string cpuModel() {
    std::ifstream info("/proc/cpuinfo");
    for (std::string line; std::getline(info, line);)
        if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
    return "unknown CPU";
}

void writeMillionRows(const QString& path) {
    const std::string csv = effsurf::bench::millionRowCsv();
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(csv.data(), qint64(csv.size()));
}

/// The Training workspace's sliders dragged, as an ML engineer does: utilization, then depth.
struct TrainingDrags {
    std::vector<double> utilization;
    std::vector<double> depth;
};

TrainingDrags dragTraining(effsurf::ui::MainWindow& window) {
    window.controller()->setModel(effsurf::core::ModelKind::ParallelTraining);
    window.showPanel("training");
    waitForFrame(window);
    TrainingDrags drags;
    effsurf::ui::TrainingForm* form = window.trainingWorkspace()->form();
    QSlider* utilization = form->utilizationSlider();
    utilization->setValue(30);
    waitForFrame(window);
    drags.utilization = drag(window, utilization, 60, 30);  // 31 % .. 90 %
    utilization->setSliderDown(false);
    waitForFrame(window);
    QSlider* depth = form->layersSlider();  // multiples of p v = 12 layers: 24 .. 312
    depth->setValue(2);
    waitForFrame(window);
    drags.depth = drag(window, depth, 24, 2);
    depth->setSliderDown(false);
    waitForFrame(window);
    return drags;
}

void reportTraining(const TrainingDrags& drags) {
    if (!drags.utilization.empty())
        std::printf("training workspace, utilization drag: median %.1f ms, p95 %.1f ms per step (%zu steps)\n",
                    percentile(drags.utilization, 0.5), percentile(drags.utilization, 0.95), drags.utilization.size());
    if (!drags.depth.empty())
        std::printf("training workspace, depth drag: median %.1f ms, p95 %.1f ms per step (%zu steps)\n", percentile(drags.depth, 0.5),
                    percentile(drags.depth, 0.95), drags.depth.size());
}

void report(const char* what, const std::vector<double>& intervals) {
    if (intervals.empty()) {
        std::printf("%s: no frames\n", what);
        return;
    }
    std::printf("%s: %zu frames, interval median %.1f ms, p95 %.1f ms (%.0f frames/s)\n", what, intervals.size() + 1,
                percentile(intervals, 0.5), percentile(intervals, 0.95), 1000.0 / percentile(intervals, 0.5));
}

}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    const bool quick = QCoreApplication::arguments().contains(QStringLiteral("--quick"));
    const bool trainingOnly = QCoreApplication::arguments().contains(QStringLiteral("--training"));
    {
        // Loading the TOP500 data (parse 24,500 rows) and building the panel.
        QElapsedTimer clock;
        clock.start();
        const auto catalog = effsurf::core::Top500Catalog::parse(effsurf::resources::top500Csv(), "top500.csv");
        const double parseMs = double(clock.nsecsElapsed()) / 1e6;
        effsurf::ui::ScenarioController controller;
        effsurf::ui::SystemsPanel panel(&controller);
        panel.resize(500, 700);
        panel.show();
        QApplication::processEvents();
        std::printf("TOP500: parse %zu entries %.0f ms; parse + build and show the panel %.0f ms\n", catalog.entries().size(), parseMs,
                    double(clock.nsecsElapsed()) / 1e6);
    }
    effsurf::ui::MainWindow window;
    window.resize(1600, 1000);
    window.show();
    if (!waitForFrame(window)) {
        std::fprintf(stderr, "no first frame\n");
        return 1;
    }
    std::printf("startup to first complete frame: %.0f ms\n", double(sinceStart.nsecsElapsed()) / 1e6);
    std::printf("3D view: %s\n", window.surfaceView()->isAvailable()
                                     ? "available"
                                     : qPrintable(QStringLiteral("unavailable (%1)").arg(window.surfaceView()->unavailableReason())));
    if (trainingOnly) {
        const TrainingDrags drags = dragTraining(window);
        std::printf("CPU: %s\nrenderer: %s\n", cpuModel().c_str(), openGlRenderer().c_str());
        reportTraining(drags);
        return drags.utilization.empty() ? 1 : 0;
    }

    QTemporaryDir quickDir;
    if (QCoreApplication::arguments().contains(QStringLiteral("--million"))) {
        const QString big = quickDir.filePath(QStringLiteral("million.csv"));
        writeMillionRows(big);
        window.openMeasurements({big}, false);
        window.showPanel("model");
        waitForFrame(window);
    }
    if (QCoreApplication::arguments().contains(QStringLiteral("--with-probe"))) {
        // The window's own path: the Measurements tab's panel starts the probe.
        auto* panel = window.measurePanel();
        const int others = std::max(1, QThread::idealThreadCount() - 1);
        panel->setMaxThreads(others);
        panel->setKernels({QStringLiteral("gemm-fp64"), QStringLiteral("triad-fp64"), QStringLiteral("train-fp32")});
        panel->setBudgetSeconds(300);
        panel->startMeasuring();
        if (!panel->isMeasuring()) {
            std::fprintf(stderr, "effsurf-probe did not start: %s\n", qPrintable(panel->statusLabel()->text()));
            return 1;
        }
        QElapsedTimer warm;
        warm.start();
        while (warm.elapsed() < 3000) QApplication::processEvents(QEventLoop::AllEvents, 50);
        std::printf("effsurf-probe measuring on %d thread(s) during the drags\n", others);
    }
    auto* slider = window.controlPanel()->serialFractionSlider();
    const int start = slider->positionOf(1e-9);
    slider->setValue(start);
    waitForFrame(window);

    constexpr int kSteps = 200;
    StepParts parts;
    const std::vector<double> latencies = drag(window, slider, kSteps, start, &parts);

    if (quick) {
        // --quick: startup and this drag only (for profiling a change).
        std::printf("CPU: %s\nrenderer: %s\n", cpuModel().c_str(), openGlRenderer().c_str());
        std::printf("median: %.1f ms\np95: %.1f ms\n", percentile(latencies, 0.5), percentile(latencies, 0.95));
        std::printf("charts painted after: median %.1f ms, p95 %.1f ms\n", percentile(parts.charts, 0.5), percentile(parts.charts, 0.95));
        std::printf("3D view shown after: median %.1f ms, p95 %.1f ms\n", percentile(parts.surface, 0.5), percentile(parts.surface, 0.95));
        return 0;
    }

    QElapsedTimer refineClock;
    double refineMs = -1.0;
    QEventLoop loop;
    QObject::connect(&window, &effsurf::ui::MainWindow::refineCompleted, &loop, [&](qint64 ns) {
        refineMs = double(ns) / 1e6;
        loop.quit();
    });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    refineClock.start();
    slider->setSliderDown(false);  // release: full-resolution refine
    loop.exec();

    // The 3D view alone: the same drag with the charts on a hidden tab (the
    // Compare tab, which draws no chart), so that its share shows by itself.
    window.showPanel("compare");
    waitForFrame(window);
    slider->setValue(start);
    waitForFrame(window);
    const std::vector<double> surfaceOnly = drag(window, slider, 100, start);
    slider->setSliderDown(false);
    waitForFrame(window);
    window.showPanel("model");
    waitForFrame(window);

    // The TOP500 cloud animated over every list edition (play runs at 12/s).
    auto* panel = window.systemsPanel();
    panel->cloudCheck()->setChecked(true);
    panel->cloudSlider()->setValue(0);
    waitForFrame(window);
    panel->cloudSlider()->setSliderDown(true);  // as while playing: an interaction
    std::vector<double> editionFrames;
    for (int i = 1; i <= panel->cloudSlider()->maximum(); ++i) {
        QElapsedTimer clock;
        clock.start();
        panel->cloudSlider()->setValue(i);
        if (!waitForFrame(window)) break;
        editionFrames.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    panel->cloudSlider()->setSliderDown(false);

    // Lecture mode. An animation sweep of s over 1e-9 .. 1e-2 in 4 s.
    auto* animation = window.animationPanel();
    animation->quantityCombo()->setCurrentIndex(0);
    animation->fromEdit()->setText(QStringLiteral("1e-9"));
    animation->toEdit()->setText(QStringLiteral("1e-2"));
    animation->durationSpin()->setValue(4.0);
    animation->play();
    const std::vector<double> sweepFrames = frameIntervals(
        window, [&] { return animation->isPlaying(); }, 8000);
    const int sweepLastFrame = animation->frame();
    waitForFrame(window);

    // A tour glide: Piz Daint from 2012 to 2013 (N x 10, s / 6), as a lecturer presses PageDown.
    auto* player = window.tourPlayer();
    player->setAnimated(false);
    player->start(effsurf::ui::BuiltinTours::all().at(2));
    waitForFrame(window);
    player->setAnimated(true);
    QElapsedTimer glideClock;
    glideClock.start();
    player->next();
    const std::vector<double> glideFrames = frameIntervals(
        window, [&] { return player->isTransitioning(); }, 5000);
    const double glideMs = double(glideClock.nsecsElapsed()) / 1e6;

    // F5: the presentation view (the screen's size: 1920x1080 under the
    // README's Xvfb) to its first complete frame, then the slider drag there.
    QElapsedTimer presentClock;
    presentClock.start();
    window.setPresentationMode(true);
    window.controller()->republish();
    waitForFrame(window);
    const double presentMs = double(presentClock.nsecsElapsed()) / 1e6;
    player->stop();
    QTimer::singleShot(200, &window, [] {});  // the layout of the room settles
    waitForFrame(window);
    const QSize presentedAt = window.size();
    const int presentStart = slider->positionOf(1e-9);
    slider->setSliderDown(false);
    slider->setValue(presentStart);
    waitForFrame(window);
    const std::vector<double> presented = drag(window, slider, 100, presentStart);
    slider->setSliderDown(false);
    window.setPresentationMode(false);

    // The Training workspace's sliders, then back to the Amdahl law.
    const TrainingDrags trainingDrags = dragTraining(window);

    // A million-row measurement file: the slider drag in a fresh state, then
    // the file loaded and the same drag with the series on every chart and on
    // the surface.
    panel->cloudCheck()->setChecked(false);
    window.controller()->setScenario(effsurf::core::Scenario{});
    window.showPanel("model");
    waitForFrame(window);
    slider->setValue(start);
    waitForFrame(window);
    const std::vector<double> freshLatencies = drag(window, slider, kSteps, start);
    slider->setSliderDown(false);
    waitForFrame(window);
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("million.csv"));
    writeMillionRows(big);
    QElapsedTimer loadClock;
    QElapsedTimer tick;
    double longestPause = 0.0;
    QTimer heartbeat;  // how long the event loop goes without a turn while loading
    heartbeat.setInterval(5);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        longestPause = std::max(longestPause, double(tick.nsecsElapsed()) / 1e6);
        tick.start();
    });
    tick.start();
    heartbeat.start();
    loadClock.start();
    const int loaded = window.openMeasurements({big}, false);
    heartbeat.stop();
    longestPause = std::max(longestPause, double(tick.nsecsElapsed()) / 1e6);
    const double loadMs = double(loadClock.nsecsElapsed()) / 1e6;
    window.showPanel("model");
    waitForFrame(window);
    slider->setValue(start);
    waitForFrame(window);
    const std::vector<double> loadedLatencies = loaded == 1 ? drag(window, slider, kSteps, start) : std::vector<double>{};
    slider->setSliderDown(false);
    waitForFrame(window);
    // A session holding those rows: what Save and the autosave cost, and opening it again.
    const QString session = dir.filePath(QStringLiteral("million.effsurf"));
    QString error;
    QElapsedTimer sessionClock;
    sessionClock.start();
    const bool saved = window.saveSession(session, &error);
    const double saveMs = double(sessionClock.nsecsElapsed()) / 1e6;
    sessionClock.start();
    const bool reopened = saved && window.openSession(session, &error);
    const double openMs = double(sessionClock.nsecsElapsed()) / 1e6;
    const qint64 sessionBytes = QFileInfo(session).size();

    std::printf("CPU: %s\n", cpuModel().c_str());
    std::printf("renderer: %s\n", openGlRenderer().c_str());
    if (latencies.empty()) return 1;
    std::printf("window: %dx%d, surface while dragging: %dx%d, at rest: %dx%d\n", window.width(), window.height(),
                effsurf::ui::SurfaceView::kInteractiveResolution, effsurf::ui::SurfaceView::kInteractiveResolution,
                effsurf::ui::SurfaceView::kFullResolution, effsurf::ui::SurfaceView::kFullResolution);
    std::printf("steps: %zu\n", latencies.size());
    std::printf("median: %.1f ms\n", percentile(latencies, 0.5));
    std::printf("p95: %.1f ms\n", percentile(latencies, 0.95));
    std::printf("max: %.1f ms\n", percentile(latencies, 1.0));
    // The same steps split by where they finish: the four charts painted, the 3D view shown.
    std::printf("charts painted after: median %.1f ms, p95 %.1f ms\n", percentile(parts.charts, 0.5), percentile(parts.charts, 0.95));
    if (window.surfaceView()->isAvailable())
        std::printf("3D view shown after: median %.1f ms, p95 %.1f ms\n", percentile(parts.surface, 0.5), percentile(parts.surface, 0.95));
    if (!surfaceOnly.empty())
        std::printf("3D view alone (charts on a hidden tab): median %.1f ms, p95 %.1f ms\n", percentile(surfaceOnly, 0.5),
                    percentile(surfaceOnly, 0.95));
    std::printf("refine: %.1f ms\n", refineMs);
    if (!editionFrames.empty())
        std::printf("TOP500 cloud, per list edition: median %.1f ms, max %.1f ms (%.0f editions/s possible)\n",
                    percentile(editionFrames, 0.5), percentile(editionFrames, 1.0), 1000.0 / percentile(editionFrames, 0.95));
    report("animation sweep of s (4 s, 100 frames at 25/s)", sweepFrames);
    std::printf("animation sweep: reached frame %d of %d\n", sweepLastFrame + 1, animation->frameCount());
    report("tour glide (900 ms)", glideFrames);
    std::printf("tour glide: step reached after %.0f ms\n", glideMs);
    std::printf("presentation view: F5 to first complete frame %.0f ms\n", presentMs);
    if (!presented.empty())
        std::printf("presentation view at %dx%d: median %.1f ms, p95 %.1f ms per slider step\n", presentedAt.width(), presentedAt.height(),
                    percentile(presented, 0.5), percentile(presented, 0.95));
    reportTraining(trainingDrags);
    std::printf("1,000,000-row series: loaded in %.0f ms, longest event-loop pause meanwhile %.0f ms\n", loadMs, longestPause);
    if (loadedLatencies.empty()) {
        std::printf("with the 1,000,000-row series: not loaded\n");
        return 1;
    }
    if (reopened) std::printf("its session: %.1f MB, saved in %.0f ms, opened in %.0f ms\n", double(sessionBytes) / 1e6, saveMs, openMs);
    else std::printf("its session: not saved and opened (%s)\n", qPrintable(error));
    std::printf("fresh state, before loading it: median %.1f ms, p95 %.1f ms per slider step\n", percentile(freshLatencies, 0.5),
                percentile(freshLatencies, 0.95));
    std::printf("with the 1,000,000-row series: median %.1f ms, p95 %.1f ms per slider step\n", percentile(loadedLatencies, 0.5),
                percentile(loadedLatencies, 0.95));
    return 0;
}
