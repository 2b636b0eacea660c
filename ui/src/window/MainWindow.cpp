#include "effsurf/ui/window/MainWindow.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/Version.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/ui/animation/AnimationPanel.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/compare/ComparePanel.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/figures/ExportDialog.h"
#include "effsurf/ui/data/HistoryPanel.h"
#include "effsurf/ui/data/ImportDialog.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/data/SeriesPanel.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/charts/PerformanceChart.h"
#include "effsurf/ui/charts/PrecisionEfficiencyChart.h"
#include "effsurf/ui/session/Presets.h"
#include "effsurf/ui/session/Resources.h"
#include "effsurf/ui/charts/SerialFractionPlaneChart.h"
#include "effsurf/ui/charts/SpeedupChart.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/data/SystemsPanel.h"
#include "effsurf/ui/presentation/PresentationDialog.h"
#include "effsurf/ui/widgets/ReadoutBar.h"
#include "effsurf/ui/tours/TourEditor.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QActionGroup>
#include <QTabBar>
#include <functional>
#include <QCheckBox>
#include <QChartView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QAbstractSpinBox>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSignalBlocker>
#include <QTextEdit>
#include <QVBoxLayout>
#include <QWindow>
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

    chartGrid_ = chartGrid;
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
    // The presentation view's large readout sits above the surface.
    readout_ = new ReadoutBar;
    readout_->hide();
    auto* rightPane = new QWidget;
    auto* rightLayout = new QVBoxLayout(rightPane);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(0);
    rightLayout->addWidget(readout_);
    rightLayout->addWidget(vertical_, 1);
    horizontal_->addWidget(scroll);
    horizontal_->addWidget(rightPane);
    horizontal_->setStretchFactor(1, 1);
    horizontal_->setSizes({330, 1270});
    setCentralWidget(horizontal_);

    systemsDock_->setObjectName(QStringLiteral("systemsDock"));
    systemsDock_->setWidget(systems_);
    addDockWidget(Qt::RightDockWidgetArea, systemsDock_);
    systemsDock_->hide();  // the analyst's panel: View > TOP500 systems (F7)

    tourPlayer_ = new TourPlayer(controller_, this);
    tourPanel_ = new TourPanel(tourPlayer_);
    tourDock_ = new QDockWidget(tr("Tour"));
    tourDock_->setObjectName(QStringLiteral("tourDock"));
    tourDock_->setWidget(tourPanel_);
    addDockWidget(Qt::BottomDockWidgetArea, tourDock_);
    tourDock_->hide();
    tourEditor_ = new TourEditor(controller_, tourPlayer_, [this] { return currentTourView(); });
    tourEditorDock_ = new QDockWidget(tr("My tours"));
    tourEditorDock_->setObjectName(QStringLiteral("tourEditorDock"));
    tourEditorDock_->setWidget(tourEditor_);
    addDockWidget(Qt::RightDockWidgetArea, tourEditorDock_);
    tourEditorDock_->hide();
    animation_ = new AnimationPanel(this);
    animationDock_ = new QDockWidget(tr("Animation"));
    animationDock_->setObjectName(QStringLiteral("animationDock"));
    animationDock_->setWidget(animation_);
    addDockWidget(Qt::BottomDockWidgetArea, animationDock_);
    animationDock_->hide();
    connect(tourPlayer_, &TourPlayer::started, this, [this] {
        tourDock_->show();
        fitTourDock();
    });
    connect(tourPlayer_, &TourPlayer::stopped, this, [this] {
        tourDock_->hide();
        setVisibleCharts({});
    });
    connect(tourPlayer_, &TourPlayer::stepChanged, this, [this](int) {
        if (const core::TourStep* step = tourPlayer_->currentStep()) applyTourView(step->view, tourPlayer_->isAnimated());
    });

    QSettings settings;
    presentation_.fontScale = std::clamp(settings.value(QStringLiteral("presentation/fontScale"), presentation_.fontScale).toDouble(),
                                         kMinFontScale, kMaxFontScale);
    presentation_.highContrast = settings.value(QStringLiteral("presentation/highContrast"), presentation_.highContrast).toBool();
    presentation_.controls = ControlPanel::Groups(
        settings.value(QStringLiteral("presentation/controls"), int(presentation_.controls)).toInt() & ControlPanel::AllGroups);
    presentation_.screenName = settings.value(QStringLiteral("presentation/screen")).toString();
    themeMode_ = AppTheme::parseMode(settings.value(QStringLiteral("view/theme")).toString());
    AppTheme::captureSystemPalette();
    if (themeMode_ != AppTheme::Mode::System || AppTheme::systemPrefersDark()) setThemeMode(themeMode_, false);
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
    qApp->installEventFilter(this);
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
        readout_->showScenario(scenario);
        tourPanel_->showScenario(scenario);
        if (changes & ScenarioController::ToursChanged) {
            tourEditor_->showScenario(scenario);
            rebuildTourMenu();
        }
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
    buildLectureMenus(view);

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
    stopLectureMotion();
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
    stopLectureMotion();
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
    // The layout to remember is the normal one, not the presentation's.
    if (presenting_) setPresentationMode(false);
    stopLectureMotion();
    saveLayout();
    discardAutosave();  // a clean exit: nothing to recover next time
    event->accept();
}

// ---- lecture mode -----------------------------------------------------------

namespace {
const char* const kPanelIds[] = {"model", "history", "measurements", "compare"};
}  // namespace

void MainWindow::buildLectureMenus(QMenu* view) {
    view->addSeparator();
    presentAction_ = view->addAction(tr("&Presentation view"), this, [this](bool on) { setPresentationMode(on); });
    presentAction_->setCheckable(true);
    presentAction_->setShortcut(QKeySequence(Qt::Key_F5));
    // Window-level too: the menu bar is hidden while presenting, and actions
    // that live only in a hidden menu bar lose their shortcuts.
    addAction(presentAction_);
    view->addAction(tr("Presentation &settings\u2026"), this, [this] {
        PresentationDialog dialog(presentation_, this);
        connect(&dialog, &PresentationDialog::settingsChanged, this, &MainWindow::setPresentationSettings);
        const PresentationSettings before = presentation_;
        if (dialog.exec() != QDialog::Accepted) setPresentationSettings(before);
    });
    QMenu* theme = view->addMenu(tr("&Theme"));
    auto* themes = new QActionGroup(theme);
    for (auto [mode, label] : {std::pair{AppTheme::Mode::System, tr("Follow the &system")},
                               std::pair{AppTheme::Mode::Light, tr("&Light")}, std::pair{AppTheme::Mode::Dark, tr("&Dark")}}) {
        QAction* action = theme->addAction(label, this, [this, mode = mode] { setThemeMode(mode); });
        action->setCheckable(true);
        action->setChecked(mode == themeMode_);
        action->setData(int(mode));
        themes->addAction(action);
    }
    themeActions_ = themes;
    view->addSeparator();
    QAction* animationAction = animationDock_->toggleViewAction();
    animationAction->setText(tr("&Animation"));
    animationAction->setShortcut(QKeySequence(Qt::Key_F8));
    view->addAction(animationAction);

    tourMenu_ = menuBar()->addMenu(tr("&Tours"));
    rebuildTourMenu();
}

void MainWindow::rebuildTourMenu() {
    if (!tourMenu_) return;
    tourMenu_->clear();
    int number = 0;
    for (const auto& tour : BuiltinTours::all()) {
        QAction* action = tourMenu_->addAction(QString::fromStdString(tour->title), this, [this, tour] { tourPlayer_->start(tour); });
        action->setStatusTip(QString::fromStdString(tour->description));
        action->setToolTip(QString::fromStdString(tour->description));
        if (++number <= 9) action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_0 + number)));
    }
    const auto& own = controller_->scenario().tours;
    if (!own.empty()) tourMenu_->addSection(tr("This session's tours"));
    for (const auto& tour : own)
        tourMenu_->addAction(QString::fromStdString(tour->title), this, [this, tour] { tourPlayer_->start(tour); })
            ->setEnabled(!tour->steps.empty());
    tourMenu_->addSeparator();
    QAction* next = tourMenu_->addAction(tr("&Next step\tPageDown, \u2192"), tourPlayer_, &TourPlayer::next);
    QAction* previous = tourMenu_->addAction(tr("&Previous step\tPageUp, \u2190"), tourPlayer_, &TourPlayer::previous);
    QAction* end = tourMenu_->addAction(tr("&End tour\tEsc"), tourPlayer_, &TourPlayer::stop);
    for (QAction* a : {next, previous, end}) a->setEnabled(tourPlayer_->isActive());
    // The actions are the context: clear() deletes them, and with them these connections.
    connect(tourPlayer_, &TourPlayer::started, next, [next, previous, end] {
        for (QAction* a : {next, previous, end}) a->setEnabled(true);
    });
    connect(tourPlayer_, &TourPlayer::stopped, next, [next, previous, end] {
        for (QAction* a : {next, previous, end}) a->setEnabled(false);
    });
    tourMenu_->addSeparator();
    tourMenu_->addAction(tourEditorDock_->toggleViewAction());
    tourEditorDock_->toggleViewAction()->setText(tr("&Record and edit my tours\u2026"));
}

std::vector<std::shared_ptr<const core::Tour>> MainWindow::availableTours() const {
    std::vector<std::shared_ptr<const core::Tour>> tours = BuiltinTours::all();
    for (const auto& tour : controller_->scenario().tours) tours.push_back(tour);
    return tours;
}

bool MainWindow::startTour(const QString& idOrTitle, QString* error) {
    for (const auto& tour : availableTours()) {
        if (QString::fromStdString(tour->id) == idOrTitle ||
            QString::fromStdString(tour->title).compare(idOrTitle, Qt::CaseInsensitive) == 0) {
            if (tour->steps.empty()) {
                if (error) *error = tr("tour \"%1\" has no steps yet").arg(idOrTitle);
                return false;
            }
            tourPlayer_->start(tour);
            return true;
        }
    }
    if (error) {
        QStringList ids;
        for (const auto& tour : availableTours()) ids << QString::fromStdString(tour->id);
        *error = tr("no tour \"%1\" (tours: %2)").arg(idOrTitle, ids.join(QStringLiteral(", ")));
    }
    return false;
}

void MainWindow::applyTourView(const core::TourView& view, bool animated) {
    const auto& cameras = core::TourView::cameraIds();
    const auto camera = std::find(cameras.begin(), cameras.end(), view.camera);
    if (camera != cameras.end()) {
        const auto preset = SurfaceView::CameraPreset(camera - cameras.begin());
        {
            const QSignalBlocker blocker(controls_->cameraCombo());
            controls_->cameraCombo()->setCurrentIndex(controls_->cameraCombo()->findData(int(preset)));
        }
        surface_->setCameraPreset(preset, animated);
    }
    setLogarithmicEfficiency(view.logarithmicEfficiency);
    for (int i = 0; i < int(std::size(kPanelIds)); ++i)
        if (view.panel == kPanelIds[i]) tabs_->setCurrentIndex(i);
    setVisibleCharts(view.charts);
}

core::TourView MainWindow::currentTourView() const {
    core::TourView view;
    view.camera = std::string(core::TourView::cameraIds().at(std::size_t(surface_->cameraPreset())));
    view.logarithmicEfficiency = surface_->logarithmicEfficiency();
    const int tab = tabs_->currentIndex();
    view.panel = kPanelIds[tab >= 0 && tab < int(std::size(kPanelIds)) ? tab : 0];
    view.charts = visibleCharts_;
    return view;
}

void MainWindow::setVisibleCharts(const std::vector<std::string>& ids) {
    const auto& known = core::TourView::chartIds();
    // In the order asked for: the first named chart takes the first place.
    std::vector<ComparisonChart*> shown;
    visibleCharts_.clear();
    for (const std::string& id : ids) {
        const auto at = std::find(known.begin(), known.end(), id);
        if (at == known.end()) continue;
        ComparisonChart* chart = charts_[std::size_t(at - known.begin())];
        if (std::find(shown.begin(), shown.end(), chart) != shown.end()) continue;
        shown.push_back(chart);
        visibleCharts_.push_back(id);
    }
    if (shown.empty()) {
        shown.assign(charts_.begin(), charts_.end());
        visibleCharts_.clear();
    }
    auto* grid = static_cast<QGridLayout*>(chartGrid_->layout());
    for (auto* chart : charts_) {
        grid->removeWidget(chart);
        chart->hide();
    }
    // One chart fills the pane, two sit side by side, three or four in a 2x2 grid.
    const int columns = shown.size() <= 2 ? int(shown.size()) : 2;
    for (int i = 0; i < int(shown.size()); ++i) {
        grid->addWidget(shown[std::size_t(i)], i / columns, i % columns);
        shown[std::size_t(i)]->show();
    }
    for (int r = 0; r < 2; ++r) grid->setRowStretch(r, r < (int(shown.size()) + columns - 1) / std::max(columns, 1) ? 1 : 0);
    for (int c = 0; c < 2; ++c) grid->setColumnStretch(c, c < columns ? 1 : 0);
}

QScreen* MainWindow::presentationScreen() const {
    const QList<QScreen*> screens = QGuiApplication::screens();
    for (QScreen* s : screens)
        if (!presentation_.screenName.isEmpty() && s->name() == presentation_.screenName) return s;
    QScreen* here = screen();
    // Like presentation programs: the other screen (the projector) if there is one.
    for (QScreen* s : screens)
        if (s != here) return s;
    return here;
}

void MainWindow::stopLectureMotion() {
    animation_->pause();
    tourPlayer_->stop();
}

void MainWindow::fitTourDock() {
    // As tall as the explanation needs, not a share of the window.
    // The panel keeps its minimum height at what its wrapped text needs
    // (TourPanel::fitHeight); the dock adds its title bar.
    if (!tourDock_->isVisible()) return;
    const int height = std::max(tourPanel_->minimumHeight(), tourPanel_->sizeHint().height());
    resizeDocks({tourDock_}, {height + QFontMetrics(tourDock_->font()).height() + 12}, Qt::Vertical);
}

void MainWindow::setPresentationSettings(const PresentationSettings& settings) {
    presentation_ = settings;
    presentation_.fontScale = std::clamp(settings.fontScale, kMinFontScale, kMaxFontScale);
    QSettings store;
    store.setValue(QStringLiteral("presentation/fontScale"), presentation_.fontScale);
    store.setValue(QStringLiteral("presentation/highContrast"), presentation_.highContrast);
    store.setValue(QStringLiteral("presentation/controls"), int(presentation_.controls));
    store.setValue(QStringLiteral("presentation/screen"), presentation_.screenName);
    if (!presenting_) return;
    controls_->setVisibleGroups(presentation_.controls);
    setPalette(presentation_.highContrast ? AppTheme::highContrastPalette(AppTheme::isDark(themeMode_)) : QPalette());
    fontScaler_.apply(this, presentation_.fontScale);
    applyLook(wantedLook());
    fitTourDock();
}

void MainWindow::setPresentationMode(bool on) {
    if (on == presenting_) return;
    if (on) {
        normalGeometry_ = saveGeometry();
        normalState_ = saveState();
        normalHorizontal_ = horizontal_->saveState();
        normalVertical_ = vertical_->saveState();
        presenting_ = true;
        // Actions in a hidden menu bar lose their shortcuts: the window holds them while presenting.
        std::function<void(QMenu*)> collect = [&](QMenu* menu) {
            for (QAction* action : menu->actions()) {
                if (action->menu()) collect(action->menu());
                else if (!action->shortcut().isEmpty() && action != presentAction_) presentationShortcuts_.push_back(action);
            }
        };
        for (QAction* top : menuBar()->actions())
            if (top->menu()) collect(top->menu());
        for (QAction* action : presentationShortcuts_) addAction(action);
        menuBar()->hide();
        statusBar()->hide();
        for (QDockWidget* dock : {systemsDock_, tourEditorDock_, animationDock_}) dock->hide();
        controls_->setVisibleGroups(presentation_.controls);
        readout_->show();
        if (presentation_.highContrast) setPalette(AppTheme::highContrastPalette(AppTheme::isDark(themeMode_)));
        fontScaler_.apply(this, presentation_.fontScale);
        applyLook(wantedLook());
        horizontal_->setSizes({int(300 * presentation_.fontScale), 1600});
        fitTourDock();
        // Equal shares: large chart fonts need the height as much as the surface does.
        vertical_->setSizes({500, 500});
        QScreen* target = presentationScreen();
        readout_->setNotice(QString());
        if (windowHandle() && target && target != screen()) {
            if (target->virtualSiblings().contains(screen())) {
                // One desktop over several monitors (the usual case): moving is a matter of geometry.
                showNormal();
                setGeometry(target->availableGeometry());
                windowHandle()->setScreen(target);
            } else {
                // A screen of its own (X11 "Zaphod" screens): moving would re-create
                // the native window, and the 3D view's OpenGL context with it.
                readout_->setNotice(tr("Presenting here: %1 is a separate X screen, which a window cannot move to. "
                                       "Start effsurf on that screen (DISPLAY=%2) to present there.")
                                        .arg(target->name(), target->name()));
            }
        }
        // Fill the screen even where no window manager acts on the full-screen request (Xvfb, kiosks).
        if (QScreen* shownOn = windowHandle() ? windowHandle()->screen() : nullptr) setGeometry(shownOn->geometry());
        showFullScreen();
    } else {
        presenting_ = false;
        fontScaler_.restore();
        setPalette(QPalette());
        applyLook(wantedLook());
        readout_->hide();
        controls_->setVisibleGroups(ControlPanel::AllGroups);
        menuBar()->show();
        statusBar()->show();
        showNormal();
        restoreGeometry(normalGeometry_);
        restoreState(normalState_);
        horizontal_->restoreState(normalHorizontal_);
        vertical_->restoreState(normalVertical_);
        // The dock as the tour is now, not as it was when F5 was pressed.
        tourDock_->setVisible(tourPlayer_->isActive());
        for (QAction* action : presentationShortcuts_) removeAction(action);
        presentationShortcuts_.clear();
    }
    if (presentAction_) {
        const QSignalBlocker blocker(presentAction_);
        presentAction_->setChecked(on);
    }
    emit presentationModeChanged(on);
}

void MainWindow::setThemeMode(AppTheme::Mode mode, bool remember) {
    themeMode_ = mode;
    if (remember) QSettings().setValue(QStringLiteral("view/theme"), AppTheme::modeId(mode));
    AppTheme::apply(mode);
    if (themeActions_)
        for (QAction* action : themeActions_->actions()) action->setChecked(action->data().toInt() == int(mode));
    if (presenting_ && presentation_.highContrast) setPalette(AppTheme::highContrastPalette(AppTheme::isDark(mode)));
    applyLook(wantedLook());
}

ChartLook MainWindow::wantedLook() const {
    ChartLook look = AppTheme::look(themeMode_);
    if (!presenting_) return look;
    if (presentation_.highContrast) look = look.highContrast();
    return look.withFontScale(presentation_.fontScale);
}

void MainWindow::applyLook(const ChartLook& look) {
    const ChartLook from = ChartStyle::look();
    if (from == look) return;
    ChartStyle::setLook(look);
    std::vector<QChartView*> views(charts_.begin(), charts_.end());
    views.push_back(karpFlatt_);
    views.push_back(history_->historyView());
    views.push_back(history_->rooflineView());
    for (QChartView* view : views) ChartStyle::restyle(view->chart(), from, look);
    surface_->setLook(look);
    // Overlays built from the look (snapshot A's ink, markers) are redrawn.
    controller_->republish();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress || !watched->isWidgetType()) return QMainWindow::eventFilter(watched, event);
    auto* widget = static_cast<QWidget*>(watched);
    if (widget->window() != this) return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    if (key->key() == Qt::Key_Escape) {
        if (presenting_) {
            setPresentationMode(false);
            return true;
        }
        if (tourPlayer_->isActive()) {
            tourPlayer_->stop();
            return true;
        }
        return false;
    }
    if (!tourPlayer_->isActive()) return false;
    // Typing stays typing: text fields and spin boxes keep their keys.
    const auto typesText = [](QObject* o) {
        return qobject_cast<QLineEdit*>(o) || qobject_cast<QAbstractSpinBox*>(o) || qobject_cast<QTextEdit*>(o) ||
               qobject_cast<QPlainTextEdit*>(o);
    };
    // The key's receiver, or its viewport's owner (text edits receive keys on their viewport).
    if (typesText(widget) || typesText(widget->parent()) || typesText(QApplication::focusWidget())) return false;
    // PageUp/PageDown (what presenter remotes send) always step. Arrows, Space
    // and Backspace step unless a control that uses them has the focus (a
    // slider being nudged, a button, a list, a combo box, the tab bar).
    const auto usesArrows = [](QObject* o) {
        return qobject_cast<QAbstractSlider*>(o) || qobject_cast<QAbstractButton*>(o) || qobject_cast<QAbstractItemView*>(o) ||
               qobject_cast<QComboBox*>(o) || qobject_cast<QTabBar*>(o);
    };
    const bool remoteKey = key->key() == Qt::Key_PageDown || key->key() == Qt::Key_PageUp;
    if (!remoteKey && (usesArrows(widget) || usesArrows(widget->parent()))) return false;
    switch (key->key()) {
        case Qt::Key_PageDown:
        case Qt::Key_Right:
        case Qt::Key_Space:
            tourPlayer_->next();
            return true;
        case Qt::Key_PageUp:
        case Qt::Key_Left:
        case Qt::Key_Backspace:
            tourPlayer_->previous();
            return true;
        default:
            return false;
    }
}

}  // namespace effsurf::ui
