// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/SnapshotComparison.h"

#include <QList>
#include <QWidget>

class QAction;
class QTableWidget;

namespace effsurf::ui {

class ScenarioController;

/// Snapshots A .. D of the configuration, overlaid on every chart and the
/// surface, and their difference table: S, E, R, 1/s and the N of maximal
/// performance, each with its ratio to A. Taking a snapshot is an action
/// (Ctrl+1 .. Ctrl+4) that the window puts in its menu and on itself, so the
/// shortcuts work whichever tab or view is showing.
class ComparePanel : public QWidget {
    Q_OBJECT
public:
    enum Column { Label, Configuration, Speedup, Efficiency, Performance, Ceiling, BestN, Restore, Remove, ColumnCount };

    explicit ComparePanel(ScenarioController* controller, QWidget* parent = nullptr);
    void showScenario(const core::Scenario& scenario);
    QTableWidget* table() const noexcept { return table_; }
    /// The presentation view's table: the snapshots' configurations (wrapped)
    /// with S, E, R and 1/s' without the ratios; no save row, no buttons.
    void setPresenting(bool presenting);
    /// "Save as snapshot A" .. "D", with their shortcuts.
    const QList<QAction*>& snapshotActions() const noexcept { return actions_; }

private:
    void fillRow(int row, const core::ComparisonRow& values);

    ScenarioController* controller_;
    QTableWidget* table_;
    QWidget* saveRow_ = nullptr;
    bool presenting_ = false;
    QList<QAction*> actions_;
    std::vector<core::Snapshot> shown_;
};

}  // namespace effsurf::ui
