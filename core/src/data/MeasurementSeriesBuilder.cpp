// SPDX-License-Identifier: MIT
#include "effsurf/core/data/MeasurementSeriesBuilder.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace effsurf::core {

MeasurementSeriesBuilder::MeasurementSeriesBuilder(MeasuredQuantity quantity, bool keepRows)
    : quantity_(quantity), keepRows_(keepRows), cache_(kCacheSize, {std::numeric_limits<double>::quiet_NaN(), 0}) {}

double MeasurementSeriesBuilder::fitVariable(double processors, double value, double peak) const {
    switch (quantity_) {
        case MeasuredQuantity::Time: return 1.0 / value;
        case MeasuredQuantity::Speedup: return value;
        case MeasuredQuantity::Efficiency: return processors * value;
        case MeasuredQuantity::RmaxRpeak: return processors * value / peak;
    }
    return value;
}

MeasurementSeriesBuilder::Accumulator& MeasurementSeriesBuilder::accumulatorFor(double processors, int line) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &processors, sizeof bits);
    auto& slot = cache_[std::size_t((bits * 0x9E3779B97F4A7C15ull) >> 56) % kCacheSize];
    if (slot.first == processors) return accumulators_[slot.second];  // NaN never matches an empty slot
    const auto [it, inserted] = indexOfN_.emplace(processors, accumulators_.size());
    if (inserted) {
        Accumulator fresh;
        fresh.processors = processors;
        fresh.firstLine = line;
        accumulators_.push_back(fresh);
    }
    slot = {processors, it->second};
    return accumulators_[it->second];
}

void MeasurementSeriesBuilder::add(double processors, double value, double peak, int line) {
    Accumulator& a = accumulatorFor(processors, line);
    const double x = fitVariable(processors, value, peak);
    if (a.count == 0.0) {
        a.valueMin = a.valueMax = a.valueShift = value;
        a.fitMin = a.fitMax = a.fitShift = x;
    } else {
        a.valueMin = std::min(a.valueMin, value);
        a.valueMax = std::max(a.valueMax, value);
        a.fitMin = std::min(a.fitMin, x);
        a.fitMax = std::max(a.fitMax, x);
    }
    a.count += 1.0;
    const double dv = value - a.valueShift;
    a.valueSum += dv;
    a.valueSquares += dv * dv;
    a.peakSum += peak;
    const double dx = x - a.fitShift;
    a.fitSum += dx;
    a.fitSquares += dx * dx;
    ++rowCount_;
    if (keepRows_) {
        rows_.processors.push_back(processors);
        rows_.values.push_back(value);
        if (quantity_ == MeasuredQuantity::RmaxRpeak) rows_.peaks.push_back(peak);
        rows_.lines.push_back(line);
    }
}

void MeasurementSeriesBuilder::addAggregate(const MeasurementPoint& point) {
    Accumulator fresh;
    fresh.processors = point.processors;
    fresh.firstLine = point.line;
    fresh.aggregate = true;
    MeasurementPoint p = point;
    p.repetitions = std::max(1, p.repetitions);
    if (!(p.minimum > 0.0) || !(p.maximum > 0.0)) p.minimum = p.maximum = p.value;
    const double n = p.processors;
    const double extra = double(p.repetitions - 1);
    FitVariableMoments& m = p.fitVariable;
    switch (quantity_) {
        case MeasuredQuantity::Time: {
            // First-order (delta method) moments of 1/T from those of T.
            const double spread = p.standardDeviation / (p.value * p.value);
            m = {1.0 / p.value, extra * spread * spread, 1.0 / p.maximum, 1.0 / p.minimum};
            break;
        }
        case MeasuredQuantity::Speedup: m = {p.value, extra * p.standardDeviation * p.standardDeviation, p.minimum, p.maximum}; break;
        case MeasuredQuantity::Efficiency:
            m = {n * p.value, extra * n * n * p.standardDeviation * p.standardDeviation, n * p.minimum, n * p.maximum};
            break;
        case MeasuredQuantity::RmaxRpeak: {
            const double scale = n / p.peak;
            m = {scale * p.value, extra * scale * scale * p.standardDeviation * p.standardDeviation, scale * p.minimum, scale * p.maximum};
            break;
        }
    }
    fresh.point = p;
    fresh.count = double(p.repetitions);
    rowCount_ += std::size_t(p.repetitions);
    accumulators_.push_back(fresh);
}

MeasurementSeries MeasurementSeriesBuilder::finish(std::string name, std::string sourceFile, std::string unit) {
    MeasurementSeries series;
    series.name = std::move(name);
    series.sourceFile = std::move(sourceFile);
    series.quantity = quantity_;
    series.unit = std::move(unit);
    series.points.reserve(accumulators_.size());
    for (const Accumulator& a : accumulators_) {
        if (a.aggregate) {
            series.points.push_back(a.point);
            continue;
        }
        MeasurementPoint p;
        const double n = a.count;
        const double valueSquares = std::max(0.0, a.valueSquares - a.valueSum * a.valueSum / n);
        p.processors = a.processors;
        p.value = a.valueShift + a.valueSum / n;
        p.peak = a.peakSum / n;
        p.minimum = a.valueMin;
        p.maximum = a.valueMax;
        p.repetitions = static_cast<int>(n);
        p.standardDeviation = n > 1.0 ? std::sqrt(valueSquares / (n - 1.0)) : 0.0;
        p.line = a.firstLine;
        p.fitVariable = {a.fitShift + a.fitSum / n, std::max(0.0, a.fitSquares - a.fitSum * a.fitSum / n), a.fitMin, a.fitMax};
        // The mean lies within the spread (rounding must not put it outside).
        p.value = std::clamp(p.value, p.minimum, p.maximum);
        p.fitVariable.mean = std::clamp(p.fitVariable.mean, p.fitVariable.minimum, p.fitVariable.maximum);
        series.points.push_back(p);
    }
    std::sort(series.points.begin(), series.points.end(),
              [](const MeasurementPoint& a, const MeasurementPoint& b) { return a.processors < b.processors; });
    series.rows = std::move(rows_);
    accumulators_.clear();
    indexOfN_.clear();
    std::fill(cache_.begin(), cache_.end(), std::pair<double, std::size_t>{std::numeric_limits<double>::quiet_NaN(), 0});
    return series;
}

MeasurementSeries MeasurementSeriesBuilder::fromRows(MeasuredQuantity quantity, const MeasurementRows& rows, std::string name,
                                                     std::string sourceFile, std::string unit) {
    MeasurementSeriesBuilder builder(quantity, true);
    const bool withPeaks = rows.peaks.size() == rows.size();
    const bool withLines = rows.lines.size() == rows.size();
    for (std::size_t i = 0; i < rows.size(); ++i)
        builder.add(rows.processors[i], rows.values[i], withPeaks ? rows.peaks[i] : 0.0,
                    withLines ? rows.lines[i] : static_cast<int>(i) + 1);
    return builder.finish(std::move(name), std::move(sourceFile), std::move(unit));
}

}  // namespace effsurf::core
