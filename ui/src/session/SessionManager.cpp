#include "effsurf/ui/session/SessionManager.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/session/Presets.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace effsurf::ui {

namespace {
QString sessionFilter() { return SessionManager::tr("effsurf sessions (*.effsurf);;All files (*)"); }
}  // namespace

SessionManager::SessionManager(Window window, QObject* parent) : QObject(parent), window_(std::move(window)) {
    auto* autosaveTimer = new QTimer(this);
    autosaveTimer->setInterval(kAutosaveIntervalMs);
    connect(autosaveTimer, &QTimer::timeout, this, &SessionManager::autosave);
    autosaveTimer->start();
}

bool SessionManager::saveAs() {
    QString path = QFileDialog::getSaveFileName(window_.window, tr("Save session"), sessionPath_, sessionFilter());
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".effsurf"))) path += QLatin1String(".effsurf");
    QString error;
    if (!saveSession(path, &error)) QMessageBox::warning(window_.window, tr("Cannot save session"), error);
    return error.isEmpty();
}

void SessionManager::addFileActions(QMenu* file) {
    QAction* openSessionAction = file->addAction(tr("Open &session\u2026"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(window_.window, tr("Open session"), QString(), sessionFilter());
        QString error;
        if (!path.isEmpty() && !openSession(path, &error)) QMessageBox::warning(window_.window, tr("Cannot open session"), error);
    });
    openSessionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    QAction* save = file->addAction(tr("&Save session"), this, [this] {
        QString error;
        if (sessionPath_.isEmpty()) saveAs();
        else if (!saveSession(sessionPath_, &error)) QMessageBox::warning(window_.window, tr("Cannot save session"), error);
    });
    save->setShortcut(QKeySequence::Save);
    recentMenu_ = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    QAction* saveAsAction = file->addAction(tr("Save session &as\u2026"), this, [this] { saveAs(); });
    saveAsAction->setShortcut(QKeySequence::SaveAs);
}

void SessionManager::addPresetMenu(QMenuBar* bar) {
    presetMenu_ = bar->addMenu(tr("&Presets"));
    rebuildPresetMenu();
}

QStringList SessionManager::recentSessions() const {
    return QSettings().value(QStringLiteral("recentSessions")).toStringList();
}

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
        recentMenu_->addAction(path, this, [this, path] {
            QString error;
            if (!openSession(path, &error)) QMessageBox::warning(window_.window, tr("Cannot open session"), error);
        });
    }
    recentMenu_->setEnabled(!recentMenu_->isEmpty());
}

QString SessionManager::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.effsurf");
}

bool SessionManager::autosave() {
    if (!window_.window->isWindowModified()) return false;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QString error;
    return SessionFile::save(autosavePath(), window_.controller->scenario(), window_.viewState(), &error);
}

void SessionManager::discardAutosave() { QFile::remove(autosavePath()); }

bool SessionManager::saveSession(const QString& path, QString* error) {
    if (!SessionFile::save(path, window_.controller->scenario(), window_.viewState(), error)) return false;
    sessionPath_ = path;
    window_.controller->undoStack()->setClean();
    window_.window->setWindowFilePath(path);
    rememberRecent(path);
    window_.window->statusBar()->showMessage(tr("Session saved to %1").arg(path), 5000);
    return true;
}

bool SessionManager::openPreset(const QString& idOrTitle, QString* error) {
    const auto loaded = Presets::load(idOrTitle, error);
    if (!loaded) return false;
    window_.stopMotion();
    window_.controller->setScenario(loaded->scenario);
    window_.controller->flush();
    window_.showLoaded(*loaded);
    if (!loaded->description.isEmpty())
        window_.window->statusBar()->showMessage(loaded->title + QStringLiteral(": ") + loaded->description, 15000);
    return true;
}

void SessionManager::rebuildPresetMenu() {
    presetMenu_->clear();
    bool userSection = false;
    for (const auto& preset : Presets::all()) {
        if (!preset.builtIn && !userSection) {
            presetMenu_->addSeparator();
            userSection = true;
        }
        QAction* action = presetMenu_->addAction(preset.title, this, [this, id = preset.id] {
            QString error;
            if (!openPreset(id, &error)) QMessageBox::warning(window_.window, tr("Cannot open preset"), error);
        });
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
    window_.stopMotion();
    window_.controller->setScenario(loaded->scenario);
    window_.controller->flush();
    window_.controller->undoStack()->clear();
    window_.showLoaded(*loaded);
    if (path == autosavePath()) {
        // Recovered work is unsaved work: no file name, marked modified.
        sessionPath_.clear();
        window_.window->setWindowFilePath(QString());
        window_.controller->undoStack()->resetClean();
        window_.window->setWindowModified(true);
    } else {
        sessionPath_ = path;
        window_.window->setWindowFilePath(path);
        rememberRecent(path);
    }
    return true;
}

bool SessionManager::confirmClose() {
    if (!window_.window->isWindowModified()) return true;
    const auto answer = QMessageBox::question(window_.window, tr("Unsaved changes"),
                                              tr("Save the changes to this session before closing?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) {
        QString error;
        const QString path = sessionPath_.isEmpty()
                                 ? QFileDialog::getSaveFileName(window_.window, tr("Save session"), QString(),
                                                                tr("effsurf sessions (*.effsurf)"))
                                 : sessionPath_;
        if (path.isEmpty() || !saveSession(path, &error)) {
            if (!error.isEmpty()) QMessageBox::warning(window_.window, tr("Cannot save session"), error);
            return false;
        }
    }
    return true;
}

}  // namespace effsurf::ui
