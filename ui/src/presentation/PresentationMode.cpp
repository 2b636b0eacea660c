#include "effsurf/ui/presentation/PresentationMode.h"

#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/presentation/PresentationDialog.h"
#include "effsurf/ui/style/AppTheme.h"
#include "effsurf/ui/widgets/ReadoutBar.h"

#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QWindow>

#include <algorithm>

namespace effsurf::ui {

PresentationMode::PresentationMode(Stage stage, QObject* parent)
    : QObject(parent), stage_(std::move(stage)), settings_(PresentationSettings::load()) {}

void PresentationMode::addActions(QMenu* view) {
    QMainWindow* window = stage_.window;
    presentAction_ = view->addAction(tr("&Presentation view"), this, [this](bool on) { setPresenting(on); });
    presentAction_->setCheckable(true);
    presentAction_->setShortcut(QKeySequence(Qt::Key_F5));
    // Window-level too: the menu bar is hidden while presenting, and actions
    // that live only in a hidden menu bar lose their shortcuts.
    window->addAction(presentAction_);
    view->addAction(tr("Presentation &settings\u2026"), this, [this, window] {
        PresentationDialog dialog(settings_, window);
        connect(&dialog, &PresentationDialog::settingsChanged, this, &PresentationMode::setSettings);
        const PresentationSettings before = settings_;
        if (dialog.exec() != QDialog::Accepted) setSettings(before);
    });
}

QScreen* PresentationMode::screen() const {
    const QList<QScreen*> screens = QGuiApplication::screens();
    for (QScreen* s : screens)
        if (!settings_.screenName.isEmpty() && s->name() == settings_.screenName) return s;
    QScreen* here = stage_.window->screen();
    // Like presentation programs: the other screen (the projector) if there is one.
    for (QScreen* s : screens)
        if (s != here) return s;
    return here;
}

void PresentationMode::setSettings(const PresentationSettings& settings) {
    settings_ = settings;
    settings_.fontScale = std::clamp(settings.fontScale, PresentationSettings::kMinFontScale,
                                     PresentationSettings::kMaxFontScale);
    settings_.save();
    if (!presenting_) return;
    stage_.controls->setVisibleGroups(settings_.controls);
    stage_.window->setPalette(settings_.highContrast ? AppTheme::highContrastPalette(stage_.darkTheme()) : QPalette());
    fontScaler_.apply(stage_.window, settings_.fontScale);
    stage_.restyle();
    stage_.fitTourDock();
}

ChartLook PresentationMode::adjustLook(const ChartLook& themeLook) const {
    if (!presenting_) return themeLook;
    ChartLook look = themeLook;
    if (settings_.highContrast) look = look.highContrast();
    return look.withFontScale(settings_.fontScale);
}

void PresentationMode::themeChanged(bool dark) {
    if (presenting_ && settings_.highContrast) stage_.window->setPalette(AppTheme::highContrastPalette(dark));
}

void PresentationMode::setPresenting(bool on) {
    if (on == presenting_) return;
    if (on) enter();
    else leave();
    if (presentAction_) {
        const QSignalBlocker blocker(presentAction_);
        presentAction_->setChecked(on);
    }
    emit presentingChanged(on);
}

void PresentationMode::enter() {
    QMainWindow* window = stage_.window;
    normalGeometry_ = window->saveGeometry();
    normalState_ = window->saveState();
    normalHorizontal_ = stage_.horizontal->saveState();
    normalVertical_ = stage_.vertical->saveState();
    presenting_ = true;
    // Actions in a hidden menu bar lose their shortcuts: the window holds them while presenting.
    std::function<void(QMenu*)> collect = [&](QMenu* menu) {
        for (QAction* action : menu->actions()) {
            if (action->menu()) collect(action->menu());
            else if (!action->shortcut().isEmpty() && action != presentAction_) shortcuts_.push_back(action);
        }
    };
    for (QAction* top : window->menuBar()->actions())
        if (top->menu()) collect(top->menu());
    for (QAction* action : shortcuts_) window->addAction(action);
    window->menuBar()->hide();
    window->statusBar()->hide();
    for (QDockWidget* dock : stage_.hiddenDocks) dock->hide();
    stage_.controls->setVisibleGroups(settings_.controls);
    stage_.readout->show();
    if (settings_.highContrast) window->setPalette(AppTheme::highContrastPalette(stage_.darkTheme()));
    fontScaler_.apply(window, settings_.fontScale);
    stage_.restyle();
    stage_.horizontal->setSizes({int(300 * settings_.fontScale), 1600});
    stage_.fitTourDock();
    // Equal shares: large chart fonts need the height as much as the surface does.
    stage_.vertical->setSizes({500, 500});
    QScreen* target = screen();
    stage_.readout->setNotice(QString());
    if (window->windowHandle() && target && target != window->screen()) {
        if (target->virtualSiblings().contains(window->screen())) {
            // One desktop over several monitors (the usual case): moving is a matter of geometry.
            window->showNormal();
            window->setGeometry(target->availableGeometry());
            window->windowHandle()->setScreen(target);
        } else {
            // A screen of its own (X11 "Zaphod" screens): moving would re-create
            // the native window, and the 3D view's OpenGL context with it.
            stage_.readout->setNotice(tr("Presenting here: %1 is a separate X screen, which a window cannot move to. "
                                         "Start effsurf on that screen (DISPLAY=%2) to present there.")
                                          .arg(target->name(), target->name()));
        }
    }
    // Fill the screen even where no window manager acts on the full-screen request (Xvfb, kiosks).
    if (QScreen* shownOn = window->windowHandle() ? window->windowHandle()->screen() : nullptr)
        window->setGeometry(shownOn->geometry());
    window->showFullScreen();
}

void PresentationMode::leave() {
    QMainWindow* window = stage_.window;
    presenting_ = false;
    fontScaler_.restore();
    window->setPalette(QPalette());
    stage_.restyle();
    stage_.readout->hide();
    stage_.controls->setVisibleGroups(ControlPanel::AllGroups);
    window->menuBar()->show();
    window->statusBar()->show();
    window->showNormal();
    window->restoreGeometry(normalGeometry_);
    window->restoreState(normalState_);
    stage_.horizontal->restoreState(normalHorizontal_);
    stage_.vertical->restoreState(normalVertical_);
    stage_.showDocksAsNow();
    for (QAction* action : shortcuts_) window->removeAction(action);
    shortcuts_.clear();
}

}  // namespace effsurf::ui
