#pragma once

#include "effsurf/ui/session/SessionFile.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QMainWindow;
class QMenu;
class QMenuBar;

namespace effsurf::ui {

class ScenarioController;

/// The user's work as files: sessions (open, save, save as, recent), presets
/// (built-in and the user's own), the autosave every minute and the question
/// before unsaved work is closed. It owns the File menu's session entries and
/// the Presets menu; the window tells it how to read and show its view.
class SessionManager : public QObject {
    Q_OBJECT
public:
    /// What the manager needs of the window.
    struct Window {
        QMainWindow* window = nullptr;  ///< dialogs' parent; title, modified marker and status bar
        ScenarioController* controller = nullptr;
        std::function<ViewState()> viewState;                        ///< how the window shows the state now
        std::function<void(const SessionFile::Loaded&)> showLoaded;  ///< camera, E axis, lower tab and TOP500 selection of a loaded file
        std::function<void()> stopMotion;  ///< pauses the animation and ends the tour before the state is replaced
    };

    static constexpr int kAutosaveIntervalMs = 60000;
    static constexpr int kRecentCount = 8;

    SessionManager(Window window, QObject* parent);

    /// Open session, Save, Open recent, Save as: the File menu's session entries.
    void addFileActions(QMenu* file);
    /// The Presets menu: built-ins, the user's, save as preset, delete.
    void addPresetMenu(QMenuBar* bar);

    /// Opening a file that cannot be read keeps the current state and returns false with `error`.
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
    /// Saves unsaved work to autosavePath(); returns false if there was none
    /// to save or it could not be written.
    bool autosave();
    /// Removes the autosave (after a clean exit or a declined recovery).
    static void discardAutosave();

    /// Before the window closes: asks what to do with unsaved changes and
    /// saves if asked. False: the user cancelled, or saving failed (said so).
    bool confirmClose();

private:
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void rebuildPresetMenu();
    /// Save as: asks for a name; false if cancelled or not saved.
    bool saveAs();

    Window window_;
    QString sessionPath_;
    QMenu* presetMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
};

}  // namespace effsurf::ui
