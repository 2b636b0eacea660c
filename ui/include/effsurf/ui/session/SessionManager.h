// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/session/SessionFile.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QAction;
class QLabel;
class QThread;
class QMainWindow;
class QMenu;
class QMenuBar;

namespace effsurf::ui {

class ScenarioController;

/// The user's work as files: sessions (new, open, save, save as, recent),
/// presets (built-in and the user's own), the autosave every minute, the
/// window title (the session's name and the modified marker) and the one
/// question before unsaved work is replaced. Every action that replaces the
/// state (new, open, open recent, a preset, recovery, closing) asks it the
/// same way: save, discard or cancel. It owns the File menu's session
/// entries and the Presets menu; the window tells it how to read and show
/// its view.
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
    /// Waits for an autosave still being written.
    ~SessionManager() override;

    /// New, Open session, Open recent, Save, Save as: the File menu's session entries.
    void addFileActions(QMenu* file);
    /// The Presets menu: built-ins, the user's, save as preset, delete.
    void addPresetMenu(QMenuBar* bar);

    // ---- without questions (tests, the command line, presets in tours) ----
    /// Opening a file that cannot be read keeps the current state and returns false with `error`.
    bool saveSession(const QString& path, QString* error);
    bool openSession(const QString& path, QString* error);
    /// Opens a built-in or user preset by id or title (like a session, but not as the session file).
    bool openPreset(const QString& idOrTitle, QString* error);
    /// The default state, no file, an empty undo history.
    void startNewSession();

    // ---- as the user asks for them: unsaved work is asked about first ----
    /// Save, discard or cancel before the current work is replaced by `replacement`
    /// ("opening lecture.effsurf"); true to go ahead (saved or discarded).
    bool mayReplaceWork(const QString& replacement);
    /// Asks about unsaved work, then opens; a file that cannot be read says why. True if opened.
    bool replaceWithSession(const QString& path);
    bool replaceWithPreset(const QString& idOrTitle);
    bool replaceWithNewSession();
    /// The autosave `path` of a run that did not end normally (default: this
    /// instance's own), asked about like the others. Recovered, the work is
    /// autosaved at once to this instance's file and only then the old file
    /// and its lock go, so a second crash right after still finds it; if that
    /// autosave fails the old file stays. Cancelled, it stays and is offered
    /// again at the next start.
    bool replaceWithRecoveredWork(const QString& path = {});

    QString sessionPath() const { return sessionPath_; }
    /// "lecture.effsurf", "Untitled", "Amdahl basics (preset)", "Recovered work".
    QString sessionName() const { return sessionName_; }
    /// The most recently opened or saved sessions, newest first (QSettings).
    QStringList recentSessions() const;

    /// Where this instance keeps unsaved work every minute (one file per
    /// running instance, beside a lock it holds); removed on a clean exit.
    static QString autosavePath();
    /// Autosaves of instances that did not end normally (their lock is
    /// stale), newest first: what start-up offers to recover. A running
    /// instance's autosave is never among them.
    static QStringList orphanedAutosaves();
    /// True for an autosave file (this instance's or another's).
    static bool isAutosave(const QString& path);
    /// Saves unsaved work to autosavePath(); returns false if there was none
    /// to save or it could not be written.
    bool autosave();
    /// The same on another thread (what the minute's timer does: a session of a
    /// million rows takes 0.2 s to write, which the window must not wait for).
    /// False if there was nothing to save or the last one is still being written.
    bool autosaveInBackground();
    /// Waits until an autosave in the background is on disk.
    void finishAutosave();
    /// Why the last autosave failed ("cannot write '…': No space left on
    /// device"), empty after one that succeeded. A failure shows in the
    /// status bar until an autosave succeeds.
    QString autosaveError() const { return autosaveError_; }
    /// Removes the autosave (after a clean exit or a declined recovery).
    static void discardAutosave();
    /// When an autosave was written, as the recovery question says it in the
    /// user's locale: "today at 01:17", "yesterday at 23:05", "on 03/12/2026 at 09:30".
    static QString describeWhen(const QDateTime& when, const QDateTime& now = QDateTime::currentDateTime());
    /// Removes another instance's autosave `path` and its lock (declined at start).
    static void discardOrphanedAutosave(const QString& path);
    /// Removes the locks of instances that ended without an autosave to
    /// recover (killed before their first one): nothing else ever would.
    /// Returns how many went.
    static int removeStaleLocks();
    /// Before the process ends on a signal (SIGTERM at a logout, SIGHUP):
    /// unsaved work is autosaved now, to be offered at the next start; with
    /// none, the autosave goes as at a clean exit. False if work could not be saved.
    bool autosaveBeforeTermination();

    /// Before the window closes: asks what to do with unsaved changes and
    /// saves if asked. False: the user cancelled, or saving failed (said so).
    bool confirmClose();

private:
    void rememberRecent(const QString& path);
    /// Shows or clears the status bar's autosave warning.
    void reportAutosave(const QString& error);
    void rebuildRecentMenu();
    void rebuildPresetMenu();
    /// Save as: asks for a name (the .effsurf extension added); false if cancelled or not saved.
    bool saveAs();
    /// The file the work is saved to ("" for none, then `untitledName` names
    /// it), shown in the title: "lecture.effsurf[*] — effsurf".
    void setSessionFile(const QString& path, const QString& untitledName = {});
    /// The view an autosave records: the window's, with the session file the work belongs to.
    ViewState autosaveView() const;
    /// Save: to the session's file, or Save as for untitled work; false if not saved (said why).
    bool save();
    /// The state replaced (motion stopped), the undo history started anew.
    void replaceState(const core::Scenario& scenario);
    /// replaceState with a loaded file's state, and its view shown.
    void showLoadedState(const SessionFile::Loaded& loaded);

    Window window_;
    QString sessionPath_;
    QString sessionName_;
    QThread* autosaving_ = nullptr;
    QString autosaveError_;
    int autosaveRun_ = 0;  ///< the latest autosave: an earlier one's report is stale
    QLabel* autosaveWarning_ = nullptr;
    QMenu* presetMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
};

}  // namespace effsurf::ui
