#include "effsurf/core/data/MeasurementSeries.h"

#include "effsurf/core/util/InvalidParameter.h"

namespace effsurf::core {

std::string_view quantityId(MeasuredQuantity quantity) {
    switch (quantity) {
        case MeasuredQuantity::Time: return "time";
        case MeasuredQuantity::Speedup: return "speedup";
        case MeasuredQuantity::Efficiency: return "efficiency";
        case MeasuredQuantity::RmaxRpeak: return "rmax+rpeak";
    }
    return "time";
}

double MeasurementPoint::speedup(MeasuredQuantity quantity) const {
    switch (quantity) {
        case MeasuredQuantity::Speedup: return value;
        case MeasuredQuantity::Efficiency: return value * processors;
        case MeasuredQuantity::RmaxRpeak: return value / peak * processors;
        case MeasuredQuantity::Time: break;
    }
    throw InvalidParameter("quantity", "a time series needs T(1) to give a speedup");
}

}  // namespace effsurf::core
