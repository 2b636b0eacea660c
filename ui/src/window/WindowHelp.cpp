// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/WindowHelp.h"

#include "effsurf/ui/charts/ModelChartGrid.h"
#include "effsurf/ui/compare/ComparePanel.h"
#include "effsurf/ui/data/HistoryPanel.h"
#include "effsurf/ui/help/ManualWindow.h"
#include "effsurf/ui/measure/MeasurePanel.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/tours/TourManager.h"
#include "effsurf/ui/training/TrainingWorkspace.h"
#include "effsurf/ui/widgets/HelpSection.h"
#include "effsurf/ui/widgets/ReadoutBar.h"
#include "effsurf/ui/window/MeasurementsTab.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QDockWidget>
#include <QStatusBar>

namespace effsurf::ui {

void WindowHelp::nameSections(MainWindow& w) {
    HelpSection::set(w.surface_, QStringLiteral("window.md#3d-surface"));
    HelpSection::set(w.chartGrid_, QStringLiteral("window.md#charts"));
    HelpSection::set(w.readout_, QStringLiteral("window.md#status-bar-and-readout"));
    HelpSection::set(w.statusBar(), QStringLiteral("window.md#status-bar-and-readout"));
    HelpSection::set(w.systemsDock_, QStringLiteral("data.md#top500-systems"));
    HelpSection::set(w.history_, QStringLiteral("data.md#top500-history-tab"));
    HelpSection::set(w.measurementsTab_, QStringLiteral("data.md#measurements-tab"));
    HelpSection::set(w.measurePanel_, QStringLiteral("probe.md"));
    HelpSection::set(w.compare_, QStringLiteral("data.md#compare-ad-tab"));
    HelpSection::set(w.training_, QStringLiteral("training.md#the-training-workspace"));
    HelpSection::set(w.tours_->panelDock(), QStringLiteral("lecture.md#guided-tours"));
    HelpSection::set(w.tours_->editorDock(), QStringLiteral("lecture.md#your-own-tours"));
    HelpSection::set(w.animationDock_, QStringLiteral("lecture.md#animation"));
}

QString WindowHelp::pageAt(const MainWindow& w, const QPoint& globalPosition) {
    // The projector's view is explained as a whole.
    if (w.isPresenting()) return ManualWindow::pageForPanel("presentation");
    // The part under the mouse, else the one with the keyboard focus, else
    // the tab on screen. Found in the window's own layout (F1 reaches the
    // window while it is active, so it is on top where the mouse is), not by
    // asking the display server which window is there.
    const QPoint local = w.mapFromGlobal(globalPosition);
    const QWidget* under = w.rect().contains(local) ? w.childAt(local) : nullptr;
    if (!under) under = w.focusWidget();
    const QString section = under ? HelpSection::of(under) : QString();
    return section.isEmpty() ? ManualWindow::pageForPanel(w.currentPanelId()) : section;
}

}  // namespace effsurf::ui
