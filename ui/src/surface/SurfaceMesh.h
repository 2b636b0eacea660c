// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/scenario/Scenario.h"

#include <QSurfaceDataArray>

class QSurface3DSeries;

namespace effsurf::ui {

/// The surface's mesh: the scenario's law evaluated on a grid over
/// log10 N and log10 s, handed to the surface series, and the E = 0.5
/// contour as a thin ribbon for the ridge series.
class SurfaceMesh {
public:
    /// Evaluates `scenario` on a `resolution`² grid and gives `series` the
    /// mesh (E linear or log10) and `ridge` the E = 0.5 ribbon.
    void rebuild(const core::Scenario& scenario, int resolution, bool logarithmic, QSurface3DSeries* series, QSurface3DSeries* ridge);

    /// The grid's side (0: no mesh yet).
    int resolution() const { return resolution_; }

private:
    /// The E = 0.5 contour: per N column, the log10 s where E crosses 0.5
    /// (linear interpolation in log s), drawn as a narrow horizontal ribbon.
    void rebuildRidge(bool logarithmic, QSurface3DSeries* ridge);

    core::EfficiencySurface surface_;
    QSurfaceDataArray* array_ = nullptr;  // owned by the proxy; reused while its size holds
    int resolution_ = 0;
};

}  // namespace effsurf::ui
