// SPDX-License-Identifier: MIT
#include "effsurf/core/model/SurfaceGridSpec.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

namespace effsurf::core {

void SurfaceGridSpec::validate() const {
    requireInRange(minProcessors, 1.0, 1e15, "grid N minimum");
    requireInRange(maxProcessors, 1.0, 1e15, "grid N maximum");
    if (!(minProcessors < maxProcessors))
        throw InvalidParameter("grid N range",
                               "minimum " + formatNumber(minProcessors) + " must be below maximum " + formatNumber(maxProcessors));
    requirePositive(minSerialFraction, "grid s minimum");
    requireSerialFraction(minSerialFraction, "grid s minimum");
    requireSerialFraction(maxSerialFraction, "grid s maximum");
    if (!(minSerialFraction < maxSerialFraction))
        throw InvalidParameter("grid s range",
                               "minimum " + formatNumber(minSerialFraction) + " must be below maximum " + formatNumber(maxSerialFraction));
    requireInRange(processorSteps, 2, kMaxResolution, "grid N resolution");
    requireInRange(serialFractionSteps, 2, kMaxResolution, "grid s resolution");
}

}  // namespace effsurf::core
