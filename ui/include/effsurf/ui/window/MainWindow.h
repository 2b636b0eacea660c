// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Tour.h"
#include "effsurf/core/scenario/TourView.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controller/Workbench.h"
#include "effsurf/ui/presentation/PresentationSettings.h"
#include "effsurf/ui/style/AppTheme.h"

#include <QElapsedTimer>
#include <QMainWindow>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

class QDockWidget;
class QLabel;
class QSplitter;
class QTabWidget;

namespace effsurf::ui {

class AnimationPanel;
class ComparePanel;
class ComparisonChart;
class ControlPanel;
class HistoryPanel;
class InkController;
class LectureKeyFilter;
class KarpFlattChart;
class TrainingWorkspace;
class MeasurementLoader;
class ModelChartGrid;
class PresentationMode;
class ReadoutBar;
class SeriesPanel;
class MeasurePanel;
class SessionManager;
class StatusReadout;
class SurfaceView;
class SystemsPanel;
class TourEditor;
class TourManager;
class TourPanel;
class TourPlayer;

/// effsurf's main window. It composes the features (each builds its own
/// widgets, docks and menus: SessionManager, TourManager, PresentationMode,
/// MeasurementLoader, ModelChartGrid, ...), sends every state change to the
/// views (onScenarioChanged) and tracks when a change has reached every view
/// on screen (`frameCompleted`), which the interaction benchmark and
/// --screenshot use. The methods below that only forward to a feature keep
/// one place for the app, the tests and the benchmark to drive the window.
class MeasurementsTab;
class MainWindow : public QMainWindow, public Workbench {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // ---- Workbench: what features may ask of the window ----------------
    ScenarioController* controller() const override { return controller_; }
    SurfaceView* surfaceView() const override { return surface_; }
    /// The whole window as on screen, with the 3D view rendered into its place.
    /// The window's picture (the 3D frame painted in; the ink over it when "Ink in recordings" is on).
    QImage grabWindowImage() override;
    /// The presentation view's pen and spotlight.
    InkController* ink() const { return ink_; }
    QWidget* workbenchWidget() override { return this; }
    QString historyMachine() const override;

    ControlPanel* controlPanel() const noexcept { return controls_; }
    SystemsPanel* systemsPanel() const noexcept { return systems_; }
    HistoryPanel* historyPanel() const noexcept { return history_; }
    SeriesPanel* seriesPanel() const noexcept { return seriesPanel_; }
    MeasurePanel* measurePanel() const noexcept { return measurePanel_; }
    ComparePanel* comparePanel() const noexcept { return compare_; }
    KarpFlattChart* karpFlattChart() const noexcept { return karpFlatt_; }
    TrainingWorkspace* trainingWorkspace() const noexcept { return training_; }
    QTabWidget* lowerTabs() const noexcept { return tabs_; }
    /// Shows the lower tab `id` ("model", "history", "measurements", "compare", as
    /// tour steps and --tab name them); false if there is no such tab.
    bool showPanel(std::string_view id);
    /// The user guide's section F1 opens with the mouse at `globalPosition`:
    /// that of the panel under it (the one with the focus if the mouse is
    /// elsewhere), else the page of the tab on screen; the lecture page in
    /// the presentation view.
    QString manualPageAt(const QPoint& globalPosition) const;
    /// Charts in order: speedup, efficiency by precision, performance, (N, s) plane.
    ComparisonChart* chart(int index) const;
    QString statusText() const;

    // ---- measurements (data/MeasurementLoader) ---------------------------
    /// Opens measurement files. Interactive: each shows the import preview.
    /// Otherwise (command line) a clean file loads directly and only a file
    /// with problems shows the preview. Returns how many series were loaded.
    int openMeasurements(const QStringList& paths, bool interactive);
    /// Loads a previewed import; returns an empty string or why it could not.
    QString loadMeasurements(const core::MeasurementSeries& series);

    // ---- sessions and presets (session/SessionManager) -------------------
    /// Opening a file that cannot be read keeps the current state and returns false with `error`.
    bool saveSession(const QString& path, QString* error);
    bool openSession(const QString& path, QString* error);
    /// Opens a built-in or user preset by id or title (like a session, but not as the session file).
    bool openPreset(const QString& idOrTitle, QString* error);
    /// Files dropped on the window or opened as the user would: sessions (by
    /// content, whatever their name) after the question about unsaved work,
    /// tours imported, everything else through the measurement preview.
    void openFilesAsUser(const QStringList& paths);
    /// The autosave `path` of a crashed run (default: this instance's), after
    /// the question about unsaved work; true if recovered.
    bool recoverAutosave(const QString& path = {});
    SessionManager* sessionManager() const noexcept { return sessions_; }
    QString sessionPath() const;
    /// The name in the title: "lecture.effsurf", "Untitled", ...
    QString sessionName() const;
    /// The most recently opened or saved sessions, newest first (QSettings).
    QStringList recentSessions() const;
    /// Where unsaved work is kept every minute (see SessionManager).
    static QString autosavePath();
    /// Saves unsaved work to autosavePath(); false if there was none or it could not be written.
    bool autosave();
    /// Removes the autosave (after a clean exit or a declined recovery).
    static void discardAutosave();
    /// Before the process ends on SIGTERM or SIGHUP: a last autosave of unsaved
    /// work (see SessionManager); false if it could not be written.
    bool autosaveBeforeTermination();

    /// True once every view has shown the latest generation.
    bool isFrameComplete() const;

    /// Opens the TOP500 panel, places the entries whose system name contains
    /// `nameContains` (if not empty) and shows the cloud of `edition` (if not
    /// empty). Returns a message if nothing matches or the edition is unknown.
    QString showSystems(const QString& nameContains, const QString& edition);

    /// View choices, mirrored in the control panel.
    void setCameraPreset(int preset);
    void setLogarithmicEfficiency(bool logarithmic);

    // ---- lecture mode (presentation/, tours/, animation/) ----------------
    PresentationSettings presentationSettings() const;
    /// Applies at once if presenting.
    /// `remember`: keep them for the next run; a command-line choice is for this run only.
    void setPresentationSettings(const PresentationSettings& settings, bool remember = true);
    /// Full screen on presentationScreen(), fonts scaled, high contrast, only
    /// the chosen controls, the large readout. Esc or F5 leaves it.
    void setPresentationMode(bool on);
    bool isPresenting() const;
    QScreen* presentationScreen() const;
    ReadoutBar* readout() const noexcept { return readout_; }

    /// Light, dark or the system's theme, for the whole window (exports keep theirs).
    /// `remember`: keep it for the next run (QSettings); a command-line choice is for this run only.
    void setThemeMode(AppTheme::Mode mode, bool remember = true);
    AppTheme::Mode themeMode() const noexcept { return themeMode_; }

    TourPlayer* tourPlayer() const;
    TourPanel* tourPanel() const;
    TourEditor* tourEditor() const;
    AnimationPanel* animationPanel() const noexcept { return animation_; }
    /// Built-in tours, then the session's own.
    std::vector<std::shared_ptr<const core::Tour>> availableTours() const;
    /// Starts the tour with `id` (or title); false with a message if there is none.
    bool startTour(const QString& idOrTitle, QString* error);
    /// Camera, E axis, lower panel and visible charts of a tour step.
    void applyTourView(const core::TourView& view, bool animated);
    /// How the window shows the state now, as a tour step would store it.
    core::TourView currentTourView() const;
    /// Model charts shown (core::ViewNames::modelCharts: "speedup", "efficiency", "performance", "plane"); empty = all.
    void setVisibleCharts(const std::vector<std::string>& ids);

    /// Starts reading the built-in TOP500 catalog (36 ms) on another thread,
    /// so that it is ready when the window being built asks for it: call
    /// before constructing the window (a second core works meanwhile).
    static void prepareBuiltinData();
    /// The first frame draws the surface at the drag's resolution (64x64, as
    /// the start-up floor program does) and the full 256x256 mesh follows at
    /// once, as after a drag: the window is on screen sooner. Call before
    /// show(); screenshots and tests start at full resolution.
    void startWithCoarseSurface();

    /// Window layout and view choices are kept in QSettings between runs.
    void restoreLayout();
    void saveLayout() const;
    /// Command-line choices are for this run only (`effsurf --present --size
    /// 1024x768` emulating a projector must not become the desk's size):
    /// saveLayout leaves the geometry and splitters, and the camera and E
    /// axis as long as they are still the command line's, as they were.
    void setWindowSizeForThisRun(const QSize& size);
    void setCameraPresetForThisRun(int preset);
    void setLogarithmicEfficiencyForThisRun(bool logarithmic);

signals:
    /// Every view shows `generation`; `latencyNs` since the change was requested.
    void frameCompleted(quint64 generation, qint64 latencyNs);
    void firstFrameCompleted();
    /// The full-resolution surface is back on screen `latencyNs` after an interaction ended.
    void refineCompleted(qint64 latencyNs);
    void presentationModeChanged(bool presenting);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    friend class WindowMenus;    // builds the menus from the window's parts
    friend class WindowLecture;  // joins the lecture's tools (pen, spotlight, questions) to the window
    friend class WindowHelp;     // names the parts' guide sections for F1
    /// The id of the lower tab on screen ("model", "history", ...).
    std::string_view currentPanelId() const;
    QWidget* buildCentralWidget();
    void buildFeatures();
    void connectViews();
    void onScenarioChanged(const core::Scenario& scenario, ScenarioController::Changes changes, quint64 generation);
    void checkFrameComplete();
    void updateStatus(const core::Scenario& scenario);
    /// Pauses the animation and ends the tour (a new session, a preset, closing).
    void stopLectureMotion();
    void applyLook(const ChartLook& look);
    /// The look the charts and the surface should have now (theme, presentation).
    ChartLook wantedLook() const;

    ScenarioController* controller_;
    ControlPanel* controls_;
    SurfaceView* surface_;
    SystemsPanel* systems_;
    HistoryPanel* history_;
    SeriesPanel* seriesPanel_;
    MeasurePanel* measurePanel_;
    ComparePanel* compare_;
    KarpFlattChart* karpFlatt_;
    TrainingWorkspace* training_;
    bool geometryForThisRun_ = false;
    int cameraForThisRun_ = -1;     ///< the command line's camera preset, -1: none
    int logEForThisRun_ = -1;       ///< the command line's E axis (0 linear, 1 log), -1: none
    bool trajectoryShown_ = false;  ///< the surface shows a training run's trajectory
    QTabWidget* tabs_;
    QDockWidget* systemsDock_;
    ModelChartGrid* chartGrid_ = nullptr;
    QWidget* controlsArea_ = nullptr;  ///< the controls' scroll area
    QSplitter* horizontal_;
    QSplitter* vertical_;
    StatusReadout* status_;
    ReadoutBar* readout_ = nullptr;
    AnimationPanel* animation_ = nullptr;
    QDockWidget* animationDock_ = nullptr;
    class QActionGroup* axisFitActions_ = nullptr;
    class QActionGroup* themeActions_ = nullptr;
    AppTheme::Mode themeMode_ = AppTheme::Mode::System;

    SessionManager* sessions_ = nullptr;
    TourManager* tours_ = nullptr;
    PresentationMode* presentation_ = nullptr;
    MeasurementLoader* measurements_ = nullptr;
    MeasurementsTab* measurementsTab_ = nullptr;
    InkController* ink_ = nullptr;
    LectureKeyFilter* lectureKeys_ = nullptr;  ///< installed on the application; removed first on destruction

    quint64 pendingGeneration_ = 0;
    qint64 pendingLatencyNs_ = 0;
    QElapsedTimer pendingClock_;
    QElapsedTimer refineClock_;
    bool firstFrameReported_ = false;
    bool coarseStart_ = false;  ///< the surface is at the drag's resolution until the first frame is on screen
};

}  // namespace effsurf::ui
