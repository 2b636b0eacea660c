// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/presentation/PresentationSettings.h"
#include "effsurf/ui/style/ChartLook.h"
#include "effsurf/ui/style/FontScaler.h"

#include <QByteArray>
#include <QObject>

#include <functional>
#include <vector>

class QAction;
class QDockWidget;
class QTabWidget;
class QMainWindow;
class QMenu;
class QScreen;
class QSplitter;
class QTimer;

namespace effsurf::ui {

class ControlPanel;
class ModelChartGrid;
class ReadoutBar;

/// The presentation view (F5): the window full screen on the projector, laid
/// out for the room rather than shrunk from the desktop: the large readout on
/// top, the surface filling the left of the stage with at most two charts
/// stacked beside it (the tour step's, or the lecturer's choice), the chosen
/// controls in one strip across the width below, the tour panel at the
/// bottom. Every text is at least PresentationSettings::textPixels tall for
/// the window's size (24 px at 1920x1080 and the default factor), lines and
/// markers scaled with it, and all of it follows the window when it is
/// resized or moved to another screen. It rearranges the window's parts (its
/// Stage) and puts them back exactly on leaving; the window decides what the
/// parts are.
class PresentationMode : public QObject {
    Q_OBJECT
public:
    /// The parts of the window that the presentation view rearranges.
    struct Stage {
        QMainWindow* window = nullptr;
        QSplitter* horizontal = nullptr;  ///< controls | views (views over the control strip while presenting)
        QSplitter* vertical = nullptr;    ///< surface / lower tabs (side by side while presenting)
        QWidget* controlsArea = nullptr;  ///< what holds the controls in `horizontal` (their scroll area)
        ControlPanel* controls = nullptr;
        QTabWidget* lowerTabs = nullptr;  ///< its tab bar hides while presenting: tour steps choose the panel
        ModelChartGrid* charts = nullptr;
        ReadoutBar* readout = nullptr;
        std::vector<QDockWidget*> hiddenDocks;  ///< the analyst's docks, hidden while presenting
        QDockWidget* tourDock = nullptr;        ///< shown as the tour goes; no title bar while presenting
        std::function<bool()> darkTheme;        ///< the window's theme is dark (for the high-contrast palette)
        std::function<void()> restyle;          ///< applies the chart look the window wants now (see adjustLook)
        /// The smallest text the views that size their own (the 3D view) must keep; 0: the desk's.
        std::function<void(double)> setMinimumTextPixels;
        /// The lower panels keep to their main chart while presenting (or show everything again).
        std::function<void(bool)> focusPanels;
        std::function<void()> fitTourDock;           ///< sizes the tour dock to its text
        std::function<void()> showDocksAsNow;        ///< after leaving: docks as the window is now (the tour dock follows the tour)
        std::function<void(QMenu*)> addToStageMenu;  ///< more of the stage's menu (the pen and the spotlight)
    };

    PresentationMode(Stage stage, QObject* parent);

    const PresentationSettings& settings() const noexcept { return settings_; }
    /// Remembers the settings and applies them at once if presenting.
    /// `remember`: saved for the next run (false for a command-line choice).
    void setSettings(const PresentationSettings& settings, bool remember = true);

    /// Full screen on screen(), fonts scaled, high contrast, only the chosen
    /// controls, the large readout. Esc or F5 leaves it.
    void setPresenting(bool on);
    bool isPresenting() const noexcept { return presenting_; }
    /// The screen to present on: the named one, else another than the window's, else the window's.
    QScreen* screen() const;

    /// The chart look while presenting: the theme's look, high contrast if
    /// chosen, fonts scaled. Unchanged when not presenting.
    ChartLook adjustLook(const ChartLook& themeLook) const;
    /// The theme changed: the high-contrast palette follows it.
    void themeChanged(bool dark);

    /// "Presentation view" (F5) and "Presentation settings..." for the View menu.
    void addActions(QMenu* view);

    /// The state on screen changed in what it shows (a tour step, other
    /// systems, another law): the charts beside the surface are counted again
    /// (a longer legend may leave room for one only), at the end of this pass.
    void relayout();

    /// The controls showed a new state: if their strip no longer fits the
    /// window with the names beside the sliders (a longer alpha, "α =
    /// 0.999999"), symbols take their place now. Cheap when nothing changed,
    /// as it runs at every drawn state. Names come back once the state has
    /// rested a moment with room for them (a drag flips the strip once, not
    /// at every frame).
    void refitStrip();

    /// The stage's menu (a right click or the Menu key in the presentation
    /// view): the law and the camera as the control panel offers them, and
    /// leaving, so that neither needs the desk (issue 44). The caller owns it.
    QMenu* stageMenu(QWidget* parent);

    /// The smallest text's height now (PresentationSettings::textPixels of the window); 0 when not presenting.
    double textPixels() const noexcept { return presenting_ ? textPixels_ : 0.0; }

signals:
    void presentingChanged(bool presenting);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void enter();
    void leave();
    /// The parts laid out for the room (or back for the desk).
    void arrange(bool presenting);
    /// Text, lines and the stage's proportions for the window's size now.
    void applyScale();
    /// The splitters' shares for the window's size and the strip's height.
    void distributeSpace();
    /// The width the controls' strip can have in the window as it is now.
    int stripRoom() const;

    Stage stage_;
    PresentationSettings settings_;
    bool presenting_ = false;
    QAction* presentAction_ = nullptr;
    std::vector<QAction*> shortcuts_;  ///< menu actions the window holds while the menu bar is hidden
    FontScaler fontScaler_;
    double textPixels_ = 0.0;  ///< the smallest text's height applied now
    double chartScale_ = 1.0;  ///< the charts' font scale that gives textPixels_
    bool rescalePending_ = false;
    QTimer* namesBack_ = nullptr;  ///< a compact strip tries its names again when the state rests
    QByteArray normalGeometry_;
    QByteArray normalState_;
    QByteArray normalHorizontal_;
    QByteArray normalVertical_;
};

}  // namespace effsurf::ui
