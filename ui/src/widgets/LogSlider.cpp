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
    return low_ * std::pow(10.0, double(position) / stepsPerDecade_);
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
