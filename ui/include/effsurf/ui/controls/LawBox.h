// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QGroupBox>

#include <vector>

class QComboBox;
class QLabel;
class QSlider;

namespace effsurf::ui {

class LogSlider;
class ScenarioController;

/// The law and the parameters that belong to it alone: Sun–Ni's growth
/// exponent, the timeline model's contributions (a slider and a growth per
/// contribution), and for the large-model law a line pointing to the
/// Training tab where its run is set.
class LawBox : public QGroupBox {
    Q_OBJECT
public:
    explicit LawBox(ScenarioController* controller, QWidget* parent = nullptr);

    /// Mirrors `scenario` without emitting edits.
    void showScenario(const core::Scenario& scenario);

    QComboBox* modelCombo() const noexcept { return modelCombo_; }
    QSlider* growthSlider() const noexcept { return growthSlider_; }
    LogSlider* timelineShareSlider(int index) const { return timelineSliders_.at(std::size_t(index)); }
    QComboBox* timelineGrowthCombo(int index) const { return timelineGrowth_.at(std::size_t(index)); }

signals:
    /// The large-model law's hint was followed: show the Training workspace.
    void trainingWorkspaceRequested();

private:
    void buildGrowthRow();
    /// One row per contribution, made anew only when their number changes.
    void rebuildTimelineRows(const core::Scenario& scenario);

    ScenarioController* controller_;
    QComboBox* modelCombo_ = nullptr;
    QLabel* largeModelHint_ = nullptr;
    QWidget* growthRow_ = nullptr;
    QSlider* growthSlider_ = nullptr;
    QLabel* growthValue_ = nullptr;
    QGroupBox* timelineBox_ = nullptr;
    std::vector<LogSlider*> timelineSliders_;
    std::vector<QComboBox*> timelineGrowth_;
    std::vector<QLabel*> timelineValues_;
};

}  // namespace effsurf::ui
