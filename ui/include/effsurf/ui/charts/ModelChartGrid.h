// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/widgets/ReflowGrid.h"

#include <array>
#include <string>
#include <vector>

namespace effsurf::ui {

class ComparisonChart;

/// The Model tab: the four comparison charts (speedup, efficiency by
/// precision, performance, the (N, s) plane) in a 2x2 grid, or the ones a
/// tour step names: one fills the pane, two sit side by side. Where the pane
/// is too narrow for two legible charts they stack in one scrolling column.
class ModelChartGrid : public ReflowGrid {
    Q_OBJECT
public:
    static constexpr int kChartCount = 4;
    /// The smallest chart whose title, ticks and legend are whole.
    static constexpr QSize kMinimumChart{380, 190};

    explicit ModelChartGrid(QWidget* parent = nullptr);

    /// Charts in order: speedup, efficiency by precision, performance, (N, s) plane.
    ComparisonChart* chart(int index) const { return charts_.at(std::size_t(index)); }
    const std::array<ComparisonChart*, kChartCount>& charts() const noexcept { return charts_; }

    /// Shows the charts named ("speedup", "efficiency", "performance",
    /// "plane"), in that order; unknown names are ignored; none: all four.
    void setVisibleCharts(const std::vector<std::string>& ids);
    /// As set by setVisibleCharts; empty = all four.
    const std::vector<std::string>& visibleCharts() const noexcept { return visible_; }

    /// The presentation view: at most `count` charts, stacked in one column
    /// that shares the pane's height; where the tour step names none (all
    /// four), `fallback` (the lecturer's choice). `count` 0 ends the limit.
    void limitShown(int count, const std::vector<std::string>& fallback);
    /// The ids of the charts on screen now, in order.
    std::vector<std::string> shownCharts() const { return chartsAt(limit_, fallback_); }
    /// The charts that limitShown(`count`, `fallback`) would show, without showing them.
    std::vector<ComparisonChart*> chartsShownAt(int count, const std::vector<std::string>& fallback) const;

private:
    std::vector<std::string> chartsAt(int limit, const std::vector<std::string>& fallback) const;
    void showCharts();

    std::array<ComparisonChart*, kChartCount> charts_{};
    std::vector<std::string> visible_;
    int limit_ = 0;
    std::vector<std::string> fallback_;
};

}  // namespace effsurf::ui
