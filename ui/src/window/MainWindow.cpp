// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/MainWindow.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/window/MeasurementsTab.h"
#include "effsurf/ui/window/StatusText.h"
#include "effsurf/ui/window/WindowHelp.h"
#include "effsurf/ui/window/WindowMenus.h"
#include "effsurf/ui/window/WindowImage.h"
#include "effsurf/ui/window/WindowLecture.h"

#include "effsurf/ui/animation/AnimationPanel.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/FitResidualChart.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/charts/ModelChartGrid.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/compare/ComparePanel.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/data/HistoryPanel.h"
#include "effsurf/ui/data/MeasurementLoader.h"
#include "effsurf/ui/data/SeriesPanel.h"
#include "effsurf/ui/measure/MeasurePanel.h"
#include "effsurf/ui/data/SystemsPanel.h"
#include "effsurf/ui/presentation/PresentationMode.h"
#include "effsurf/ui/session/Resources.h"
#include "effsurf/ui/session/SessionManager.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/ink/InkController.h"
#include "effsurf/ui/tours/LectureKeyFilter.h"
#include "effsurf/ui/tours/TourEditor.h"
#include "effsurf/ui/tours/TourManager.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/training/TrainingWorkspace.h"
#include "effsurf/ui/widgets/CoreMessageText.h"
#include "effsurf/ui/widgets/ReadoutBar.h"
#include "effsurf/ui/window/StatusReadout.h"
#include "effsurf/ui/widgets/VisibleArea.h"
#include "effsurf/core/scenario/ViewNames.h"

#include <QActionGroup>
#include <QApplication>
#include <QChartView>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QScrollArea>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace effsurf::ui {

namespace {
/// Runs before the members are built: the 3D view loads its marker mesh from the resources.
ScenarioController* makeController(QObject* parent) {
    initializeResources();
    return new ScenarioController(parent);
}

/// The lower tabs in order, as tour steps name them.
constexpr std::string_view kPanelIds[] = {"model", "history", "measurements", "compare", "training"};
}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      controller_(makeController(this)),
      controls_(new ControlPanel(controller_)),
      surface_(new SurfaceView),
      systems_(new SystemsPanel(controller_)),
      history_(new HistoryPanel(controller_)),
      seriesPanel_(new SeriesPanel(controller_)),
      measurePanel_(new MeasurePanel(controller_)),
      compare_(new ComparePanel(controller_)),
      karpFlatt_(new KarpFlattChart),
      training_(new TrainingWorkspace(controller_)),
      tabs_(new QTabWidget),
      systemsDock_(new QDockWidget(tr("TOP500 systems"))),
      horizontal_(new QSplitter(Qt::Horizontal)),
      vertical_(new QSplitter(Qt::Vertical)),
      status_(new StatusReadout) {
    setWindowIcon(QIcon(QStringLiteral(":/effsurf/icons/effsurf.svg")));
    setCentralWidget(buildCentralWidget());
    buildFeatures();
    WindowHelp::nameSections(*this);

    themeMode_ = AppTheme::parseMode(QSettings().value(QStringLiteral("view/theme")).toString());
    AppTheme::captureSystemPalette();
    if (themeMode_ != AppTheme::Mode::System || AppTheme::systemPrefersDark()) setThemeMode(themeMode_, false);
    WindowLecture::build(*this);
    WindowMenus::build(*this);

    statusBar()->addPermanentWidget(status_, 1);

    connectViews();
    setAcceptDrops(true);
    lectureKeys_ = new LectureKeyFilter(
        this, tours_->player(),
        [this] {
            if (!isPresenting()) return false;
            setPresentationMode(false);
            return true;
        },
        [this] { return isPresenting(); }, this);
    qApp->installEventFilter(lectureKeys_);
    lectureKeys_->setPresenterKeys([this](int key) { return ink_->handleKey(key); });

    // 1600x1000, or less on a smaller screen (a 1024x768 projector): a
    // window larger than its screen opened with its right side off-screen.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(QSize(1600, 1000).boundedTo(available.size() * 0.95));
    // The first frame: the initial scenario as generation 1, from the event loop.
    controller_->republish();
}

MainWindow::~MainWindow() {
    // The key filter reaches the tour player and the presentation view: it
    // stops before they are taken down with the window's children.
    qApp->removeEventFilter(lectureKeys_);
}

QWidget* MainWindow::buildCentralWidget() {
    auto* scroll = new QScrollArea;
    controlsArea_ = scroll;
    scroll->setWidget(controls_);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(controls_->minimumWidth() + 20);

    chartGrid_ = new ModelChartGrid;
    tabs_->addTab(chartGrid_, tr("Model"));
    tabs_->addTab(history_, tr("TOP500 history"));
    measurementsTab_ = new MeasurementsTab(seriesPanel_, measurePanel_, karpFlatt_);
    tabs_->addTab(measurementsTab_, tr("Measurements"));
    tabs_->addTab(compare_, tr("Compare A\u2013"
                               "D"));
    tabs_->addTab(training_, tr("Training"));
    tabs_->setTabToolTip(tabs_->count() - 1, tr("Large-model training: a transformer on t \u00D7 p \u00D7 d GPUs"));
    tabs_->setDocumentMode(true);
    vertical_->addWidget(surface_);
    vertical_->addWidget(tabs_);
    vertical_->setStretchFactor(0, 1);
    vertical_->setStretchFactor(1, 1);
    vertical_->setSizes({500, 500});
    // The presentation view's large readout sits above the surface.
    readout_ = new ReadoutBar;
    readout_->hide();
    training_->setHeadline(readout_);
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
    return horizontal_;
}

void MainWindow::buildFeatures() {
    // Dock order matters for the layout: systems, then the tour docks, then animation.
    systemsDock_->setObjectName(QStringLiteral("systemsDock"));
    systemsDock_->setWidget(systems_);
    addDockWidget(Qt::RightDockWidgetArea, systemsDock_);
    systemsDock_->hide();  // the analyst's panel: View > TOP500 systems (F7)

    tours_ = new TourManager({this, controller_, [this] { return currentTourView(); },
                              [this](const core::TourView& view, bool animated) { applyTourView(view, animated); }},
                             this);
    connect(tours_, &TourManager::ended, this, [this] { setVisibleCharts({}); });
    animation_ = new AnimationPanel(this);
    animationDock_ = new QDockWidget(tr("Animation"));
    animationDock_->setObjectName(QStringLiteral("animationDock"));
    animationDock_->setWidget(animation_);
    addDockWidget(Qt::BottomDockWidgetArea, animationDock_);
    animationDock_->hide();
    connect(animation_, &AnimationPanel::recordingWritten, this,
            [this](const QString& message) { statusBar()->showMessage(message, 15000); });

    PresentationMode::Stage stage;
    stage.window = this;
    stage.horizontal = horizontal_;
    stage.vertical = vertical_;
    stage.controls = controls_;
    stage.readout = readout_;
    stage.controlsArea = controlsArea_;
    stage.tourDock = tours_->panelDock();
    stage.lowerTabs = tabs_;
    stage.charts = chartGrid_;
    stage.hiddenDocks = {systemsDock_, tours_->editorDock(), animationDock_};
    stage.darkTheme = [this] { return AppTheme::isDark(themeMode_); };
    stage.restyle = [this] { applyLook(wantedLook()); };
    stage.setMinimumTextPixels = [this](double pixels) { surface_->setMinimumTextPixels(pixels); };
    stage.focusPanels = [this](bool presenting) {
        history_->setPresenting(presenting);
        measurementsTab_->setPresenting(presenting);
        compare_->setPresenting(presenting);
        training_->setPresenting(presenting);
    };
    stage.fitTourDock = [this] { tours_->fitPanelDock(); };
    stage.showDocksAsNow = [this] { tours_->showPanelDockIfActive(); };
    stage.addToStageMenu = [this](QMenu* menu) { ink_->addActions(menu); };
    presentation_ = new PresentationMode(std::move(stage), this);
    connect(presentation_, &PresentationMode::presentingChanged, this, &MainWindow::presentationModeChanged);

    SessionManager::Window sessionWindow;
    sessionWindow.window = this;
    sessionWindow.controller = controller_;
    sessionWindow.viewState = [this] {
        return ViewState{int(surface_->cameraPreset()), surface_->logarithmicEfficiency(), tabs_->currentIndex()};
    };
    sessionWindow.showLoaded = [this](const SessionFile::Loaded& loaded) {
        setCameraPreset(loaded.view.cameraPreset);
        setLogarithmicEfficiency(loaded.view.logarithmicEfficiency);
        if (loaded.view.lowerTab >= 0 && loaded.view.lowerTab < tabs_->count()) tabs_->setCurrentIndex(loaded.view.lowerTab);
        systems_->selectSystems(loaded.scenario.selectedSystems);
    };
    sessionWindow.stopMotion = [this] { stopLectureMotion(); };
    sessions_ = new SessionManager(std::move(sessionWindow), this);

    measurements_ = new MeasurementLoader(this, controller_, this);
    connect(measurements_, &MeasurementLoader::seriesLoaded, this, [this] { showPanel("measurements"); });
}

void MainWindow::connectViews() {
    connect(controller_, &ScenarioController::scenarioChanged, this, &MainWindow::onScenarioChanged);
    // The title's modified marker follows the undo history's clean state.
    connect(controller_->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    connect(controller_, &ScenarioController::interactionChanged, this, [this](bool interactive) {
        if (!interactive) refineClock_.start();
        surface_->setInteractive(interactive);
        for (auto* chart : chartGrid_->charts()) {
            chart->setInteractive(interactive);
            // Back at rest: redraw the curves with every sample.
            if (!interactive) chart->render(controller_->scenario(), chart->renderedGeneration());
        }
        training_->setInteractive(interactive);
        if (!interactive && controller_->scenario().model == core::ModelKind::ParallelTraining)
            surface_->setSystemPoints(SystemPoint::placed(controller_->scenario()), SystemPoint::cloud(controller_->scenario()));
    });
    connect(surface_, &SurfaceView::refinedFrameShown, this, [this] {
        if (refineClock_.isValid()) emit refineCompleted(refineClock_.nsecsElapsed());
        refineClock_.invalidate();
    });
    connect(controller_, &ScenarioController::rejected, this,
            [this](const QString&, const QString& message) { statusBar()->showMessage(CoreMessageText::of(message), 8000); });
    connect(controls_, &ControlPanel::cameraPresetChosen, surface_,
            [this](SurfaceView::CameraPreset preset) { surface_->setCameraPreset(preset, true); });
    connect(controls_, &ControlPanel::logarithmicEfficiencyChosen, surface_, &SurfaceView::setLogarithmicEfficiency);
    connect(surface_, &SurfaceView::frameShown, this, &MainWindow::checkFrameComplete);
    for (auto* chart : chartGrid_->charts()) connect(chart, &ComparisonChart::painted, this, &MainWindow::checkFrameComplete);
    connect(karpFlatt_, &ComparisonChart::painted, this, &MainWindow::checkFrameComplete);
    for (auto* chart : training_->charts()) connect(chart, &ComparisonChart::painted, this, &MainWindow::checkFrameComplete);
    connect(controls_, &ControlPanel::trainingWorkspaceRequested, this, [this] { showPanel("training"); });
    connect(seriesPanel_, &SeriesPanel::openRequested, measurements_, &MeasurementLoader::askAndOpen);
}

void MainWindow::onScenarioChanged(const core::Scenario& scenario, ScenarioController::Changes changes, quint64 generation) {
    pendingLatencyNs_ = controller_->nanosecondsSinceChangeRequested();
    pendingClock_.start();
    pendingGeneration_ = generation;
    // A view that cannot draw a state must not take the application down (an
    // exception leaving a slot would end the event loop): report it instead.
    try {
        surface_->render(scenario, changes.testFlag(ScenarioController::SurfaceChanged), generation);
        for (auto* chart : chartGrid_->charts()) chart->render(scenario, generation);
        karpFlatt_->render(scenario, generation);
        measurementsTab_->residuals()->render(scenario, generation);
        training_->showScenario(scenario, generation);
        seriesPanel_->showScenario(scenario);
        measurePanel_->showScenario(scenario);
        compare_->showScenario(scenario);
        // A training run's trajectory moves with the run; while a control is dragged it follows on release.
        const bool trajectoryMoved = (changes & ScenarioController::SurfaceChanged) && !controller_->isInteractive() &&
                                     (scenario.model == core::ModelKind::ParallelTraining || trajectoryShown_);
        trajectoryShown_ = scenario.model == core::ModelKind::ParallelTraining;
        if (trajectoryMoved ||
            (changes & (ScenarioController::SystemsChanged | ScenarioController::SeriesChanged | ScenarioController::SnapshotsChanged))) {
            surface_->setSystemPoints(SystemPoint::placed(scenario), SystemPoint::cloud(scenario));
        }
        controls_->showScenario(scenario);
        if (!training_->ownsHeadline()) readout_->showScenario(scenario);  // F5 on the Training tab: the run's numbers
        tours_->panel()->showScenario(scenario);
        if (changes & ScenarioController::ToursChanged) {
            tours_->editor()->showScenario(scenario);
            tours_->rebuildMenu();
        }
        systems_->showScenario(scenario);
        history_->showScenario(scenario);
        updateStatus(scenario);
        if (isPresenting() && (changes & (ScenarioController::SurfaceChanged | ScenarioController::SystemsChanged |
                                          ScenarioController::SeriesChanged | ScenarioController::ToursChanged)))
            presentation_->relayout();
        presentation_->refitStrip();  // after relayout: a relayout pending decides the strip itself
        for (QAction* action : axisFitActions_->actions()) action->setChecked(action->data().toInt() == int(scenario.axisFit));
    } catch (const std::exception& e) {
        statusBar()->showMessage(tr("Cannot draw this state: %1").arg(QString::fromUtf8(e.what())), 10000);
        qWarning("effsurf: cannot draw generation %llu: %s", generation, e.what());
    }
}

bool MainWindow::isFrameComplete() const {
    // Views on a hidden tab or pane (a collapsed 3D pane), or scrolled out of
    // a narrow window's chart column, do not draw until shown; they cannot
    // hold a frame back.
    const auto onScreen = [](const QWidget* w) { return !VisibleArea::of(*w).isEmpty(); };
    if (onScreen(surface_) && surface_->shownGeneration() < pendingGeneration_) return false;
    for (auto* chart : chartGrid_->charts())
        if (onScreen(chart) && chart->paintedGeneration() < pendingGeneration_) return false;
    if (onScreen(karpFlatt_) && karpFlatt_->paintedGeneration() < pendingGeneration_) return false;
    for (auto* chart : training_->charts())
        if (onScreen(chart) && chart->paintedGeneration() < pendingGeneration_) return false;
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
        // On screen: now the full mesh, unless a drag has begun meanwhile.
        if (coarseStart_) {
            coarseStart_ = false;
            QTimer::singleShot(0, this, [this] {
                if (!controller_->isInteractive()) surface_->setInteractive(false);
            });
        }
    }
}

void MainWindow::updateStatus(const core::Scenario& scenario) { status_->showText(StatusText::of(scenario)); }

QString MainWindow::statusText() const { return status_->text(); }

ComparisonChart* MainWindow::chart(int index) const { return chartGrid_->chart(index); }

bool MainWindow::showPanel(std::string_view id) {
    const auto at = std::find(std::begin(kPanelIds), std::end(kPanelIds), id);
    if (at == std::end(kPanelIds)) return false;
    tabs_->setCurrentIndex(int(at - std::begin(kPanelIds)));
    return true;
}

QString MainWindow::manualPageAt(const QPoint& globalPosition) const { return WindowHelp::pageAt(*this, globalPosition); }

std::string_view MainWindow::currentPanelId() const {
    const int tab = tabs_->currentIndex();
    return kPanelIds[tab >= 0 && tab < int(std::size(kPanelIds)) ? tab : 0];
}

QImage MainWindow::grabWindowImage() { return ink_->decorate(WindowImage::grab(*this, *surface_, ink_->layer())); }

QString MainWindow::showSystems(const QString& nameContains, const QString& edition) {
    QString error;
    const auto next = SystemsPanel::placingSystems(controller_->scenario(), nameContains, edition, &error);
    if (!next) return error;
    systemsDock_->show();
    systems_->selectSystems(next->selectedSystems);
    controller_->setScenario(*next);
    return {};
}

void MainWindow::setCameraPreset(int preset) {
    const int index = controls_->cameraCombo()->findData(preset);
    if (index < 0) return;
    controls_->cameraCombo()->setCurrentIndex(index);
    surface_->setCameraPreset(SurfaceView::CameraPreset(preset));
}

void MainWindow::setLogarithmicEfficiency(bool logarithmic) { controls_->logEfficiencyCheck()->setChecked(logarithmic); }

void MainWindow::prepareBuiltinData() {
    // The catalog is a function-local static: the window's first use waits
    // for this parse if it is still running, and never parses twice.
    QThreadPool::globalInstance()->start([] { resources::top500Catalog(); });
}

void MainWindow::startWithCoarseSurface() {
    coarseStart_ = true;
    surface_->setInteractive(true);
}

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
    if (!geometryForThisRun_) {
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/horizontalSplitter"), horizontal_->saveState());
        settings.setValue(QStringLiteral("window/verticalSplitter"), vertical_->saveState());
    }
    settings.setValue(QStringLiteral("window/state"), saveState());
    // Changed in the window since the command line set them: the user's choice, kept.
    if (int(surface_->cameraPreset()) != cameraForThisRun_) settings.setValue(QStringLiteral("view/camera"), int(surface_->cameraPreset()));
    if (int(surface_->logarithmicEfficiency()) != logEForThisRun_)
        settings.setValue(QStringLiteral("view/logEfficiency"), surface_->logarithmicEfficiency());
}

void MainWindow::setWindowSizeForThisRun(const QSize& size) {
    geometryForThisRun_ = true;
    resize(size);
}

void MainWindow::setCameraPresetForThisRun(int preset) {
    setCameraPreset(preset);
    cameraForThisRun_ = int(surface_->cameraPreset());
}

void MainWindow::setLogarithmicEfficiencyForThisRun(bool logarithmic) {
    setLogarithmicEfficiency(logarithmic);
    logEForThisRun_ = int(logarithmic);
}

// ---- forwarded to the features ------------------------------------------------

bool MainWindow::saveSession(const QString& path, QString* error) { return sessions_->saveSession(path, error); }
bool MainWindow::openSession(const QString& path, QString* error) { return sessions_->openSession(path, error); }
bool MainWindow::openPreset(const QString& idOrTitle, QString* error) { return sessions_->openPreset(idOrTitle, error); }
bool MainWindow::recoverAutosave(const QString& path) { return sessions_->replaceWithRecoveredWork(path); }
QString MainWindow::sessionName() const { return sessions_->sessionName(); }
QString MainWindow::sessionPath() const { return sessions_->sessionPath(); }
QStringList MainWindow::recentSessions() const { return sessions_->recentSessions(); }
QString MainWindow::autosavePath() { return SessionManager::autosavePath(); }
bool MainWindow::autosave() { return sessions_->autosave(); }
void MainWindow::discardAutosave() { SessionManager::discardAutosave(); }
bool MainWindow::autosaveBeforeTermination() {
    stopLectureMotion();
    return sessions_->autosaveBeforeTermination();
}

QString MainWindow::loadMeasurements(const core::MeasurementSeries& series) { return measurements_->load(series); }
int MainWindow::openMeasurements(const QStringList& paths, bool interactive) { return measurements_->open(paths, interactive); }

PresentationSettings MainWindow::presentationSettings() const { return presentation_->settings(); }
void MainWindow::setPresentationSettings(const PresentationSettings& settings, bool remember) {
    presentation_->setSettings(settings, remember);
}
void MainWindow::setPresentationMode(bool on) { presentation_->setPresenting(on); }
bool MainWindow::isPresenting() const { return presentation_->isPresenting(); }
QScreen* MainWindow::presentationScreen() const { return presentation_->screen(); }

TourPlayer* MainWindow::tourPlayer() const { return tours_->player(); }
TourPanel* MainWindow::tourPanel() const { return tours_->panel(); }
TourEditor* MainWindow::tourEditor() const { return tours_->editor(); }
std::vector<std::shared_ptr<const core::Tour>> MainWindow::availableTours() const { return tours_->availableTours(); }
bool MainWindow::startTour(const QString& idOrTitle, QString* error) { return tours_->startTour(idOrTitle, error); }
void MainWindow::setVisibleCharts(const std::vector<std::string>& ids) { chartGrid_->setVisibleCharts(ids); }

// ---- the window's own part of files, tours and looks --------------------------

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
    QTimer::singleShot(0, this, [this, paths] { openFilesAsUser(paths); });
}

void MainWindow::openFilesAsUser(const QStringList& paths) {
    // By content, not by name: a session called "lecture" is still a session.
    QStringList measurements;
    for (const QString& path : paths) {
        switch (SessionFile::kindOf(path)) {
            case SessionFile::Kind::Session: sessions_->replaceWithSession(path); break;
            case SessionFile::Kind::Tour: {
                QString error;
                if (!tours_->editor()->importTour(path, &error)) QMessageBox::warning(this, tr("Cannot import the tour"), error);
                break;
            }
            case SessionFile::Kind::Other: measurements << path; break;
        }
    }
    if (!measurements.isEmpty()) openMeasurements(measurements, true);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // A measurement still running is work in progress: ask before it goes.
    if (!measurePanel_->confirmStopBeforeClose(20000)) {
        event->ignore();
        return;
    }
    if (!sessions_->confirmClose()) {
        event->ignore();
        return;
    }
    // The layout to remember is the normal one, not the presentation's.
    if (isPresenting()) setPresentationMode(false);
    stopLectureMotion();
    saveLayout();
    sessions_->finishAutosave();  // not one still being written after it is removed
    discardAutosave();            // a clean exit: nothing to recover next time
    event->accept();
}

void MainWindow::stopLectureMotion() {
    animation_->pause();
    tours_->player()->stop();
}

void MainWindow::applyTourView(const core::TourView& view, bool animated) {
    const std::size_t camera = core::ViewNames::cameras().indexOf(view.camera);
    if (camera != core::NameList::npos) {
        const auto preset = SurfaceView::CameraPreset(camera);
        {
            const QSignalBlocker blocker(controls_->cameraCombo());
            controls_->cameraCombo()->setCurrentIndex(controls_->cameraCombo()->findData(int(preset)));
        }
        surface_->setCameraPreset(preset, animated);
    }
    setLogarithmicEfficiency(view.logarithmicEfficiency);
    showPanel(view.panel);
    setVisibleCharts(view.charts);
    presentation_->relayout();
}

core::TourView MainWindow::currentTourView() const {
    core::TourView view;
    view.camera = std::string(core::ViewNames::cameras().items().at(std::size_t(surface_->cameraPreset())).id);
    view.logarithmicEfficiency = surface_->logarithmicEfficiency();
    view.panel = std::string(currentPanelId());
    view.charts = chartGrid_->visibleCharts();
    return view;
}

void MainWindow::setThemeMode(AppTheme::Mode mode, bool remember) {
    themeMode_ = mode;
    if (remember) QSettings().setValue(QStringLiteral("view/theme"), AppTheme::modeId(mode));
    AppTheme::apply(mode);
    if (themeActions_)
        for (QAction* action : themeActions_->actions()) action->setChecked(action->data().toInt() == int(mode));
    presentation_->themeChanged(AppTheme::isDark(mode));
    applyLook(wantedLook());
}

ChartLook MainWindow::wantedLook() const { return presentation_->adjustLook(AppTheme::look(themeMode_)); }

QString MainWindow::historyMachine() const { return history_->machine(); }

void MainWindow::applyLook(const ChartLook& look) {
    const ChartLook from = ChartStyle::look();
    if (from == look) return;
    ChartStyle::setLook(look);
    std::vector<QChartView*> views(chartGrid_->charts().begin(), chartGrid_->charts().end());
    views.push_back(karpFlatt_);
    views.push_back(measurementsTab_->residuals());
    for (auto* chart : training_->charts()) views.push_back(chart);
    views.push_back(history_->historyView());
    views.push_back(history_->rooflineView());
    for (QChartView* view : views) ChartStyle::restyle(view->chart(), from, look);
    surface_->setLook(look);
    // Overlays built from the look (snapshot A's ink, markers) are redrawn.
    controller_->republish();
}

}  // namespace effsurf::ui
