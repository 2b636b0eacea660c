// SPDX-License-Identifier: MIT
#include "effsurf/core/data/MeasurementSeries.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"

namespace effsurf::core {

const NameList& measuredQuantityNames() {
    static const NameList names({{"time", "time T(N)"},
                                 {"speedup", "speedup S(N)"},
                                 {"efficiency", "efficiency E(N)"},
                                 {"rmax+rpeak", "Rmax and Rpeak", {"rmax"}}});
    return names;
}

std::string_view quantityId(MeasuredQuantity quantity) { return measuredQuantityNames().items().at(static_cast<std::size_t>(quantity)).id; }

MeasuredQuantity parseMeasuredQuantity(std::string_view text, const std::string& field) {
    return static_cast<MeasuredQuantity>(measuredQuantityNames().indexOf(measuredQuantityNames().parse(text, field)));
}

double MeasurementPoint::speedup(MeasuredQuantity quantity) const {
    switch (quantity) {
        case MeasuredQuantity::Speedup: return value;
        case MeasuredQuantity::Efficiency: return value * processors;
        case MeasuredQuantity::RmaxRpeak: return value / peak * processors;
        case MeasuredQuantity::Time: break;
    }
    throw InvalidParameter("quantity", EFFSURF_TEXT("a time series needs T(1) to give a speedup"));
}

std::size_t MeasurementSeries::rowCount() const {
    std::size_t count = 0;
    for (const auto& point : points) count += std::size_t(point.repetitions);
    return count;
}

std::vector<MeasurementSeries> MeasurementImport::allSeries() const {
    std::vector<MeasurementSeries> all;
    all.reserve(1 + otherSeries.size());
    all.push_back(series);
    all.insert(all.end(), otherSeries.begin(), otherSeries.end());
    return all;
}

}  // namespace effsurf::core
