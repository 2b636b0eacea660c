#include "effsurf/ui/charts/ModelChartGrid.h"

#include "effsurf/core/scenario/TourView.h"
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

void ModelChartGrid::setVisibleCharts(const std::vector<std::string>& ids) {
    const auto& known = core::TourView::chartIds();
    // In the order asked for: the first named chart takes the first place.
    std::vector<QWidget*> shown;
    visible_.clear();
    for (const std::string& id : ids) {
        const auto at = std::find(known.begin(), known.end(), id);
        if (at == known.end()) continue;
        ComparisonChart* chart = charts_[std::size_t(at - known.begin())];
        if (std::find(shown.begin(), shown.end(), chart) != shown.end()) continue;
        shown.push_back(chart);
        visible_.push_back(id);
    }
    if (shown.empty()) {
        shown.assign(charts_.begin(), charts_.end());
        visible_.clear();
    }
    // One chart fills the pane, two sit side by side, three or four in a 2x2 grid (as wide as they fit).
    setWidgets(shown);
}

}  // namespace effsurf::ui
