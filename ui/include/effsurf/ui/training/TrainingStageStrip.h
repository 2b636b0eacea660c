// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace effsurf::ui {

class ScenarioController;

/// The Training tab's controls on the presentation view's stage, where the
/// form (the desk's) is hidden: the run (this one or a published one), its
/// layout t·cp·p·d and the best layout on its GPUs; the GPUs themselves are
/// the strip's N. So a lecturer changes the run without leaving F5 (issue 44).
class TrainingStageStrip : public QWidget {
    Q_OBJECT
public:
    explicit TrainingStageStrip(ScenarioController* controller, QWidget* parent = nullptr);

    void showScenario(const core::Scenario& scenario);

    QComboBox* runCombo() const noexcept { return run_; }
    QLabel* layoutLabel() const noexcept { return layout_; }
    QPushButton* bestLayoutButton() const noexcept { return best_; }

signals:
    /// A published run (its catalog id) was chosen.
    void publishedRunChosen(const QString& id);

private:
    /// The run on its GPUs with the layout search's best layout, as one undo step.
    void useBestLayout();

    ScenarioController* controller_;
    QComboBox* run_;
    QLabel* layout_;
    QPushButton* best_;
    QLabel* problem_;
};

}  // namespace effsurf::ui
