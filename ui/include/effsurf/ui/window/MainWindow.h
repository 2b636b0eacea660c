#pragma once

#include "effsurf/core/scenario/Tour.h"
#include "effsurf/ui/style/AppTheme.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/style/FontScaler.h"
#include "effsurf/ui/controller/ScenarioController.h"

#include <QElapsedTimer>
#include <QMainWindow>

#include <array>

class QDockWidget;
class QLabel;
class QSplitter;
class QTabWidget;

namespace effsurf::ui {

class ComparisonChart;
class ControlPanel;
class SurfaceView;
class ComparePanel;
class HistoryPanel;
class AnimationPanel;
class KarpFlattChart;
class ReadoutBar;
class SeriesPanel;
class SystemsPanel;
class TourEditor;
class TourPanel;
class TourPlayer;

/// effsurf's main window: the control panel, the 3D surface and the four
/// comparison charts, with live numbers in the status bar. It wires views to
/// the controller and tracks when a change has reached every view on screen
/// (`frameCompleted`), which the interaction benchmark and --screenshot use.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioController* controller() const noexcept { return controller_; }
    ControlPanel* controlPanel() const noexcept { return controls_; }
    SurfaceView* surfaceView() const noexcept { return surface_; }
    SystemsPanel* systemsPanel() const noexcept { return systems_; }
    HistoryPanel* historyPanel() const noexcept { return history_; }
    SeriesPanel* seriesPanel() const noexcept { return seriesPanel_; }
    ComparePanel* comparePanel() const noexcept { return compare_; }
    KarpFlattChart* karpFlattChart() const noexcept { return karpFlatt_; }

    /// Opens measurement files. Interactive: each shows the import preview.
    /// Otherwise (command line) a clean file loads directly and only a file
    /// with problems shows the preview. Returns how many series were loaded.
    int openMeasurements(const QStringList& paths, bool interactive);
    /// Loads a previewed import; returns an empty string or why it could not.
    QString loadMeasurements(const core::MeasurementSeries& series);

    /// Sessions (.effsurf): the whole state and the view. Opening a file that
    /// cannot be read keeps the current state and returns false with `error`.
    bool saveSession(const QString& path, QString* error);
    bool openSession(const QString& path, QString* error);
    /// Opens a built-in or user preset by id or title (like a session, but not as the session file).
    bool openPreset(const QString& idOrTitle, QString* error);
    QString sessionPath() const { return sessionPath_; }
    /// The most recently opened or saved sessions, newest first (QSettings).
    QStringList recentSessions() const;

    /// Where unsaved work is kept every minute; removed on a clean exit, so
    /// its presence at start-up means the last run did not end normally.
    static QString autosavePath();
    static constexpr int kAutosaveIntervalMs = 60000;
    /// Saves unsaved work to autosavePath(); returns false if there was none
    /// to save or it could not be written.
    bool autosave();
    /// Removes the autosave (after a clean exit or a declined recovery).
    static void discardAutosave();
    QTabWidget* lowerTabs() const noexcept { return tabs_; }
    /// Charts in order: speedup, efficiency by precision, performance, (N, s) plane.
    ComparisonChart* chart(int index) const { return charts_.at(std::size_t(index)); }
    static constexpr int kChartCount = 4;
    QString statusText() const;

    /// True once every view has shown the latest generation.
    bool isFrameComplete() const;
    /// The whole window as on screen, with the 3D view rendered into its place.
    QImage grabWindowImage();

    /// Opens the TOP500 panel, places the entries whose system name contains
    /// `nameContains` (if not empty) and shows the cloud of `edition` (if not
    /// empty). Returns a message if nothing matches or the edition is unknown.
    QString showSystems(const QString& nameContains, const QString& edition);

    /// View choices, mirrored in the control panel.
    void setCameraPreset(int preset);
    void setLogarithmicEfficiency(bool logarithmic);

    // ---- lecture mode ---------------------------------------------------
    /// What the presentation view (F5) shows; kept in QSettings.
    struct PresentationSettings {
        double fontScale = 1.6;  ///< fonts x this on the projector
        bool highContrast = true;
        ControlPanel::Groups controls = ControlPanel::SerialFractionGroup | ControlPanel::ProcessorsGroup |
                                        ControlPanel::PrecisionGroup;
        QString screenName;  ///< empty: another screen than the window's if there is one
    };
    static constexpr double kMinFontScale = 1.0;
    static constexpr double kMaxFontScale = 4.0;
    PresentationSettings presentationSettings() const { return presentation_; }
    /// Applies at once if presenting.
    void setPresentationSettings(const PresentationSettings& settings);
    /// Full screen on presentationScreen(), fonts scaled, high contrast, only
    /// the chosen controls, the large readout. Esc or F5 leaves it.
    void setPresentationMode(bool on);
    bool isPresenting() const noexcept { return presenting_; }
    QScreen* presentationScreen() const;
    ReadoutBar* readout() const noexcept { return readout_; }

    /// Light, dark or the system's theme, for the whole window (exports keep theirs).
    /// `remember`: keep it for the next run (QSettings); a command-line choice is for this run only.
    void setThemeMode(AppTheme::Mode mode, bool remember = true);
    AppTheme::Mode themeMode() const noexcept { return themeMode_; }

    TourPlayer* tourPlayer() const noexcept { return tourPlayer_; }
    TourPanel* tourPanel() const noexcept { return tourPanel_; }
    TourEditor* tourEditor() const noexcept { return tourEditor_; }
    AnimationPanel* animationPanel() const noexcept { return animation_; }
    /// Built-in tours, then the session's own.
    std::vector<std::shared_ptr<const core::Tour>> availableTours() const;
    /// Starts the tour with `id` (or title); false with a message if there is none.
    bool startTour(const QString& idOrTitle, QString* error);
    /// Camera, E axis, lower panel and visible charts of a tour step.
    void applyTourView(const core::TourView& view, bool animated);
    /// How the window shows the state now, as a tour step would store it.
    core::TourView currentTourView() const;
    /// Model charts shown ("speedup", "precision", "performance", "plane"); empty = all.
    void setVisibleCharts(const std::vector<std::string>& ids);

    /// Window layout and view choices are kept in QSettings between runs.
    void restoreLayout();
    void saveLayout() const;

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
    /// Lecture keys: PageDown/Right/Space and PageUp/Left/Backspace step a
    /// tour (presenter remotes send PageUp/PageDown), Esc leaves the
    /// presentation or ends the tour. Text fields keep their keys.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onScenarioChanged(const core::Scenario& scenario, ScenarioController::Changes changes, quint64 generation);
    void checkFrameComplete();
    void updateStatus(const core::Scenario& scenario);
    void buildMenus();
    void rebuildPresetMenu();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void rebuildTourMenu();
    void fitTourDock();
    /// Pauses the animation and ends the tour (a new session, a preset, closing).
    void stopLectureMotion();
    void applyLook(const ChartLook& look);
    /// The look the charts and the surface should have now (theme, presentation).
    ChartLook wantedLook() const;
    void buildLectureMenus(class QMenu* view);

    ScenarioController* controller_;
    ControlPanel* controls_;
    SurfaceView* surface_;
    SystemsPanel* systems_;
    HistoryPanel* history_;
    SeriesPanel* seriesPanel_;
    ComparePanel* compare_;
    KarpFlattChart* karpFlatt_;
    QTabWidget* tabs_;
    QDockWidget* systemsDock_;
    std::array<ComparisonChart*, kChartCount> charts_{};
    QSplitter* horizontal_;
    QSplitter* vertical_;
    QLabel* status_;
    quint64 pendingGeneration_ = 0;
    qint64 pendingLatencyNs_ = 0;
    QElapsedTimer pendingClock_;
    QElapsedTimer refineClock_;
    QString sessionPath_;
    class QMenu* presetMenu_ = nullptr;
    class QMenu* recentMenu_ = nullptr;
    bool firstFrameReported_ = false;

    QWidget* chartGrid_ = nullptr;
    std::vector<std::string> visibleCharts_;  ///< as set by setVisibleCharts; empty = all four
    ReadoutBar* readout_ = nullptr;
    TourPlayer* tourPlayer_ = nullptr;
    TourPanel* tourPanel_ = nullptr;
    QDockWidget* tourDock_ = nullptr;
    TourEditor* tourEditor_ = nullptr;
    QDockWidget* tourEditorDock_ = nullptr;
    AnimationPanel* animation_ = nullptr;
    QDockWidget* animationDock_ = nullptr;
    class QMenu* tourMenu_ = nullptr;
    class QAction* presentAction_ = nullptr;
    class QActionGroup* themeActions_ = nullptr;
    std::vector<class QAction*> presentationShortcuts_;
    PresentationSettings presentation_;
    bool presenting_ = false;
    FontScaler fontScaler_;
    QByteArray normalGeometry_;
    QByteArray normalState_;
    QByteArray normalHorizontal_;
    QByteArray normalVertical_;
    AppTheme::Mode themeMode_ = AppTheme::Mode::System;
};

}  // namespace effsurf::ui
