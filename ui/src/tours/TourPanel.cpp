// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/TourPanel.h"

#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/style/SymbolMarkup.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/FormulaLabel.h"
#include "effsurf/ui/tours/TourPlayer.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace effsurf::ui {

TourPanel::TourPanel(TourPlayer* player, QWidget* parent)
    : QWidget(parent),
      player_(player),
      position_(new QLabel(this)),
      title_(new QLabel(this)),
      text_(new QLabel(this)),
      question_(new QLabel(this)),
      formula_(new FormulaLabel(this)),
      previous_(new QPushButton(tr("\u25C0 Previous"), this)),
      next_(new QPushButton(tr("Next \u25B6"), this)),
      end_(new QPushButton(tr("End tour"), this)) {
    setObjectName(QStringLiteral("tourPanel"));
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.45);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    QFont textFont = text_->font();
    textFont.setPointSizeF(textFont.pointSizeF() * 1.2);
    text_->setFont(textFont);
    text_->setWordWrap(true);
    // Rich text made from the plain narration (SymbolMarkup escapes it):
    // "s_eff" is set with its subscript on the projector, as in the formula beside it.
    text_->setTextFormat(Qt::RichText);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont questionFont = text_->font();
    questionFont.setBold(true);
    question_->setFont(questionFont);
    question_->setWordWrap(true);
    question_->setTextFormat(Qt::RichText);
    question_->setObjectName(QStringLiteral("tourQuestion"));
    QFont formulaFont = formula_->font();
    formulaFont.setPointSizeF(formulaFont.pointSizeF() * 1.6);
    formula_->setFont(formulaFont);
    position_->setForegroundRole(QPalette::PlaceholderText);
    position_->setWordWrap(true);  // a long tour title must not widen the window on a 4:3 projector
    // Keyboard stepping belongs to the window (arrows, PageUp/PageDown): the
    // buttons must not take the focus away from it.
    for (QPushButton* b : {previous_, next_, end_}) b->setFocusPolicy(Qt::NoFocus);
    previous_->setToolTip(tr("Previous step (PageUp, Left)"));
    next_->setToolTip(tr("Next step (PageDown, Right, Space)"));
    end_->setToolTip(tr("End the tour (Esc)"));

    auto* words = new QVBoxLayout;
    words->addWidget(position_);
    words->addWidget(title_);
    words->addWidget(question_);
    words->addWidget(text_, 1);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(next_);
    buttons->addWidget(previous_);
    buttons->addWidget(end_);
    buttons->addStretch(1);
    auto* layout = new QHBoxLayout(this);
    words->addStretch(0);
    layout->addLayout(words, 3);
    layout->addWidget(formula_, 2, Qt::AlignCenter);
    layout->addLayout(buttons);

    connect(previous_, &QPushButton::clicked, player_, &TourPlayer::previous);
    connect(next_, &QPushButton::clicked, player_, &TourPlayer::next);
    connect(end_, &QPushButton::clicked, player_, &TourPlayer::stop);
    connect(player_, &TourPlayer::stepChanged, this, &TourPanel::showStep);
    connect(player_, &TourPlayer::answerHiddenChanged, this, &TourPanel::showStep);
}

void TourPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitHeight();
}

void TourPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) fitHeight();
}

void TourPanel::fitHeight() {
    if (!layout() || width() <= 0) return;
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : layout()->totalMinimumSize().height();
    if (needed > 0 && needed != minimumHeight()) setMinimumHeight(needed);
}

void TourPanel::showScenario(const core::Scenario& scenario) {
    scenario_ = scenario;
    showStep();
}

void TourPanel::showStep() {
    const core::TourStep* step = player_->currentStep();
    if (!step) return;
    position_->setText(tr("%1 \u2014 step %2 of %3")
                           .arg(BuiltinTours::translated(player_->tour()->title))
                           .arg(player_->stepIndex() + 1)
                           .arg(player_->stepCount()));
    title_->setText(BuiltinTours::translated(step->title));
    const QString narration = NumberFormat::localized(QString::fromStdString(
        core::substituteLiveNumbers(BuiltinTours::translated(step->text).toStdString(), scenario_, core::NumberNotation::Text)));
    text_->setText(SymbolMarkup::rich(narration).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    formula_->setFormula(NumberFormat::localized(QString::fromStdString(core::substituteLiveNumbers(
        BuiltinTours::translatedFormula(step->formula).toStdString(), scenario_, core::NumberNotation::Formula))));
    // A question hides the narration and the formula until the answer is revealed: they hold its numbers.
    const bool hidden = player_->isAnswerHidden();
    question_->setVisible(!step->question.empty());
    const QString question = SymbolMarkup::rich(BuiltinTours::translated(step->question));
    question_->setText(hidden ? tr("Question: %1<br><i>Reveal the answer with R or Page Down.</i>").arg(question)
                              : tr("Question: %1").arg(question));
    text_->setVisible(!hidden);
    formula_->setVisible(!hidden && !step->formula.empty());
    previous_->setEnabled(player_->stepIndex() > 0);
    // On a question, the clicker's next key (and this button) reveals the answer first.
    next_->setText(hidden ? tr("Reveal \u25B6") : tr("Next \u25B6"));
    next_->setEnabled(hidden || player_->stepIndex() + 1 < player_->stepCount());
    fitHeight();
}

}  // namespace effsurf::ui
