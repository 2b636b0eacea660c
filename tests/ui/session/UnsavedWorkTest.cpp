// SPDX-License-Identifier: MIT
// Work is never lost (issue 12), tried as a user would: every action that
// replaces the state asks about unsaved changes the same way (cancel keeps
// everything, undo included; save saves first); session files get their
// extension and open by content; an export never replaces a file silently
// nor writes one format under another's name; a refused value shows at its
// field; window shortcuts work from any tab.

#include "UiTestSupport.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/ui/animation/AnimationPanel.h"
#include "effsurf/ui/animation/FrameRecorder.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/figures/ExportDialog.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/session/SessionManager.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QAction>
#include <QCheckBox>
#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSysInfo>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

/// A lock as QLockFile writes it, of a process that no longer runs (kill -9 left it).
void writeDeadInstanceLock(const QString& path) {
    QFile lock(path);
    ASSERT_TRUE(lock.open(QIODevice::WriteOnly)) << path.toStdString();
    lock.write(QByteArray::number(999999) + "\n" + QCoreApplication::applicationName().toUtf8() + "\n" +
               QSysInfo::machineHostName().toUtf8() + "\n");
}

class UnsavedWork : public ::testing::Test {
protected:
    void SetUp() override {
        ui::MainWindow::discardAutosave();
        window = test::makeShownWindow();
    }
    void TearDown() override {
        // Leave without questions: the tests' own work is not to be saved.
        window->controller()->undoStack()->setClean();
        window->setWindowModified(false);
    }
    QString path(const QString& name) const { return dir.filePath(name); }
    QByteArray read(const QString& name) const {
        QFile f(path(name));
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }
    QAction* action(const QString& name) const {
        auto* found = window->findChild<QAction*>(name);
        EXPECT_NE(found, nullptr) << name.toStdString();
        return found;
    }
    /// A session of another state on disk, to open over the work.
    QString otherSession(const QString& name = QStringLiteral("other.effsurf")) const {
        core::Scenario other;
        other.processors = 4096.0;
        other.serialFraction = 0.25;
        QString error;
        EXPECT_TRUE(ui::SessionFile::save(path(name), other, {}, &error)) << error.toStdString();
        return path(name);
    }
    /// What a user has done: imported a series and moved s.
    void makeWork() {
        QFile csv(path(QStringLiteral("runs.csv")));
        csv.open(QIODevice::WriteOnly);
        csv.write("n,time\n1,100\n2,50.1\n4,25.15\n8,12.675\n");
        csv.close();
        ASSERT_EQ(window->openMeasurements({path(QStringLiteral("runs.csv"))}, false), 1);
        window->controller()->setSerialFraction(3.3e-5);
        ASSERT_TRUE(test::settle(*window));
        ASSERT_TRUE(window->isWindowModified());
        work = window->controller()->scenario();
    }
    void expectWorkKept() {
        ASSERT_TRUE(test::settle(*window));
        EXPECT_EQ(window->controller()->scenario(), work);
        EXPECT_TRUE(window->isWindowModified());
        EXPECT_TRUE(window->controller()->undoStack()->canUndo());
    }

    QTemporaryDir dir;
    std::unique_ptr<ui::MainWindow> window;
    core::Scenario work;
};

TEST_F(UnsavedWork, OpenSessionAsksAndCancelKeepsEverything) {
    makeWork();
    test::clickInNextMessageBox(QMessageBox::Cancel);
    action(QStringLiteral("openSession"))->trigger();
    expectWorkKept();
    // Discard: then the file dialog, then the other session.
    const QString other = otherSession();
    test::clickInNextMessageBox(QMessageBox::Discard);
    test::chooseInNextFileDialog(other);
    action(QStringLiteral("openSession"))->trigger();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario().processors, 4096.0);
    EXPECT_TRUE(window->controller()->scenario().series.empty());
    EXPECT_EQ(window->sessionName(), QStringLiteral("other.effsurf"));
}

TEST_F(UnsavedWork, SaveInTheQuestionSavesTheWorkFirst) {
    makeWork();
    const QString other = otherSession();
    // Save -> the untitled work needs a name ("lecture": the extension is added) -> then the open dialog.
    test::clickInNextMessageBox(QMessageBox::Save);
    test::answerInNextFileDialog([this, other](QFileDialog* save) {
        test::chooseInNextFileDialog(other);  // then the open dialog
        test::typeInFileDialog(save, path(QStringLiteral("lecture")));
    });
    action(QStringLiteral("openSession"))->trigger();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario().processors, 4096.0);
    ASSERT_TRUE(QFile::exists(path(QStringLiteral("lecture.effsurf"))));
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("lecture"))));
    QString error;
    const auto saved = ui::SessionFile::load(path(QStringLiteral("lecture.effsurf")), &error);
    ASSERT_TRUE(saved.has_value()) << error.toStdString();
    EXPECT_EQ(saved->scenario.serialFraction, 3.3e-5);
    EXPECT_EQ(saved->scenario.series.size(), 1u);
}

TEST_F(UnsavedWork, RecentPresetNewAndRecoveryAskTheSameWay) {
    const QString recent = otherSession(QStringLiteral("recent.effsurf"));
    QString error;
    ASSERT_TRUE(window->openSession(recent, &error)) << error.toStdString();  // now in Open recent
    ASSERT_TRUE(test::settle(*window));
    makeWork();
    const auto cancelled = [&](const std::function<void()>& replace, const char* what) {
        SCOPED_TRACE(what);
        test::clickInNextMessageBox(QMessageBox::Cancel);
        replace();
        expectWorkKept();
    };
    cancelled([&] { action(QStringLiteral("recent:") + recent)->trigger(); }, "open recent");
    cancelled([&] { action(QStringLiteral("preset:amdahl-basics"))->trigger(); }, "preset");
    cancelled([&] { action(QStringLiteral("newSession"))->trigger(); }, "new session");
    QDir().mkpath(QFileInfo(ui::MainWindow::autosavePath()).absolutePath());
    ASSERT_TRUE(ui::SessionFile::save(ui::MainWindow::autosavePath(), core::Scenario{}, {}, &error)) << error.toStdString();
    // A crashed instance's autosave (its lock is stale: no such process).
    const QString crashed = QFileInfo(ui::MainWindow::autosavePath()).absolutePath() + QStringLiteral("/autosave-999999.effsurf");
    ASSERT_TRUE(ui::SessionFile::save(crashed, core::Scenario{}, {}, &error)) << error.toStdString();
    EXPECT_TRUE(ui::SessionManager::orphanedAutosaves().contains(crashed));
    EXPECT_FALSE(ui::SessionManager::orphanedAutosaves().contains(ui::MainWindow::autosavePath()));  // ours: running
    cancelled([&] { EXPECT_FALSE(window->recoverAutosave(crashed)); }, "recovery");
    // The crashed run's work is not lost either: still there, offered again next time.
    EXPECT_TRUE(QFile::exists(crashed));
    EXPECT_TRUE(ui::SessionManager::orphanedAutosaves().contains(crashed));
    QFile::remove(crashed);
    // Closing asks too; Cancel keeps the window.
    test::clickInNextMessageBox(QMessageBox::Cancel);
    window->close();
    EXPECT_TRUE(window->isVisible());
    expectWorkKept();
    // Discard in the question: a new session, nothing left of the work.
    test::clickInNextMessageBox(QMessageBox::Discard);
    action(QStringLiteral("newSession"))->trigger();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(window->controller()->scenario().series.empty());
    EXPECT_EQ(window->sessionName(), QStringLiteral("Untitled"));
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("Untitled"))) << window->windowTitle().toStdString();
}

TEST_F(UnsavedWork, ACrashedInstancesAutosaveIsRecoveredThenRemoved) {
    core::Scenario crashedWork;
    crashedWork.processors = 31337.0;
    QString error;
    QDir().mkpath(QFileInfo(ui::MainWindow::autosavePath()).absolutePath());
    const QString crashed = QFileInfo(ui::MainWindow::autosavePath()).absolutePath() + QStringLiteral("/autosave-999998.effsurf");
    ASSERT_TRUE(ui::SessionFile::save(crashed, crashedWork, {}, &error)) << error.toStdString();
    // The crashed instance's lock, left behind by kill -9 (its process is gone).
    const QString crashedLock = QFileInfo(crashed).absolutePath() + QStringLiteral("/autosave-999998.lock");
    writeDeadInstanceLock(crashedLock);
    QFile::remove(ui::MainWindow::autosavePath());
    ASSERT_TRUE(window->recoverAutosave(crashed));  // nothing unsaved here: no question
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario().processors, 31337.0);
    EXPECT_TRUE(window->isWindowModified());  // recovered work is unsaved work
    EXPECT_EQ(window->sessionName(), QStringLiteral("Recovered work"));
    // A second crash right now (kill -9 before the minute's autosave) must
    // still find the work: it is in this instance's autosave already, and
    // only then did the crashed one's file and lock go.
    const auto kept = ui::SessionFile::load(ui::MainWindow::autosavePath(), &error);
    ASSERT_TRUE(kept.has_value()) << error.toStdString();
    EXPECT_EQ(kept->scenario.processors, 31337.0);
    EXPECT_FALSE(QFile::exists(crashed));
    EXPECT_FALSE(QFile::exists(crashedLock));
}

// Issue 44: recovered work used to be "Recovered work*", so Save asked where,
// and a lecturer had to find lecture.effsurf again.
TEST_F(UnsavedWork, RecoveredWorkKeepsItsSessionsNameAndPathAndSavesThere) {
    const QString lecture = otherSession(QStringLiteral("lecture.effsurf"));
    QString error;
    ASSERT_TRUE(window->openSession(lecture, &error)) << error.toStdString();
    window->controller()->setSerialFraction(1.5e-4);
    ASSERT_TRUE(test::settle(*window));
    ASSERT_TRUE(window->autosave());
    // The instance dies (kill -9): its autosave is all that is left.
    const QString crashed = QFileInfo(ui::MainWindow::autosavePath()).absolutePath() + QStringLiteral("/autosave-999997.effsurf");
    QFile::remove(crashed);
    ASSERT_TRUE(QFile::rename(ui::MainWindow::autosavePath(), crashed));
    window->controller()->undoStack()->setClean();
    window->setWindowModified(false);
    action(QStringLiteral("newSession"))->trigger();
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(window->sessionName(), QStringLiteral("Untitled"));

    ASSERT_TRUE(window->recoverAutosave(crashed));
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario().serialFraction, 1.5e-4);
    EXPECT_TRUE(window->isWindowModified()) << "recovered work is not on disk yet";
    EXPECT_EQ(window->sessionName(), QStringLiteral("lecture.effsurf"));
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("lecture.effsurf"))) << window->windowTitle().toStdString();
    // Save goes back to the session's own file, without asking where.
    ASSERT_EQ(window->sessionPath(), lecture);
    action(QStringLiteral("saveSession"))->trigger();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_FALSE(window->isWindowModified());
    const auto saved = ui::SessionFile::load(lecture, &error);
    ASSERT_TRUE(saved.has_value()) << error.toStdString();
    EXPECT_EQ(saved->scenario.serialFraction, 1.5e-4);
    EXPECT_TRUE(saved->view.sessionPath.isEmpty()) << "a session names no other file than itself";
}

TEST_F(UnsavedWork, LocksOfInstancesKilledBeforeTheirFirstAutosaveAreRemoved) {
    const QString folder = QFileInfo(ui::MainWindow::autosavePath()).absolutePath();
    QDir().mkpath(folder);
    for (const char* pid : {"999991", "999992", "999993"})
        writeDeadInstanceLock(folder + QStringLiteral("/autosave-%1.lock").arg(QLatin1String(pid)));
    // One of them left work: its lock stays until its autosave is offered.
    core::Scenario crashedWork;
    QString error;
    ASSERT_TRUE(ui::SessionFile::save(folder + QStringLiteral("/autosave-999993.effsurf"), crashedWork, {}, &error));
    EXPECT_EQ(ui::SessionManager::removeStaleLocks(), 2);
    EXPECT_FALSE(QFile::exists(folder + QStringLiteral("/autosave-999991.lock")));
    EXPECT_FALSE(QFile::exists(folder + QStringLiteral("/autosave-999992.lock")));
    EXPECT_TRUE(QFile::exists(folder + QStringLiteral("/autosave-999993.lock")));
    EXPECT_TRUE(QFile::exists(folder + QStringLiteral("/autosave-%1.lock").arg(QCoreApplication::applicationPid())));
    ui::SessionManager::discardOrphanedAutosave(folder + QStringLiteral("/autosave-999993.effsurf"));
    EXPECT_FALSE(QFile::exists(folder + QStringLiteral("/autosave-999993.effsurf")));
    EXPECT_FALSE(QFile::exists(folder + QStringLiteral("/autosave-999993.lock")));
}

TEST_F(UnsavedWork, TheRecoveryQuestionSaysWhenInWords) {
    const QDateTime now(QDate(2026, 12, 5), QTime(14, 0));
    const QString time = QLocale().toString(QTime(1, 17), QLocale::ShortFormat);
    EXPECT_EQ(ui::SessionManager::describeWhen(QDateTime(QDate(2026, 12, 5), QTime(1, 17)), now), QStringLiteral("today at ") + time);
    EXPECT_EQ(ui::SessionManager::describeWhen(QDateTime(QDate(2026, 12, 4), QTime(1, 17)), now), QStringLiteral("yesterday at ") + time);
    const QString older = ui::SessionManager::describeWhen(QDateTime(QDate(2026, 11, 3), QTime(1, 17)), now);
    EXPECT_TRUE(older.startsWith(QStringLiteral("on ") + QLocale().toString(QDate(2026, 11, 3), QLocale::ShortFormat)))
        << older.toStdString();
    EXPECT_FALSE(older.contains(QLatin1Char('T'))) << older.toStdString();  // not 2026-11-03T01:17:00
}

TEST_F(UnsavedWork, SaveAsAddsTheExtensionAndAsksBeforeReplacing) {
    window->controller()->setProcessors(777.0);
    ASSERT_TRUE(test::settle(*window));
    test::answerInNextFileDialog([this](QFileDialog* dialog) { test::typeInFileDialog(dialog, path(QStringLiteral("talk"))); });
    action(QStringLiteral("saveSessionAs"))->trigger();
    ASSERT_TRUE(QFile::exists(path(QStringLiteral("talk.effsurf"))));
    EXPECT_EQ(window->sessionPath(), path(QStringLiteral("talk.effsurf")));
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("talk.effsurf"))) << window->windowTitle().toStdString();
    EXPECT_FALSE(window->isWindowModified());
    // "talk.v2" keeps its dot and gets .effsurf; that name exists: asked, and Cancel writes nothing.
    QFile existing(path(QStringLiteral("talk.v2.effsurf")));
    existing.open(QIODevice::WriteOnly);
    existing.write("keep me");
    existing.close();
    window->controller()->setProcessors(778.0);
    ASSERT_TRUE(test::settle(*window));
    test::answerInNextFileDialog([this](QFileDialog* dialog) {
        test::clickInNextMessageBox(QMessageBox::Cancel);  // "talk.v2.effsurf exists: replace?"
        test::typeInFileDialog(dialog, path(QStringLiteral("talk.v2")));
    });
    action(QStringLiteral("saveSessionAs"))->trigger();
    EXPECT_EQ(read(QStringLiteral("talk.v2.effsurf")), QByteArray("keep me"));
    EXPECT_TRUE(window->isWindowModified());
}

TEST_F(UnsavedWork, SessionsOpenByContentWhateverTheirName) {
    // A session saved without its extension (by another tool, or renamed).
    const QString session = otherSession(QStringLiteral("lecture"));
    EXPECT_EQ(ui::SessionFile::kindOf(session), ui::SessionFile::Kind::Session);
    QFile csv(path(QStringLiteral("runs.effsurf")));  // and a CSV that borrowed the name
    csv.open(QIODevice::WriteOnly);
    csv.write("n,time\n1,10\n2,5\n");
    csv.close();
    EXPECT_EQ(ui::SessionFile::kindOf(path(QStringLiteral("runs.effsurf"))), ui::SessionFile::Kind::Other);
    // Dropped on the window: opened as a session, not previewed as a bad CSV.
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(session)});
    QDragEnterEvent enter(QPoint(400, 300), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    ASSERT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(400, 300), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    ASSERT_TRUE(test::waitUntil([&] { return window->controller()->scenario().processors == 4096.0; }, 60000));
    EXPECT_EQ(window->sessionPath(), session);
    EXPECT_EQ(window->sessionName(), QStringLiteral("lecture"));
}

TEST_F(UnsavedWork, DroppingASessionOverWorkAsksFirst) {
    makeWork();
    const QString session = otherSession();
    test::clickInNextMessageBox(QMessageBox::Cancel);
    window->openFilesAsUser({session});
    expectWorkKept();
}

TEST_F(UnsavedWork, ATypedExtensionChoosesTheFormatOrIsRefusedWithTheReason) {
    // "fig.pdf" typed with PNG chosen was written as fig.png without a word.
    ui::ExportDialog dialog(window.get());
    dialog.sidecarCheck()->setChecked(false);
    auto* figure = dialog.findChild<QComboBox*>();
    auto* format = dialog.findChildren<QComboBox*>().at(1);
    figure->setCurrentIndex(figure->findData(QStringLiteral("plane")));
    format->setCurrentText(QStringLiteral("png"));
    dialog.pathEdit()->setText(path(QStringLiteral("fig.pdf")));
    QString error;
    ASSERT_TRUE(dialog.exportNow(&error)) << error.toStdString();
    EXPECT_TRUE(read(QStringLiteral("fig.pdf")).startsWith("%PDF-"));
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("fig.png"))));
    EXPECT_EQ(format->currentText(), QStringLiteral("pdf"));
    // The window is PNG only: a .pdf name is refused, saying which formats there are.
    figure->setCurrentIndex(figure->findData(QStringLiteral("window")));
    dialog.pathEdit()->setText(path(QStringLiteral("shot.pdf")));
    EXPECT_FALSE(dialog.exportNow(&error));
    EXPECT_TRUE(error.contains(QStringLiteral("\"shot.pdf\" names a PDF file")) && error.contains(QStringLiteral("PNG only")))
        << error.toStdString();
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("shot.pdf"))));
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("shot.png"))));
}

TEST_F(UnsavedWork, ExportFileNameFollowsTheFormatAndReplacingAsks) {
    ui::ExportDialog dialog(window.get());
    dialog.sidecarCheck()->setChecked(false);  // whatever an earlier test's export left remembered
    auto* figure = dialog.findChild<QComboBox*>();
    ASSERT_NE(figure, nullptr);
    figure->setCurrentIndex(figure->findData(QStringLiteral("plane")));
    auto* format = dialog.findChildren<QComboBox*>().at(1);
    format->setCurrentText(QStringLiteral("pdf"));
    dialog.pathEdit()->setText(path(QStringLiteral("plane.pdf")));
    QString error;
    ASSERT_TRUE(dialog.exportNow(&error)) << error.toStdString();
    const QByteArray pdf = read(QStringLiteral("plane.pdf"));
    ASSERT_TRUE(pdf.startsWith("%PDF-"));
    // The window is a screenshot, PNG only: the name follows, the PDF is left alone.
    figure->setCurrentIndex(figure->findData(QStringLiteral("window")));
    EXPECT_EQ(dialog.pathEdit()->text(), path(QStringLiteral("plane.png")));
    // The surface is vector art in a PDF too: the name stays.
    figure->setCurrentIndex(figure->findData(QStringLiteral("surface")));
    format->setCurrentText(QStringLiteral("pdf"));
    EXPECT_EQ(dialog.pathEdit()->text(), path(QStringLiteral("plane.pdf")));
    figure->setCurrentIndex(figure->findData(QStringLiteral("plane")));
    format->setCurrentText(QStringLiteral("svg"));
    EXPECT_EQ(dialog.pathEdit()->text(), path(QStringLiteral("plane.svg")));
    // Back to the PDF that exists: replacing it asks; Cancel leaves it as it was.
    format->setCurrentText(QStringLiteral("pdf"));
    test::clickInNextMessageBox(QMessageBox::Cancel);
    EXPECT_FALSE(dialog.exportNow(&error));
    EXPECT_TRUE(error.isEmpty()) << error.toStdString();
    window->controller()->setProcessors(12.0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(read(QStringLiteral("plane.pdf")), pdf);
    test::clickInNextMessageBox(QMessageBox::Yes);
    ASSERT_TRUE(dialog.exportNow(&error)) << error.toStdString();
    EXPECT_NE(read(QStringLiteral("plane.pdf")), pdf);
    // The sidecar is a file too: an existing one is not replaced without a question.
    QFile sidecar(path(QStringLiteral("plane.pdf.json")));
    sidecar.open(QIODevice::WriteOnly);
    sidecar.write("my notes");
    sidecar.close();
    for (auto* check : dialog.findChildren<QCheckBox*>())
        if (check->text().startsWith(QStringLiteral("sidecar"))) check->setChecked(true);
    // The PDF: replace; then the sidecar: cancel.
    test::answerNextDialog([](QWidget* modal) { return qobject_cast<QMessageBox*>(modal) != nullptr; },
                           [](QWidget* modal) {
                               test::clickInNextMessageBox(QMessageBox::Cancel);
                               qobject_cast<QMessageBox*>(modal)->button(QMessageBox::Yes)->click();
                           });
    EXPECT_FALSE(dialog.exportNow(&error));
    EXPECT_EQ(read(QStringLiteral("plane.pdf.json")), QByteArray("my notes"));
}

TEST_F(UnsavedWork, ARecordingOverAnEarlierOneAsks) {
    QFile frame(path(QStringLiteral("frame-0001.png")));
    frame.open(QIODevice::WriteOnly);
    frame.write("earlier frame");
    frame.close();
    EXPECT_EQ(ui::FrameRecorder::existingOutputs(dir.path()).size(), 1);
    QPushButton* recordButton = nullptr;
    for (auto* button : window->animationPanel()->findChildren<QPushButton*>())
        if (button->text().startsWith(QStringLiteral("Record"))) recordButton = button;
    ASSERT_NE(recordButton, nullptr);
    test::chooseInNextFileDialog(dir.path());
    test::clickInNextMessageBox(QMessageBox::Cancel);  // "replace the earlier recording?"
    recordButton->click();
    EXPECT_EQ(read(QStringLiteral("frame-0001.png")), QByteArray("earlier frame"));
}

TEST_F(UnsavedWork, AFinishedRecordingSaysSoWithoutADialogThatWouldBlockQuitting) {
    ui::AnimationPanel* panel = window->animationPanel();
    panel->durationSpin()->setValue(panel->durationSpin()->minimum());
    panel->framesPerSecondSpin()->setValue(panel->framesPerSecondSpin()->minimum());
    panel->formatCombo()->setCurrentIndex(panel->formatCombo()->findData(int(ui::FrameRecorder::Format::PngFrames)));
    QPushButton* recordButton = nullptr;
    for (auto* button : panel->findChildren<QPushButton*>())
        if (button->text().startsWith(QStringLiteral("Record"))) recordButton = button;
    ASSERT_NE(recordButton, nullptr);
    QString said;
    QObject::connect(panel, &ui::AnimationPanel::recordingWritten, [&](const QString& message) { said = message; });
    bool modalShown = false;
    QTimer watcher;
    QObject::connect(&watcher, &QTimer::timeout,
                     [&] { modalShown = modalShown || qobject_cast<QMessageBox*>(QApplication::activeModalWidget()); });
    watcher.start(5);
    test::chooseInNextFileDialog(dir.path());
    recordButton->click();
    watcher.stop();
    EXPECT_FALSE(modalShown) << "a message box after the recording";
    EXPECT_EQ(QApplication::activeModalWidget(), nullptr);
    EXPECT_TRUE(said.contains(QDir::toNativeSeparators(dir.path()))) << said.toStdString();
    EXPECT_TRUE(panel->recordNotice()->text().contains(QStringLiteral("frame"))) << panel->recordNotice()->text().toStdString();
    EXPECT_FALSE(ui::FrameRecorder::existingOutputs(dir.path()).isEmpty());
}

TEST_F(UnsavedWork, OutOfRangeNShowsAtTheFieldAndChangesNothing) {
    const double before = window->controller()->scenario().processors;
    ui::NumberField* field = window->controlPanel()->processorField();
    field->lineEdit()->setFocus();
    field->lineEdit()->selectAll();
    QTest::keyClicks(field->lineEdit(), QStringLiteral("5e12"));
    QTest::keyClick(field->lineEdit(), Qt::Key_Return);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(field->hasError());
    EXPECT_TRUE(field->errorText().contains(QStringLiteral("10\u00b9\u00b2"))) << field->errorText().toStdString();
    EXPECT_EQ(field->lineEdit()->text(), QStringLiteral("5e12"));  // left for correcting
    EXPECT_EQ(window->controller()->scenario().processors, before);
    // Corrected: accepted, the message gone.
    field->lineEdit()->selectAll();
    QTest::keyClicks(field->lineEdit(), QStringLiteral("2e6"));
    QTest::keyClick(field->lineEdit(), Qt::Key_Return);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_FALSE(field->hasError());
    EXPECT_EQ(window->controller()->scenario().processors, 2e6);
    // And a session that holds such an N is refused, naming the field.
    QFile file(path(QStringLiteral("wide.effsurf")));
    file.open(QIODevice::WriteOnly);
    QString error;
    file.write(*ui::SessionFile::toJson(core::Scenario{}, {}, &error));
    file.close();
    QByteArray json = read(QStringLiteral("wide.effsurf"));
    json.replace("\"processors\": 1000000", "\"processors\": 5000000000000");
    QFile rewrite(path(QStringLiteral("wide.effsurf")));
    rewrite.open(QIODevice::WriteOnly | QIODevice::Truncate);
    rewrite.write(json);
    rewrite.close();
    EXPECT_FALSE(window->openSession(path(QStringLiteral("wide.effsurf")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("N: must lie in [1, 10\u00b9\u00b2]"))) << error.toStdString();
    EXPECT_EQ(window->controller()->scenario().processors, 2e6);
}

TEST_F(UnsavedWork, SnapshotShortcutsWorkFromEveryTab) {
    for (const char* tab : {"model", "history", "measurements"}) {
        window->showPanel(tab);
        // Shortcuts go to the active window; with other tests' windows on the
        // same display, the window manager's focus may be elsewhere.
        test::makeActive(*window);
        ASSERT_TRUE(test::settle(*window));
        QTest::keyClick(window.get(), Qt::Key_2, Qt::ControlModifier);
        ASSERT_TRUE(test::settle(*window));
        ASSERT_EQ(window->controller()->scenario().snapshots.size(), 1u) << tab;
        EXPECT_EQ(window->controller()->scenario().snapshots[0].label, "B");
        window->controller()->removeSnapshot("B");
        ASSERT_TRUE(test::settle(*window));
    }
}

}  // namespace
