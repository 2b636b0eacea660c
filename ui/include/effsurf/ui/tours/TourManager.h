// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Tour.h"
#include "effsurf/core/scenario/TourView.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QDockWidget;
class QMainWindow;
class QMenu;
class QMenuBar;

namespace effsurf::ui {

class ScenarioController;
class TourEditor;
class TourPanel;
class TourPlayer;

/// Guided tours in the window: the player, the tour panel (a dock at the
/// bottom, shown while a tour runs), the tour editor ("My tours", a dock on
/// the right) and the Tours menu. The window tells it how to show a step's
/// view and how to read the view on screen.
class TourManager : public QObject {
    Q_OBJECT
public:
    /// What the tours need of the window.
    struct Window {
        QMainWindow* window = nullptr;  ///< holds the docks
        ScenarioController* controller = nullptr;
        std::function<core::TourView()> currentView;                         ///< the view on screen, as a step would store it
        std::function<void(const core::TourView&, bool animated)> showView;  ///< camera, E axis, panel and charts of a step
    };

    TourManager(Window window, QObject* parent);

    TourPlayer* player() const noexcept { return player_; }
    TourPanel* panel() const noexcept { return panel_; }
    TourEditor* editor() const noexcept { return editor_; }
    QDockWidget* editorDock() const noexcept { return editorDock_; }
    QDockWidget* panelDock() const noexcept { return panelDock_; }

    /// Built-in tours, then the session's own.
    std::vector<std::shared_ptr<const core::Tour>> availableTours() const;
    /// Starts the tour with `id` (or title); false with a message if there is none.
    bool startTour(const QString& idOrTitle, QString* error);

    /// Adds the Tours menu to the menu bar.
    void addMenu(QMenuBar* bar);
    /// The session's tours changed: the menu lists them.
    void rebuildMenu();
    /// As tall as the explanation needs, not a share of the window.
    void fitPanelDock();
    /// The tour dock is shown exactly while a tour runs.
    void showPanelDockIfActive();

signals:
    /// The tour ended: the window shows all charts again.
    void ended();

private:
    Window window_;
    TourPlayer* player_;
    TourPanel* panel_;
    QDockWidget* panelDock_;
    TourEditor* editor_;
    QDockWidget* editorDock_;
    QMenu* menu_ = nullptr;
};

}  // namespace effsurf::ui
