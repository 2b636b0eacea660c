// SPDX-License-Identifier: MIT
#pragma once

#include <QSlider>

namespace effsurf::ui {

/// A horizontal slider over a logarithmic range [low, high] (both > 0), with
/// a fixed number of steps per decade. Emits `logValueChanged` with the value
/// (not the integer position).
class LogSlider : public QSlider {
    Q_OBJECT
public:
    LogSlider(double low, double high, int stepsPerDecade = 100, QWidget* parent = nullptr);

    double logValue() const;
    /// Moves the handle to the position nearest `value` (clamped), without
    /// emitting logValueChanged (the model already has the value).
    void setLogValueSilently(double value);
    double low() const noexcept { return low_; }
    double high() const noexcept { return high_; }
    double valueAtPosition(int position) const;
    int positionOf(double value) const;

signals:
    void logValueChanged(double value);

private:
    double low_;
    double high_;
    int stepsPerDecade_;
};

}  // namespace effsurf::ui
