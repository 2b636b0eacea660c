// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/TourView.h"

#include "effsurf/core/scenario/ViewNames.h"

namespace effsurf::core {

void TourView::validate() const {
    ViewNames::cameras().parse(camera, "view.camera");
    ViewNames::panels().parse(panel, "view.panel");
    for (const auto& chart : charts) ViewNames::modelCharts().parse(chart, "view.charts");
}

}  // namespace effsurf::core
