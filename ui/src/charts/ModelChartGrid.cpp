#include "effsurf/ui/charts/ModelChartGrid.h"

#include "effsurf/core/scenario/TourView.h"
#include "effsurf/ui/charts/PerformanceChart.h"
#include "effsurf/ui/charts/PrecisionEfficiencyChart.h"
#include "effsurf/ui/charts/SerialFractionPlaneChart.h"
#include "effsurf/ui/charts/SpeedupChart.h"

#include <QGridLayout>

#include <algorithm>

namespace effsurf::ui {

ModelChartGrid::ModelChartGrid(QWidget* parent)
    : QWidget(parent), charts_{new SpeedupChart, new PrecisionEfficiencyChart, new PerformanceChart, new SerialFractionPlaneChart} {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    for (int i = 0; i < kChartCount; ++i) grid->addWidget(charts_[std::size_t(i)], i / 2, i % 2);
}

void ModelChartGrid::setVisibleCharts(const std::vector<std::string>& ids) {
    const auto& known = core::TourView::chartIds();
    // In the order asked for: the first named chart takes the first place.
    std::vector<ComparisonChart*> shown;
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
    auto* grid = static_cast<QGridLayout*>(layout());
    for (auto* chart : charts_) {
        grid->removeWidget(chart);
        chart->hide();
    }
    // One chart fills the pane, two sit side by side, three or four in a 2x2 grid.
    const int columns = shown.size() <= 2 ? int(shown.size()) : 2;
    for (int i = 0; i < int(shown.size()); ++i) {
        grid->addWidget(shown[std::size_t(i)], i / columns, i % columns);
        shown[std::size_t(i)]->show();
    }
    for (int r = 0; r < 2; ++r) grid->setRowStretch(r, r < (int(shown.size()) + columns - 1) / std::max(columns, 1) ? 1 : 0);
    for (int c = 0; c < 2; ++c) grid->setColumnStretch(c, c < columns ? 1 : 0);
}

}  // namespace effsurf::ui
