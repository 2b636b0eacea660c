// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/TourPlayer.h"

#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/ui/controller/ScenarioController.h"

#include <QVariantAnimation>

namespace effsurf::ui {

TourPlayer::TourPlayer(ScenarioController* controller, QObject* parent)
    : QObject(parent), controller_(controller), animation_(new QVariantAnimation(this)) {
    animation_->setDuration(kTransitionMs);
    animation_->setEasingCurve(QEasingCurve::InOutCubic);
    animation_->setStartValue(0.0);
    animation_->setEndValue(1.0);
    connect(animation_, &QVariantAnimation::finished, this, &TourPlayer::finishTransition);
    connect(controller_, &ScenarioController::interactionInterrupted, this, &TourPlayer::abandonTransition);
}

void TourPlayer::abandonTransition() {
    if (!interacting_) return;
    animation_->disconnect(this);
    animation_->stop();
    interacting_ = false;
    controller_->abandonInteraction();
    connect(animation_, &QVariantAnimation::finished, this, &TourPlayer::finishTransition);
}

TourPlayer::~TourPlayer() = default;

const core::TourStep* TourPlayer::currentStep() const {
    if (!tour_ || step_ < 0 || step_ >= stepCount()) return nullptr;
    return &tour_->steps[std::size_t(step_)];
}

bool TourPlayer::isTransitioning() const { return animation_->state() == QAbstractAnimation::Running; }

void TourPlayer::start(std::shared_ptr<const core::Tour> tour, int step) {
    stop();
    if (!tour || tour->steps.empty()) return;
    tour_ = std::move(tour);
    emit started();
    goToStep(step >= 0 && step < stepCount() ? step : 0);
}

void TourPlayer::stop() {
    if (!tour_) return;
    if (isTransitioning()) {
        animation_->stop();
        finishTransition();
    }
    tour_.reset();
    step_ = -1;
    setAnswerHidden(false);
    emit stopped();
}

void TourPlayer::next() {
    if (answerHidden_) reveal();
    else if (tour_ && step_ + 1 < stepCount()) goToStep(step_ + 1);
}

void TourPlayer::reveal() { setAnswerHidden(false); }

void TourPlayer::setAnswerHidden(bool hidden) {
    if (hidden == answerHidden_) return;
    answerHidden_ = hidden;
    emit answerHiddenChanged(hidden);
}

void TourPlayer::previous() {
    if (tour_ && step_ > 0) goToStep(step_ - 1);
}

void TourPlayer::goToStep(int index) {
    if (!tour_ || index < 0 || index >= stepCount()) return;
    if (isTransitioning()) {
        animation_->stop();
        finishTransition();
    }
    step_ = index;
    // Hidden before the step is shown: the room never glimpses the answer.
    setAnswerHidden(!tour_->steps[std::size_t(index)].question.empty());
    const core::Scenario from = controller_->scenario();
    target_ = core::applyTourStep(from, *tour_->steps[std::size_t(index)].state);
    emit stepChanged(index);
    if (!animated_ || from == target_) {
        controller_->setScenario(target_);
        emit stepReached(index);
        return;
    }
    // One glide is one interaction: coarse 3D while moving, one undo step.
    controller_->beginInteraction();
    interacting_ = true;
    animation_->disconnect(this, nullptr);
    connect(animation_, &QVariantAnimation::finished, this, &TourPlayer::finishTransition);
    connect(animation_, &QVariantAnimation::valueChanged, this,
            [this, from](const QVariant& value) { controller_->setScenario(core::interpolateScenarios(from, target_, value.toDouble())); });
    animation_->start();
}

void TourPlayer::finishTransition() {
    if (!interacting_) return;
    controller_->setScenario(target_);  // exactly the stored state, not the last interpolated one
    interacting_ = false;
    controller_->endInteraction();
    emit stepReached(step_);
}

}  // namespace effsurf::ui
