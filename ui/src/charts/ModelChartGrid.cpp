// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/ModelChartGrid.h"

#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/ui/charts/PerformanceChart.h"
#include "effsurf/ui/charts/PrecisionEfficiencyChart.h"
#include "effsurf/ui/charts/SerialFractionPlaneChart.h"
#include "effsurf/ui/charts/SpeedupChart.h"

#include <algorithm>

namespace effsurf::ui {

ModelChartGrid::ModelChartGrid(QWidget* parent)
    : ReflowGrid(kMinimumChart, 2, parent),
      charts_{new SpeedupChart, new PrecisionEfficiencyChart, new PerformanceChart, new SerialFractionPlaneChart} {
    setWidgets({charts_.begin(), charts_.end()});
}

namespace {
/// The index of chart `id` (or an older alias of it), or -1.
int chartIndex(const std::string& id) {
    const std::size_t index = core::ViewNames::modelCharts().indexOf(id);
    return index == core::NameList::npos ? -1 : int(index);
}

/// Today's id of chart `id` (an older "precision" is "efficiency").
std::string chartId(const std::string& id) {
    return std::string(core::ViewNames::modelCharts().items().at(std::size_t(chartIndex(id))).id);
}
}  // namespace

void ModelChartGrid::setVisibleCharts(const std::vector<std::string>& ids) {
    visible_.clear();
    for (const std::string& id : ids)
        if (chartIndex(id) >= 0 && std::find(visible_.begin(), visible_.end(), chartId(id)) == visible_.end())
            visible_.push_back(chartId(id));
    showCharts();
}

void ModelChartGrid::limitShown(int count, const std::vector<std::string>& fallback) {
    if (std::max(0, count) == limit_ && fallback == fallback_) return;
    limit_ = std::max(0, count);
    fallback_ = fallback;
    setStacked(limit_ > 0);
    showCharts();
}

std::vector<std::string> ModelChartGrid::chartsAt(int limit, const std::vector<std::string>& fallback) const {
    // In the order asked for: the first named chart takes the first place.
    std::vector<std::string> ids = visible_;
    if (ids.empty() && limit > 0)
        for (const std::string& id : fallback)
            if (chartIndex(id) >= 0 && std::find(ids.begin(), ids.end(), chartId(id)) == ids.end()) ids.push_back(chartId(id));
    if (ids.empty()) ids = core::ViewNames::modelCharts().ids();
    if (limit > 0 && int(ids.size()) > limit) ids.resize(std::size_t(limit));
    return ids;
}

std::vector<ComparisonChart*> ModelChartGrid::chartsShownAt(int count, const std::vector<std::string>& fallback) const {
    std::vector<ComparisonChart*> charts;
    for (const std::string& id : chartsAt(count, fallback)) charts.push_back(charts_[std::size_t(chartIndex(id))]);
    return charts;
}

void ModelChartGrid::showCharts() {
    std::vector<QWidget*> shown;
    for (ComparisonChart* chart : chartsShownAt(limit_, fallback_)) shown.push_back(chart);
    // One chart fills the pane, two sit side by side, three or four in a 2x2
    // grid (as wide as they fit); stacked in one column while presenting.
    setWidgets(shown);
}

}  // namespace effsurf::ui
