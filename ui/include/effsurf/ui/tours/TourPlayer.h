// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Tour.h"

#include <QObject>

#include <memory>

class QVariantAnimation;

namespace effsurf::ui {

class ScenarioController;

/// Walks a tour: each step sets its stored state through the controller,
/// gliding there from the state on screen (s and N along their log axes)
/// over kTransitionMs, as one interaction (coarse 3D while moving, one undo
/// step). Stepping again during a glide completes it at once first, so a
/// step always ends on exactly its stored state.
class TourPlayer : public QObject {
    Q_OBJECT
public:
    static constexpr int kTransitionMs = 900;

    explicit TourPlayer(ScenarioController* controller, QObject* parent = nullptr);
    ~TourPlayer() override;

    /// Starts `tour` at `step` (the first if out of range).
    void start(std::shared_ptr<const core::Tour> tour, int step = 0);
    void stop();
    bool isActive() const noexcept { return tour_ != nullptr; }
    const core::Tour* tour() const noexcept { return tour_.get(); }
    int stepIndex() const noexcept { return step_; }
    int stepCount() const { return tour_ ? int(tour_->steps.size()) : 0; }
    const core::TourStep* currentStep() const;
    /// Glide between steps (default) or jump (tests, screenshots, recording).
    void setAnimated(bool animated) { animated_ = animated; }
    bool isAnimated() const noexcept { return animated_; }
    bool isTransitioning() const;

public slots:
    /// The next step; on a step whose question is still open, the answer first (a clicker's one key does both).
    void next();
    void previous();
    void goToStep(int index);

    /// The step asks the class a question and its numbers are not shown yet.
    bool isAnswerHidden() const noexcept { return answerHidden_; }
    /// Shows the step's numbers (the lecturer's reveal key).
    void reveal();

signals:
    /// A step begins: show its explanation and its view.
    void stepChanged(int index);
    /// The step's stored state is reached.
    void stepReached(int index);
    void started();
    void stopped();
    /// The readouts are hidden for a question (true) or shown again (false).
    void answerHiddenChanged(bool hidden);

private:
    void finishTransition();
    void setAnswerHidden(bool hidden);
    /// Undo mid-glide: stop where undo put the state, record nothing.
    void abandonTransition();

    ScenarioController* controller_;
    std::shared_ptr<const core::Tour> tour_;
    int step_ = -1;
    bool animated_ = true;
    QVariantAnimation* animation_;
    core::Scenario target_;
    bool interacting_ = false;
    bool answerHidden_ = false;
};

}  // namespace effsurf::ui
