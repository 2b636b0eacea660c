// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/TourManager.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/TourEditor.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTimer>

#include <algorithm>

namespace effsurf::ui {

TourManager::TourManager(Window window, QObject* parent)
    : QObject(parent),
      window_(std::move(window)),
      player_(new TourPlayer(window_.controller, window_.window)),
      panel_(new TourPanel(player_)),
      panelDock_(new QDockWidget(tr("Tour"))) {
    QMainWindow* main = window_.window;
    panelDock_->setObjectName(QStringLiteral("tourDock"));
    panelDock_->setWidget(panel_);
    main->addDockWidget(Qt::BottomDockWidgetArea, panelDock_);
    panelDock_->hide();
    editor_ = new TourEditor(window_.controller, player_, window_.currentView);
    editorDock_ = new QDockWidget(tr("My tours"));
    editorDock_->setObjectName(QStringLiteral("tourEditorDock"));
    editorDock_->setWidget(editor_);
    main->addDockWidget(Qt::RightDockWidgetArea, editorDock_);
    editorDock_->hide();
    connect(player_, &TourPlayer::started, this, [this] {
        panelDock_->show();
        fitPanelDock();
    });
    // Each step's words set the dock's height, down as well as up: a long
    // step's height kept for a short one took the lines the charts above
    // need (tour 3's history cut at its x axes at 1600x1000). After the
    // panel has laid out the new step's text.
    connect(player_, &TourPlayer::stepChanged, this, [this] { QTimer::singleShot(0, this, &TourManager::fitPanelDock); });
    connect(player_, &TourPlayer::stopped, this, [this] {
        panelDock_->hide();
        emit ended();
    });
    connect(player_, &TourPlayer::stepChanged, this, [this](int) {
        if (const core::TourStep* step = player_->currentStep()) window_.showView(step->view, player_->isAnimated());
    });
}

void TourManager::addMenu(QMenuBar* bar) {
    menu_ = bar->addMenu(tr("&Tours"));
    rebuildMenu();
}

void TourManager::rebuildMenu() {
    if (!menu_) return;
    menu_->clear();
    int number = 0;
    for (const auto& tour : BuiltinTours::all()) {
        QAction* action = menu_->addAction(BuiltinTours::translated(tour->title), this, [this, tour] { player_->start(tour); });
        action->setStatusTip(BuiltinTours::translated(tour->description));
        action->setToolTip(BuiltinTours::translated(tour->description));
        if (++number <= 9) action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_0 + number)));
    }
    const auto& own = window_.controller->scenario().tours;
    if (!own.empty()) menu_->addSection(tr("This session's tours"));
    for (const auto& tour : own)
        menu_->addAction(QString::fromStdString(tour->title), this, [this, tour] { player_->start(tour); })
            ->setEnabled(!tour->steps.empty());
    menu_->addSeparator();
    QAction* next = menu_->addAction(tr("&Next step\tPageDown, \u2192"), player_, &TourPlayer::next);
    QAction* previous = menu_->addAction(tr("&Previous step\tPageUp, \u2190"), player_, &TourPlayer::previous);
    QAction* end = menu_->addAction(tr("&End tour\tEsc"), player_, &TourPlayer::stop);
    for (QAction* a : {next, previous, end}) a->setEnabled(player_->isActive());
    // The actions are the context: clear() deletes them, and with them these connections.
    connect(player_, &TourPlayer::started, next, [next, previous, end] {
        for (QAction* a : {next, previous, end}) a->setEnabled(true);
    });
    connect(player_, &TourPlayer::stopped, next, [next, previous, end] {
        for (QAction* a : {next, previous, end}) a->setEnabled(false);
    });
    menu_->addSeparator();
    menu_->addAction(editorDock_->toggleViewAction());
    editorDock_->toggleViewAction()->setText(tr("&Record and edit my tours\u2026"));
}

std::vector<std::shared_ptr<const core::Tour>> TourManager::availableTours() const {
    std::vector<std::shared_ptr<const core::Tour>> tours = BuiltinTours::all();
    for (const auto& tour : window_.controller->scenario().tours) tours.push_back(tour);
    return tours;
}

bool TourManager::startTour(const QString& idOrTitle, QString* error) {
    for (const auto& tour : availableTours()) {
        if (QString::fromStdString(tour->id) == idOrTitle ||
            QString::fromStdString(tour->title).compare(idOrTitle, Qt::CaseInsensitive) == 0) {
            if (tour->steps.empty()) {
                if (error) *error = tr("tour \"%1\" has no steps yet").arg(idOrTitle);
                return false;
            }
            player_->start(tour);
            return true;
        }
    }
    if (error) {
        QStringList ids;
        for (const auto& tour : availableTours()) ids << QString::fromStdString(tour->id);
        *error = tr("no tour \"%1\" (tours: %2)").arg(idOrTitle, ids.join(QStringLiteral(", ")));
    }
    return false;
}

void TourManager::fitPanelDock() {
    // The panel keeps its minimum height at what its wrapped text needs
    // (TourPanel::fitHeight); the dock adds its title bar.
    if (!panelDock_->isVisible()) return;
    const int height = std::max(panel_->minimumHeight(), panel_->sizeHint().height());
    window_.window->resizeDocks({panelDock_}, {height + QFontMetrics(panelDock_->font()).height() + 12}, Qt::Vertical);
}

void TourManager::showPanelDockIfActive() { panelDock_->setVisible(player_->isActive()); }

}  // namespace effsurf::ui
