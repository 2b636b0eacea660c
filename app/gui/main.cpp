// SPDX-License-Identifier: MIT
#include "effsurf/core/Version.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/session/SessionManager.h"
#include "effsurf/ui/session/TerminationSignals.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/tours/TourEditor.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/window/MainWindow.h"
#include "effsurf/ui/widgets/SaveFile.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/ViewNames.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QImageWriter>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>

#include <functional>
#include <memory>

#include <cstdio>
#include <optional>
#include <string_view>

namespace {

/// The shipped languages' codes as the command line takes them: "en, de, es, hu, zh_CN".
QString languageCodes() {
    QStringList codes;
    for (const auto& entry : effsurf::ui::Language::shipped()) codes << entry.code;
    return codes.join(QStringLiteral(", "));
}

bool parseSize(const QString& text, QSize& size) {
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 2) return false;
    bool okWidth = false, okHeight = false;
    size = QSize(parts[0].toInt(&okWidth), parts[1].toInt(&okHeight));
    return okWidth && okHeight && size.width() >= 1024 && size.height() >= 640 && size.width() <= 7680 && size.height() <= 4320;
}

/// The command line, described once for --help and for the run.
struct Options {
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("Render the window after its first complete frame to FILE (PNG) and exit."),
                                  QStringLiteral("FILE")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Window size, e.g. 1600x1000."), QStringLiteral("WxH")};
    QCommandLineOption timing{QStringLiteral("timing"), QStringLiteral("Print the time from start to the first complete frame.")};
    QCommandLineOption camera{QStringLiteral("camera"),
                              QString::fromStdString("3D camera: " + effsurf::core::ViewNames::cameras().joined() + " (top: a heat map)."),
                              QStringLiteral("PRESET")};
    QCommandLineOption logEfficiency{QStringLiteral("log-e"), QStringLiteral("Logarithmic efficiency axis on the 3D surface.")};
    QCommandLineOption select{QStringLiteral("select"),
                              QStringLiteral("Place the TOP500 entries whose system name contains TEXT (e.g. \"Piz Daint\"), "
                                             "at most 40."),
                              QStringLiteral("TEXT")};
    QCommandLineOption cloud{QStringLiteral("cloud"), QStringLiteral("Show the whole TOP500 list of EDITION."), QStringLiteral("YYYY-MM")};
    QCommandLineOption tab{QStringLiteral("tab"), QStringLiteral("Lower pane to show: model, history, measurements, compare or training."),
                           QStringLiteral("NAME")};
    QCommandLineOption law{
        QStringLiteral("law"),
        QStringLiteral("Start with LAW: %1 (training: data-parallel; parallel-training: a large model's run, the Training tab).")
            .arg(QString::fromStdString(effsurf::core::modelKindNames().joined())),
        QStringLiteral("LAW")};
    QCommandLineOption precision{
        QStringLiteral("precision"),
        QStringLiteral("Start with PRECISION: %1.").arg(QString::fromStdString(effsurf::core::precisionNames().joined())),
        QStringLiteral("PRECISION")};
    QCommandLineOption processors{QStringLiteral("n"), QStringLiteral("Start with N processors (1 to 1e12)."), QStringLiteral("N")};
    QCommandLineOption serial{QStringLiteral("serial"), QStringLiteral("Start with serial fraction S (1e-7, 5%, alpha=...)."),
                              QStringLiteral("S")};
    QCommandLineOption tour{QStringLiteral("tour"),
                            QStringLiteral("Start the guided tour ID (amdahl-surface, top500-hpl-hpcg, piz-daint, half-precision, "
                                           "performance-wall, deep-networks, or a session's own)."),
                            QStringLiteral("ID")};
    QCommandLineOption tourStep{QStringLiteral("tour-step"), QStringLiteral("Start the tour at step K (1 = first)."), QStringLiteral("K")};
    QCommandLineOption present{QStringLiteral("present"), QStringLiteral("Start in the presentation view (F5; Esc leaves).")};
    QCommandLineOption fontScale{
        QStringLiteral("font-scale"),
        QStringLiteral(
            "Presentation text size for this run, 0.75 to 2 (1: 24 px text at 1080 lines; View > Presentation settings keeps one)."),
        QStringLiteral("F")};
    QCommandLineOption theme{QStringLiteral("theme"), QStringLiteral("Theme for this run: system, light, dark or high-contrast."),
                             QStringLiteral("THEME")};
    QCommandLineOption language{
        QStringLiteral("language"),
        QStringLiteral("Language for this run: %1 (View > Language keeps one; without either, the system's).").arg(languageCodes()),
        QStringLiteral("CODE")};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(QStringLiteral("Interactive efficiency surfaces of parallel computers."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({screenshot, size, timing, camera, logEfficiency, select, cloud, tab, law, precision, processors, serial, tour,
                           tourStep, present, fontScale, theme, language});
        parser.addPositionalArgument(QStringLiteral("files"),
                                     QStringLiteral("Sessions, tours and measurement files (CSV or Extra-P text) to open, "
                                                    "told apart by their content."),
                                     QStringLiteral("[FILE...]"));
    }
};

void nameTheApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("effsurf"));
    QCoreApplication::setApplicationName(QStringLiteral("effsurf"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(effsurf::core::kVersion));
}

/// --help and --version need no display: answered before any window system
/// is touched (a QApplication on xcb aborts without a display), as any
/// program answers them over SSH.
bool asksForHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a(argv[i]);
        if (a == "--") break;
        if (a == "-h" || a == "--help" || a == "-?" || a == "--help-all" || a == "-v" || a == "--version") return true;
    }
    return false;
}

/// A window needs a display; without one, say so and how to go on instead of
/// letting Qt abort.
bool haveDisplay() {
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    const Options options;
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameTheApplication();
        QCommandLineParser parser;
        options.addTo(parser);
        parser.process(app);  // prints and exits
        return 0;
    }
    if (!haveDisplay()) {
        std::fprintf(stderr,
                     "effsurf: no display (DISPLAY and WAYLAND_DISPLAY are not set): effsurf is a desktop program.\n"
                     "  On a server: xvfb-run -a effsurf ... renders without a screen (--screenshot FILE.png),\n"
                     "  or use effsurf-cli for figures and numbers (effsurf-cli --help).\n");
        return 2;
    }
    QApplication app(argc, argv);
    nameTheApplication();
    QApplication::setDesktopFileName(QStringLiteral("effsurf"));

    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(app);
    // Plain references (not a structured binding): the lambdas below capture some.
    const QCommandLineOption& screenshot = options.screenshot;
    const QCommandLineOption& size = options.size;
    const QCommandLineOption& timing = options.timing;
    const QCommandLineOption& camera = options.camera;
    const QCommandLineOption& logEfficiency = options.logEfficiency;
    const QCommandLineOption& select = options.select;
    const QCommandLineOption& cloud = options.cloud;
    const QCommandLineOption& tab = options.tab;
    const QCommandLineOption& law = options.law;
    const QCommandLineOption& precision = options.precision;
    const QCommandLineOption& processors = options.processors;
    const QCommandLineOption& serial = options.serial;
    const QCommandLineOption& tour = options.tour;
    const QCommandLineOption& tourStep = options.tourStep;
    const QCommandLineOption& present = options.present;
    const QCommandLineOption& fontScale = options.fontScale;
    const QCommandLineOption& theme = options.theme;

    QSize windowSize(1600, 1000);
    if (parser.isSet(size) && !parseSize(parser.value(size), windowSize)) {
        std::fprintf(stderr, "effsurf: --size: expected WxH between 1024x640 and 7680x4320, got '%s'\n", qPrintable(parser.value(size)));
        return 2;
    }

    std::optional<effsurf::ui::SurfaceView::CameraPreset> preset;
    if (parser.isSet(camera)) {
        const std::size_t index = effsurf::core::ViewNames::cameras().indexOf(parser.value(camera).toStdString());
        if (index == effsurf::core::NameList::npos) {
            std::fprintf(stderr, "effsurf: --camera: expected %s, got '%s'\n", effsurf::core::ViewNames::cameras().joined().c_str(),
                         qPrintable(parser.value(camera)));
            return 2;
        }
        preset = effsurf::ui::SurfaceView::CameraPreset(index);
    }

    effsurf::core::Scenario start;
    try {
        if (parser.isSet(law)) start.model = effsurf::core::parseModelKind(parser.value(law).toStdString());
        if (parser.isSet(precision)) start.precision = effsurf::core::parsePrecision(parser.value(precision).toStdString());
        if (parser.isSet(processors)) start.processors = effsurf::core::parseProcessorCount(parser.value(processors).toStdString(), "--n");
        if (parser.isSet(serial)) start.serialFraction = effsurf::core::parseSerialFraction(parser.value(serial).toStdString(), "--serial");
        if (start.model == effsurf::core::ModelKind::ParallelTraining) {
            // The run trains in BF16 unless told otherwise, and N is its t p d (-n picks the nearest d).
            auto& run = start.trainingRun;
            if (!parser.isSet(precision)) start.precision = run.preferredPrecision(effsurf::core::Precision::BF16);
            if (parser.isSet(processors)) run.dataParallel = run.nearestDataParallel(start.processors);
            start.processors = run.gpus();
        }
        start.validate();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "effsurf: %s\n", e.what());
        return 2;
    }

    // The language before any window: every widget is built in it.
    QString languageCode = effsurf::ui::Language::effective(effsurf::ui::Language::chosen());
    if (parser.isSet(options.language)) {
        languageCode = parser.value(options.language);
        if (!effsurf::ui::Language::isShipped(languageCode)) {
            std::fprintf(stderr, "effsurf: --language: expected %s, got '%s'\n", qPrintable(languageCodes()), qPrintable(languageCode));
            return 2;
        }
    }
    if (!effsurf::ui::Language::apply(app, languageCode))
        std::fprintf(stderr, "effsurf: the %s translation could not be loaded; the window speaks English\n", qPrintable(languageCode));

    std::optional<effsurf::ui::AppTheme::Mode> themeMode;
    if (parser.isSet(theme)) {
        const QString id = parser.value(theme).toLower();
        if (effsurf::ui::AppTheme::modeId(effsurf::ui::AppTheme::parseMode(id)) != id) {
            std::fprintf(stderr, "effsurf: --theme: expected system, light, dark or high-contrast, got '%s'\n",
                         qPrintable(parser.value(theme)));
            return 2;
        }
        themeMode = effsurf::ui::AppTheme::parseMode(id);
    }
    double scale = 0.0;
    if (parser.isSet(fontScale)) {
        bool ok = false;
        scale = parser.value(fontScale).toDouble(&ok);
        if (!ok || scale < effsurf::ui::PresentationSettings::kMinFontScale || scale > effsurf::ui::PresentationSettings::kMaxFontScale) {
            std::fprintf(stderr, "effsurf: --font-scale: expected a number from %g to %g, got '%s'\n",
                         effsurf::ui::PresentationSettings::kMinFontScale, effsurf::ui::PresentationSettings::kMaxFontScale,
                         qPrintable(parser.value(fontScale)));
            return 2;
        }
    }
    int startStep = 0;
    if (parser.isSet(tourStep)) {
        bool ok = false;
        startStep = parser.value(tourStep).toInt(&ok) - 1;
        if (!ok || startStep < 0) {
            std::fprintf(stderr, "effsurf: --tour-step: expected a step number from 1, got '%s'\n", qPrintable(parser.value(tourStep)));
            return 2;
        }
    }

    effsurf::ui::MainWindow::prepareBuiltinData();
    effsurf::ui::MainWindow window;
    // Sooner on screen: the surface's first frame at the drag's resolution,
    // the full mesh right after. A screenshot is the full picture at once.
    if (!parser.isSet(screenshot)) window.startWithCoarseSurface();
    if (themeMode) window.setThemeMode(*themeMode, false);
    if (scale > 0.0) {
        auto settings = window.presentationSettings();
        settings.fontScale = scale;
        window.setPresentationSettings(settings, false);
    }
    window.controller()->setScenario(start);
    const bool takingScreenshot = parser.isSet(screenshot);
    // Screenshots are reproducible: they ignore the remembered layout.
    if (!takingScreenshot) window.restoreLayout();
    // What the command line chooses is for this run: the next start has the desk's own layout.
    if (takingScreenshot || parser.isSet(size)) window.setWindowSizeForThisRun(windowSize);
    if (preset) window.setCameraPresetForThisRun(int(*preset));
    if (parser.isSet(logEfficiency)) window.setLogarithmicEfficiencyForThisRun(true);
    if (parser.isSet(tab)) {
        if (!window.showPanel(parser.value(tab).toLower().toStdString())) {
            std::fprintf(stderr, "effsurf: --tab: expected model, history, measurements, compare or training, got '%s'\n",
                         qPrintable(parser.value(tab)));
            return 2;
        }
    }
    if (parser.isSet(select) || parser.isSet(cloud)) {
        const QString problem = window.showSystems(parser.value(select), parser.value(cloud));
        if (!problem.isEmpty()) {
            std::fprintf(stderr, "effsurf: %s\n", qPrintable(problem));
            return 2;
        }
    }
    window.show();
    // By content, not by name: a session saved as "lecture" is a session.
    QStringList measurements;
    for (const QString& file : parser.positionalArguments()) {
        QString error;
        switch (effsurf::ui::SessionFile::kindOf(file)) {
            case effsurf::ui::SessionFile::Kind::Session:
                if (!window.openSession(file, &error)) {
                    std::fprintf(stderr, "effsurf: %s\n", qPrintable(error));
                    return 2;
                }
                break;
            case effsurf::ui::SessionFile::Kind::Tour:
                if (!window.tourEditor()->importTour(file, &error)) {
                    std::fprintf(stderr, "effsurf: %s\n", qPrintable(error));
                    return 2;
                }
                break;
            case effsurf::ui::SessionFile::Kind::Other: measurements << file; break;
        }
    }
    const bool loadedMeasurements = !measurements.isEmpty() && window.openMeasurements(measurements, false) > 0;
    // Loading shows the Measurements tab: the pane asked for wins.
    if (parser.isSet(tab)) window.showPanel(parser.value(tab).toLower().toStdString());
    if (parser.isSet(tour)) {
        // Start-up steps are jumps: no glide may outlive the start (it would
        // become an undo step after the history is cleared below).
        window.tourPlayer()->setAnimated(false);
        QString error;
        if (!window.startTour(parser.value(tour), &error)) {
            std::fprintf(stderr, "effsurf: --tour: %s\n", qPrintable(error));
            return 2;
        }
        if (startStep >= window.tourPlayer()->stepCount()) {
            std::fprintf(stderr, "effsurf: --tour-step: tour '%s' has %d steps\n", qPrintable(parser.value(tour)),
                         window.tourPlayer()->stepCount());
            return 2;
        }
        window.tourPlayer()->goToStep(startStep);
        window.tourPlayer()->setAnimated(true);
    }
    if (parser.isSet(present)) {
        window.setPresentationMode(true);
        // A chosen size wins over the screen's: screenshots of a 1280x720 projector on any display.
        if (parser.isSet(size)) window.setGeometry(QRect(window.geometry().topLeft(), windowSize));
    }
    window.controller()->undoStack()->clear();  // the start-up state is not an edit to undo
    // Imported measurements are work no file holds yet: closing (or a
    // recovery) asks before they are lost.
    if (loadedMeasurements) window.controller()->undoStack()->resetClean();
    // Work autosaved by a run that did not end normally: offer it back. Each
    // instance autosaves to its own file, so this one's autosave (whose timer
    // runs already) cannot have replaced it meanwhile.
    const QStringList orphans = takingScreenshot ? QStringList() : effsurf::ui::SessionManager::orphanedAutosaves();
    if (!orphans.isEmpty()) {
        const QString newest = orphans.first();
        QString text = QObject::tr("effsurf did not close normally. Recover the work autosaved %1?")
                           .arg(effsurf::ui::SessionManager::describeWhen(QFileInfo(newest).lastModified()));
        if (orphans.size() > 1)
            text += QLatin1Char(' ') + QObject::tr("(%n older autosave(s) will be offered at the next starts.)", nullptr,
                                                   static_cast<int>(orphans.size() - 1));
        const auto answer = QMessageBox::question(&window, QObject::tr("Recover unsaved work?"), text);
        if (answer == QMessageBox::Yes) window.recoverAutosave(newest);
        else effsurf::ui::SessionManager::discardOrphanedAutosave(newest);
    }
    // A logout or `kill` (SIGTERM, SIGHUP) ends the process after a last
    // autosave of unsaved work, offered at the next start like a crash's.
    bool terminated = false;
    auto* termination = new effsurf::ui::TerminationSignals(&app);
    QObject::connect(termination, &effsurf::ui::TerminationSignals::received, &app, [&](int signal) {
        if (terminated) return;
        terminated = true;
        if (!window.autosaveBeforeTermination())
            std::fprintf(stderr, "effsurf: could not autosave before ending: %s\n", qPrintable(window.sessionManager()->autosaveError()));
        std::fprintf(stderr, "effsurf: ended by signal %d; unsaved work is offered at the next start\n", signal);
        QCoreApplication::exit(128 + signal);
    });

    int exitCode = 0;
    // A screenshot run has nobody to answer "save the changes?": it ends
    // without the question, whatever it loaded.
    const auto endScreenshotRun = [&] {
        window.controller()->undoStack()->setClean();
        QTimer::singleShot(0, &app, &QApplication::quit);
    };
    QObject::connect(&window, &effsurf::ui::MainWindow::firstFrameCompleted, &app, [&] {
        if (parser.isSet(timing)) std::printf("startup to first complete frame: %.0f ms\n", double(sinceStart.nsecsElapsed()) / 1e6);
        std::fflush(stdout);
        if (!takingScreenshot) return;
        // The frame can complete inside a chart's paint event: grab the
        // window once that paint is over (grabbing within it repaints
        // recursively). Then until two grabs agree: each lays out what is
        // still pending (the presentation view decides how many charts fit
        // after the tour panel found its height), and a fixed wait was too
        // short on a busy machine (a chart cut by the control strip).
        QMetaObject::invokeMethod(
            &app,
            [&] {
                // The next pass holds the function; it holds itself only weakly, so it goes with the last pass.
                auto settle = std::make_shared<std::function<void(QImage, int)>>();
                *settle = [&, weak = std::weak_ptr<std::function<void(QImage, int)>>(settle)](const QImage& before, int pass) {
                    const QImage now = window.grab().toImage();
                    if (now != before && pass < 100) {
                        if (auto next = weak.lock()) QTimer::singleShot(0, &app, [next, now, pass] { (*next)(now, pass + 1); });
                        return;
                    }
                    const QString path = parser.value(screenshot);
                    const QImage image = window.grabWindowImage();
                    effsurf::ui::SaveFile file(path);
                    QImageWriter writer(&file, "png");
                    if (!file.open(QIODevice::WriteOnly) || !writer.write(image) || !file.commit()) {
                        std::fprintf(stderr, "effsurf: screenshot: %s\n", qPrintable(file.errorMessage(writer.errorString())));
                        exitCode = 2;
                    }
                    endScreenshotRun();
                };
                (*settle)(QImage(), 0);
            },
            Qt::QueuedConnection);
    });
    if (takingScreenshot) {
        QTimer::singleShot(30000, &app, [&] {
            std::fprintf(stderr, "effsurf: no complete frame within 30 s; no screenshot written\n");
            exitCode = 3;
            endScreenshotRun();
        });
    }
    const int code = app.exec();
    return exitCode != 0 ? exitCode : code;
}
