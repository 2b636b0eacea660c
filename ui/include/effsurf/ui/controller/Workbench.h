// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <QImage>

class QWidget;

namespace effsurf::ui {

class ScenarioController;
class SurfaceView;

/// What a feature may ask of the window it works in: the controller (the one
/// way to change the state), the 3D view, and a picture of the whole window.
/// Features that record or export (figures/, animation/) depend on this
/// interface, not on MainWindow, so that window/ stays the only folder that
/// knows every feature and no feature knows the window.
class Workbench {
public:
    virtual ~Workbench() = default;

    virtual ScenarioController* controller() const = 0;
    virtual SurfaceView* surfaceView() const = 0;
    /// The whole window as on screen, with the 3D view rendered into its place.
    virtual QImage grabWindowImage() = 0;
    /// The window as a widget: the parent of dialogs and panels.
    virtual QWidget* workbenchWidget() = 0;
    /// The machine the TOP500 tab's history shows (its label), for the
    /// exported "history" figure; empty: the figure's default machine.
    virtual QString historyMachine() const { return {}; }
};

}  // namespace effsurf::ui
