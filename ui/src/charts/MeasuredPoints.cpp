// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/MeasuredPoints.h"

#include "effsurf/core/model/Laws.h"

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
std::vector<MeasuredMark> MeasuredPoints::marks(const core::MeasurementSeries& series, const core::SerialFractionFit& fit,
                                                std::size_t limit) {
    const std::size_t count = std::min(series.points.size(), fit.processors.size());
    std::vector<MeasuredMark> marks;
    if (count == 0 || limit == 0) return marks;
    const auto mark = [&](std::size_t k) {
        MeasuredMark m;
        m.processors = fit.processors[k];
        m.speedup = fit.pointSpeedup[k];
        m.speedupLow = fit.pointSpeedupLow[k];
        m.speedupHigh = fit.pointSpeedupHigh[k];
        m.serialFraction = fit.pointSerialFraction[k];
        m.aboveIdeal = fit.aboveIdeal[k];
        m.rows = std::size_t(series.points[k].repetitions);
        return m;
    };
    if (count <= limit) {
        marks.reserve(count);
        for (std::size_t k = 0; k < count; ++k) marks.push_back(mark(k));
        return marks;
    }
    const double low = std::log10(fit.processors.front());
    const double high = std::log10(fit.processors[count - 1]);
    const double width = (high - low) / double(limit);
    struct Bin {
        double weight = 0.0, logN = 0.0, speedup = 0.0, lowest = 0.0, highest = 0.0;
        std::size_t rows = 0;
    };
    std::vector<Bin> bins(limit);
    for (std::size_t k = 0; k < count; ++k) {
        const double x = std::log10(fit.processors[k]);
        const auto index = std::min(limit - 1, std::size_t(width > 0.0 ? (x - low) / width : 0.0));
        Bin& b = bins[index];
        const double w = double(series.points[k].repetitions);
        if (b.weight == 0.0) {
            b.lowest = fit.pointSpeedupLow[k];
            b.highest = fit.pointSpeedupHigh[k];
        }
        b.weight += w;
        b.logN += w * x;
        b.speedup += w * fit.pointSpeedup[k];
        b.lowest = std::min(b.lowest, fit.pointSpeedupLow[k]);
        b.highest = std::max(b.highest, fit.pointSpeedupHigh[k]);
        b.rows += std::size_t(series.points[k].repetitions);
    }
    for (const Bin& b : bins) {
        if (b.weight == 0.0) continue;
        MeasuredMark m;
        m.processors = std::pow(10.0, b.logN / b.weight);
        m.speedup = b.speedup / b.weight;
        m.speedupLow = std::min(b.lowest, m.speedup);
        m.speedupHigh = std::max(b.highest, m.speedup);
        m.serialFraction = core::karpFlattMetric(m.processors, m.speedup);
        m.aboveIdeal = m.speedup > m.processors;
        m.rows = b.rows;
        marks.push_back(m);
    }
    return marks;
}

}  // namespace effsurf::ui
