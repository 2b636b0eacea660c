// SPDX-License-Identifier: MIT
#include "effsurf/core/model/SurfaceGridSpec.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

namespace effsurf::core {

void SurfaceGridSpec::validate() const {
    requireInRange(minProcessors, 1.0, 1e15, "grid N minimum");
    requireInRange(maxProcessors, 1.0, 1e15, "grid N maximum");
    if (!(minProcessors < maxProcessors))
        throw InvalidParameter("grid N range", Message(EFFSURF_TEXT("minimum %1 must be below maximum %2"),
                                                       {formatNumber(minProcessors), formatNumber(maxProcessors)})
                                                   .text());
    requirePositive(minSerialFraction, "grid s minimum");
    requireSerialFraction(minSerialFraction, "grid s minimum");
    requireSerialFraction(maxSerialFraction, "grid s maximum");
    if (!(minSerialFraction < maxSerialFraction))
        throw InvalidParameter("grid s range", Message(EFFSURF_TEXT("minimum %1 must be below maximum %2"),
                                                       {formatNumber(minSerialFraction), formatNumber(maxSerialFraction)})
                                                   .text());
    requireInRange(processorSteps, 2, kMaxResolution, "grid N resolution");
    requireInRange(serialFractionSteps, 2, kMaxResolution, "grid s resolution");
}

}  // namespace effsurf::core
