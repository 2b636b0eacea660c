// SPDX-License-Identifier: MIT
#include "effsurf/ui/session/SessionManager.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/session/Presets.h"
#include "effsurf/ui/widgets/FileChooser.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QCoreApplication>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QLockFile>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include <memory>

namespace effsurf::ui {

namespace {
QStringList sessionFilters() { return {SessionManager::tr("effsurf sessions (*.effsurf)"), SessionManager::tr("All files (*)")}; }
constexpr const char* kSuffix = "effsurf";

QString autosaveDirectory() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

/// This instance's lock beside its autosave: held while it runs, so another
/// instance can tell a running one's autosave from a crashed one's.
QLockFile& instanceLock() {
    static QLockFile lock = [] {
        QDir().mkpath(autosaveDirectory());
        return QLockFile(autosaveDirectory() + QStringLiteral("/autosave-%1.lock").arg(QCoreApplication::applicationPid()));
    }();
    return lock;
}

}  // namespace

SessionManager::SessionManager(Window window, QObject* parent) : QObject(parent), window_(std::move(window)) {
    instanceLock().tryLock(0);  // ours already (another window of this process) is fine too
    removeStaleLocks();
    auto* autosaveTimer = new QTimer(this);
    autosaveTimer->setInterval(kAutosaveIntervalMs);
    connect(autosaveTimer, &QTimer::timeout, this, &SessionManager::autosaveInBackground);
    autosaveTimer->start();
    setSessionFile({}, tr("Untitled"));
}

void SessionManager::setSessionFile(const QString& path, const QString& untitledName) {
    sessionPath_ = path;
    window_.window->setWindowFilePath(path);
    sessionName_ = path.isEmpty() ? untitledName : QFileInfo(path).fileName();
    window_.window->setWindowTitle(tr("%1[*] \u2014 effsurf").arg(sessionName_));
}

bool SessionManager::save() {
    if (sessionPath_.isEmpty()) return saveAs();
    QString error;
    if (saveSession(sessionPath_, &error)) return true;
    QMessageBox::warning(window_.window, tr("Cannot save session"), error);
    return false;
}

bool SessionManager::saveAs() {
    const QString start = sessionPath_.isEmpty() ? QDir::home().filePath(QStringLiteral("session.effsurf")) : sessionPath_;
    const QString path =
        FileChooser::askSavePath(window_.window, tr("Save session"), start, sessionFilters(), QString::fromLatin1(kSuffix));
    if (path.isEmpty()) return false;
    QString error;
    if (!saveSession(path, &error)) QMessageBox::warning(window_.window, tr("Cannot save session"), error);
    return error.isEmpty();
}

void SessionManager::addFileActions(QMenu* file) {
    QAction* newSession = file->addAction(tr("&New session"), this, [this] { replaceWithNewSession(); });
    newSession->setObjectName(QStringLiteral("newSession"));
    newSession->setShortcut(QKeySequence::New);
    QAction* openSessionAction = file->addAction(tr("Open &session\u2026"), this, [this] {
        // The question first: nothing is lost, whatever the file dialog then does.
        if (!mayReplaceWork(tr("opening another session"))) return;
        const QString path =
            QFileDialog::getOpenFileName(window_.window, tr("Open session"), QString(), sessionFilters().join(QStringLiteral(";;")));
        QString error;
        if (!path.isEmpty() && !openSession(path, &error)) QMessageBox::warning(window_.window, tr("Cannot open session"), error);
    });
    openSessionAction->setObjectName(QStringLiteral("openSession"));
    openSessionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    recentMenu_ = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    QAction* saveAction = file->addAction(tr("&Save session"), this, [this] { save(); });
    saveAction->setObjectName(QStringLiteral("saveSession"));
    saveAction->setShortcut(QKeySequence::Save);
    QAction* saveAsAction = file->addAction(tr("Save session &as\u2026"), this, [this] { saveAs(); });
    saveAsAction->setObjectName(QStringLiteral("saveSessionAs"));
    saveAsAction->setShortcut(QKeySequence::SaveAs);
}

void SessionManager::addPresetMenu(QMenuBar* bar) {
    presetMenu_ = bar->addMenu(tr("&Presets"));
    rebuildPresetMenu();
}

QStringList SessionManager::recentSessions() const { return QSettings().value(QStringLiteral("recentSessions")).toStringList(); }

void SessionManager::rememberRecent(const QString& path) {
    QStringList recent = recentSessions();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kRecentCount) recent.removeLast();
    QSettings().setValue(QStringLiteral("recentSessions"), recent);
    rebuildRecentMenu();
}

void SessionManager::rebuildRecentMenu() {
    if (!recentMenu_) return;
    recentMenu_->clear();
    for (const QString& path : recentSessions()) {
        QAction* action = recentMenu_->addAction(path, this, [this, path] { replaceWithSession(path); });
        action->setObjectName(QStringLiteral("recent:") + path);
    }
    recentMenu_->setEnabled(!recentMenu_->isEmpty());
}

QString SessionManager::autosavePath() {
    // One file per instance: two windows never write over each other's work.
    return autosaveDirectory() + QStringLiteral("/autosave-%1.effsurf").arg(QCoreApplication::applicationPid());
}

bool SessionManager::isAutosave(const QString& path) {
    const QFileInfo info(path);
    return info.absolutePath() == QFileInfo(autosaveDirectory()).absoluteFilePath() &&
           info.fileName().startsWith(QLatin1String("autosave")) && info.suffix() == QLatin1String("effsurf");
}

QStringList SessionManager::orphanedAutosaves() {
    QStringList orphans;
    const QDir dir(autosaveDirectory());
    const QString own = QFileInfo(autosavePath()).fileName();
    for (const QFileInfo& file : dir.entryInfoList({QStringLiteral("autosave*.effsurf")}, QDir::Files, QDir::Time)) {
        if (file.fileName() == own) continue;
        // "autosave-<pid>.effsurf" of an instance still running has its lock held.
        const QString pid = file.completeBaseName().section(QLatin1Char('-'), 1, 1);
        if (!pid.isEmpty()) {
            QLockFile lock(dir.filePath(QStringLiteral("autosave-%1.lock").arg(pid)));
            if (!lock.tryLock(0)) continue;  // that instance is alive
            lock.unlock();
        }
        orphans << file.absoluteFilePath();  // newest first
    }
    return orphans;
}

bool SessionManager::autosave() {
    if (!window_.window->isWindowModified()) return false;
    finishAutosave();
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QString error;
    const bool saved = SessionFile::save(autosavePath(), window_.controller->scenario(), autosaveView(), &error);
    ++autosaveRun_;  // a report still queued from an earlier one in the background is stale now
    reportAutosave(error);
    return saved;
}

bool SessionManager::autosaveInBackground() {
    if (!window_.window->isWindowModified() || autosaving_) return false;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    // The state is a value whose data are shared and immutable: a copy is cheap
    // and safe to read on another thread while the window goes on drawing.
    auto error = std::make_shared<QString>();
    const int run = ++autosaveRun_;
    // The path on this thread: it depends on the environment, which is this thread's to read.
    autosaving_ = QThread::create([path = autosavePath(), state = window_.controller->scenario(), view = autosaveView(), error] {
        SessionFile::save(path, state, view, error.get());
    });
    connect(autosaving_, &QThread::finished, this, [this, error, run] {
        finishAutosave();
        if (run == autosaveRun_) reportAutosave(*error);
    });
    autosaving_->start();
    return true;
}

ViewState SessionManager::autosaveView() const {
    ViewState view = window_.viewState();
    view.sessionPath = sessionPath_;
    return view;
}

void SessionManager::reportAutosave(const QString& error) {
    autosaveError_ = error;
    if (error.isEmpty()) {
        if (autosaveWarning_) autosaveWarning_->hide();
        return;
    }
    // Said where the user looks, and kept there until an autosave succeeds:
    // until then the work is not protected against a crash.
    if (!autosaveWarning_) {
        autosaveWarning_ = new QLabel(window_.window);
        autosaveWarning_->setObjectName(QStringLiteral("autosave-warning"));
        // Bold in the theme's own text colour: legible in both themes.
        autosaveWarning_->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; }"));
        window_.window->statusBar()->addPermanentWidget(autosaveWarning_);
    }
    const QString reason = error.section(QStringLiteral("': "), -1);
    autosaveWarning_->setText(tr("⚠ Autosave failed: %1").arg(reason));
    autosaveWarning_->setToolTip(tr("%1\nUntil an autosave succeeds, a crash would lose the unsaved work: "
                                    "free some space, or save the session elsewhere.")
                                     .arg(error));
    autosaveWarning_->show();
}

void SessionManager::finishAutosave() {
    if (!autosaving_) return;
    autosaving_->wait();
    delete autosaving_;
    autosaving_ = nullptr;
}

SessionManager::~SessionManager() { finishAutosave(); }

void SessionManager::discardAutosave() { QFile::remove(autosavePath()); }

bool SessionManager::saveSession(const QString& path, QString* error) {
    if (!SessionFile::save(path, window_.controller->scenario(), window_.viewState(), error)) return false;
    // The work is on disk: an autosave that failed before no longer leaves it unprotected.
    ++autosaveRun_;
    reportAutosave({});
    window_.controller->undoStack()->setClean();
    setSessionFile(path);
    rememberRecent(path);
    window_.window->statusBar()->showMessage(tr("Session saved to %1").arg(path), 5000);
    return true;
}

void SessionManager::replaceState(const core::Scenario& scenario) {
    window_.stopMotion();
    window_.controller->setScenario(scenario);
    window_.controller->flush();
    window_.controller->undoStack()->clear();
}

void SessionManager::showLoadedState(const SessionFile::Loaded& loaded) {
    replaceState(loaded.scenario);
    window_.showLoaded(loaded);
}

bool SessionManager::openPreset(const QString& idOrTitle, QString* error) {
    const auto loaded = Presets::load(idOrTitle, error);
    if (!loaded) return false;
    // A preset starts new work from a template: saving must not go into the
    // session opened before it.
    showLoadedState(*loaded);
    setSessionFile({}, tr("%1 (preset)").arg(loaded->title.isEmpty() ? idOrTitle : loaded->title));
    if (!loaded->description.isEmpty())
        window_.window->statusBar()->showMessage(loaded->title + QStringLiteral(": ") + loaded->description, 15000);
    return true;
}

void SessionManager::startNewSession() {
    replaceState(core::Scenario{});
    setSessionFile({}, tr("Untitled"));
}

void SessionManager::rebuildPresetMenu() {
    presetMenu_->clear();
    bool userSection = false;
    for (const auto& preset : Presets::all()) {
        if (!preset.builtIn && !userSection) {
            presetMenu_->addSeparator();
            userSection = true;
        }
        QAction* action = presetMenu_->addAction(preset.title, this, [this, id = preset.id] { replaceWithPreset(id); });
        action->setObjectName(QStringLiteral("preset:") + preset.id);
        action->setToolTip(preset.description);
        action->setStatusTip(preset.description);
    }
    presetMenu_->addSeparator();
    presetMenu_->addAction(tr("Save as preset\u2026"), this, [this] {
        const QString title = QInputDialog::getText(window_.window, tr("Save as preset"), tr("Preset name:"));
        if (title.trimmed().isEmpty()) return;
        QString error;
        if (!Presets::saveUser(title.trimmed(), window_.controller->scenario(), window_.viewState(), &error))
            QMessageBox::warning(window_.window, tr("Cannot save preset"), error);
        rebuildPresetMenu();
    });
    QMenu* remove = presetMenu_->addMenu(tr("Delete preset"));
    for (const auto& preset : Presets::all()) {
        if (preset.builtIn) continue;
        remove->addAction(preset.title, this, [this, id = preset.id] {
            QString error;
            if (!Presets::removeUser(id, &error)) QMessageBox::warning(window_.window, tr("Cannot delete preset"), error);
            rebuildPresetMenu();
        });
    }
    remove->setEnabled(!remove->isEmpty());
}

bool SessionManager::openSession(const QString& path, QString* error) {
    const auto loaded = SessionFile::load(path, error);
    if (!loaded) return false;  // the current state is untouched
    showLoadedState(*loaded);
    if (isAutosave(path)) {
        // Recovered work is unsaved work, marked modified, under the name
        // and path of the session it came from (Save writes it back there),
        // or "Recovered work" if it was never saved.
        setSessionFile(loaded->view.sessionPath, tr("Recovered work"));
        window_.controller->undoStack()->resetClean();
        window_.window->setWindowModified(true);
    } else {
        setSessionFile(path);
        rememberRecent(path);
    }
    return true;
}

bool SessionManager::mayReplaceWork(const QString& replacement) {
    if (!window_.window->isWindowModified()) return true;
    QMessageBox box(QMessageBox::Question, tr("Unsaved changes"),
                    tr("Save the changes to \"%1\" before %2?").arg(sessionName_, replacement),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_.window);
    box.setInformativeText(tr("Discarded changes cannot be brought back."));
    box.button(QMessageBox::Discard)->setText(tr("Discard changes"));
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    if (answer == QMessageBox::Discard) return true;
    return answer == QMessageBox::Save && save();
}

bool SessionManager::replaceWithSession(const QString& path) {
    if (!mayReplaceWork(tr("opening \"%1\"").arg(QFileInfo(path).fileName()))) return false;
    QString error;
    if (openSession(path, &error)) return true;
    QMessageBox::warning(window_.window, tr("Cannot open session"), error);
    return false;
}

bool SessionManager::replaceWithPreset(const QString& idOrTitle) {
    const auto preset = Presets::find(idOrTitle);
    if (!mayReplaceWork(tr("opening the preset \"%1\"").arg(preset ? preset->title : idOrTitle))) return false;
    QString error;
    if (openPreset(idOrTitle, &error)) return true;
    QMessageBox::warning(window_.window, tr("Cannot open preset"), error);
    return false;
}

bool SessionManager::replaceWithNewSession() {
    if (!mayReplaceWork(tr("starting a new session"))) return false;
    startNewSession();
    return true;
}

bool SessionManager::replaceWithRecoveredWork(const QString& path) {
    const QString from = path.isEmpty() ? autosavePath() : path;
    // Cancelled, the autosave stays where it is: offered again at the next start.
    if (!mayReplaceWork(tr("recovering the autosaved work"))) return false;
    QString error;
    if (!openSession(from, &error)) {
        QMessageBox::warning(window_.window, tr("Cannot recover"), error);
        return false;
    }
    // The work lives on in this window once it is in this instance's own
    // autosave: written now, not at the next minute's timer, so that a second
    // crash (or a logout) right after the recovery still finds it. Only then
    // does the old file go; if the autosave failed (said in the status bar)
    // the old file stays, to be offered again.
    if (from != autosavePath() && autosave()) discardOrphanedAutosave(from);
    return true;
}

QString SessionManager::describeWhen(const QDateTime& when, const QDateTime& now) {
    const QLocale locale;
    const QString time = locale.toString(when.time(), QLocale::ShortFormat);
    const qint64 daysAgo = when.date().daysTo(now.date());
    if (daysAgo == 0) return tr("today at %1").arg(time);
    if (daysAgo == 1) return tr("yesterday at %1").arg(time);
    return tr("on %1 at %2").arg(locale.toString(when.date(), QLocale::ShortFormat), time);
}

void SessionManager::discardOrphanedAutosave(const QString& path) {
    QFile::remove(path);
    const QFileInfo info(path);
    const QString pid = info.completeBaseName().section(QLatin1Char('-'), 1, 1);
    if (pid.isEmpty()) return;
    // The dead instance's lock: taking it over and releasing it removes the file.
    QLockFile lock(info.absoluteDir().filePath(QStringLiteral("autosave-%1.lock").arg(pid)));
    if (lock.tryLock(0)) lock.unlock();
}

int SessionManager::removeStaleLocks() {
    const QDir dir(autosaveDirectory());
    const QString own = QStringLiteral("autosave-%1.lock").arg(QCoreApplication::applicationPid());
    int removed = 0;
    for (const QString& name : dir.entryList({QStringLiteral("autosave-*.lock")}, QDir::Files)) {
        if (name == own) continue;
        const QString pid = QFileInfo(name).completeBaseName().section(QLatin1Char('-'), 1, 1);
        // An instance whose autosave is there: its lock tells whether it still runs (orphanedAutosaves).
        if (dir.exists(QStringLiteral("autosave-%1.effsurf").arg(pid))) continue;
        QLockFile lock(dir.filePath(name));
        if (!lock.tryLock(0)) continue;  // that instance is alive
        lock.unlock();                   // removes the file
        ++removed;
    }
    return removed;
}

bool SessionManager::autosaveBeforeTermination() {
    finishAutosave();
    if (!window_.window->isWindowModified()) {
        discardAutosave();  // nothing unsaved: as after a clean exit
        return true;
    }
    return autosave();
}

bool SessionManager::confirmClose() { return mayReplaceWork(tr("closing")); }

}  // namespace effsurf::ui
