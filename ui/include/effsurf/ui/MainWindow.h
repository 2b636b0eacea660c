#pragma once

#include "effsurf/ui/ScenarioController.h"

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
class KarpFlattChart;
class SeriesPanel;
class SystemsPanel;

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

    /// Window layout and view choices are kept in QSettings between runs.
    void restoreLayout();
    void saveLayout() const;

signals:
    /// Every view shows `generation`; `latencyNs` since the change was requested.
    void frameCompleted(quint64 generation, qint64 latencyNs);
    void firstFrameCompleted();
    /// The full-resolution surface is back on screen `latencyNs` after an interaction ended.
    void refineCompleted(qint64 latencyNs);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void onScenarioChanged(const core::Scenario& scenario, ScenarioController::Changes changes, quint64 generation);
    void checkFrameComplete();
    void updateStatus(const core::Scenario& scenario);
    void buildMenus();
    void rebuildPresetMenu();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();

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
};

}  // namespace effsurf::ui
