// SPDX-License-Identifier: MIT
// Animation: play, pause and step through a sweep; recording writes the
// expected number of PNG frames and a GIF or video with as many frames
// (videos read back by FFmpeg's decoder), and puts the state back without
// touching the undo history; a cancelled video leaves no file.

#include "UiTestSupport.h"
#include "animation/VideoProbe.h"

#include "effsurf/ui/animation/AnimationPanel.h"
#include "effsurf/ui/animation/FrameRecorder.h"
#include "effsurf/ui/controller/ScenarioController.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QImageReader>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {
void chooseSerialSweep(ui::AnimationPanel& panel, double seconds, int fps) {
    panel.quantityCombo()->setCurrentIndex(panel.quantityCombo()->findData(int(core::SweepQuantity::SerialFraction)));
    panel.fromEdit()->setText(QStringLiteral("1e-8"));
    panel.toEdit()->setText(QStringLiteral("1e-2"));
    panel.durationSpin()->setValue(seconds);
    panel.framesPerSecondSpin()->setValue(fps);
}
}  // namespace

TEST(AnimationPanel, PlaysPausesAndStepsThroughTheSweep) {
    auto window = test::makeShownWindow();
    ui::AnimationPanel* panel = window->animationPanel();
    chooseSerialSweep(*panel, 2.0, 25);
    EXPECT_EQ(panel->frameCount(), 50);
    const core::Scenario base = window->controller()->scenario();
    panel->parentWidget()->show();  // the dock, for looking at
    panel->play();
    EXPECT_TRUE(panel->isPlaying());
    EXPECT_TRUE(window->controller()->isInteractive()) << "playback draws like a drag";
    ASSERT_TRUE(test::waitUntil([&] { return panel->frame() >= 5; }, 60000));
    panel->pause();
    EXPECT_FALSE(window->controller()->isInteractive());
    ASSERT_TRUE(test::settle(*window));
    const QString shots = QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/screens");
    QDir().mkpath(shots);
    window->grabWindowImage().save(shots + QStringLiteral("/animation-panel.png"));
    const int frame = panel->frame();
    const core::Sweep sweep = panel->sweep();
    EXPECT_EQ(window->controller()->scenario(), sweep.at(base, frame));
    panel->stepForward();
    EXPECT_EQ(panel->frame(), frame + 1);
    EXPECT_EQ(window->controller()->scenario().serialFraction, sweep.at(base, frame + 1).serialFraction);
    panel->stepBack();
    panel->stepBack();
    EXPECT_EQ(panel->frame(), frame - 1);
    panel->rewind();
    EXPECT_EQ(window->controller()->scenario().serialFraction, 1e-8);
    EXPECT_EQ(window->controller()->scenario().processors, base.processors);

    // What the user changes while it plays stays: only s is swept.
    panel->play();
    ASSERT_TRUE(test::waitUntil([&] { return panel->frame() >= 2; }, 60000));
    window->controller()->setProcessors(777.0);
    ASSERT_TRUE(test::waitUntil([&] { return panel->frame() >= 6; }, 60000));
    panel->pause();
    EXPECT_EQ(window->controller()->scenario().processors, 777.0);
    // A precision sweep shows every precision, however short.
    panel->quantityCombo()->setCurrentIndex(panel->quantityCombo()->findData(int(core::SweepQuantity::Precision)));
    panel->durationSpin()->setValue(1.0);
    panel->framesPerSecondSpin()->setValue(5);
    EXPECT_EQ(panel->frameCount(), 6);
    EXPECT_EQ(panel->sweep().frameCount, panel->frameCount());
}

TEST(FrameRecorder, WritesTheExpectedNumberOfFramesAndAGif) {
    auto window = test::makeShownWindow();
    ui::AnimationPanel* panel = window->animationPanel();
    chooseSerialSweep(*panel, 1.0, 12);
    panel->targetCombo()->setCurrentIndex(panel->targetCombo()->findData(QStringLiteral("speedup")));
    EXPECT_TRUE(panel->frameSizeCombo()->isEnabled());
    panel->frameSizeCombo()->setCurrentIndex(panel->frameSizeCombo()->findData(QSize(640, 400)));
    const core::Scenario before = window->controller()->scenario();
    const int undoBefore = window->controller()->undoStack()->count();
    QTemporaryDir dir;
    QString error;
    EXPECT_EQ(panel->recordTo(dir.path(), &error), 12) << error.toStdString();
    EXPECT_TRUE(error.isEmpty()) << error.toStdString();
    const QStringList frames = QDir(dir.path()).entryList({QStringLiteral("frame-*.png")}, QDir::Files, QDir::Name);
    ASSERT_EQ(frames.size(), 12);
    EXPECT_EQ(frames.front(), QStringLiteral("frame-0001.png"));
    EXPECT_EQ(frames.back(), QStringLiteral("frame-0012.png"));
    EXPECT_EQ(QImage(dir.filePath(frames.front())).size(), QSize(640, 400)) << "the chosen frame size";
    // Frames differ: the speedup curve moves with s.
    EXPECT_NE(QImage(dir.filePath(frames.front())), QImage(dir.filePath(frames.back())));
    QImageReader gif(ui::FrameRecorder::gifPath(dir.path()));
    EXPECT_EQ(gif.imageCount(), 12);
    EXPECT_EQ(window->controller()->scenario(), before) << "the state is put back";
    EXPECT_EQ(window->controller()->undoStack()->count(), undoBefore) << "recording is not an edit";
}

TEST(FrameRecorder, TheWindowTargetRecordsWhatIsOnScreen) {
    auto window = test::makeShownWindow();
    ui::FrameRecorder recorder(window.get());
    core::Sweep sweep;
    sweep.quantity = core::SweepQuantity::Precision;
    sweep.frameCount = 6;
    ui::FrameRecorder::Options options;
    QTemporaryDir dir;
    options.directory = dir.path();
    options.format = ui::FrameRecorder::Format::PngFrames;
    QString error;
    int calls = 0;
    EXPECT_EQ(recorder.record(
                  sweep, options,
                  [&](int, int total) {
                      ++calls;
                      EXPECT_EQ(total, 6);
                      return true;
                  },
                  &error),
              6);
    EXPECT_TRUE(error.isEmpty()) << error.toStdString();
    EXPECT_EQ(calls, 6);
    const QImage first(ui::FrameRecorder::framePath(dir.path(), 0));
    EXPECT_EQ(first.size(), window->size() * window->devicePixelRatio());
    EXPECT_FALSE(QFile::exists(ui::FrameRecorder::gifPath(dir.path())));
}

TEST(FrameRecorder, CancelAndBadDirectoriesAreReported) {
    auto window = test::makeShownWindow();
    ui::FrameRecorder recorder(window.get());
    core::Sweep sweep;
    sweep.frameCount = 10;
    ui::FrameRecorder::Options options;
    options.target = QStringLiteral("plane");
    options.size = QSize(400, 300);
    QTemporaryDir dir;
    options.directory = dir.path();
    QString error;
    EXPECT_EQ(recorder.record(
                  sweep, options, [](int done, int) { return done < 3; }, &error),
              3);
    EXPECT_TRUE(error.contains(QStringLiteral("cancelled"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(ui::FrameRecorder::gifPath(dir.path()))) << "no partial GIF";

    options.directory = dir.filePath(QStringLiteral("missing/deeper"));
    EXPECT_EQ(recorder.record(sweep, options, {}, &error), 0);
    EXPECT_TRUE(error.contains(options.directory)) << error.toStdString();
    sweep.frameCount = 1;
    options.directory = dir.path();
    EXPECT_EQ(recorder.record(sweep, options, {}, &error), 0);
    EXPECT_TRUE(error.contains(QStringLiteral("frames"))) << error.toStdString();
}

TEST(FrameRecorder, RecordsMp4AndWebmFromThePanelWithTheChosenFrames) {
    auto window = test::makeShownWindow();
    ui::AnimationPanel* panel = window->animationPanel();
    chooseSerialSweep(*panel, 1.0, 10);
    panel->targetCombo()->setCurrentIndex(panel->targetCombo()->findData(QStringLiteral("efficiency")));
    panel->frameSizeCombo()->setCurrentIndex(panel->frameSizeCombo()->findData(QSize(640, 400)));
    EXPECT_FALSE(panel->qualityCombo()->isEnabled()) << "GIF, the first format, has one quality";
    const struct {
        ui::FrameRecorder::Format format;
        const char* codec;
        bool pngFrames;
    } cases[] = {{ui::FrameRecorder::Format::Mp4, "h264", true}, {ui::FrameRecorder::Format::WebM, "vp9", false}};
    for (const auto& c : cases) {
        SCOPED_TRACE(c.codec);
        panel->formatCombo()->setCurrentIndex(panel->formatCombo()->findData(int(c.format)));
        EXPECT_TRUE(panel->qualityCombo()->isEnabled());
        EXPECT_TRUE(panel->pngFramesCheck()->isEnabled());
        panel->qualityCombo()->setCurrentIndex(panel->qualityCombo()->findData(int(ui::VideoWriter::Quality::Small)));
        panel->pngFramesCheck()->setChecked(c.pngFrames);
        QTemporaryDir dir;
        QString error;
        EXPECT_EQ(panel->recordTo(dir.path(), &error), 10) << error.toStdString();
        EXPECT_TRUE(error.isEmpty()) << error.toStdString();
        const QString video = ui::FrameRecorder::animationPath(dir.path(), c.format);
        const auto probe = test::probeVideo(video, 9);
        ASSERT_TRUE(probe.error.isEmpty()) << probe.error.toStdString();
        EXPECT_EQ(probe.codec.toStdString(), c.codec);
        EXPECT_EQ(probe.decodedFrames, 10);
        EXPECT_EQ(QSize(probe.width, probe.height), QSize(640, 400));
        EXPECT_DOUBLE_EQ(probe.framesPerSecond, 10.0);
        const QStringList frames = QDir(dir.path()).entryList({QStringLiteral("frame-*.png")}, QDir::Files);
        EXPECT_EQ(frames.size(), c.pngFrames ? 10 : 0);
        EXPECT_FALSE(QFile::exists(ui::FrameRecorder::gifPath(dir.path())));
        EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), frames.size() + 1) << "no temporary file left";
        // A chart is white around its plot: the decoded last frame is too (no green cast, no black frame).
        ASSERT_FALSE(probe.frame.isNull());
        const QRgb corner = probe.frame.pixel(4, 4);
        EXPECT_GE(qRed(corner), 240);
        EXPECT_GE(qGreen(corner), 240);
        EXPECT_GE(qBlue(corner), 240);
        EXPECT_TRUE(ui::FrameRecorder::existingOutputs(dir.path()).contains(video)) << "a new recording asks before replacing it";
    }
    panel->formatCombo()->setCurrentIndex(panel->formatCombo()->findData(int(ui::FrameRecorder::Format::PngFrames)));
    EXPECT_FALSE(panel->qualityCombo()->isEnabled());
    EXPECT_FALSE(panel->pngFramesCheck()->isEnabled());
    EXPECT_TRUE(panel->pngFramesCheck()->isChecked()) << "PNG frames only writes the frames";
}

TEST(FrameRecorder, ACancelledVideoLeavesNoFile) {
    auto window = test::makeShownWindow();
    ui::FrameRecorder recorder(window.get());
    core::Sweep sweep;
    sweep.frameCount = 10;
    for (const auto format : {ui::FrameRecorder::Format::Mp4, ui::FrameRecorder::Format::WebM}) {
        ui::FrameRecorder::Options options;
        options.target = QStringLiteral("plane");
        options.size = QSize(400, 300);
        options.format = format;
        options.pngFrames = false;
        QTemporaryDir dir;
        options.directory = dir.path();
        QString error;
        EXPECT_EQ(recorder.record(
                      sweep, options, [](int done, int) { return done < 4; }, &error),
                  4);
        EXPECT_TRUE(error.contains(QStringLiteral("cancelled"))) << error.toStdString();
        EXPECT_TRUE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty())
            << "no partial video, no temporary file, no frames: "
            << QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).join(' ').toStdString();
    }
}

TEST(FrameRecorder, FormatAndQualityNamesRoundTrip) {
    for (const auto format : {ui::FrameRecorder::Format::PngFrames, ui::FrameRecorder::Format::Gif, ui::FrameRecorder::Format::Mp4,
                              ui::FrameRecorder::Format::WebM})
        EXPECT_EQ(ui::FrameRecorder::parseFormat(ui::FrameRecorder::formatId(format)), format);
    EXPECT_EQ(ui::FrameRecorder::parseFormat(QStringLiteral("MP4")), ui::FrameRecorder::Format::Mp4);
    EXPECT_FALSE(ui::FrameRecorder::parseFormat(QStringLiteral("avi")));
    for (const auto quality : {ui::VideoWriter::Quality::Small, ui::VideoWriter::Quality::Balanced, ui::VideoWriter::Quality::High})
        EXPECT_EQ(ui::FrameRecorder::parseQuality(ui::FrameRecorder::qualityId(quality)), quality);
    EXPECT_FALSE(ui::FrameRecorder::parseQuality(QStringLiteral("best")));
    EXPECT_EQ(ui::FrameRecorder::animationPath(QStringLiteral("/x"), ui::FrameRecorder::Format::WebM), QStringLiteral("/x/animation.webm"));
    EXPECT_TRUE(ui::FrameRecorder::animationPath(QStringLiteral("/x"), ui::FrameRecorder::Format::PngFrames).isEmpty());
}
