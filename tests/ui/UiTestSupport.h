#pragma once

#include "effsurf/ui/window/MainWindow.h"

#include <QPointF>

#include <functional>
#include <memory>

class QXYSeries;

namespace effsurf::test {

/// Processes events until `done` holds or `timeoutMs` passes; returns `done()`.
bool waitUntil(const std::function<bool()>& done, int timeoutMs = 10000);

/// A shown main window whose first frame is complete.
std::unique_ptr<ui::MainWindow> makeShownWindow();

/// Lets pending scenario changes reach every view.
bool settle(ui::MainWindow& window);

/// The series point whose x is nearest `x`.
QPointF pointNear(const QXYSeries& series, double x);

/// Relative difference |a - b| / |b|.
double relativeDifference(double a, double b);

}  // namespace effsurf::test
