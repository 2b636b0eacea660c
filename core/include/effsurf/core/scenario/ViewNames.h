// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/NameList.h"

namespace effsurf::core {

/// The names of what effsurf shows, once for every face: the 3D view's
/// cameras, the window's lower panels, the model charts beside the surface,
/// every figure `effsurf-cli export` and File > Export draw, and what the
/// interactive page and an animation can show. Tours, sessions, the CLI's
/// options, the window's boxes and the page read them here.
class ViewNames {
public:
    /// front, top (a heat map), isometric: in the order of the 3D view's presets.
    static const NameList& cameras();
    /// model, history, measurements, compare, training.
    static const NameList& panels();
    /// speedup, efficiency, performance, plane. Older tours, sessions and
    /// presentation settings call the efficiency-by-precision chart
    /// "precision": that id is still read.
    static const NameList& modelCharts();
    /// The model charts, the surface and every other chart a figure can be.
    static const NameList& figures();
    /// What an interactive page shows: all, surface or one model chart.
    static const NameList& pageFigures();
    /// What an animation records: the window, the surface or one model chart.
    static const NameList& animationTargets();
};

}  // namespace effsurf::core
