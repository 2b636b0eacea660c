// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/ViewNames.h"

namespace effsurf::core {
namespace {

const NamedItem kSurface{"surface", "Efficiency surface E(N, s)"};

std::vector<NamedItem> withModelCharts(std::vector<NamedItem> first, std::vector<NamedItem> after = {}) {
    for (const NamedItem& chart : ViewNames::modelCharts().items()) first.push_back(chart);
    for (NamedItem& item : after) first.push_back(std::move(item));
    return first;
}

}  // namespace

const NameList& ViewNames::cameras() {
    // In the order of the 3D view's presets (ui's SurfaceView::CameraPreset).
    static const NameList names({{"front", "Front"}, {"top", "Top (heat map)"}, {"isometric", "Isometric"}});
    return names;
}

const NameList& ViewNames::panels() {
    static const NameList names({{"model", "Model"},
                                 {"history", "TOP500 history"},
                                 {"measurements", "Measurements"},
                                 {"compare", "Compare"},
                                 {"training", "Training"}});
    return names;
}

const NameList& ViewNames::modelCharts() {
    static const NameList names({{"speedup", "Speedup"},
                                 {"efficiency", "Efficiency by precision", {"precision"}},
                                 {"performance", "Payload performance"},
                                 {"plane", "(N, s) plane"}});
    return names;
}

const NameList& ViewNames::figures() {
    static const NameList names(withModelCharts({}, {kSurface,
                                                     {"karp-flatt", "Karp–Flatt s_eff"},
                                                     {"fit-residuals", "Fit residuals"},
                                                     {"fit-table", "Fit table"},
                                                     {"history", "A machine's TOP500 history"},
                                                     {"roofline", "Roofline of gain"},
                                                     {"training-step", "Training step breakdown"},
                                                     {"training-throughput", "Training throughput over N"},
                                                     {"training-depth", "Training depth sweep"},
                                                     {"training-precision", "Training precision comparison"}}));
    return names;
}

const NameList& ViewNames::pageFigures() {
    static const NameList names(withModelCharts({{"all", "Surface and charts"}, kSurface}));
    return names;
}

const NameList& ViewNames::animationTargets() {
    static const NameList names(withModelCharts({{"window", "The window"}, kSurface}));
    return names;
}

}  // namespace effsurf::core
