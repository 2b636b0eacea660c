// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/ScenarioSurface.h"

#include "effsurf/core/model/SurfaceFrame.h"

namespace effsurf::core {

void ScenarioSurface::evaluate(EfficiencySurface& surface, const Scenario& scenario, int resolution) {
    const SurfaceGridSpec grid = SurfaceFrame::grid(resolution);
    if (surface.grid() != grid) surface.setGrid(grid);
    surface.evaluate(scenario.law(), scenario.speedFactor());
}

}  // namespace effsurf::core
