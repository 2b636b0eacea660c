// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Tour.h"

#include <QWidget>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace effsurf::ui {

class FormulaLabel;
class ScenarioController;
class TourPlayer;

/// Records the user's own tours from the states on screen: a new tour, add
/// the current state as a step (with the camera, panel and charts), write
/// its title, text and formula (live numbers as ${S}, ${E}, ...), reorder by
/// drag or buttons, play. The tours live in the Scenario, so they are saved
/// with the session and every edit is an undo step.
class TourEditor : public QWidget {
    Q_OBJECT
public:
    TourEditor(ScenarioController* controller, TourPlayer* player, std::function<core::TourView()> currentView, QWidget* parent = nullptr);

    /// Mirrors the scenario's tours (after undo, a session load, an edit).
    void showScenario(const core::Scenario& scenario);

    QComboBox* tourCombo() const noexcept { return tours_; }
    QListWidget* stepList() const noexcept { return steps_; }
    QLineEdit* titleEdit() const noexcept { return title_; }
    QPlainTextEdit* textEdit() const noexcept { return text_; }
    QPlainTextEdit* formulaEdit() const noexcept { return formula_; }
    QLineEdit* questionEdit() const noexcept { return question_; }

public slots:
    /// A new, empty tour named `title` (a default name if empty), selected.
    void newTour(const QString& title = QString());
    void renameTour(const QString& title);
    /// Writes the selected tour to `path` (format "effsurf-tour", written
    /// atomically) to share it; false with a message naming the file.
    bool exportTour(const QString& path, QString* error);
    /// Adds the tour in `path` to this session, selected (renamed apart if its
    /// id is taken); false with a message naming the file, step and field.
    bool importTour(const QString& path, QString* error);
    void deleteTour();
    /// Appends the state on screen as a step after the selected one.
    void addCurrentState();
    /// Replaces the selected step's state and view with the ones on screen.
    void updateStepFromCurrentState();
    void removeStep();
    /// Moves the selected step by `delta` places.
    void moveStep(int delta);
    /// Sets the step order: `order[i]` is the old index of the step now at i.
    void reorderSteps(const std::vector<int>& order);
    void play();
    /// Writes the title, text and formula fields into the selected step now.
    void commitFields();

private:
    int tourIndex() const;
    bool tourIdTaken(const std::string& id) const;
    std::shared_ptr<const core::Tour> currentTour() const;
    void replaceTour(const core::Tour& edited, int selectStep, bool flushNow = true);
    /// `flushNow` false: inside a widget's own signal, let the views update after it returns.
    void commitPendingFields(bool flushNow);
    void showSteps();
    void showFields();
    void updatePreview();

    ScenarioController* controller_;
    TourPlayer* player_;
    std::function<core::TourView()> currentView_;
    core::Scenario scenario_;
    QString selectedTourId_;
    int selectedStep_ = -1;
    bool updating_ = false;
    QComboBox* tours_;
    QListWidget* steps_;
    QLineEdit* title_;
    QPlainTextEdit* text_;
    QPlainTextEdit* formula_;
    QLineEdit* question_;
    FormulaLabel* preview_;
    QLabel* help_;
    QTimer* commitTimer_;
    std::vector<QWidget*> needTour_;
    std::vector<QWidget*> needStep_;
};

}  // namespace effsurf::ui
