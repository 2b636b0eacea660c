#include "effsurf/ui/MainWindow.h"

#include "effsurf/core/Laws.h"
#include "effsurf/core/Version.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/ComparePanel.h"
#include "effsurf/ui/ControlPanel.h"
#include "effsurf/ui/ExportDialog.h"
#include "effsurf/ui/HistoryPanel.h"
#include "effsurf/ui/ImportDialog.h"
#include "effsurf/ui/KarpFlattChart.h"
#include "effsurf/ui/SeriesPanel.h"
#include "effsurf/ui/SessionFile.h"
#include "effsurf/ui/NumberFormat.h"
#include "effsurf/ui/PerformanceChart.h"
#include "effsurf/ui/PrecisionEfficiencyChart.h"
#include "effsurf/ui/Presets.h"
#include "effsurf/ui/Resources.h"
#include "effsurf/ui/SerialFractionPlaneChart.h"
#include "effsurf/ui/SpeedupChart.h"
#include "effsurf/ui/SurfaceView.h"
#include "effsurf/ui/SystemPoint.h"
#include "effsurf/ui/SystemsPanel.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QApplication>

#include <algorithm>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>
#include <QInputDialog>
#include <QMimeData>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QMenuBar>
#include <QMessageBox>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>

namespace effsurf::ui {

namespace {
/// Runs before the members are built: the 3D view loads its marker mesh from the resources.
ScenarioController* makeController(QObject* parent) {
    initializeResources();
    return new ScenarioController(parent);
}
}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), controller_(makeController(this)), controls_(new ControlPanel(controller_)),
      surface_(new SurfaceView), systems_(new SystemsPanel(controller_)), history_(new HistoryPanel(controller_)),
      seriesPanel_(new SeriesPanel(controller_)), compare_(new ComparePanel(controller_)), karpFlatt_(new KarpFlattChart),
      tabs_(new QTabWidget), systemsDock_(new QDockWidget(tr("TOP500 systems"))),
      horizontal_(new QSplitter(Qt::Horizontal)), vertical_(new QSplitter(Qt::Vertical)),
      status_(new QLabel) {
    setWindowTitle(tr("effsurf \u2014 efficiency surfaces of parallel computers[*]"));
    setWindowIcon(QIcon(QStringLiteral(":/effsurf/icons/effsurf.svg")));

    auto* scroll = new QScrollArea;
    scroll->setWidget(controls_);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(controls_->minimumWidth() + 20);

    charts_ = {new SpeedupChart, new PrecisionEfficiencyChart, new PerformanceChart, new SerialFractionPlaneChart};
    auto* chartGrid = new QWidget;
    auto* grid = new QGridLayout(chartGrid);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    for (int i = 0; i < kChartCount; ++i) grid->addWidget(charts_[std::size_t(i)], i / 2, i % 2);

    tabs_->addTab(chartGrid, tr("Model"));
    tabs_->addTab(history_, tr("TOP500 history"));
    auto* measurements = new QSplitter(Qt::Horizontal);
    measurements->addWidget(seriesPanel_);
    measurements->addWidget(karpFlatt_);
    measurements->setStretchFactor(0, 1);
    measurements->setStretchFactor(1, 1);
    measurements->setSizes({600, 600});
    tabs_->addTab(measurements, tr("Measurements"));
    tabs_->addTab(compare_, tr("Compare A\u2013D"));
    tabs_->setDocumentMode(true);
    vertical_->addWidget(surface_);
    vertical_->addWidget(tabs_);
    vertical_->setStretchFactor(0, 1);
    vertical_->setStretchFactor(1, 1);
    vertical_->setSizes({500, 500});
    horizontal_->addWidget(scroll);
    horizontal_->addWidget(vertical_);
    horizontal_->setStretchFactor(1, 1);
    horizontal_->setSizes({330, 1270});
    setCentralWidget(horizontal_);

    systemsDock_->setObjectName(QStringLiteral("systemsDock"));
    systemsDock_->setWidget(systems_);
    addDockWidget(Qt::RightDockWidgetArea, systemsDock_);
    systemsDock_->hide();  // the analyst's panel: View > TOP500 systems (F7)
    buildMenus();

    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont statusFont = status_->font();
    statusFont.setPointSize(statusFont.pointSize() + 1);
    status_->setFont(statusFont);
    statusBar()->addPermanentWidget(status_, 1);

    connect(controller_, &ScenarioController::scenarioChanged, this, &MainWindow::onScenarioChanged);
    // The title's modified marker follows the undo history's clean state.
    connect(controller_->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    connect(controller_, &ScenarioController::interactionChanged, this, [this](bool interactive) {
        if (!interactive) refineClock_.start();
        surface_->setInteractive(interactive);
        for (auto* chart : charts_) {
            chart->setInteractive(interactive);
            // Back at rest: redraw the curves with every sample.
            if (!interactive) chart->render(controller_->scenario(), chart->renderedGeneration());
        }
    });
    connect(surface_, &SurfaceView::refinedFrameShown, this, [this] {
        if (refineClock_.isValid()) emit refineCompleted(refineClock_.nsecsElapsed());
        refineClock_.invalidate();
    });
    connect(controller_, &ScenarioController::rejected, this,
            [this](const QString&, const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(controls_, &ControlPanel::cameraPresetChosen, surface_,
            [this](SurfaceView::CameraPreset preset) { surface_->setCameraPreset(preset, true); });
    connect(controls_, &ControlPanel::logarithmicEfficiencyChosen, surface_, &SurfaceView::setLogarithmicEfficiency);
    connect(surface_, &SurfaceView::frameShown, this, &MainWindow::checkFrameComplete);
    for (auto* chart : charts_) connect(chart, &ComparisonChart::painted, this, &MainWindow::checkFrameComplete);
    connect(karpFlatt_, &ComparisonChart::painted, this, &MainWindow::checkFrameComplete);
    connect(seriesPanel_, &SeriesPanel::openRequested, this, [this] {
        const QStringList paths = QFileDialog::getOpenFileNames(
            this, tr("Open measurements"), QString(),
            tr("Measurements (*.csv *.txt);;CSV (*.csv);;Extra-P text (*.txt);;All files (*)"));
        openMeasurements(paths, true);
    });
    setAcceptDrops(true);
    auto* autosaveTimer = new QTimer(this);
    autosaveTimer->setInterval(kAutosaveIntervalMs);
    connect(autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    autosaveTimer->start();

    resize(1600, 1000);
    // The first frame: the initial scenario as generation 1, from the event loop.
    controller_->republish();
}

MainWindow::~MainWindow() = default;

void MainWindow::onScenarioChanged(const core::Scenario& scenario, ScenarioController::Changes changes,
                                   quint64 generation) {
    pendingLatencyNs_ = controller_->nanosecondsSinceChangeRequested();
    pendingClock_.start();
    pendingGeneration_ = generation;
    // A view that cannot draw a state must not take the application down (an
    // exception leaving a slot would end the event loop): report it instead.
    try {
        surface_->render(scenario, changes.testFlag(ScenarioController::SurfaceChanged), generation);
        for (auto* chart : charts_) chart->render(scenario, generation);
        karpFlatt_->render(scenario, generation);
        seriesPanel_->showScenario(scenario);
        compare_->showScenario(scenario);
        if (changes & (ScenarioController::SystemsChanged | ScenarioController::SeriesChanged |
                       ScenarioController::SnapshotsChanged)) {
            std::vector<SystemPoint> placed = SystemPoint::selected(scenario);
            for (SystemPoint& p : SystemPoint::measured(scenario)) placed.push_back(std::move(p));
            for (SystemPoint& p : SystemPoint::snapshots(scenario)) placed.push_back(std::move(p));
            surface_->setSystemPoints(placed, SystemPoint::cloud(scenario));
        }
        controls_->showScenario(scenario);
        systems_->showScenario(scenario);
        history_->showScenario(scenario);
        updateStatus(scenario);
    } catch (const std::exception& e) {
        statusBar()->showMessage(tr("Cannot draw this state: %1").arg(QString::fromUtf8(e.what())), 10000);
        qWarning("effsurf: cannot draw generation %llu: %s", generation, e.what());
    }
}

bool MainWindow::isFrameComplete() const {
    if (surface_->shownGeneration() < pendingGeneration_) return false;
    // Charts on a hidden tab do not paint until shown; they cannot hold a frame back.
    for (auto* chart : charts_)
        if (chart->isVisible() && chart->paintedGeneration() < pendingGeneration_) return false;
    if (karpFlatt_->isVisible() && karpFlatt_->paintedGeneration() < pendingGeneration_) return false;
    return true;
}

void MainWindow::checkFrameComplete() {
    if (!isFrameComplete() || !pendingClock_.isValid()) return;
    const qint64 latency = pendingLatencyNs_ + pendingClock_.nsecsElapsed();
    pendingClock_.invalidate();
    emit frameCompleted(pendingGeneration_, latency);
    if (!firstFrameReported_) {
        firstFrameReported_ = true;
        emit firstFrameCompleted();
    }
}

void MainWindow::updateStatus(const core::Scenario& scenario) {
    const double s = scenario.effectiveSerialFraction();
    const QString ceiling = NumberFormat::scientific(scenario.gainCeiling());
    status_->setText(tr("S = %1   E = %2   s' = %3 (%4)   gain ceiling 1/s' = %5   R_limit = %6 R\u2081   [%7, %8]")
                         .arg(NumberFormat::scientific(scenario.speedup(), 4))
                         .arg(scenario.efficiency(), 0, 'f', 4)
                         .arg(NumberFormat::scientific(s, 4), NumberFormat::alphaOf(s), ceiling)
                         .arg(NumberFormat::scientific(scenario.speedFactor() * scenario.gainCeiling()))
                         .arg(QString::fromUtf8(core::modelKindDisplayName(scenario.model).data()),
                              QString::fromUtf8(core::precisionInfo(scenario.precision).displayName.data())));
}

QString MainWindow::statusText() const { return status_->text(); }

QImage MainWindow::grabWindowImage() {
    QImage image = grab().toImage();
    if (surface_->isAvailable()) {
        // The 3D graph is a native OpenGL window that widget grabbing cannot
        // see: render it off-screen and paint it into its place.
        const QRect area(surface_->mapTo(this, surface_->graphGeometry().topLeft()), surface_->graphGeometry().size());
        const qreal ratio = image.devicePixelRatio();
        const QImage graph = surface_->renderToImage(area.size() * ratio, 4);
        QPainter painter(&image);
        painter.drawImage(area, graph);
    }
    return image;
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    const QString filter = tr("effsurf sessions (*.effsurf);;All files (*)");
    QAction* openSessionAction = file->addAction(tr("Open &session\u2026"), this, [this, filter] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open session"), QString(), filter);
        QString error;
        if (!path.isEmpty() && !openSession(path, &error)) QMessageBox::warning(this, tr("Cannot open session"), error);
    });
    openSessionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    const auto saveAs = [this, filter] {
        QString path = QFileDialog::getSaveFileName(this, tr("Save session"), sessionPath_, filter);
        if (path.isEmpty()) return false;
        if (!path.endsWith(QLatin1String(".effsurf"))) path += QLatin1String(".effsurf");
        QString error;
        if (!saveSession(path, &error)) QMessageBox::warning(this, tr("Cannot save session"), error);
        return error.isEmpty();
    };
    QAction* save = file->addAction(tr("&Save session"), this, [this, saveAs] {
        QString error;
        if (sessionPath_.isEmpty()) saveAs();
        else if (!saveSession(sessionPath_, &error)) QMessageBox::warning(this, tr("Cannot save session"), error);
    });
    save->setShortcut(QKeySequence::Save);
    recentMenu_ = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    QAction* saveAsAction = file->addAction(tr("Save session &as\u2026"), this, saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction* exportFigure = file->addAction(tr("&Export figure\u2026"), this, [this] {
        ExportDialog dialog(this);
        dialog.exec();
    });
    exportFigure->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    QAction* open = file->addAction(tr("&Open measurements\u2026"), seriesPanel_, &SeriesPanel::openRequested);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    presetMenu_ = menuBar()->addMenu(tr("&Presets"));
    rebuildPresetMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = controller_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = controller_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* systems = systemsDock_->toggleViewAction();
    systems->setShortcut(QKeySequence(Qt::Key_F7));
    view->addAction(systems);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About effsurf"), this, [this] {
        QMessageBox::about(this, tr("About effsurf"),
                           tr("<h3>effsurf %1</h3><p>Interactive efficiency surfaces of parallel computers: "
                              "Amdahl's law and its relatives, TOP500 machines on the surface, after J&aacute;nos "
                              "V&eacute;gh's papers on the limits of parallelized computing (arXiv 1606.02686, "
                              "1908.02280, 2001.01266, 2005.00872).</p><p>TOP500 data: the public list "
                              "spreadsheets, editions 2000-06 to 2025-06.</p>")
                               .arg(QString::fromLatin1(core::kVersion)));
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

QString MainWindow::showSystems(const QString& nameContains, const QString& edition) {
    const auto& catalog = resources::top500Catalog();
    core::Scenario next = controller_->scenario();
    if (!nameContains.isEmpty()) {
        next.selectedSystems.clear();
        for (const auto& e : catalog.entries()) {
            if (!QString::fromStdString(e.system).contains(nameContains, Qt::CaseInsensitive)) continue;
            next.selectedSystems.push_back({e.list, e.rank});
            if (static_cast<int>(next.selectedSystems.size()) >= SystemsPanel::kMaxSelected) break;
        }
        if (next.selectedSystems.empty()) return tr("no TOP500 system name contains \"%1\"").arg(nameContains);
    }
    if (!edition.isEmpty()) {
        const auto editions = catalog.editions();
        if (std::find(editions.begin(), editions.end(), edition.toStdString()) == editions.end())
            return tr("no TOP500 list edition \"%1\" (editions run from %2 to %3)")
                .arg(edition, QString::fromStdString(editions.front()), QString::fromStdString(editions.back()));
        next.cloudEdition = edition.toStdString();
    }
    systemsDock_->show();
    systems_->selectSystems(next.selectedSystems);
    controller_->setScenario(next);
    return {};
}

void MainWindow::setCameraPreset(int preset) {
    const int index = controls_->cameraCombo()->findData(preset);
    if (index < 0) return;
    controls_->cameraCombo()->setCurrentIndex(index);
    surface_->setCameraPreset(SurfaceView::CameraPreset(preset));
}

void MainWindow::setLogarithmicEfficiency(bool logarithmic) { controls_->logEfficiencyCheck()->setChecked(logarithmic); }

void MainWindow::restoreLayout() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    horizontal_->restoreState(settings.value(QStringLiteral("window/horizontalSplitter")).toByteArray());
    vertical_->restoreState(settings.value(QStringLiteral("window/verticalSplitter")).toByteArray());
    setCameraPreset(settings.value(QStringLiteral("view/camera"), int(SurfaceView::CameraPreset::Isometric)).toInt());
    setLogarithmicEfficiency(settings.value(QStringLiteral("view/logEfficiency"), false).toBool());
}

void MainWindow::saveLayout() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/horizontalSplitter"), horizontal_->saveState());
    settings.setValue(QStringLiteral("window/verticalSplitter"), vertical_->saveState());
    settings.setValue(QStringLiteral("view/camera"), int(surface_->cameraPreset()));
    settings.setValue(QStringLiteral("view/logEfficiency"), surface_->logarithmicEfficiency());
}

QStringList MainWindow::recentSessions() const {
    return QSettings().value(QStringLiteral("recentSessions")).toStringList();
}

void MainWindow::rememberRecent(const QString& path) {
    QStringList recent = recentSessions();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8) recent.removeLast();
    QSettings().setValue(QStringLiteral("recentSessions"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    if (!recentMenu_) return;
    recentMenu_->clear();
    for (const QString& path : recentSessions()) {
        recentMenu_->addAction(path, this, [this, path] {
            QString error;
            if (!openSession(path, &error)) QMessageBox::warning(this, tr("Cannot open session"), error);
        });
    }
    recentMenu_->setEnabled(!recentMenu_->isEmpty());
}

QString MainWindow::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.effsurf");
}

bool MainWindow::autosave() {
    if (!isWindowModified()) return false;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QString error;
    const ViewState view{int(surface_->cameraPreset()), surface_->logarithmicEfficiency(), tabs_->currentIndex()};
    return SessionFile::save(autosavePath(), controller_->scenario(), view, &error);
}

void MainWindow::discardAutosave() { QFile::remove(autosavePath()); }

bool MainWindow::saveSession(const QString& path, QString* error) {
    ViewState view{int(surface_->cameraPreset()), surface_->logarithmicEfficiency(), tabs_->currentIndex()};
    if (!SessionFile::save(path, controller_->scenario(), view, error)) return false;
    sessionPath_ = path;
    controller_->undoStack()->setClean();
    setWindowFilePath(path);
    rememberRecent(path);
    statusBar()->showMessage(tr("Session saved to %1").arg(path), 5000);
    return true;
}

bool MainWindow::openPreset(const QString& idOrTitle, QString* error) {
    const auto loaded = Presets::load(idOrTitle, error);
    if (!loaded) return false;
    controller_->setScenario(loaded->scenario);
    controller_->flush();
    setCameraPreset(loaded->view.cameraPreset);
    setLogarithmicEfficiency(loaded->view.logarithmicEfficiency);
    if (loaded->view.lowerTab >= 0 && loaded->view.lowerTab < tabs_->count()) tabs_->setCurrentIndex(loaded->view.lowerTab);
    systems_->selectSystems(loaded->scenario.selectedSystems);
    if (!loaded->description.isEmpty()) statusBar()->showMessage(loaded->title + QStringLiteral(": ") + loaded->description, 15000);
    return true;
}

void MainWindow::rebuildPresetMenu() {
    presetMenu_->clear();
    bool userSection = false;
    for (const auto& preset : Presets::all()) {
        if (!preset.builtIn && !userSection) {
            presetMenu_->addSeparator();
            userSection = true;
        }
        QAction* action = presetMenu_->addAction(preset.title, this, [this, id = preset.id] {
            QString error;
            if (!openPreset(id, &error)) QMessageBox::warning(this, tr("Cannot open preset"), error);
        });
        action->setToolTip(preset.description);
        action->setStatusTip(preset.description);
    }
    presetMenu_->addSeparator();
    presetMenu_->addAction(tr("Save as preset\u2026"), this, [this] {
        const QString title = QInputDialog::getText(this, tr("Save as preset"), tr("Preset name:"));
        if (title.trimmed().isEmpty()) return;
        QString error;
        const ViewState view{int(surface_->cameraPreset()), surface_->logarithmicEfficiency(), tabs_->currentIndex()};
        if (!Presets::saveUser(title.trimmed(), controller_->scenario(), view, &error))
            QMessageBox::warning(this, tr("Cannot save preset"), error);
        rebuildPresetMenu();
    });
    QMenu* remove = presetMenu_->addMenu(tr("Delete preset"));
    for (const auto& preset : Presets::all()) {
        if (preset.builtIn) continue;
        remove->addAction(preset.title, this, [this, id = preset.id] {
            QString error;
            if (!Presets::removeUser(id, &error)) QMessageBox::warning(this, tr("Cannot delete preset"), error);
            rebuildPresetMenu();
        });
    }
    remove->setEnabled(!remove->isEmpty());
}

bool MainWindow::openSession(const QString& path, QString* error) {
    const auto loaded = SessionFile::load(path, error);
    if (!loaded) return false;  // the current state is untouched
    controller_->setScenario(loaded->scenario);
    controller_->flush();
    controller_->undoStack()->clear();
    setCameraPreset(loaded->view.cameraPreset);
    setLogarithmicEfficiency(loaded->view.logarithmicEfficiency);
    if (loaded->view.lowerTab >= 0 && loaded->view.lowerTab < tabs_->count()) tabs_->setCurrentIndex(loaded->view.lowerTab);
    systems_->selectSystems(loaded->scenario.selectedSystems);
    if (path == autosavePath()) {
        // Recovered work is unsaved work: no file name, marked modified.
        sessionPath_.clear();
        setWindowFilePath(QString());
        controller_->undoStack()->resetClean();
        setWindowModified(true);
    } else {
        sessionPath_ = path;
        setWindowFilePath(path);
        rememberRecent(path);
    }
    return true;
}

QString MainWindow::loadMeasurements(const core::MeasurementSeries& series) {
    auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(series));
    if (!fit->ok) return tr("%1: cannot fit: %2").arg(QString::fromStdString(series.sourceFile), QString::fromStdString(fit->reason));
    controller_->addSeries(std::make_shared<const core::MeasurementSeries>(series), fit);
    return {};
}

int MainWindow::openMeasurements(const QStringList& paths, bool interactive) {
    int loaded = 0;
    for (const QString& path : paths) {
        ImportDialog dialog(path, this);
        const auto& parsed = dialog.parsed();
        const bool clean = parsed && parsed->ok() && dialog.loadButton()->isEnabled();
        if (!interactive && clean) {
            // A clean file named on the command line needs no questions.
        } else if (dialog.exec() != QDialog::Accepted) {
            continue;
        }
        const QString problem = loadMeasurements(dialog.acceptedSeries());
        if (problem.isEmpty()) {
            ++loaded;
            tabs_->setCurrentIndex(2);
        } else {
            QMessageBox::warning(this, tr("Cannot load"), problem);
        }
    }
    if (loaded > 0) statusBar()->showMessage(tr("%n measurement series loaded", nullptr, loaded), 6000);
    return loaded;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile()) paths << url.toLocalFile();
    event->acceptProposedAction();
    // After the drop returns: the preview dialog must not run inside the drag.
    QTimer::singleShot(0, this, [this, paths] { openMeasurements(paths, true); });
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (isWindowModified()) {
        const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
                                                  tr("Save the changes to this session before closing?"),
                                                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Cancel) {
            event->ignore();
            return;
        }
        if (answer == QMessageBox::Save) {
            QString error;
            const QString path = sessionPath_.isEmpty()
                                     ? QFileDialog::getSaveFileName(this, tr("Save session"), QString(),
                                                                    tr("effsurf sessions (*.effsurf)"))
                                     : sessionPath_;
            if (path.isEmpty() || !saveSession(path, &error)) {
                if (!error.isEmpty()) QMessageBox::warning(this, tr("Cannot save session"), error);
                event->ignore();
                return;
            }
        }
    }
    saveLayout();
    discardAutosave();  // a clean exit: nothing to recover next time
    event->accept();
}

}  // namespace effsurf::ui
