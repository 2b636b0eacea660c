// SPDX-License-Identifier: MIT
// Lecture mode: built-in tours load and every step sets exactly its stored
// state and renders; stepping by keys and buttons; the presentation view
// scales fonts by the chosen factor and shows only the chosen controls;
// themes leave exports light; recorded tours survive a session round trip.

#include "UiTestSupport.h"

#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/FormulaLabel.h"
#include "effsurf/ui/tours/TourEditor.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/widgets/LogSlider.h"
#include "effsurf/ui/widgets/NumberField.h"
#include "effsurf/ui/widgets/ReadoutBar.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QFontInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <set>

using namespace effsurf;

namespace {

/// What a step must have set: its configuration, systems and cloud.
void expectStepState(const core::Scenario& shown, const core::Scenario& stored, const std::string& where) {
    EXPECT_EQ(shown.configuration(), stored.configuration()) << where;
    EXPECT_EQ(shown.selectedSystems, stored.selectedSystems) << where;
    EXPECT_EQ(shown.cloudEdition, stored.cloudEdition) << where;
}

QString screenshotDirectory() {
    const QString dir = QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/tour-screens");
    QDir().mkpath(dir);
    return dir;
}

}  // namespace

TEST(BuiltinTours, AllSixLoadAndValidate) {
    EXPECT_TRUE(ui::BuiltinTours::loadErrors().isEmpty()) << ui::BuiltinTours::loadErrors().join('\n').toStdString();
    const auto& tours = ui::BuiltinTours::all();
    ASSERT_EQ(tours.size(), 6u);
    std::set<std::string> ids;
    for (const auto& tour : tours) {
        EXPECT_NO_THROW(tour->validate()) << tour->id;
        EXPECT_GE(tour->steps.size(), 4u) << tour->id;
        ids.insert(tour->id);
        for (const auto& step : tour->steps) {
            EXPECT_FALSE(step.text.empty()) << tour->id << ": " << step.title;
            EXPECT_FALSE(step.formula.empty()) << tour->id << ": " << step.title;
        }
    }
    EXPECT_EQ(ids, (std::set<std::string>{"amdahl-surface", "top500-hpl-hpcg", "piz-daint", "half-precision", "performance-wall",
                                          "deep-networks"}));
}

TEST(TourPlayer, SteppingABuiltInTourSetsExactlyTheStoredStatesAndViews) {
    auto window = test::makeShownWindow();
    ui::TourPlayer* player = window->tourPlayer();
    player->setAnimated(false);
    for (const auto& tour : ui::BuiltinTours::all()) {
        player->start(tour);
        for (int i = 0; i < int(tour->steps.size()); ++i) {
            if (i > 0) player->next();
            ASSERT_TRUE(test::settle(*window));
            const auto& step = tour->steps[std::size_t(i)];
            const std::string where = tour->id + " step " + std::to_string(i + 1);
            EXPECT_EQ(player->stepIndex(), i) << where;
            expectStepState(window->controller()->scenario(), *step.state, where);
            EXPECT_EQ(window->currentTourView().panel, step.view.panel) << where;
            EXPECT_EQ(window->currentTourView().charts, step.view.charts) << where;
            EXPECT_EQ(std::string(core::ViewNames::cameras().items()[std::size_t(window->surfaceView()->cameraPreset())].id),
                      step.view.camera)
                << where;
            EXPECT_EQ(window->surfaceView()->logarithmicEfficiency(), step.view.logarithmicEfficiency) << where;
        }
        player->next();  // past the end: stays on the last step
        EXPECT_EQ(player->stepIndex(), int(tour->steps.size()) - 1);
    }
    player->stop();
    EXPECT_FALSE(player->isActive());
    EXPECT_TRUE(window->currentTourView().charts.empty()) << "ending a tour shows every chart again";
}

TEST(TourPlayer, StepsGlideThroughIntermediateStatesAndEndExactlyOnTheStoredOne) {
    auto window = test::makeShownWindow();
    ui::TourPlayer* player = window->tourPlayer();
    const auto& tour = ui::BuiltinTours::all().front();  // s = 1e-3, N = 1e3, then N = 1e4
    player->setAnimated(false);
    player->start(tour);
    ASSERT_TRUE(test::settle(*window));
    const int undoBefore = window->controller()->undoStack()->count();
    player->setAnimated(true);
    std::vector<double> seen;
    QObject::connect(window->controller(), &ui::ScenarioController::scenarioChanged, window.get(),
                     [&](const core::Scenario& s) { seen.push_back(s.processors); });
    player->next();
    EXPECT_TRUE(player->isTransitioning());
    EXPECT_TRUE(window->controller()->isInteractive()) << "a glide is drawn like a drag";
    ASSERT_TRUE(test::waitUntil([&] { return !player->isTransitioning(); }, 60000));
    ASSERT_TRUE(test::settle(*window));
    expectStepState(window->controller()->scenario(), *tour->steps[1].state, "after the glide");
    const bool sawIntermediate = std::any_of(seen.begin(), seen.end(), [](double n) { return n > 1.05e3 && n < 0.95e4; });
    EXPECT_TRUE(sawIntermediate) << "frames shown: " << seen.size();
    EXPECT_EQ(window->controller()->undoStack()->count(), undoBefore + 1) << "one glide, one undo step";

    // Stepping again mid-glide completes the glide first: step 3 is reached, then step 2.
    std::vector<int> reached;
    QObject::connect(player, &ui::TourPlayer::stepReached, window.get(), [&](int index) { reached.push_back(index); });
    player->next();
    EXPECT_TRUE(player->isTransitioning());
    player->previous();
    ASSERT_TRUE(test::waitUntil([&] { return !player->isTransitioning(); }, 60000));
    EXPECT_EQ(reached, (std::vector<int>{2, 1}));
    ASSERT_TRUE(test::settle(*window));
    expectStepState(window->controller()->scenario(), *tour->steps[1].state, "after next + previous");
    player->stop();
}

TEST(TourPlayer, UndoDuringAGlideKeepsTheUndoneStateAndTheRedo) {
    auto window = test::makeShownWindow();
    ui::ScenarioController* controller = window->controller();
    ui::TourPlayer* player = window->tourPlayer();
    const auto& tour = ui::BuiltinTours::all().front();
    player->setAnimated(false);
    player->start(tour);  // step 1: one undo step
    ASSERT_TRUE(test::settle(*window));
    const core::Scenario atStep1 = controller->scenario();
    controller->setProcessors(5e3);  // an edit of the user's
    controller->flush();
    player->setAnimated(true);
    player->next();
    ASSERT_TRUE(player->isTransitioning());
    controller->undoStack()->undo();  // takes back the user's edit, mid-glide
    ASSERT_TRUE(test::waitUntil([&] { return !player->isTransitioning(); }, 60000));
    // A stopped animation ticks no more: a frame of the glide could only be
    // one already queued. Deliver everything queued (an absence proved by the
    // events that would cause it, not by a wait: issue 43).
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    controller->flush();
    EXPECT_FALSE(controller->isInteractive());
    EXPECT_EQ(controller->scenario(), atStep1) << "the glide stopped where undo put the state";
    EXPECT_TRUE(controller->undoStack()->canRedo()) << "and nothing was recorded over the redo";
    player->stop();
}

TEST(ScenarioController, ReportsOnlyWhatChanged) {
    ui::ScenarioController controller;
    ui::ScenarioController::Changes seen;
    QObject::connect(&controller, &ui::ScenarioController::scenarioChanged, &controller,
                     [&](const core::Scenario&, ui::ScenarioController::Changes changes) { seen = changes; });
    core::Scenario next = controller.scenario();
    next.serialFraction = 3e-5;
    controller.setScenario(next);
    controller.flush();
    EXPECT_EQ(seen, ui::ScenarioController::Changes(ui::ScenarioController::PointChanged));
    next.tours.push_back(ui::BuiltinTours::all().front());
    controller.setScenario(next);
    controller.flush();
    EXPECT_EQ(seen, ui::ScenarioController::Changes(ui::ScenarioController::ToursChanged));
    next.precision = core::Precision::FP16;
    controller.setScenario(next);
    controller.flush();
    EXPECT_TRUE(seen.testFlag(ui::ScenarioController::SurfaceChanged));
    EXPECT_FALSE(seen.testFlag(ui::ScenarioController::ToursChanged));
}

TEST(TourPlayer, PresenterKeysStepAndEscapeEnds) {
    auto window = test::makeShownWindow();
    window->activateWindow();
    ui::TourPlayer* player = window->tourPlayer();
    player->setAnimated(false);
    player->start(ui::BuiltinTours::all().at(2));
    window->surfaceView()->setFocus();
    QTest::keyClick(window.get(), Qt::Key_PageDown);
    EXPECT_EQ(player->stepIndex(), 1);
    QTest::keyClick(window.get(), Qt::Key_Right);
    EXPECT_EQ(player->stepIndex(), 2);
    QTest::keyClick(window.get(), Qt::Key_PageUp);
    EXPECT_EQ(player->stepIndex(), 1);
    // Typing in a field keeps its keys.
    QLineEdit* field = window->controlPanel()->serialFractionField()->lineEdit();
    QTest::keyClick(field, Qt::Key_Right);
    EXPECT_EQ(player->stepIndex(), 1);
    // The explanation shows the live numbers of the step.
    ASSERT_TRUE(test::settle(*window));
    const QString text = window->tourPanel()->textLabel()->text();
    EXPECT_FALSE(text.contains(QStringLiteral("${"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("2.09\u00d710\u207b\u2076"))) << text.toStdString();
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(player->isActive());
}

TEST(PresentationView, SizesTextForTheRoomByTheChosenFactorAndShowsOnlyTheChosenControls) {
    auto window = test::makeShownWindow();
    window->tourPlayer()->setAnimated(false);
    window->tourPlayer()->start(ui::BuiltinTours::all().front());
    ASSERT_TRUE(test::settle(*window));
    QLineEdit* field = window->controlPanel()->serialFractionField()->lineEdit();
    QLabel* stepTitle = window->tourPanel()->titleLabel();
    QLabel* readout = window->readout()->valueLabel(0);
    const double fieldPt = field->font().pointSizeF();
    const double titlePt = stepTitle->font().pointSizeF();
    const double chartTitlePt = window->chart(0)->chart()->titleFont().pointSizeF();
    const auto pixels = [](const QWidget* w) { return QFontInfo(w->font()).pixelSize(); };

    auto settings = window->presentationSettings();
    settings.fontScale = 1.5;
    settings.controls = ui::ControlPanel::SerialFractionGroup | ui::ControlPanel::ProcessorsGroup;
    window->setPresentationSettings(settings);
    window->setPresentationMode(true);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(window->isPresenting());
    // The smallest text is 24 px x 1.5 at 1080 lines, scaled with the window
    // (PresentationSettings::textPixels); the rest keeps its proportion to it.
    const double wanted = settings.textPixels(window->size());
    EXPECT_GE(pixels(field), std::floor(wanted));
    EXPECT_LE(pixels(field), wanted + 2.0);
    EXPECT_NEAR(stepTitle->font().pointSizeF() / field->font().pointSizeF(), titlePt / fieldPt, 1e-6);
    EXPECT_GE(QFontInfo(window->chart(0)->chart()->axes().front()->labelsFont()).pixelSize(), std::floor(wanted));
    EXPECT_GT(pixels(readout), 2.0 * wanted) << "the readout's numbers stand out";
    EXPECT_TRUE(window->readout()->isVisible());
    EXPECT_TRUE(readout->text().startsWith(QStringLiteral("S = ")));
    EXPECT_FALSE(window->menuBar()->isVisible());
    EXPECT_TRUE(window->controlPanel()->serialFractionSlider()->isVisible());
    EXPECT_TRUE(window->controlPanel()->isStrip()) << "the controls sit in one strip under the stage";
    EXPECT_FALSE(window->controlPanel()->modelCombo()->isVisible()) << "the law was not chosen";
    EXPECT_FALSE(window->controlPanel()->precisionCombo()->isVisible());
    EXPECT_TRUE(window->windowState() & Qt::WindowFullScreen);
    EXPECT_EQ(ui::ChartStyle::look().text, QColor(Qt::black)) << "high contrast";
    EXPECT_GT(ui::ChartStyle::look().lineScale, 1.5) << "lines grow with the text";
    EXPECT_GE(window->surfaceView()->minimumTextPixels(), std::floor(wanted)) << "the 3D labels too";

    // A new factor applies at once; a smaller window (a 1280x720 projector) scales the text with it.
    settings.fontScale = 1.0;
    window->setPresentationSettings(settings);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_NEAR(pixels(field), settings.textPixels(window->size()), 1.5);
    window->setGeometry(QRect(window->geometry().topLeft(), QSize(1280, 720)));
    ASSERT_TRUE(test::settle(*window));
    ASSERT_TRUE(test::settleLayouts(*window));
    EXPECT_NEAR(pixels(field), 16.0, 1.5) << "24 px x 720 / 1080";

    // Esc leaves and puts everything back.
    QTest::keyClick(window.get(), Qt::Key_Escape);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_FALSE(window->isPresenting());
    EXPECT_DOUBLE_EQ(field->font().pointSizeF(), fieldPt);
    EXPECT_DOUBLE_EQ(stepTitle->font().pointSizeF(), titlePt);
    EXPECT_NEAR(window->chart(0)->chart()->titleFont().pointSizeF(), chartTitlePt, 1e-6);
    EXPECT_TRUE(window->menuBar()->isVisible());
    EXPECT_TRUE(window->controlPanel()->modelCombo()->isVisible());
    EXPECT_FALSE(window->controlPanel()->isStrip());
    EXPECT_FALSE(window->readout()->isVisible());
    EXPECT_TRUE(window->tourPlayer()->isActive()) << "Esc leaves the presentation, the tour goes on";
    window->tourPlayer()->stop();
}

TEST(PresentationView, ChoosesAnotherScreenWhenThereIsOne) {
    auto window = test::makeShownWindow();
    const auto screens = QGuiApplication::screens();
    if (screens.size() < 2) {
        EXPECT_EQ(window->presentationScreen(), window->screen()) << "one screen: present where the window is";
        GTEST_SKIP() << "one screen here; the test command also runs this test on an Xvfb with two screens";
    }
    QScreen* laptop = window->screen();
    QScreen* projector = window->presentationScreen();
    EXPECT_NE(projector, laptop) << "the other screen is the projector";
    auto settings = window->presentationSettings();
    settings.screenName = laptop->name();
    window->setPresentationSettings(settings);
    EXPECT_EQ(window->presentationScreen(), laptop) << "a screen chosen by name wins";
    settings.screenName.clear();
    window->setPresentationSettings(settings);

    window->setPresentationMode(true);
    QScreen* shownOn = nullptr;
    ASSERT_TRUE(test::waitUntil(
        [&] {
            shownOn = window->screen();
            return (window->windowState() & Qt::WindowFullScreen) && window->size() == shownOn->geometry().size();
        },
        60000))
        << window->width() << "x" << window->height();
    if (projector->virtualSiblings().contains(laptop)) {
        EXPECT_EQ(shownOn, projector);
        EXPECT_TRUE(window->readout()->notice().isEmpty());
    } else {
        // Separate X screens (Xvfb -screen 0 -screen 1): the window cannot move; it says so.
        EXPECT_EQ(shownOn, laptop);
        EXPECT_TRUE(window->readout()->notice().contains(projector->name())) << window->readout()->notice().toStdString();
    }
    ASSERT_TRUE(test::settle(*window)) << "the 3D view keeps drawing";
    window->setPresentationMode(false);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->screen(), laptop);
}

TEST(Themes, HighContrastIsBlackOnWhiteWithWiderLinesAndIsKept) {
    auto window = test::makeShownWindow();
    QAction* entry = nullptr;
    for (QAction* action : window->findChildren<QAction*>())
        if (action->data().toInt() == int(ui::AppTheme::Mode::HighContrast) && action->isCheckable() &&
            action->text().contains(QStringLiteral("contrast")))
            entry = action;
    ASSERT_NE(entry, nullptr) << "no View > Theme > High contrast";
    entry->trigger();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
    EXPECT_EQ(QApplication::palette().color(QPalette::WindowText), QColor(Qt::black));
    const ui::ChartLook look = window->surfaceView()->look();
    EXPECT_EQ(look.text, QColor(Qt::black));
    EXPECT_EQ(look.axisLine, QColor(Qt::black));
    EXPECT_DOUBLE_EQ(look.lineScale, 1.5);
    EXPECT_EQ(window->chart(0)->chart()->backgroundBrush().color(), QColor(Qt::white));
    EXPECT_EQ(QSettings().value(QStringLiteral("view/theme")).toString(), QStringLiteral("high-contrast"));
    EXPECT_EQ(ui::AppTheme::parseMode(QStringLiteral("High-Contrast")), ui::AppTheme::Mode::HighContrast);
    window->setThemeMode(ui::AppTheme::Mode::Light, false);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_DOUBLE_EQ(window->surfaceView()->look().lineScale, 1.0);
}

TEST(Themes, DarkThemeReachesTheChartsButNotTheExports) {
    auto window = test::makeShownWindow();
    window->setThemeMode(ui::AppTheme::Mode::Dark, false);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_LT(QApplication::palette().color(QPalette::Window).lightness(), 100);
    EXPECT_LT(window->chart(0)->chart()->backgroundBrush().color().lightness(), 100);
    EXPECT_TRUE(window->surfaceView()->look().dark);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("speedup.png"));
    QString error;
    ui::FigureExporter::Options options;
    options.pixelSize = QSize(640, 400);
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("speedup"), window->controller()->scenario(), path, options, &error))
        << error.toStdString();
    const QImage exported(path);
    EXPECT_GT(QColor(exported.pixel(3, 3)).lightness(), 240) << "exports keep their light look";
    const QImage surface = window->surfaceView()->renderToImage(QSize(320, 240), 4, nullptr);
    if (window->surfaceView()->isAvailable()) {
        const ui::ChartLook light = ui::ChartLook::light();
        const QImage exportedSurface = window->surfaceView()->renderToImage(QSize(320, 240), 4, &light);
        EXPECT_LT(QColor(surface.pixel(3, 3)).lightness(), 100);
        EXPECT_GT(QColor(exportedSurface.pixel(3, 3)).lightness(), 240);
    }

    window->setThemeMode(ui::AppTheme::Mode::Light, false);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_GT(QApplication::palette().color(QPalette::Window).lightness(), 150);
    EXPECT_GT(window->chart(0)->chart()->backgroundBrush().color().lightness(), 240);
}

TEST(TourEditor, RecordedToursAreSavedWithTheSessionAndPlayBack) {
    auto window = test::makeShownWindow();
    ui::TourEditor* editor = window->tourEditor();
    ui::ScenarioController* controller = window->controller();
    editor->newTour(QStringLiteral("Lecture 3"));
    controller->setSerialFraction(1e-4);
    controller->setProcessors(1e5);
    controller->flush();
    editor->addCurrentState();
    editor->titleEdit()->setText(QStringLiteral("Small machine"));
    editor->textEdit()->setPlainText(QStringLiteral("E = ${E}"));
    editor->commitFields();
    window->setVisibleCharts({"speedup"});
    controller->setSerialFraction(1e-8);
    controller->setPrecision(core::Precision::FP16);
    controller->flush();
    editor->addCurrentState();
    ASSERT_EQ(controller->scenario().tours.size(), 1u);
    auto tour = controller->scenario().tours.front();
    ASSERT_EQ(tour->steps.size(), 2u);
    EXPECT_EQ(tour->title, "Lecture 3");
    EXPECT_EQ(tour->steps[0].title, "Small machine");
    EXPECT_EQ(tour->steps[0].text, "E = ${E}");
    EXPECT_EQ(tour->steps[1].state->precision, core::Precision::FP16);
    EXPECT_EQ(tour->steps[1].view.charts, std::vector<std::string>{"speedup"});

    // For looking at: the editor docked beside the window.
    window->tourEditor()->parentWidget()->show();
    ASSERT_TRUE(test::settle(*window));
    window->grabWindowImage().save(QDir(screenshotDirectory()).filePath(QStringLiteral("tour-editor.png")));

    // Reorder: the second step first.
    editor->stepList()->setCurrentRow(1);
    editor->moveStep(-1);
    tour = controller->scenario().tours.front();
    EXPECT_EQ(tour->steps[0].state->serialFraction, 1e-8);
    EXPECT_EQ(tour->steps[1].title, "Small machine");
    // Undo takes the reorder back.
    controller->undoStack()->undo();
    controller->flush();
    EXPECT_EQ(controller->scenario().tours.front()->steps[0].title, "Small machine");
    controller->undoStack()->redo();
    controller->flush();

    // Session round trip.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lecture.effsurf"));
    QString error;
    ASSERT_TRUE(window->saveSession(path, &error)) << error.toStdString();
    auto second = test::makeShownWindow();
    ASSERT_TRUE(second->openSession(path, &error)) << error.toStdString();
    ASSERT_EQ(second->controller()->scenario().tours.size(), 1u);
    EXPECT_EQ(*second->controller()->scenario().tours.front(), *controller->scenario().tours.front());
    EXPECT_EQ(second->tourEditor()->tourCombo()->currentText(), QStringLiteral("Lecture 3"));

    // Playing it sets the recorded states.
    ASSERT_TRUE(second->startTour(QStringLiteral("Lecture 3"), &error)) << error.toStdString();
    second->tourPlayer()->setAnimated(false);
    second->tourPlayer()->goToStep(1);
    ASSERT_TRUE(test::settle(*second));
    const auto& recorded = *second->controller()->scenario().tours.front();
    expectStepState(second->controller()->scenario(), *recorded.steps[1].state, "recorded step 2");
    EXPECT_TRUE(second->tourPanel()->textLabel()->text().startsWith(QStringLiteral("E = 0.")));
    EXPECT_FALSE(second->startTour(QStringLiteral("no-such-tour"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("piz-daint"))) << "the message lists the tours";
}

TEST(TourEditor, ToursAreSharedAsFilesOfTheirOwn) {
    auto window = test::makeShownWindow();
    ui::TourEditor* editor = window->tourEditor();
    editor->newTour(QStringLiteral("Shared"));
    window->controller()->setSerialFraction(2e-6);
    window->controller()->flush();
    editor->addCurrentState();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.effsurf-tour"));
    QString error;
    ASSERT_TRUE(editor->exportTour(path, &error)) << error.toStdString();
    const core::Tour original = *window->controller()->scenario().tours.front();

    // Into another session; importing it twice keeps both, with distinct ids.
    auto other = test::makeShownWindow();
    ASSERT_TRUE(other->tourEditor()->importTour(path, &error)) << error.toStdString();
    ASSERT_TRUE(other->tourEditor()->importTour(path, &error)) << error.toStdString();
    const auto& tours = other->controller()->scenario().tours;
    ASSERT_EQ(tours.size(), 2u);
    core::Tour first = *tours[0];
    EXPECT_EQ(first, original);
    EXPECT_EQ(tours[1]->id, original.id + "-2");
    EXPECT_EQ(tours[1]->steps, original.steps);

    // A broken file is refused with its name; the session keeps its tours.
    QFile broken(dir.filePath(QStringLiteral("broken.effsurf-tour")));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"effsurf-tour\", \"schema\": 1, \"id\": \"x\"");
    broken.close();
    EXPECT_FALSE(other->tourEditor()->importTour(broken.fileName(), &error));
    EXPECT_TRUE(error.contains(broken.fileName())) << error.toStdString();
    EXPECT_EQ(other->controller()->scenario().tours.size(), 2u);
    EXPECT_FALSE(editor->exportTour(dir.filePath(QStringLiteral("missing/dir/t.effsurf-tour")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("missing/dir"))) << error.toStdString();
}

TEST(TourFile, ErrorsNameTheStepAndField) {
    QString error;
    const QByteArray bad = R"({"format": "effsurf-tour", "schema": 1, "id": "t", "title": "T", "steps": [
        {"title": "ok", "state": {"law": "amdahl", "serialFraction": 1e-6, "processors": 1e3, "precision": "fp64"}},
        {"title": "bad", "state": {"law": "amdahl", "serialFraction": 1e-6, "processors": -4, "precision": "fp64"}}]})";
    EXPECT_FALSE(ui::SessionFile::tourFromJson(bad, QStringLiteral("t.json"), &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("t.json: "))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("steps[1].state.N"))) << error.toStdString();
    const QByteArray badCamera = R"({"format": "effsurf-tour", "schema": 1, "id": "t", "title": "T", "steps": [
        {"title": "ok", "state": {"law": "amdahl", "serialFraction": 1e-6, "processors": 1e3, "precision": "fp64"},
         "view": {"camera": "fisheye"}}]})";
    EXPECT_FALSE(ui::SessionFile::tourFromJson(badCamera, QStringLiteral("t.json"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("steps[0].view.camera"))) << error.toStdString();
    EXPECT_FALSE(ui::SessionFile::tourFromJson("{\"format\": \"effsurf-tour\", \"schema\": 1, \"id\"", QStringLiteral("cut.json"), &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("cut.json: "))) << error.toStdString();
}
