// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/WindowMenus.h"

#include "effsurf/core/Version.h"
#include "effsurf/ui/compare/ComparePanel.h"
#include "effsurf/ui/data/SeriesPanel.h"
#include "effsurf/ui/figures/ExportDialog.h"
#include "effsurf/ui/help/ManualWindow.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/presentation/PresentationMode.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/session/SessionManager.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/TourManager.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/web/InteractivePage.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QActionGroup>
#include <QSettings>
#include <QApplication>
#include <QChartView>
#include <QCursor>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

#include <utility>

namespace effsurf::ui {

/// A tour as a page students replay at home (asked which, the running one first): its steps, narration and formulas
/// in the window's language, each step's scenario computed there, on top of this session's series and snapshots.
void WindowMenus::exportLecturePage(MainWindow& w) {
    const auto tours = w.tours_->availableTours();
    QStringList titles;
    int current = 0;
    for (std::size_t i = 0; i < tours.size(); ++i) {
        // Each entry once: a lecturer's copy of a built-in tour keeps its title, so it is told apart.
        QString title = BuiltinTours::translated(tours[i]->title);
        for (int copy = 2; titles.contains(title); ++copy)
            title = QStringLiteral("%1 (%2)").arg(BuiltinTours::translated(tours[i]->title)).arg(copy);
        titles << title;
        if (w.tours_->player()->tour() == tours[i].get()) current = int(i);
    }
    bool chosen = false;
    const QString title = QInputDialog::getItem(&w, MainWindow::tr("Export lecture as page"),
                                                MainWindow::tr("The tour to export, every step with its narration and formula:"), titles,
                                                current, false, &chosen);
    const auto index = titles.indexOf(title);
    if (!chosen || index < 0) return;
    const auto& tour = tours[std::size_t(index)];
    const QString path = QFileDialog::getSaveFileName(
        &w, MainWindow::tr("Export lecture as page"),
        QDir::home().filePath(QString::fromStdString(tour->id.empty() ? "lecture" : tour->id) + QStringLiteral(".html")),
        MainWindow::tr("Web page (*.html)"));
    if (path.isEmpty()) return;
    QString error;
    if (!InteractivePage::writeLecture(path, BuiltinTours::inLanguage(*tour), w.controller_->scenario(), &error))
        QMessageBox::warning(&w, MainWindow::tr("Cannot export the lecture"), error);
}

void WindowMenus::build(MainWindow& w) {
    QMenu* file = w.menuBar()->addMenu(MainWindow::tr("&File"));
    w.sessions_->addFileActions(file);
    file->addSeparator();
    QAction* exportFigure = file->addAction(MainWindow::tr("&Export figure\u2026"), &w, [&w] {
        ExportDialog dialog(&w);
        dialog.exec();
    });
    exportFigure->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    // The scenario as a page students open in any browser: computed there by core as WebAssembly.
    QAction* exportPage = file->addAction(MainWindow::tr("Export &interactive page (HTML)\u2026"), &w, [&w] {
        const QString path =
            QFileDialog::getSaveFileName(&w, MainWindow::tr("Export interactive page"),
                                         QDir::home().filePath(QStringLiteral("effsurf-page.html")), MainWindow::tr("Web page (*.html)"));
        if (path.isEmpty()) return;
        QString error;
        // The page shows the surface as the window does now: its camera and E axis.
        const ViewState shown{int(w.surface_->cameraPreset()), w.surface_->logarithmicEfficiency(), w.tabs_->currentIndex()};
        if (!InteractivePage::write(path, QStringLiteral("all"), w.controller_->scenario(), &shown, &error))
            QMessageBox::warning(&w, MainWindow::tr("Cannot export the page"), error);
    });
    exportPage->setObjectName(QStringLiteral("exportInteractivePage"));
    exportPage->setEnabled(InteractivePage::available());
    exportPage->setToolTip(InteractivePage::available()
                               ? MainWindow::tr("One HTML file with the surface and the four charts that work offline in any browser")
                               : MainWindow::tr("This build has no interactive page (built without Emscripten)"));
    QAction* exportLecture = file->addAction(MainWindow::tr("Export &lecture as page (HTML)\u2026"), &w, [&w] { exportLecturePage(w); });
    exportLecture->setObjectName(QStringLiteral("exportLecturePage"));
    exportLecture->setEnabled(InteractivePage::available());
    exportLecture->setToolTip(InteractivePage::available()
                                  ? MainWindow::tr("A tour as one HTML file students step through offline, sliders and all")
                                  : MainWindow::tr("This build has no interactive page (built without Emscripten)"));
    file->addSeparator();
    QAction* open = file->addAction(MainWindow::tr("&Open measurements\u2026"), w.seriesPanel_, &SeriesPanel::openRequested);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(MainWindow::tr("&Quit"), &w, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    w.sessions_->addPresetMenu(w.menuBar());

    QMenu* edit = w.menuBar()->addMenu(MainWindow::tr("&Edit"));
    QAction* undo = w.controller_->undoStack()->createUndoAction(&w, MainWindow::tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = w.controller_->undoStack()->createRedoAction(&w, MainWindow::tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QMenu* snapshots = edit->addMenu(MainWindow::tr("&Snapshots"));
    for (QAction* take : w.compare_->snapshotActions()) {
        snapshots->addAction(take);
        w.addAction(take);  // on the window too: active in the presentation view, whose menu bar is hidden
    }
    snapshots->addSeparator();
    snapshots->addAction(MainWindow::tr("&Compare A\u2013"
                                        "D"),
                         &w, [&w] { w.showPanel("compare"); });

    QMenu* view = w.menuBar()->addMenu(MainWindow::tr("&View"));
    QAction* systems = w.systemsDock_->toggleViewAction();
    systems->setShortcut(QKeySequence(Qt::Key_F7));
    view->addAction(systems);
    view->addSeparator();
    w.presentation_->addActions(view);
    w.ink_->addActions(view);
    QMenu* theme = view->addMenu(MainWindow::tr("&Theme"));
    auto* themes = new QActionGroup(theme);
    for (auto [mode, label] :
         {std::pair{AppTheme::Mode::System, MainWindow::tr("Follow the &system")},
          std::pair{AppTheme::Mode::Light, MainWindow::tr("&Light")}, std::pair{AppTheme::Mode::Dark, MainWindow::tr("&Dark")},
          std::pair{AppTheme::Mode::HighContrast, MainWindow::tr("&High contrast")}}) {
        QAction* action = theme->addAction(label, &w, [&w, chosen = mode] { w.setThemeMode(chosen); });
        action->setCheckable(true);
        action->setChecked(mode == w.themeMode_);
        action->setData(int(mode));
        themes->addAction(action);
    }
    w.themeActions_ = themes;
    // The window's language, kept for the next start: every window and dialog is built in one language.
    QMenu* language = view->addMenu(MainWindow::tr("Lan&guage"));
    auto* languages = new QActionGroup(language);
    const QString chosen = Language::chosen();
    const auto addLanguage = [&](const QString& code, const QString& label) {
        QAction* action = language->addAction(label, &w, [&w, code, label] {
            Language::choose(code);
            const QString next = Language::effective(code);
            w.statusBar()->showMessage(next == Language::current() ? MainWindow::tr("Language: %1.").arg(label)
                                                                   : MainWindow::tr("Language: %1, from effsurf's next start.").arg(label),
                                       15000);
        });
        action->setCheckable(true);
        action->setChecked(code == chosen);
        action->setData(code);
        languages->addAction(action);
    };
    addLanguage(QString(), MainWindow::tr("Follow the s&ystem"));
    for (const Language::Entry& entry : Language::shipped()) addLanguage(entry.code, entry.nativeName);
    // How numbers are written: with a decimal point (papers, slides), or in the language's notation ("0,909").
    // Kept in the settings and applied at once: every readout, title and axis is written again.
    NumberFormat::setNotation(NumberFormat::parseNotation(QSettings().value(QStringLiteral("view/numbers")).toString()));
    QMenu* numbers = view->addMenu(MainWindow::tr("&Numbers"));
    auto* notations = new QActionGroup(numbers);
    for (auto [notation, label] : {std::pair{NumberFormat::Notation::DecimalPoint, MainWindow::tr("With a decimal &point (1.5×10⁻³)")},
                                   std::pair{NumberFormat::Notation::Language, MainWindow::tr("In the &language's notation")}}) {
        QAction* action = numbers->addAction(label, &w, [&w, chosen = notation] {
            NumberFormat::setNotation(chosen);
            QSettings().setValue(QStringLiteral("view/numbers"), NumberFormat::notationId(chosen));
            for (QChartView* chartView : w.findChildren<QChartView*>()) ChartStyle::localizeNumbers(chartView->chart());
            w.surface_->notationChanged();
            w.controller_->republish();
        });
        action->setCheckable(true);
        action->setChecked(notation == NumberFormat::notation());
        action->setObjectName(QStringLiteral("numbers-") + NumberFormat::notationId(notation));
        notations->addAction(action);
    }
    // The charts' N range: the whole 1 .. 10¹², or the measured data and the
    // current point (what "automatic" does whenever a series is shown).
    QMenu* axes = view->addMenu(MainWindow::tr("Chart &axes"));
    auto* axisFits = new QActionGroup(axes);
    for (auto [fit, label] : {std::pair{core::AxisFit::Automatic, MainWindow::tr("&Automatic (fit measured data)")},
                              std::pair{core::AxisFit::Full, MainWindow::tr("&Full range 1 \u2026 10\u00B9\u00B2")},
                              std::pair{core::AxisFit::Data, MainWindow::tr("Fit the &data and the current point")}}) {
        QAction* action = axes->addAction(label, &w, [&w, chosen = fit] { w.controller_->setAxisFit(chosen); });
        action->setCheckable(true);
        action->setData(int(fit));
        axisFits->addAction(action);
    }
    w.axisFitActions_ = axisFits;
    view->addSeparator();
    QAction* animationAction = w.animationDock_->toggleViewAction();
    animationAction->setText(MainWindow::tr("&Animation"));
    animationAction->setShortcut(QKeySequence(Qt::Key_F8));
    view->addAction(animationAction);

    w.tours_->addMenu(w.menuBar());

    QMenu* help = w.menuBar()->addMenu(MainWindow::tr("&Help"));
    // F1: the user's guide at the section of the panel under the mouse (or
    // with the focus), else of the tab on screen or the presentation view.
    QAction* guide = help->addAction(MainWindow::tr("&User guide"), &w, [&w] { ManualWindow::open(&w, w.manualPageAt(QCursor::pos())); });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setShortcutContext(Qt::ApplicationShortcut);
    help->addAction(MainWindow::tr("&About effsurf"), &w, [&w] {
        QMessageBox::about(&w, MainWindow::tr("About effsurf"),
                           MainWindow::tr("<h3>effsurf %1</h3><p>Interactive efficiency surfaces of parallel computers: "
                                          "Amdahl's law and its relatives, TOP500 machines on the surface, after J&aacute;nos "
                                          "V&eacute;gh's papers on the limits of parallelized computing (arXiv 1606.02686, "
                                          "1908.02280, 2001.01266, 2005.00872).</p><p>TOP500 data: the public list "
                                          "spreadsheets, editions 2000-06 to 2025-06.</p>")
                               .arg(QString::fromLatin1(core::kVersion)));
    });
    help->addAction(MainWindow::tr("About &Qt"), qApp, &QApplication::aboutQt);
}

}  // namespace effsurf::ui
