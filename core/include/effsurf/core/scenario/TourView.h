// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// How the window shows one tour step: the camera on the surface, the linear
/// or logarithmic E axis, the lower panel and which of the model charts are
/// visible. Identifiers are plain text so that tours stay readable files and
/// the core needs no knowledge of the widgets.
struct TourView {
    /// ViewNames::cameras(): "front", "top" or "isometric".
    std::string camera = "isometric";
    bool logarithmicEfficiency = false;
    /// The lower panel (ViewNames::panels): "model", "history", "measurements", "compare" or "training".
    std::string panel = "model";
    /// Model charts shown (ViewNames::modelCharts: "speedup", "efficiency",
    /// "performance", "plane"; the older "precision" is read as "efficiency");
    /// empty means all four.
    std::vector<std::string> charts;

    /// Throws InvalidParameter naming the field ("view.camera") for an unknown identifier.
    void validate() const;

    friend bool operator==(const TourView& a, const TourView& b) {
        return a.camera == b.camera && a.logarithmicEfficiency == b.logarithmicEfficiency && a.panel == b.panel && a.charts == b.charts;
    }
    friend bool operator!=(const TourView& a, const TourView& b) { return !(a == b); }
};

}  // namespace effsurf::core
