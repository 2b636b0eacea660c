#include "UiTestSupport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QXYSeries>

#include <cmath>

namespace effsurf::test {

bool waitUntil(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs) return false;
        QApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);
    }
    return true;
}

std::unique_ptr<ui::MainWindow> makeShownWindow() {
    auto window = std::make_unique<ui::MainWindow>();
    window->resize(1400, 900);
    window->show();
    settle(*window);
    return window;
}

bool settle(ui::MainWindow& window) {
    QApplication::processEvents();
    window.controller()->flush();
    return waitUntil([&] {
        return window.controller()->generation() > 0 && window.isFrameComplete();
    });
}

QPointF pointNear(const QXYSeries& series, double x) {
    QPointF best(std::nan(""), std::nan(""));
    double distance = INFINITY;
    for (const QPointF& p : series.points()) {
        if (std::fabs(p.x() - x) < distance) {
            distance = std::fabs(p.x() - x);
            best = p;
        }
    }
    return best;
}

double relativeDifference(double a, double b) { return std::fabs(a - b) / std::fabs(b); }

}  // namespace effsurf::test
