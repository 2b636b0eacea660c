// SPDX-License-Identifier: MIT
// effsurf-bench-minimal-startup: the floor effsurf's start-up is measured
// against (issue 28). The least a program like effsurf must do before its
// first picture: a QApplication, a 1600x1000 window holding one Q3DSurface
// (64x64 mesh, a colour gradient) and one QChart (a line series on two
// axes), shown; the time from main() to the 3D view's first frame with the
// chart painted. effsurf --timing measures the same span (main() to the
// first complete frame), so the two compare directly; scripts/bench-startup.sh
// runs them alternately and prints both medians and their ratio.
//
// Run under Xvfb:  xvfb-run -a -s "-screen 0 1920x1080x24" effsurf-bench-minimal-startup
// (This reference program is not effsurf: it may include DataVisualization
// outside ui/surface/.)

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QLinearGradient>
#include <QMainWindow>
#include <QTimer>
#include <QValueAxis>
#include <QtDataVisualization/Q3DSurface>
#include <QtDataVisualization/QSurface3DSeries>
#include <QtDataVisualization/QSurfaceDataProxy>

#include <cmath>
#include <cstdio>
#include <functional>

namespace {

/// A surface that reports its first drawn frame, as effsurf's does.
class ReportingSurface : public Q3DSurface {
public:
    std::function<void()> onFrame;

protected:
    bool event(QEvent* event) override {
        const bool frame = event->type() == QEvent::UpdateRequest && isExposed();
        const bool handled = Q3DSurface::event(event);
        if (frame && onFrame) onFrame();
        return handled;
    }
    void exposeEvent(QExposeEvent* event) override {
        Q3DSurface::exposeEvent(event);
        if (isExposed() && onFrame) onFrame();
    }
};

class ReportingChartView : public QChartView {
public:
    using QChartView::QChartView;
    bool painted = false;

protected:
    void paintEvent(QPaintEvent* event) override {
        QChartView::paintEvent(event);
        painted = true;
    }
};

}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);

    QMainWindow window;
    auto* central = new QWidget;
    auto* layout = new QHBoxLayout(central);

    auto* graph = new ReportingSurface;
    auto* rows = new QSurfaceDataArray;
    constexpr int kSize = 64;
    rows->reserve(kSize);
    for (int i = 0; i < kSize; ++i) {
        auto* row = new QSurfaceDataRow(kSize);
        const double s = -12.0 + 12.0 * i / (kSize - 1);
        for (int j = 0; j < kSize; ++j) {
            const double n = 12.0 * j / (kSize - 1);
            const double e = 1.0 / (1.0 + (std::pow(10.0, n) - 1.0) * std::pow(10.0, s));
            (*row)[j].setPosition(QVector3D(float(n), float(e), float(s)));
        }
        rows->append(row);
    }
    auto* series = new QSurface3DSeries;
    series->dataProxy()->resetArray(rows);
    QLinearGradient gradient;
    gradient.setColorAt(0.0, QColor(0x44, 0x01, 0x54));
    gradient.setColorAt(1.0, QColor(0xfd, 0xe7, 0x25));
    series->setBaseGradient(gradient);
    series->setColorStyle(Q3DTheme::ColorStyleRangeGradient);
    graph->addSeries(series);
    layout->addWidget(QWidget::createWindowContainer(graph), 3);

    auto* chart = new QChart;
    auto* line = new QLineSeries;
    for (int j = 0; j <= 120; ++j) line->append(0.1 * j, 1.0 / (1.0 + (std::pow(10.0, 0.1 * j) - 1.0) * 1e-7));
    chart->addSeries(line);
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    line->attachAxis(x);
    line->attachAxis(y);
    chart->setTitle(QStringLiteral("Efficiency"));
    auto* view = new ReportingChartView(chart);
    layout->addWidget(view, 2);

    window.setCentralWidget(central);
    window.resize(1600, 1000);
    bool reported = false;
    graph->onFrame = [&] {
        if (reported || !view->painted) return;
        reported = true;
        std::printf("minimal Qt program, first 3D frame: %.0f ms\n", double(sinceStart.nsecsElapsed()) / 1e6);
        std::fflush(stdout);
        QTimer::singleShot(0, &app, &QApplication::quit);
    };
    window.show();
    // The chart may paint after the graph's first frame: ask the graph for another.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, graph, [&] {
        if (view->painted && !reported) graph->requestUpdate();
    });
    poll.start(5);
    QTimer::singleShot(30000, &app, [&] {
        std::fprintf(stderr, "no first frame after 30 s\n");
        app.exit(1);
    });
    return app.exec();
}
