// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/LogSlider.h"

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

LogSlider::LogSlider(double low, double high, int stepsPerDecade, QWidget* parent)
    : QSlider(Qt::Horizontal, parent), low_(low), high_(high), stepsPerDecade_(stepsPerDecade) {
    const int steps = static_cast<int>(std::lround(std::log10(high / low) * stepsPerDecade));
    setRange(0, steps);
    setSingleStep(std::max(1, stepsPerDecade / 20));
    setPageStep(stepsPerDecade);
    setTickPosition(QSlider::TicksBelow);
    setTickInterval(stepsPerDecade);
    connect(this, &QSlider::valueChanged, this, [this](int position) { emit logValueChanged(valueAtPosition(position)); });
}

double LogSlider::valueAtPosition(int position) const {
    if (position <= minimum()) return low_;
    if (position >= maximum()) return high_;
    // Three significant digits: what a drag sets is what the field, the
    // titles and a recorded video can show ("1.48×10⁻⁷", not
    // "1.479108388×10⁻⁷"). Neighbouring positions differ by 10^(1/steps)
    // (2.3% at 100 a decade), far more than the 0.5% this rounding moves, so
    // every position keeps its own value and positionOf finds it again.
    const double exact = low_ * std::pow(10.0, double(position) / stepsPerDecade_);
    const double unit = std::pow(10.0, std::floor(std::log10(exact)) - 2.0);
    return std::round(exact / unit) * unit;
}

int LogSlider::positionOf(double value) const {
    if (!(value > low_)) return minimum();
    if (value >= high_) return maximum();
    return std::clamp(static_cast<int>(std::lround(std::log10(value / low_) * stepsPerDecade_)), minimum(), maximum());
}

double LogSlider::logValue() const { return valueAtPosition(value()); }

void LogSlider::setLogValueSilently(double value) {
    const bool wasBlocked = blockSignals(true);
    setValue(positionOf(value));
    blockSignals(wasBlocked);
}

}  // namespace effsurf::ui
