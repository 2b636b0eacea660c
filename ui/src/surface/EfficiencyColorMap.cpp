// SPDX-License-Identifier: MIT
#include "effsurf/ui/surface/EfficiencyColorMap.h"

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

/// Viridis, sampled at 9 points (matplotlib's table).
const QColor kViridis[] = {QColor(0x44, 0x01, 0x54), QColor(0x47, 0x2c, 0x7a), QColor(0x3b, 0x51, 0x8b),
                           QColor(0x2c, 0x71, 0x8e), QColor(0x21, 0x90, 0x8d), QColor(0x27, 0xad, 0x81),
                           QColor(0x5c, 0xc8, 0x63), QColor(0xaa, 0xdc, 0x32), QColor(0xfd, 0xe7, 0x25)};

QColor viridis(double t) {
    t = std::clamp(t, 0.0, 1.0) * 8.0;
    const int i = std::min(static_cast<int>(t), 7);
    const float f = static_cast<float>(t - i);
    const QColor& a = kViridis[i];
    const QColor& b = kViridis[i + 1];
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * f, a.greenF() + (b.greenF() - a.greenF()) * f,
                            a.blueF() + (b.blueF() - a.blueF()) * f);
}

}  // namespace

double EfficiencyColorMap::position(double e, bool logarithmic) {
    if (!logarithmic) return std::clamp(e, 0.0, 1.0);
    const double low = std::log10(kLogMinimum);
    return std::clamp((std::log10(std::max(e, kLogMinimum)) - low) / -low, 0.0, 1.0);
}

QColor EfficiencyColorMap::colorAt(double e, bool logarithmic) { return viridis(position(e, logarithmic)); }

QGradientStops EfficiencyColorMap::stops(bool logarithmic) {
    QGradientStops result;
    const double ridge = position(0.5, logarithmic);
    const double half = 0.011;  // half width of the E = 0.5 band, in axis units
    const QColor band(0x10, 0x10, 0x18);
    for (int i = 0; i <= 16; ++i) {
        const double t = i / 16.0;
        if (t > ridge - half && t < ridge + half) continue;
        result.append({t, viridis(t)});
    }
    result.append({ridge - half, viridis(ridge - half)});
    result.append({ridge - half + 1e-4, band});
    result.append({ridge + half - 1e-4, band});
    result.append({ridge + half, viridis(ridge + half)});
    std::sort(result.begin(), result.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return result;
}

}  // namespace effsurf::ui
