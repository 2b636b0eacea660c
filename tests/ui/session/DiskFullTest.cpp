// SPDX-License-Identifier: MIT
// A full disk, a read-only file system, a folder the user may not write
// (issue 26: "Unknown error"): every writer says what the system said, names
// the file, keeps the state, and leaves nothing behind. Where this process
// may mount a 1 MiB tmpfs (root) the disk is really full; elsewhere the
// failure is injected into the file writer (FailingFolder says which), and
// the video, written by FFmpeg, is checked on the real disk only.

#include "FailingFolder.h"
#include "UiTestSupport.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/ui/animation/AnimationPanel.h"
#include "effsurf/ui/animation/FrameRecorder.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/session/Presets.h"
#include "effsurf/ui/session/SessionManager.h"
#include "effsurf/ui/tours/TourEditor.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace effsurf;
using test::FailingFolder;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

/// "cannot write '<path>': <reason>" for the folder's failure.
QString expected(const FailingFolder& disk, const std::string& name) {
    return QStringLiteral("cannot write '%1': %2").arg(q(disk.path(name)), q(disk.reason()));
}

class DiskFull : public ::testing::Test {
protected:
    void SetUp() override {
        ui::MainWindow::discardAutosave();
        window = test::makeShownWindow();
        // Work worth keeping: a measured series makes the session file larger than the space left.
        ASSERT_EQ(window->openMeasurements({QStringLiteral(EFFSURF_TEST_DATA_DIR "/strong_scaling.csv")}, false), 1);
        window->controller()->setSerialFraction(3e-6);
        ASSERT_TRUE(test::settle(*window));
    }
    void TearDown() override {
        window->controller()->undoStack()->setClean();
        window->setWindowModified(false);
        ui::MainWindow::discardAutosave();
    }
    std::unique_ptr<ui::MainWindow> window;
};

TEST_F(DiskFull, SavingASessionSaysTheDiskIsFullNamesTheFileAndKeepsTheWork) {
    FailingFolder disk(FailingFolder::Kind::Full, 2048);
    const core::Scenario before = window->controller()->scenario();
    // As the user does it: Save as, a name typed, the message read.
    QString shown;
    test::answerInNextFileDialog([&](QFileDialog* dialog) { test::typeInFileDialog(dialog, q(disk.path("talk.effsurf"))); });
    test::answerNextDialog([](QWidget* w) { return qobject_cast<QMessageBox*>(w) != nullptr; },
                           [&](QWidget* w) {
                               shown = static_cast<QMessageBox*>(w)->text();
                               static_cast<QMessageBox*>(w)->accept();
                           });
    window->findChild<QAction*>(QStringLiteral("saveSessionAs"))->trigger();
    ASSERT_TRUE(test::waitUntil([&] { return !shown.isEmpty(); }));
    EXPECT_EQ(shown, expected(disk, "talk.effsurf")) << disk.description();
    EXPECT_FALSE(shown.contains(QStringLiteral("Unknown error")));
    EXPECT_TRUE(disk.entries().empty()) << "nothing left behind on " << disk.description();
    EXPECT_EQ(window->controller()->scenario(), before);
    EXPECT_TRUE(window->isWindowModified()) << "the work is still unsaved, and says so";
    EXPECT_NE(window->sessionName(), QStringLiteral("talk.effsurf"));
}

TEST_F(DiskFull, AFailedAutosaveShowsInTheStatusBarUntilOneSucceeds) {
    FailingFolder disk(FailingFolder::Kind::Full, 2048);
    const QByteArray home = qgetenv("XDG_DATA_HOME");
    // The autosave's folder on the full disk.
    qputenv("XDG_DATA_HOME", QByteArray::fromStdString(disk.folder()));
    const QString autosave = ui::MainWindow::autosavePath();
    ASSERT_TRUE(autosave.startsWith(q(disk.folder()))) << autosave.toStdString();
    window->controller()->setProcessors(4096.0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_FALSE(window->autosave());
    const QString error = window->sessionManager()->autosaveError();
    auto* warning = window->findChild<QLabel*>(QStringLiteral("autosave-warning"));
    qputenv("XDG_DATA_HOME", home);
    EXPECT_EQ(error, QStringLiteral("cannot write '%1': %2").arg(autosave, q(disk.reason()))) << disk.description();
    ASSERT_NE(warning, nullptr);
    EXPECT_TRUE(warning->isVisible());
    EXPECT_TRUE(warning->text().contains(q(disk.reason()))) << warning->text().toStdString();
    EXPECT_TRUE(warning->toolTip().contains(autosave));
    // Space again (the usual folder): the next autosave succeeds and the warning goes.
    EXPECT_TRUE(window->autosave());
    EXPECT_TRUE(window->sessionManager()->autosaveError().isEmpty());
    EXPECT_FALSE(warning->isVisible());
}

TEST_F(DiskFull, EveryFigureFormatSaysSoAndLeavesNeitherFigureNorSidecar) {
    FailingFolder disk(FailingFolder::Kind::Full, 1024);
    const core::Scenario& scenario = window->controller()->scenario();
    for (const auto format : {ui::FigureExporter::Format::Png, ui::FigureExporter::Format::Svg, ui::FigureExporter::Format::Pdf,
                              ui::FigureExporter::Format::Csv}) {
        ui::FigureExporter::Options options;
        options.format = format;
        const std::string name = "speedup." + ui::FigureExporter::formatId(format).toStdString();
        SCOPED_TRACE(name);
        QString error;
        EXPECT_FALSE(ui::FigureExporter::exportChart(QStringLiteral("speedup"), scenario, q(disk.path(name)), options, &error));
        EXPECT_EQ(error, expected(disk, name)) << disk.description();
        EXPECT_TRUE(disk.entries().empty());
    }
}

TEST_F(DiskFull, TheSurfaceFigureSaysSo) {
    if (!window->surfaceView()->isAvailable()) GTEST_SKIP() << "no OpenGL here: the surface cannot be drawn";
    FailingFolder disk(FailingFolder::Kind::Full, 1024);
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Png;
    QString error;
    EXPECT_FALSE(ui::FigureExporter::exportSurface(*window->surfaceView(), window->controller()->scenario(), q(disk.path("surface.png")),
                                                   options, &error));
    EXPECT_EQ(error, expected(disk, "surface.png")) << disk.description();
    EXPECT_TRUE(disk.entries().empty());
}

TEST_F(DiskFull, RecordingFramesAndAGifStopsWithTheReason) {
    FailingFolder disk(FailingFolder::Kind::Full, 64 * 1024);
    ui::AnimationPanel* panel = window->animationPanel();
    panel->targetCombo()->setCurrentIndex(panel->targetCombo()->findData(QStringLiteral("speedup")));
    panel->formatCombo()->setCurrentIndex(panel->formatCombo()->findData(int(ui::FrameRecorder::Format::Gif)));
    QString error;
    const int frames = panel->recordTo(q(disk.folder()), &error);
    EXPECT_LT(frames, panel->frameCount()) << "the recording cannot have finished on " << disk.description();
    EXPECT_TRUE(error.startsWith(QStringLiteral("cannot write '") + q(disk.folder()))) << error.toStdString();
    EXPECT_TRUE(error.endsWith(QStringLiteral("': ") + q(disk.reason()))) << error.toStdString();
    for (const std::string& name : disk.entries())
        EXPECT_EQ(name.rfind("frame-", 0), 0u) << name << ": only whole PNG frames may stay, no partial GIF";
}

TEST_F(DiskFull, AVideoOnAFullDiskSaysSoAndLeavesNoPartFile) {
    // Less room than FFmpeg's first 32 KiB buffer: its first write fails.
    FailingFolder disk(FailingFolder::Kind::Full, 4096);
    if (!disk.isReal()) GTEST_SKIP() << "FFmpeg writes the video itself: needs a real full disk (root mounts a tmpfs)";
    ui::AnimationPanel* panel = window->animationPanel();
    panel->targetCombo()->setCurrentIndex(panel->targetCombo()->findData(QStringLiteral("speedup")));
    panel->formatCombo()->setCurrentIndex(panel->formatCombo()->findData(int(ui::FrameRecorder::Format::Mp4)));
    panel->frameSizeCombo()->setCurrentIndex(panel->frameSizeCombo()->findData(QSize(640, 400)));
    panel->durationSpin()->setValue(1.0);  // a dozen frames: enough to fill the buffer, quick in a sanitized build
    panel->framesPerSecondSpin()->setValue(12);
    panel->pngFramesCheck()->setChecked(false);  // the video alone fills the disk
    QString error;
    panel->recordTo(q(disk.folder()), &error);
    // At a frame ("frame 7: No space ...") or at the end, as FFmpeg meets it.
    EXPECT_TRUE(error.startsWith(QStringLiteral("cannot write '") + q(disk.path("animation.mp4")) + QStringLiteral("': ")))
        << error.toStdString();
    EXPECT_TRUE(error.endsWith(q(disk.reason()))) << error.toStdString();
    EXPECT_TRUE(disk.entries().empty()) << "no partial video, hidden or not";
}

TEST_F(DiskFull, PresetsAndToursSaySoToo) {
    FailingFolder disk(FailingFolder::Kind::Full, 1024);
    const QByteArray home = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", QByteArray::fromStdString(disk.folder()));
    const QString presets = ui::Presets::userDirectory();
    QString error;
    const bool saved = ui::Presets::saveUser(QStringLiteral("Big lecture"), window->controller()->scenario(), {}, &error);
    qputenv("XDG_DATA_HOME", home);
    EXPECT_FALSE(saved);
    EXPECT_TRUE(error.startsWith(QStringLiteral("cannot write '") + presets)) << error.toStdString();
    EXPECT_TRUE(error.endsWith(q(disk.reason()))) << error.toStdString() << " on " << disk.description();

    ui::TourEditor* editor = window->tourEditor();
    editor->newTour(QStringLiteral("Long"));
    for (int i = 0; i < 12; ++i) {
        window->controller()->setSerialFraction(1e-6 * (i + 1));
        window->controller()->flush();
        editor->addCurrentState();
    }
    EXPECT_TRUE(QDir(presets).entryList(QDir::Files | QDir::Hidden).isEmpty()) << "no preset file, whole or partial";
    FailingFolder full(FailingFolder::Kind::Full, 1024);
    EXPECT_FALSE(editor->exportTour(q(full.path("long.effsurf-tour")), &error));
    EXPECT_EQ(error, expected(full, "long.effsurf-tour"));
    EXPECT_TRUE(full.entries().empty());
}

TEST_F(DiskFull, AReadOnlyFileSystemAndAForbiddenFolderAreNamedAsSuch) {
    for (const auto kind : {FailingFolder::Kind::ReadOnly, FailingFolder::Kind::PermissionDenied}) {
        FailingFolder folder(kind);
        SCOPED_TRACE(folder.description());
        QString error;
        EXPECT_FALSE(window->saveSession(q(folder.path("talk.effsurf")), &error));
        EXPECT_EQ(error, expected(folder, "talk.effsurf"));
        ui::FigureExporter::Options options;
        options.format = ui::FigureExporter::Format::Pdf;
        EXPECT_FALSE(ui::FigureExporter::exportChart(QStringLiteral("efficiency"), window->controller()->scenario(),
                                                     q(folder.path("e.pdf")), options, &error));
        EXPECT_EQ(error, expected(folder, "e.pdf"));
    }
}

}  // namespace
