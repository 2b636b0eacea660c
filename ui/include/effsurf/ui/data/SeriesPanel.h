// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QWidget>

class QTableWidget;

namespace effsurf::ui {

class ScenarioController;

/// The imported measurement series: colour, name, quantity, points, the
/// fitted s with its 95% interval and R², a visibility toggle and a remove
/// button per series. Removing or hiding one never touches the others.
class SeriesPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { Shown, Name, Quantity, Points, Fit, RSquared, Remove, ColumnCount };

    explicit SeriesPanel(ScenarioController* controller, QWidget* parent = nullptr);
    void showScenario(const core::Scenario& scenario);
    QTableWidget* table() const noexcept { return table_; }
    /// The presentation view's table: what is shown, the series and its fit; no file button.
    void setPresenting(bool presenting);

signals:
    void openRequested();

private:
    ScenarioController* controller_;
    QTableWidget* table_;
    QWidget* openRow_ = nullptr;
    std::vector<core::ImportedSeries> shown_;
    bool updating_ = false;
};

}  // namespace effsurf::ui
