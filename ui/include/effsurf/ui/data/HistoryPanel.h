// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QWidget>

class QChartView;
class QComboBox;
class QPushButton;

namespace effsurf::ui {

class MachineHistoryChart;
class RooflineChart;
class ScenarioController;

/// TOP500 over time. Left: one machine's entries across list editions (s_eff
/// on a log axis, E on a linear one) with the configuration changes the data
/// shows, and a button that places them on the surface as a trajectory.
/// Right: Végh's roofline of performance gain: G = N E per edition for the
/// #1..#3 systems and the best s_eff, HPL and HPCG, with ceilings 1/s_eff;
/// hovering a point names the machine.
class HistoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPanel(ScenarioController* controller, QWidget* parent = nullptr);

    /// Redraws for the scenario's N convention (cheap when unchanged).
    void showScenario(const core::Scenario& scenario);

    QComboBox* machineCombo() const noexcept { return machine_; }
    QPushButton* placeButton() const noexcept { return place_; }
    QChartView* historyView() const noexcept;
    QChartView* rooflineView() const noexcept;
    /// The machine whose history is shown (a MachineHistory label).
    QString machine() const;
    /// The machine's configuration changes as labelled on its history ("CPU only", "K20X GPUs", ...).
    QStringList upgradeLabels() const;
    /// The presentation view: the machine's history alone (the tour chose the
    /// machine), as large as the pane; or back to both charts and the machine choice.
    void setPresenting(bool presenting);

private:
    ScenarioController* controller_;
    QComboBox* machine_;
    QPushButton* place_;
    MachineHistoryChart* history_;
    RooflineChart* roofline_;
    class ReflowGrid* charts_ = nullptr;
    QWidget* machineRow_ = nullptr;  ///< the machine's configuration changes on its history
};

}  // namespace effsurf::ui
