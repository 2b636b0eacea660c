// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/scenario/Scenario.h"

namespace effsurf::core {

/// The efficiency surface a scenario is drawn on, the same in every face:
/// E over SurfaceFrame's whole (N, s) frame under the scenario's closed-form
/// law (Amdahl's for the model-based laws, whose point lies on it at
/// Scenario::surfaceSerialFraction()) with its precision's speed factor.
/// The window's 3D view, the surface figures, `effsurf-cli surface
/// --session` and the exported page all evaluate it here.
class ScenarioSurface {
public:
    /// Evaluates `scenario` on the frame at `resolution` points per axis into
    /// `surface` (reallocated only when the resolution changes).
    static void evaluate(EfficiencySurface& surface, const Scenario& scenario, int resolution);
};

}  // namespace effsurf::core
