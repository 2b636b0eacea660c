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
    /// "front", "top" or "isometric".
    std::string camera = "isometric";
    bool logarithmicEfficiency = false;
    /// The lower panel: "model", "history", "measurements" or "compare".
    std::string panel = "model";
    /// Model charts shown ("speedup", "precision", "performance", "plane");
    /// empty means all four.
    std::vector<std::string> charts;

    static const std::vector<std::string_view>& cameraIds();
    static const std::vector<std::string_view>& panelIds();
    static const std::vector<std::string_view>& chartIds();

    /// Throws InvalidParameter naming the field ("view.camera") for an unknown identifier.
    void validate() const;

    friend bool operator==(const TourView& a, const TourView& b) {
        return a.camera == b.camera && a.logarithmicEfficiency == b.logarithmicEfficiency && a.panel == b.panel &&
               a.charts == b.charts;
    }
    friend bool operator!=(const TourView& a, const TourView& b) { return !(a == b); }
};

}  // namespace effsurf::core
