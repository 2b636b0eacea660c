// SPDX-License-Identifier: MIT
#include "effsurf/core/model/SurfaceFrame.h"

#include <algorithm>
#include <cmath>

namespace effsurf::core {
namespace {

/// Viridis at nine evenly spaced positions (matplotlib's), interpolated linearly between.
constexpr std::uint8_t kViridis[9][3] = {{0x44, 0x01, 0x54}, {0x47, 0x2c, 0x7a}, {0x3b, 0x51, 0x8b}, {0x2c, 0x71, 0x8e}, {0x21, 0x90, 0x8d},
                                         {0x27, 0xad, 0x81}, {0x5c, 0xc8, 0x63}, {0xaa, 0xdc, 0x32}, {0xfd, 0xe7, 0x25}};

std::uint8_t mix(std::uint8_t a, std::uint8_t b, double f) { return static_cast<std::uint8_t>(std::lround(a + (b - a) * f)); }

}  // namespace

SurfaceFrame::CameraAngles SurfaceFrame::camera(int preset) {
    switch (preset) {
        case 0: return {0.0, 12.0, false};
        case 1: return {0.0, 90.0, true};
        default: return {-28.0, 26.0, false};
    }
}

SurfaceGridSpec SurfaceFrame::grid(int resolution) {
    SurfaceGridSpec grid;
    grid.minProcessors = std::pow(10.0, kLog10NMin);
    grid.maxProcessors = std::pow(10.0, kLog10NMax);
    grid.minSerialFraction = std::pow(10.0, kLog10SMin);
    grid.maxSerialFraction = std::pow(10.0, kLog10SMax);
    grid.processorSteps = resolution;
    grid.serialFractionSteps = resolution;
    grid.validate();
    return grid;
}

double SurfaceFrame::heightLow(bool logarithmic) { return logarithmic ? std::log10(kLogEfficiencyMinimum) : 0.0; }

double SurfaceFrame::height(double efficiency, bool logarithmic) {
    if (!logarithmic) return std::clamp(efficiency, 0.0, 1.0);
    return std::clamp(std::log10(std::max(efficiency, kLogEfficiencyMinimum)), heightLow(true), 0.0);
}

double SurfaceFrame::colorPosition(double efficiency, bool logarithmic) {
    const double low = heightLow(logarithmic), high = heightHigh(logarithmic);
    return std::clamp((height(efficiency, logarithmic) - low) / (high - low), 0.0, 1.0);
}

SurfaceFrame::ColorStop SurfaceFrame::viridis(double position) {
    const double t = std::clamp(position, 0.0, 1.0) * 8.0;
    const int i = std::min(static_cast<int>(t), 7);
    const double f = t - i;
    const auto& a = kViridis[i];
    const auto& b = kViridis[i + 1];
    return {position, mix(a[0], b[0], f), mix(a[1], b[1], f), mix(a[2], b[2], f)};
}

std::vector<SurfaceFrame::ColorStop> SurfaceFrame::colorStops(bool logarithmic) {
    std::vector<ColorStop> stops;
    const double ridge = colorPosition(0.5, logarithmic);
    const double half = 0.011;  // half width of the E = 0.5 band, in colour-map units
    for (int i = 0; i <= 16; ++i) {
        const double t = i / 16.0;
        if (t > ridge - half && t < ridge + half) continue;
        stops.push_back(viridis(t));
    }
    stops.push_back(viridis(ridge - half));
    stops.push_back({ridge - half + 1e-4, 0x10, 0x10, 0x18});
    stops.push_back({ridge + half - 1e-4, 0x10, 0x10, 0x18});
    stops.push_back(viridis(ridge + half));
    std::sort(stops.begin(), stops.end(), [](const ColorStop& a, const ColorStop& b) { return a.position < b.position; });
    return stops;
}

}  // namespace effsurf::core
