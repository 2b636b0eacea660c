// SPDX-License-Identifier: MIT
#include "effsurf/ui/presentation/PresentationMode.h"

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/ModelChartGrid.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/presentation/PresentationDialog.h"
#include "effsurf/ui/style/AppTheme.h"
#include "effsurf/ui/widgets/ReadoutBar.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QFontInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenu>
#include <QLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QMenuBar>
#include <QScreen>
#include <QSignalBlocker>
#include <QSplitter>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QTimer>
#include <QWindow>

#include <algorithm>

namespace effsurf::ui {

namespace {
/// A chart's height in lines of the smallest text for it to stay legible:
/// title, tick labels and axis title take about four; the plot the rest.
constexpr double kChartLines = 12.0;
/// A legend entry takes its line and the legend's padding; the title and margins come on top.
constexpr double kLinesPerLegendEntry = 1.8;
constexpr double kLegendLinesAround = 3.0;
}  // namespace

PresentationMode::PresentationMode(Stage stage, QObject* parent)
    : QObject(parent), stage_(std::move(stage)), settings_(PresentationSettings::load()), namesBack_(new QTimer(this)) {
    // A quarter second without a new state: the slider was let go, or the value typed is the one wanted.
    namesBack_->setSingleShot(true);
    namesBack_->setInterval(250);
    connect(namesBack_, &QTimer::timeout, this, [this] {
        if (presenting_ && !rescalePending_ && stage_.controls->isCompactStrip()) distributeSpace();
    });
}

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
        connect(&dialog, &PresentationDialog::settingsChanged, this, [this](const PresentationSettings& s) { setSettings(s); });
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

void PresentationMode::setSettings(const PresentationSettings& settings, bool remember) {
    settings_ = settings;
    settings_.fontScale = std::clamp(settings.fontScale, PresentationSettings::kMinFontScale, PresentationSettings::kMaxFontScale);
    if (remember) settings_.save();
    if (!presenting_) return;
    stage_.controls->setVisibleGroups(settings_.controls);
    stage_.charts->limitShown(PresentationSettings::kMostCharts, settings_.charts);
    stage_.window->setPalette(settings_.highContrast ? AppTheme::highContrastPalette(stage_.darkTheme()) : QPalette());
    textPixels_ = 0.0;  // the factor may have changed: apply again
    applyScale();
}

ChartLook PresentationMode::adjustLook(const ChartLook& themeLook) const {
    if (!presenting_) return themeLook;
    ChartLook look = themeLook;
    if (settings_.highContrast) look = look.highContrast();
    // Lines and markers grow with the text, so that a curve is as visible from the back row as its label.
    look.lineScale *= std::max(1.0, 0.75 * chartScale_);
    return look.withFontScale(chartScale_);
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
    arrange(true);
    window->installEventFilter(this);
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
    if (QScreen* shownOn = window->windowHandle() ? window->windowHandle()->screen() : nullptr) window->setGeometry(shownOn->geometry());
    window->showFullScreen();
    textPixels_ = 0.0;
    applyScale();
}

void PresentationMode::leave() {
    QMainWindow* window = stage_.window;
    presenting_ = false;
    window->removeEventFilter(this);
    rescalePending_ = false;
    textPixels_ = 0.0;
    chartScale_ = 1.0;
    arrange(false);
    if (stage_.setMinimumTextPixels) stage_.setMinimumTextPixels(0.0);
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

void PresentationMode::arrange(bool presenting) {
    // The surface and its charts side by side, the controls in a strip below
    // them (for the desk: the controls' column on the left, charts under the surface).
    stage_.horizontal->setOrientation(presenting ? Qt::Vertical : Qt::Horizontal);
    stage_.horizontal->insertWidget(presenting ? 1 : 0, stage_.controlsArea);
    stage_.vertical->setOrientation(presenting ? Qt::Horizontal : Qt::Vertical);
    stage_.controls->setStrip(presenting);
    if (auto* scroll = qobject_cast<QScrollArea*>(stage_.controlsArea)) {
        scroll->setVerticalScrollBarPolicy(presenting ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
        scroll->setHorizontalScrollBarPolicy(presenting ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
        scroll->setFrameShape(presenting ? QFrame::NoFrame : QFrame::StyledPanel);
    }
    if (!presenting) stage_.controlsArea->setMaximumHeight(QWIDGETSIZE_MAX);
    stage_.lowerTabs->tabBar()->setVisible(!presenting);
    // The tour's words without the dock's small title and buttons (Esc and the panel's own buttons end it).
    if (stage_.tourDock) {
        QWidget* bar = stage_.tourDock->titleBarWidget();
        stage_.tourDock->setTitleBarWidget(presenting ? new QWidget(stage_.tourDock) : nullptr);
        delete bar;
        if (!presenting) stage_.tourDock->setMaximumHeight(QWIDGETSIZE_MAX);
    }
    stage_.charts->limitShown(presenting ? PresentationSettings::kMostCharts : 0, settings_.charts);
    if (stage_.focusPanels) stage_.focusPanels(presenting);
}

void PresentationMode::relayout() {
    if (!presenting_ || rescalePending_) return;
    rescalePending_ = true;
    QTimer::singleShot(0, this, &PresentationMode::applyScale);
}

void PresentationMode::refitStrip() {
    if (!presenting_ || rescalePending_) return;
    if (stage_.controls->isCompactStrip()) {
        namesBack_->start();  // distributeSpace() gives the names back if they fit now
        return;
    }
    // A label's new text asks its box's layout again by a posted event: until
    // that is sent the strip's minimum is the old text's (4 px short of the
    // German strip at 1280 pixels, and its "serieller Anteil s" was cut).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (stage_.controls->minimumSizeHint().width() > stripRoom()) distributeSpace();
}

void PresentationMode::applyScale() {
    rescalePending_ = false;
    if (!presenting_) return;
    QMainWindow* window = stage_.window;
    const double pixels = settings_.textPixels(window->size());
    if (std::abs(pixels - textPixels_) < 0.5) {
        distributeSpace();
        return;
    }
    textPixels_ = pixels;
    // Point sizes from pixels at the screen's resolution; a per cent more so
    // that rounding to whole pixels never lands below the target.
    const double pixelsPerPoint = window->logicalDpiY() / 72.0;
    const QFont base = QApplication::font();
    const double basePixels = base.pixelSize() > 0 ? base.pixelSize() : base.pointSizeF() * pixelsPerPoint;
    fontScaler_.apply(window, 1.01 * pixels / basePixels);
    // The charts' smallest text (tick labels, legends) is 10 pt at scale 1 (ChartStyle).
    chartScale_ = 1.01 * pixels / (10.0 * pixelsPerPoint);
    stage_.restyle();
    if (stage_.setMinimumTextPixels) stage_.setMinimumTextPixels(pixels);
    stage_.fitTourDock();
    distributeSpace();
}

int PresentationMode::stripRoom() const {
    // The window's width less what lies around the strip's viewport (margins,
    // the scroll area's frame): 8 px were assumed once, and a German strip
    // 4 px too wide for 1280 pixels had its "serieller Anteil s" cut.
    int around = 8;
    if (auto* area = qobject_cast<QAbstractScrollArea*>(stage_.controlsArea); area && area->width() > 0)
        around = std::clamp(stage_.window->width() - area->maximumViewportSize().width(), 8, 64);
    return stage_.window->width() - around;
}

void PresentationMode::distributeSpace() {
    const QSize size = stage_.window->size();
    // Names beside the sliders where the strip has the width; symbols where it has not.
    stage_.controls->setCompactStrip(false);
    if (stage_.controls->minimumSizeHint().width() > stripRoom()) stage_.controls->setCompactStrip(true);
    // The strip is as tall as its controls need; the stage gets the rest.
    const int strip = stage_.controls->minimumSizeHint().height() + 6;
    stage_.controlsArea->setMaximumHeight(strip + 24);  // room for a horizontal scroll bar if it must appear
    // The tour panel as tall as its words at the dock's width, not a pixel more: the stage needs every line.
    int tour = 0;
    if (QWidget* panel = stage_.tourDock ? stage_.tourDock->widget() : nullptr; panel && panel->layout()) {
        // -1 when no line of it wraps (no step shown yet): then its plain height.
        const int forWidth = panel->layout()->totalHeightForWidth(stage_.tourDock->width());
        const int needed = forWidth >= 0 ? forWidth : panel->layout()->totalSizeHint().height();
        panel->setMinimumHeight(needed);
        stage_.tourDock->setMaximumHeight(needed + 4);
        if (stage_.tourDock->isVisible()) tour = needed + 4;
    }
    stage_.fitTourDock();
    const int views = size.height() - tour - strip;
    stage_.horizontal->setSizes({std::max(100, views), strip});
    // The surface takes the larger share on a wide screen; on 4:3 the charts need half to stay legible.
    const double surfaceShare = double(size.width()) / std::max(1, size.height()) >= 1.6 ? 0.56 : 0.5;
    // The splitter's handle comes out of the surface's share: the charts keep
    // theirs whole (at 1024 pixels a legend entry fits by two).
    const int width = std::max(200, size.width() - stage_.vertical->handleWidth());
    const int surface = int(size.width() * surfaceShare) - stage_.vertical->handleWidth();
    stage_.vertical->setSizes({surface, width - surface});
    // Two charts where each keeps a plot between its title, ticks and axis
    // title (about twelve lines of the smallest text) and its whole legend;
    // one where they would not. The stage is what the views get less the readout.
    const int stageHeight = views - stage_.readout->sizeHint().height() - 8;
    double lines = 1.0;  // a line to spare for rounding
    for (ComparisonChart* chart : stage_.charts->chartsShownAt(PresentationSettings::kMostCharts, settings_.charts)) {
        int entries = 0;
        for (QLegendMarker* marker : chart->chart()->legend()->markers()) entries += marker->isVisible() ? 1 : 0;
        lines += std::max(kChartLines, kLegendLinesAround + kLinesPerLegendEntry * entries);
    }
    // Laid out once, with the count decided (not two charts, then one).
    stage_.charts->limitShown(stageHeight < lines * textPixels_ ? 1 : PresentationSettings::kMostCharts, settings_.charts);
}

QMenu* PresentationMode::stageMenu(QWidget* parent) {
    auto* menu = new QMenu(parent);
    menu->setFont(stage_.window->font());  // the room's size, not the desk's
    // Each choice goes through its combo's `activated`, as a click in the panel would.
    const auto offer = [menu](const QString& title, QComboBox* combo) {
        QMenu* sub = menu->addMenu(title);
        for (int i = 0; i < combo->count(); ++i) {
            QAction* choice = sub->addAction(combo->itemText(i));
            choice->setCheckable(true);
            choice->setChecked(i == combo->currentIndex());
            QObject::connect(choice, &QAction::triggered, combo, [combo, i] {
                combo->setCurrentIndex(i);
                emit combo->activated(i);
            });
        }
    };
    offer(tr("&Law"), stage_.controls->modelCombo());
    offer(tr("&Camera"), stage_.controls->cameraCombo());
    if (stage_.addToStageMenu) stage_.addToStageMenu(menu);
    menu->addSeparator();
    menu->addAction(tr("Leave the presentation view (Esc)"), this, [this] { setPresenting(false); });
    return menu;
}

bool PresentationMode::eventFilter(QObject* watched, QEvent* event) {
    if (watched == stage_.window && event->type() == QEvent::ContextMenu && presenting_) {
        QMenu* menu = stageMenu(stage_.window);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(static_cast<QContextMenuEvent*>(event)->globalPos());
        return true;
    }
    // A new size (full screen reached, another screen, a resized window):
    // text and proportions follow once the resizing of this pass is over.
    if (watched == stage_.window && event->type() == QEvent::Resize && presenting_ && !rescalePending_) {
        rescalePending_ = true;
        QTimer::singleShot(0, this, &PresentationMode::applyScale);
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace effsurf::ui
