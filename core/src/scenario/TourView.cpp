#include "effsurf/core/scenario/TourView.h"

#include "effsurf/core/util/InvalidParameter.h"

#include <algorithm>

namespace effsurf::core {

namespace {
void requireOneOf(const std::string& value, const std::vector<std::string_view>& allowed, const std::string& field) {
    if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return;
    std::string list;
    for (auto id : allowed) list += (list.empty() ? "" : ", ") + std::string(id);
    throw InvalidParameter(field, "unknown '" + value + "' (expected one of " + list + ")");
}
}  // namespace

const std::vector<std::string_view>& TourView::cameraIds() {
    static const std::vector<std::string_view> ids{"front", "top", "isometric"};
    return ids;
}

const std::vector<std::string_view>& TourView::panelIds() {
    static const std::vector<std::string_view> ids{"model", "history", "measurements", "compare", "training"};
    return ids;
}

const std::vector<std::string_view>& TourView::chartIds() {
    static const std::vector<std::string_view> ids{"speedup", "precision", "performance", "plane"};
    return ids;
}

void TourView::validate() const {
    requireOneOf(camera, cameraIds(), "view.camera");
    requireOneOf(panel, panelIds(), "view.panel");
    for (const auto& chart : charts) requireOneOf(chart, chartIds(), "view.charts");
}

}  // namespace effsurf::core
