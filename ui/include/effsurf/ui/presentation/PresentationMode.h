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
class QMainWindow;
class QMenu;
class QScreen;
class QSplitter;

namespace effsurf::ui {

class ControlPanel;
class ReadoutBar;

/// The presentation view (F5): the window full screen on the projector, every
/// font scaled by one factor, high contrast, only the chosen controls and the
/// large readout. It rearranges the window's parts (its Stage) and puts them
/// back exactly on leaving; the window decides what the parts are.
class PresentationMode : public QObject {
    Q_OBJECT
public:
    /// The parts of the window that the presentation view rearranges.
    struct Stage {
        QMainWindow* window = nullptr;
        QSplitter* horizontal = nullptr;  ///< controls | views
        QSplitter* vertical = nullptr;    ///< surface / lower tabs
        ControlPanel* controls = nullptr;
        ReadoutBar* readout = nullptr;
        std::vector<QDockWidget*> hiddenDocks;  ///< the analyst's docks, hidden while presenting
        std::function<bool()> darkTheme;        ///< the window's theme is dark (for the high-contrast palette)
        std::function<void()> restyle;          ///< applies the chart look the window wants now (see adjustLook)
        std::function<void()> fitTourDock;      ///< sizes the tour dock to its text
        std::function<void()> showDocksAsNow;   ///< after leaving: docks as the window is now (the tour dock follows the tour)
    };

    PresentationMode(Stage stage, QObject* parent);

    const PresentationSettings& settings() const noexcept { return settings_; }
    /// Remembers the settings and applies them at once if presenting.
    void setSettings(const PresentationSettings& settings);

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

signals:
    void presentingChanged(bool presenting);

private:
    void enter();
    void leave();

    Stage stage_;
    PresentationSettings settings_;
    bool presenting_ = false;
    QAction* presentAction_ = nullptr;
    std::vector<QAction*> shortcuts_;  ///< menu actions the window holds while the menu bar is hidden
    FontScaler fontScaler_;
    QByteArray normalGeometry_;
    QByteArray normalState_;
    QByteArray normalHorizontal_;
    QByteArray normalVertical_;
};

}  // namespace effsurf::ui
