// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Tour.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace effsurf::ui {

class FormulaLabel;
class TourPlayer;

/// The explanation of the current tour step: the tour and step titles, the
/// text and the formula with the live numbers of the state on screen filled
/// in, and buttons to step. It follows the player; the numbers follow the
/// scenario (a lecturer moving a slider mid-step sees them change). A step
/// that asks the class a question shows it, and its text and formula (which
/// hold the answer's numbers) only once the lecturer reveals them.
class TourPanel : public QWidget {
    Q_OBJECT
public:
    explicit TourPanel(TourPlayer* player, QWidget* parent = nullptr);

    void showScenario(const core::Scenario& scenario);

    QLabel* titleLabel() const noexcept { return title_; }
    QLabel* textLabel() const noexcept { return text_; }
    /// The step's question to the class (hidden when the step asks none).
    QLabel* questionLabel() const noexcept { return question_; }
    FormulaLabel* formulaLabel() const noexcept { return formula_; }
    QPushButton* nextButton() const noexcept { return next_; }
    QPushButton* previousButton() const noexcept { return previous_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showStep();
    /// Wrapped text must never be cut off: the panel is at least as tall as its text needs at its width.
    void fitHeight();

    TourPlayer* player_;
    core::Scenario scenario_;
    QLabel* position_;
    QLabel* title_;
    QLabel* text_;
    QLabel* question_;
    FormulaLabel* formula_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* end_;
};

}  // namespace effsurf::ui
