// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/TourEditor.h"

#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/tours/FormulaLabel.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/widgets/SaveFile.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace effsurf::ui {

namespace {
constexpr int kCommitDelayMs = 700;  ///< typing pauses this long before a text edit becomes an undo step
}  // namespace

TourEditor::TourEditor(ScenarioController* controller, TourPlayer* player, std::function<core::TourView()> currentView, QWidget* parent)
    : QWidget(parent),
      controller_(controller),
      player_(player),
      currentView_(std::move(currentView)),
      tours_(new QComboBox(this)),
      steps_(new QListWidget(this)),
      title_(new QLineEdit(this)),
      text_(new QPlainTextEdit(this)),
      formula_(new QPlainTextEdit(this)),
      question_(new QLineEdit(this)),
      preview_(new FormulaLabel(this)),
      help_(new QLabel(this)),
      commitTimer_(new QTimer(this)) {
    setObjectName(QStringLiteral("tourEditor"));
    tours_->setAccessibleName(tr("tour"));
    auto* newButton = new QPushButton(tr("New"), this);
    auto* renameButton = new QPushButton(tr("Rename\u2026"), this);
    auto* deleteButton = new QPushButton(tr("Delete"), this);
    auto* playButton = new QPushButton(tr("\u25B6 Play"), this);
    playButton->setToolTip(tr("Play the tour from the selected step"));
    auto* tourRow = new QHBoxLayout;
    tourRow->addWidget(tours_, 1);
    for (QPushButton* b : {newButton, renameButton, deleteButton, playButton}) tourRow->addWidget(b);
    // Sharing: a tour travels as a file of its own, like the built-in ones.
    auto* importButton = new QPushButton(tr("Import tour\u2026"), this);
    auto* exportButton = new QPushButton(tr("Export tour\u2026"), this);
    importButton->setToolTip(tr("Add a tour from an .effsurf-tour file to this session"));
    exportButton->setToolTip(tr("Save the selected tour as an .effsurf-tour file to share it"));
    auto* shareRow = new QHBoxLayout;
    shareRow->addStretch(1);
    shareRow->addWidget(importButton);
    shareRow->addWidget(exportButton);

    steps_->setDragDropMode(QAbstractItemView::InternalMove);
    steps_->setDefaultDropAction(Qt::MoveAction);
    steps_->setAccessibleName(tr("steps"));
    auto* addButton = new QPushButton(tr("Add current state"), this);
    addButton->setToolTip(tr("Append the state on screen (law, s, N, precision, systems, camera, panel, charts) as a step"));
    auto* updateButton = new QPushButton(tr("Update from current state"), this);
    auto* removeButton = new QPushButton(tr("Remove step"), this);
    auto* upButton = new QPushButton(tr("Move up"), this);
    auto* downButton = new QPushButton(tr("Move down"), this);
    auto* stepButtons = new QVBoxLayout;
    for (QPushButton* b : {addButton, updateButton, removeButton, upButton, downButton}) stepButtons->addWidget(b);
    stepButtons->addStretch(1);
    auto* stepRow = new QHBoxLayout;
    stepRow->addWidget(steps_, 1);
    stepRow->addLayout(stepButtons);

    text_->setPlaceholderText(tr("What this step shows. Live numbers: ${S}, ${E}, ${E%}, ${s}, ${N}, ${gain}, ${s_eff}\u2026"));
    formula_->setPlaceholderText(tr("Formula, e.g. S = \\frac{1}{s + \\frac{1-s}{N}} = ${S}"));
    question_->setPlaceholderText(tr("A question for the class, e.g. What is E at N = 10^6? (the numbers stay hidden until R)"));
    question_->setAccessibleName(tr("question for the class"));
    question_->setAccessibleDescription(tr("Asked before the step's numbers are shown; R or Page Down reveals them. Empty: no question."));
    text_->setTabChangesFocus(true);
    formula_->setTabChangesFocus(true);
    formula_->setMaximumHeight(70);
    QStringList names;
    for (const auto& [name, meaning] : core::livePlaceholders())
        names << QStringLiteral("${%1}: %2")
                     .arg(QString::fromLatin1(name.data(), int(name.size())), QString::fromLatin1(meaning.data(), int(meaning.size())));
    help_->setText(tr("Live numbers"));
    help_->setToolTip(names.join(QLatin1Char('\n')));
    help_->setForegroundRole(QPalette::PlaceholderText);
    auto* form = new QFormLayout;
    form->addRow(tr("Step title:"), title_);
    form->addRow(tr("Text:"), text_);
    form->addRow(tr("Formula:"), formula_);
    form->addRow(tr("Question:"), question_);
    form->addRow(help_, preview_);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(tourRow);
    layout->addLayout(shareRow);
    layout->addLayout(stepRow, 1);
    layout->addLayout(form);

    needTour_ = {renameButton, deleteButton, playButton, exportButton, addButton, steps_};
    needStep_ = {updateButton, removeButton, upButton, downButton, title_, text_, formula_, question_};

    commitTimer_->setSingleShot(true);
    commitTimer_->setInterval(kCommitDelayMs);
    connect(commitTimer_, &QTimer::timeout, this, &TourEditor::commitFields);
    connect(newButton, &QPushButton::clicked, this, [this] { newTour(); });
    connect(renameButton, &QPushButton::clicked, this, [this] {
        const auto tour = currentTour();
        if (!tour) return;
        bool ok = false;
        const QString title =
            QInputDialog::getText(this, tr("Rename tour"), tr("Title:"), QLineEdit::Normal, QString::fromStdString(tour->title), &ok);
        if (ok && !title.trimmed().isEmpty()) renameTour(title.trimmed());
    });
    connect(deleteButton, &QPushButton::clicked, this, [this] {
        const auto tour = currentTour();
        if (tour && QMessageBox::question(
                        this, tr("Delete tour"),
                        tr("Delete the tour \"%1\"? (Edit \u25B8 Undo brings it back.)").arg(QString::fromStdString(tour->title))) ==
                        QMessageBox::Yes)
            deleteTour();
    });
    connect(playButton, &QPushButton::clicked, this, &TourEditor::play);
    const QString filter = tr("effsurf tours (*.effsurf-tour *.json);;All files (*)");
    connect(importButton, &QPushButton::clicked, this, [this, filter] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import tour"), QString(), filter);
        QString error;
        if (!path.isEmpty() && !importTour(path, &error)) QMessageBox::warning(this, tr("Cannot import the tour"), error);
    });
    connect(exportButton, &QPushButton::clicked, this, [this, filter] {
        const auto tour = currentTour();
        if (!tour) return;
        QString path = QFileDialog::getSaveFileName(this, tr("Export tour"),
                                                    QString::fromStdString(tour->id) + QStringLiteral(".effsurf-tour"), filter);
        if (path.isEmpty()) return;
        QString error;
        if (!exportTour(path, &error)) QMessageBox::warning(this, tr("Cannot export the tour"), error);
    });
    connect(addButton, &QPushButton::clicked, this, &TourEditor::addCurrentState);
    connect(updateButton, &QPushButton::clicked, this, &TourEditor::updateStepFromCurrentState);
    connect(removeButton, &QPushButton::clicked, this, &TourEditor::removeStep);
    connect(upButton, &QPushButton::clicked, this, [this] { moveStep(-1); });
    connect(downButton, &QPushButton::clicked, this, [this] { moveStep(+1); });
    // A new choice is read first, the pending text committed without
    // flushing (no rebuild inside the widget's own signal), then shown.
    connect(tours_, &QComboBox::currentIndexChanged, this, [this] {
        if (updating_) return;
        const QString chosen = tours_->currentData().toString();
        commitPendingFields(false);
        selectedTourId_ = chosen;
        selectedStep_ = currentTour() && !currentTour()->steps.empty() ? 0 : -1;
        showSteps();
    });
    connect(steps_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (updating_) return;
        commitPendingFields(false);
        selectedStep_ = row;
        showFields();
    });
    connect(steps_->model(), &QAbstractItemModel::rowsMoved, this, [this] {
        if (updating_) return;
        // Each item carries the index its step had before the drag.
        std::vector<int> order;
        for (int i = 0; i < steps_->count(); ++i) order.push_back(steps_->item(i)->data(Qt::UserRole).toInt());
        const int moved = steps_->currentRow();
        QTimer::singleShot(0, this, [this, order, moved] {
            reorderSteps(order);
            selectedStep_ = moved;
            showSteps();
        });
    });
    for (QLineEdit* line : {title_, question_}) connect(line, &QLineEdit::editingFinished, this, &TourEditor::commitFields);
    for (QPlainTextEdit* edit : {text_, formula_})
        connect(edit, &QPlainTextEdit::textChanged, this, [this] {
            if (updating_) return;
            commitTimer_->start();
            updatePreview();
        });
    showScenario(controller_->scenario());
}

bool TourEditor::tourIdTaken(const std::string& id) const {
    return std::any_of(scenario_.tours.begin(), scenario_.tours.end(), [&](const auto& t) { return t->id == id; });
}

int TourEditor::tourIndex() const {
    for (int i = 0; i < int(scenario_.tours.size()); ++i)
        if (QString::fromStdString(scenario_.tours[std::size_t(i)]->id) == selectedTourId_) return i;
    return -1;
}

std::shared_ptr<const core::Tour> TourEditor::currentTour() const {
    const int i = tourIndex();
    return i >= 0 ? scenario_.tours[std::size_t(i)] : nullptr;
}

void TourEditor::showScenario(const core::Scenario& scenario) {
    scenario_ = scenario;
    updating_ = true;
    {
        const QSignalBlocker blocker(tours_);
        tours_->clear();
        for (const auto& tour : scenario_.tours) tours_->addItem(QString::fromStdString(tour->title), QString::fromStdString(tour->id));
        if (tourIndex() < 0) selectedTourId_ = scenario_.tours.empty() ? QString() : QString::fromStdString(scenario_.tours.front()->id);
        tours_->setCurrentIndex(tourIndex());
    }
    updating_ = false;
    showSteps();
}

void TourEditor::showSteps() {
    const auto tour = currentTour();
    updating_ = true;
    steps_->clear();
    if (tour) {
        for (int i = 0; i < int(tour->steps.size()); ++i) {
            const auto& step = tour->steps[std::size_t(i)];
            auto* item = new QListWidgetItem(QStringLiteral("%1. %2").arg(i + 1).arg(QString::fromStdString(step.title)), steps_);
            item->setData(Qt::UserRole, i);
            item->setToolTip(
                QStringLiteral("s = %1, N = %2")
                    .arg(QString::fromStdString(core::formatLiveNumber(step.state->serialFraction, core::NumberNotation::Text)),
                         QString::fromStdString(core::formatLiveNumber(step.state->processors, core::NumberNotation::Text))));
        }
        selectedStep_ = std::clamp(selectedStep_, tour->steps.empty() ? -1 : 0, int(tour->steps.size()) - 1);
        steps_->setCurrentRow(selectedStep_);
    } else {
        selectedStep_ = -1;
    }
    updating_ = false;
    for (QWidget* w : needTour_) w->setEnabled(tour != nullptr);
    showFields();
}

void TourEditor::showFields() {
    const auto tour = currentTour();
    const bool haveStep = tour && selectedStep_ >= 0 && selectedStep_ < int(tour->steps.size());
    for (QWidget* w : needStep_) w->setEnabled(haveStep);
    updating_ = true;
    const auto setIfChanged = [](QPlainTextEdit* edit, const QString& text) {
        if (edit->toPlainText() != text) edit->setPlainText(text);
    };
    if (haveStep) {
        const auto& step = tour->steps[std::size_t(selectedStep_)];
        if (title_->text() != QString::fromStdString(step.title)) title_->setText(QString::fromStdString(step.title));
        setIfChanged(text_, QString::fromStdString(step.text));
        setIfChanged(formula_, QString::fromStdString(step.formula));
        if (question_->text() != QString::fromStdString(step.question)) question_->setText(QString::fromStdString(step.question));
    } else {
        question_->clear();
        title_->clear();
        text_->clear();
        formula_->clear();
    }
    updating_ = false;
    updatePreview();
}

void TourEditor::updatePreview() {
    preview_->setFormula(QString::fromStdString(
        core::substituteLiveNumbers(formula_->toPlainText().toStdString(), scenario_, core::NumberNotation::Formula)));
}

void TourEditor::replaceTour(const core::Tour& edited, int selectStep, bool flushNow) {
    auto tours = scenario_.tours;
    const int i = tourIndex();
    auto pointer = std::make_shared<const core::Tour>(edited);
    if (i >= 0) tours[std::size_t(i)] = pointer;
    else tours.push_back(pointer);
    selectedTourId_ = QString::fromStdString(edited.id);
    selectedStep_ = selectStep;
    controller_->setTours(tours);
    if (flushNow) controller_->flush();  // mirror the edit now, not at the end of the event-loop pass
}

void TourEditor::newTour(const QString& title) {
    commitFields();
    int number = 1;
    while (tourIdTaken("my-tour-" + std::to_string(number))) ++number;
    core::Tour tour;
    tour.id = "my-tour-" + std::to_string(number);
    tour.title = title.trimmed().isEmpty() ? tr("My tour %1").arg(number).toStdString() : title.trimmed().toStdString();
    selectedTourId_.clear();  // replaceTour appends
    replaceTour(tour, -1);
}

void TourEditor::renameTour(const QString& title) {
    auto tour = currentTour();
    if (!tour || title.trimmed().isEmpty()) return;
    core::Tour edited = *tour;
    edited.title = title.trimmed().toStdString();
    replaceTour(edited, selectedStep_);
}

bool TourEditor::exportTour(const QString& path, QString* error) {
    commitFields();
    const auto tour = currentTour();
    if (!tour) {
        if (error) *error = tr("no tour is selected");
        return false;
    }
    QString problem;
    const auto json = SessionFile::tourToJson(*tour, &problem);
    if (!json) {
        if (error) *error = QStringLiteral("cannot write '%1': %2").arg(path, problem);
        return false;
    }
    return SaveFile::writeAll(path, *json, error);
}

bool TourEditor::importTour(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = QStringLiteral("cannot open '%1': %2").arg(path, file.errorString());
        return false;
    }
    auto tour = SessionFile::tourFromJson(file.readAll(), path, error);
    if (!tour) return false;  // the session is untouched
    commitFields();
    // Ids are unique within a session: an imported tour whose id is taken gets a suffix.
    const std::string base = tour->id;
    for (int n = 2; tourIdTaken(tour->id); ++n) tour->id = base + "-" + std::to_string(n);
    selectedTourId_.clear();  // replaceTour appends
    replaceTour(*tour, tour->steps.empty() ? -1 : 0);
    return true;
}

void TourEditor::deleteTour() {
    const int i = tourIndex();
    if (i < 0) return;
    commitTimer_->stop();
    auto tours = scenario_.tours;
    tours.erase(tours.begin() + i);
    selectedTourId_.clear();
    controller_->setTours(tours);
    controller_->flush();
}

void TourEditor::addCurrentState() {
    commitFields();
    auto tour = currentTour();
    if (!tour) {
        newTour();
        tour = currentTour();
    }
    core::Tour edited = *tour;
    core::TourStep step;
    step.title = tr("Step %1").arg(edited.steps.size() + 1).toStdString();
    // The configuration, systems and cloud on screen; not the session's series, snapshots or tours.
    step.state = std::make_shared<const core::Scenario>(core::applyTourStep(core::Scenario{}, controller_->scenario()));
    step.view = currentView_();
    const int at = selectedStep_ < 0 ? int(edited.steps.size()) : selectedStep_ + 1;
    edited.steps.insert(edited.steps.begin() + at, std::move(step));
    replaceTour(edited, at);
}

void TourEditor::updateStepFromCurrentState() {
    auto tour = currentTour();
    if (!tour || selectedStep_ < 0 || selectedStep_ >= int(tour->steps.size())) return;
    commitFields();
    core::Tour edited = *currentTour();
    auto& step = edited.steps[std::size_t(selectedStep_)];
    step.state = std::make_shared<const core::Scenario>(core::applyTourStep(core::Scenario{}, controller_->scenario()));
    step.view = currentView_();
    replaceTour(edited, selectedStep_);
}

void TourEditor::removeStep() {
    auto tour = currentTour();
    if (!tour || selectedStep_ < 0 || selectedStep_ >= int(tour->steps.size())) return;
    commitTimer_->stop();
    core::Tour edited = *tour;
    edited.steps.erase(edited.steps.begin() + selectedStep_);
    replaceTour(edited, std::min(selectedStep_, int(edited.steps.size()) - 1));
}

void TourEditor::moveStep(int delta) {
    auto tour = currentTour();
    if (!tour) return;
    const int to = selectedStep_ + delta;
    if (selectedStep_ < 0 || to < 0 || to >= int(tour->steps.size())) return;
    commitFields();
    std::vector<int> order(tour->steps.size());
    std::iota(order.begin(), order.end(), 0);
    std::swap(order[std::size_t(selectedStep_)], order[std::size_t(to)]);
    reorderSteps(order);
    selectedStep_ = to;
    showSteps();
}

void TourEditor::reorderSteps(const std::vector<int>& order) {
    auto tour = currentTour();
    if (!tour || order.size() != tour->steps.size()) return;
    core::Tour edited = *tour;
    for (std::size_t i = 0; i < order.size(); ++i) edited.steps[i] = tour->steps.at(std::size_t(order[i]));
    replaceTour(edited, selectedStep_);
}

void TourEditor::play() {
    commitFields();
    if (auto tour = currentTour(); tour && !tour->steps.empty()) player_->start(tour, std::max(selectedStep_, 0));
}

void TourEditor::commitFields() { commitPendingFields(true); }

void TourEditor::commitPendingFields(bool flushNow) {
    commitTimer_->stop();
    auto tour = currentTour();
    if (updating_ || !tour || selectedStep_ < 0 || selectedStep_ >= int(tour->steps.size())) return;
    const auto& step = tour->steps[std::size_t(selectedStep_)];
    const std::string title = title_->text().trimmed().isEmpty() ? step.title : title_->text().trimmed().toStdString();
    const std::string text = text_->toPlainText().toStdString();
    const std::string formula = formula_->toPlainText().toStdString();
    const std::string question = question_->text().trimmed().toStdString();
    if (title == step.title && text == step.text && formula == step.formula && question == step.question) return;
    core::Tour edited = *tour;
    auto& target = edited.steps[std::size_t(selectedStep_)];
    target.title = title;
    target.text = text;
    target.formula = formula;
    target.question = question;
    replaceTour(edited, selectedStep_, flushNow);
}

}  // namespace effsurf::ui
