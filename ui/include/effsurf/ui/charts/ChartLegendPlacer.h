// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/FlowLegend.h"

#include <QMargins>
#include <QString>

#include <utility>
#include <vector>

class QChart;

namespace effsurf::ui {

class FlowLegendItem;

/// Where a desk chart's legend goes: Qt's beside the plot while it shows
/// every entry; where Qt's clips entries even at its smallest font, effsurf's
/// own (FlowLegendItem) with the entries wrapped, in the column Qt's empty
/// legend keeps free beside the plot where that holds them all, else in rows
/// under it. Qt's is tried again whenever the chart's size or entries change.
/// The presentation view's charts keep Qt's (fitted by keepLegendWhole).
class ChartLegendPlacer {
public:
    explicit ChartLegendPlacer(QChart* chart);

    /// Whether the legend is ours.
    bool isBelow() const noexcept;
    /// Ours (nullptr while Qt's shows).
    const FlowLegendItem* below() const noexcept { return isBelow() ? below_ : nullptr; }
    /// false: Qt's legend, and no automatic move (an export places the legend itself).
    void setMayMoveBelow(bool may);

    enum Outcome { Done, LookAgain };
    /// Places the legend for the chart as laid out now (at paint time, when Qt
    /// has decided which of its entries fit); nothing while `interactive`.
    /// LookAgain: Qt's legend was shown again and must be laid out first.
    Outcome place(bool interactive);

private:
    /// What decides the legend's form: the chart's size and the entries' labels.
    QString caseOf(const std::vector<FlowLegend::Entry>& entries) const;
    /// Qt's legend as an empty column `width` wide for ours, or (0) itself again.
    void showQtColumn(double width);

    QChart* chart_;
    FlowLegendItem* below_ = nullptr;  ///< owned by the chart's scene
    bool mayMoveBelow_ = true;
    QMargins margins_;                             ///< what our legend under the plot added to the chart's bottom margin
    QString movedFor_;                             ///< caseOf() when Qt's legend gave way to ours
    bool awaitsLayout_ = false;                    ///< Qt's legend shown again, not yet laid out
    bool columnShown_ = false;                     ///< Qt's legend an empty column for ours
    std::pair<qreal, qreal> ownWidths_{0.0, 0.0};  ///< its minimum and maximum width before
};

}  // namespace effsurf::ui
