// SPDX-License-Identifier: MIT
#include "effsurf/ui/animation/AnimationPanel.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/animation/FrameRecorder.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controller/Workbench.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace effsurf::ui {

AnimationPanel::AnimationPanel(Workbench* workbench)
    : QWidget(workbench->workbenchWidget()),
      workbench_(workbench),
      quantity_(new QComboBox(this)),
      from_(new QLineEdit(this)),
      to_(new QLineEdit(this)),
      duration_(new CheckedDoubleSpinBox(tr("duration"), this)),
      fps_(new CheckedSpinBox(tr("frame rate"), this)),
      loop_(new QCheckBox(tr("Loop"), this)),
      playButton_(new QPushButton(this)),
      position_(new QSlider(Qt::Horizontal, this)),
      label_(new QLabel(this)),
      target_(new QComboBox(this)),
      frameSize_(new QComboBox(this)),
      format_(new QComboBox(this)),
      quality_(new QComboBox(this)),
      pngFrames_(new QCheckBox(tr("PNG frames too"), this)),
      recordNotice_(new QLabel(this)),
      timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("animationPanel"));
    quantity_->addItem(tr("serial fraction s"), int(core::SweepQuantity::SerialFraction));
    quantity_->addItem(tr("processors N"), int(core::SweepQuantity::Processors));
    quantity_->addItem(tr("precision"), int(core::SweepQuantity::Precision));
    quantity_->addItem(tr("TOP500 edition"), int(core::SweepQuantity::Edition));
    for (QLineEdit* e : {from_, to_}) e->setMaximumWidth(110);
    duration_->setRange(1.0, 600.0);
    duration_->setValue(8.0);
    duration_->setSuffix(tr(" s"));
    duration_->setToolTip(tr("How long one pass takes: the speed"));
    fps_->setRange(5, 60);
    fps_->setValue(25);
    fps_->setSuffix(tr(" fps"));
    fps_->setToolTip(tr("Frames per second of the recording; a pass has duration x fps frames"));
    for (const QString& t : FrameRecorder::targets()) target_->addItem(t, t);
    target_->setToolTip(tr("What a recording captures: the window as on screen, the 3D surface or one chart"));
    format_->addItem(tr("GIF"), int(FrameRecorder::Format::Gif));
    format_->setItemData(0,
                         tr("animation.gif: plays wherever images do (e-mail, wikis, old presentation programs); "
                            "256 colours a frame, 20\u2013"
                            "50 times the size of a video"),
                         Qt::ToolTipRole);
    format_->addItem(tr("MP4 (H.264)"), int(FrameRecorder::Format::Mp4));
    format_->setItemData(1,
                         tr("animation.mp4: plays in PowerPoint, Keynote, LibreOffice Impress and every browser; "
                            "a twentieth of the GIF's size or less"),
                         Qt::ToolTipRole);
    format_->addItem(tr("WebM (VP9)"), int(FrameRecorder::Format::WebM));
    format_->setItemData(2,
                         tr("animation.webm: a free format for browsers and free players (VLC, mpv); "
                            "on charts about 1.4 times the MP4's size, and slower to encode"),
                         Qt::ToolTipRole);
    format_->addItem(tr("PNG frames only"), int(FrameRecorder::Format::PngFrames));
    format_->setItemData(3, tr("frame-0001.png … only: lossless frames to edit or encode yourself"), Qt::ToolTipRole);
    format_->setToolTip(tr("What a recording writes into the chosen directory"));
    quality_->addItem(tr("Small file"), int(VideoWriter::Quality::Small));
    quality_->setItemData(0, tr("About two thirds of Balanced; thin lines and small text get soft edges"), Qt::ToolTipRole);
    quality_->addItem(tr("Balanced"), int(VideoWriter::Quality::Balanced));
    quality_->setItemData(1, tr("Sharp text and lines on a projector at a moderate size (the default)"), Qt::ToolTipRole);
    quality_->addItem(tr("High quality"), int(VideoWriter::Quality::High));
    quality_->setItemData(2, tr("Close to the frames themselves, for close-ups and re-encoding; about 1.5 times Balanced"),
                          Qt::ToolTipRole);
    quality_->setCurrentIndex(1);
    quality_->setToolTip(tr("The video's size/quality trade-off (MP4 and WebM)"));
    pngFrames_->setChecked(true);
    pngFrames_->setToolTip(tr("Also write the frames as frame-0001.png … beside the GIF or video"));
    for (const QSize& size : {QSize(1280, 800), QSize(1920, 1080), QSize(960, 600), QSize(640, 400)})
        frameSize_->addItem(QStringLiteral("%1\u00d7%2").arg(size.width()).arg(size.height()), size);
    frameSize_->setToolTip(tr("Frame size of surface and chart recordings; the window is recorded at its own size"));
    position_->setToolTip(tr("Position in the sweep"));

    // The style's media icons: glyphs like U+23EE are missing from common fonts.
    auto* rewind = new QPushButton(style()->standardIcon(QStyle::SP_MediaSkipBackward), QString(), this);
    auto* back = new QPushButton(style()->standardIcon(QStyle::SP_MediaSeekBackward), QString(), this);
    auto* forward = new QPushButton(style()->standardIcon(QStyle::SP_MediaSeekForward), QString(), this);
    auto* record = new QPushButton(tr("Record\u2026"), this);
    record->setToolTip(tr("Record every frame of the sweep into a directory you choose"));
    rewind->setToolTip(tr("Back to the first frame"));
    back->setToolTip(tr("One frame back"));
    forward->setToolTip(tr("One frame forward"));
    playButton_->setToolTip(tr("Play or pause"));
    for (QPushButton* b : {rewind, back, playButton_, forward}) {
        b->setMaximumWidth(48);
        b->setAccessibleName(b->toolTip());  // an icon alone names nothing for a screen reader
    }
    position_->setAccessibleName(position_->toolTip());
    duration_->setAccessibleName(tr("duration"));
    record->setAccessibleName(record->text());

    // Two rows: what plays and how (with the position, which needs the width), then recording.
    auto* rows = new QVBoxLayout(this);
    auto* layout = new QHBoxLayout;
    auto* recordRow = new QHBoxLayout;
    rows->addLayout(layout);
    rows->addLayout(recordRow);
    layout->addWidget(new QLabel(tr("Sweep"), this));
    layout->addWidget(quantity_);
    // Each label names its field for a screen reader (its buddy).
    const auto labelled = [this](QBoxLayout* row, const QString& text, QWidget* field) {
        auto* label = new QLabel(text, this);
        label->setBuddy(field);
        row->addWidget(label);
        row->addWidget(field);
    };
    labelled(layout, tr("from"), from_);
    labelled(layout, tr("to"), to_);
    layout->addWidget(duration_);
    layout->addWidget(loop_);
    for (QPushButton* b : {rewind, back, playButton_, forward}) layout->addWidget(b);
    layout->addWidget(position_, 1);
    label_->setMinimumWidth(
        label_->fontMetrics().horizontalAdvance(QStringLiteral("frame 9999/9999  s = 9.99\u00d7"
                                                               "10\u207b\u00b9\u00b2")));
    layout->addWidget(label_);
    recordRow->addWidget(new QLabel(tr("Record"), this));
    recordRow->addWidget(target_);
    recordRow->addWidget(frameSize_);
    labelled(recordRow, tr("at"), fps_);
    recordRow->addWidget(new QLabel(tr("as"), this));
    recordRow->addWidget(format_);
    recordRow->addWidget(quality_);
    recordRow->addWidget(pngFrames_);
    recordRow->addWidget(record);
    recordNotice_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    recordNotice_->setObjectName(QStringLiteral("recordNotice"));
    recordRow->insertWidget(0, recordNotice_, 1);

    timer_->setInterval(kTickMs);
    timer_->setTimerType(Qt::PreciseTimer);
    connect(timer_, &QTimer::timeout, this, &AnimationPanel::tick);
    connect(playButton_, &QPushButton::clicked, this, [this] { isPlaying() ? pause() : play(); });
    connect(rewind, &QPushButton::clicked, this, &AnimationPanel::rewind);
    connect(back, &QPushButton::clicked, this, &AnimationPanel::stepBack);
    connect(forward, &QPushButton::clicked, this, &AnimationPanel::stepForward);
    connect(position_, &QSlider::valueChanged, this, [this](int value) {
        if (value != frame_) showFrame(value);
    });
    connect(quantity_, &QComboBox::currentIndexChanged, this, &AnimationPanel::quantityChanged);
    connect(target_, &QComboBox::currentIndexChanged, this,
            [this] { frameSize_->setEnabled(target_->currentData().toString() != QLatin1String("window")); });
    frameSize_->setEnabled(false);  // the first target is the window
    connect(format_, &QComboBox::currentIndexChanged, this, &AnimationPanel::formatChanged);
    formatChanged();
    // Undo during playback: stop, keep what undo restored.
    connect(workbench_->controller(), &ScenarioController::interactionInterrupted, this, [this] {
        if (!isPlaying()) return;
        timer_->stop();
        workbench_->controller()->abandonInteraction();
        playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    });
    connect(duration_, &QDoubleSpinBox::valueChanged, this, [this] { updateLabel(); });
    connect(fps_, &QSpinBox::valueChanged, this, [this] { updateLabel(); });
    connect(record, &QPushButton::clicked, this, [this] {
        const QString directory = QFileDialog::getExistingDirectory(this, tr("Record into"));
        if (directory.isEmpty()) return;
        // An earlier recording there is work too: replaced only when the user says so.
        const QStringList earlier = FrameRecorder::existingOutputs(directory);
        if (!earlier.isEmpty()) {
            QMessageBox box(QMessageBox::Warning, tr("Replace the earlier recording?"),
                            tr("%1 already holds %n file(s) of a recording (%2). Replace them?", nullptr, static_cast<int>(earlier.size()))
                                .arg(QDir::toNativeSeparators(directory),
                                     QFileInfo(earlier.first()).fileName() + (earlier.size() > 1 ? QStringLiteral(" \u2026") : QString())),
                            QMessageBox::Yes | QMessageBox::Cancel, this);
            box.button(QMessageBox::Yes)->setText(tr("Replace"));
            box.setDefaultButton(QMessageBox::Cancel);
            if (box.exec() != QMessageBox::Yes) return;
            for (const QString& path : earlier) QFile::remove(path);  // no old frame left among the new ones
        }
        QString error;
        const int written = recordTo(directory, &error);
        if (!error.isEmpty()) QMessageBox::warning(this, tr("Recording"), error);
        else {
            // Said beside the button and in the status bar, not in a dialog:
            // a box to dismiss would stand between the lecturer and Ctrl+Q.
            const QString animation = FrameRecorder::animationPath(directory, FrameRecorder::Format(format_->currentData().toInt()));
            const QString message = animation.isEmpty()
                                        ? tr("%n frame(s) written to %1", nullptr, written).arg(QDir::toNativeSeparators(directory))
                                        : tr("%n frame(s) recorded into %1", nullptr, written).arg(QDir::toNativeSeparators(animation));
            // The file's name beside the button (a long path would widen the dock), the whole path in its tip.
            const QString shown = animation.isEmpty() ? directory : animation;
            recordNotice_->setText(tr("%n frame(s) \u2192 %1", nullptr, written).arg(QFileInfo(shown).fileName()));
            recordNotice_->setToolTip(message);
            emit recordingWritten(message);
        }
    });
    quantityChanged();
}

void AnimationPanel::formatChanged() {
    const auto format = FrameRecorder::Format(format_->currentData().toInt());
    const bool video = format == FrameRecorder::Format::Mp4 || format == FrameRecorder::Format::WebM;
    quality_->setEnabled(video);
    // PNG frames only: the frames are the recording, so the box is ticked and fixed.
    pngFrames_->setEnabled(format != FrameRecorder::Format::PngFrames);
    if (format == FrameRecorder::Format::PngFrames) pngFrames_->setChecked(true);
}

void AnimationPanel::quantityChanged() {
    pause();
    const auto q = core::SweepQuantity(quantity_->currentData().toInt());
    const bool continuous = q == core::SweepQuantity::SerialFraction || q == core::SweepQuantity::Processors;
    from_->setEnabled(continuous);
    to_->setEnabled(continuous);
    if (q == core::SweepQuantity::SerialFraction) {
        from_->setText(QStringLiteral("1e-9"));
        to_->setText(QStringLiteral("1e-2"));
    } else if (q == core::SweepQuantity::Processors) {
        from_->setText(QStringLiteral("1"));
        to_->setText(QStringLiteral("1e9"));
    } else if (q == core::SweepQuantity::Precision) {
        from_->setText(QStringLiteral("FP64"));
        to_->setText(QStringLiteral("FP8"));
    } else {
        const auto editions = resources::top500Catalog().editions();
        from_->setText(QString::fromStdString(editions.front()));
        to_->setText(QString::fromStdString(editions.back()));
    }
    frame_ = 0;
    updateLabel();
}

int AnimationPanel::frameCount() const {
    core::Sweep shape;
    shape.quantity = core::SweepQuantity(quantity_->currentData().toInt());
    if (shape.quantity == core::SweepQuantity::Edition) shape.editions = resources::top500Catalog().editions();
    // At least one frame per precision or edition, so none is skipped.
    return std::max(shape.minimumFrames(), static_cast<int>(std::lround(duration_->value() * fps_->value())));
}

core::Sweep AnimationPanel::sweep() const {
    core::Sweep sweep;
    sweep.quantity = core::SweepQuantity(quantity_->currentData().toInt());
    sweep.frameCount = frameCount();
    if (sweep.quantity == core::SweepQuantity::SerialFraction) {
        sweep.from = core::parseSerialFraction(from_->text().toStdString(), "from");
        sweep.to = core::parseSerialFraction(to_->text().toStdString(), "to");
    } else if (sweep.quantity == core::SweepQuantity::Processors) {
        sweep.from = core::parseProcessorCount(from_->text().toStdString(), "from");
        sweep.to = core::parseProcessorCount(to_->text().toStdString(), "to");
    } else if (sweep.quantity == core::SweepQuantity::Edition) {
        sweep.editions = resources::top500Catalog().editions();
    }
    sweep.validate();
    return sweep;
}

bool AnimationPanel::isPlaying() const { return timer_->isActive(); }

void AnimationPanel::play() {
    if (isPlaying()) return;
    try {
        (void)sweep();
    } catch (const core::InvalidParameter& e) {
        label_->setText(QString::fromUtf8(e.what()));
        return;
    }
    if (frame_ >= frameCount() - 1) frame_ = 0;
    startOffsetMs_ = static_cast<qint64>(std::llround(frame_ * 1000.0 / fps_->value()));
    clock_.start();
    workbench_->controller()->beginInteraction();
    timer_->start();
    playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
}

void AnimationPanel::pause() {
    if (!isPlaying()) {
        playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
        return;
    }
    timer_->stop();
    workbench_->controller()->endInteraction();
    playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
}

void AnimationPanel::tick() {
    // Follow the clock: the frame due now, whatever was skipped while drawing.
    const qint64 ms = startOffsetMs_ + clock_.elapsed();
    int frame = static_cast<int>(ms * fps_->value() / 1000);
    const int last = frameCount() - 1;
    if (frame > last) {
        if (loop_->isChecked()) {
            startOffsetMs_ = 0;
            clock_.start();
            frame = 0;
        } else {
            applyFrame(last);
            pause();
            return;
        }
    }
    if (frame != frame_ || frame == 0) applyFrame(frame);
}

void AnimationPanel::applyFrame(int index) {
    core::Sweep s;
    try {
        s = sweep();
    } catch (const core::InvalidParameter& e) {
        label_->setText(QString::fromUtf8(e.what()));
        return;
    }
    frame_ = std::clamp(index, 0, s.frameCount - 1);
    // Only the swept quantity moves: everything else stays as the user has it now.
    workbench_->controller()->setScenario(s.at(workbench_->controller()->scenario(), frame_));
    updateLabel();
}

void AnimationPanel::showFrame(int index) {
    pause();
    applyFrame(index);
}

void AnimationPanel::stepForward() { showFrame(frame_ + 1); }

void AnimationPanel::stepBack() { showFrame(frame_ - 1); }

void AnimationPanel::rewind() { showFrame(0); }

void AnimationPanel::updateLabel() {
    const int count = frameCount();
    {
        const QSignalBlocker blocker(position_);
        position_->setRange(0, count - 1);
        position_->setValue(frame_);
    }
    QString value;
    const core::Scenario& s = workbench_->controller()->scenario();
    switch (core::SweepQuantity(quantity_->currentData().toInt())) {
        case core::SweepQuantity::SerialFraction:
            value = QStringLiteral("s = ") + QString::fromStdString(core::formatLiveNumber(s.serialFraction, core::NumberNotation::Text));
            break;
        case core::SweepQuantity::Processors:
            value = QStringLiteral("N = ") + QString::fromStdString(core::formatLiveNumber(s.processors, core::NumberNotation::Text));
            break;
        case core::SweepQuantity::Precision: value = QString::fromLatin1(core::precisionInfo(s.precision).displayName.data()); break;
        case core::SweepQuantity::Edition: value = QString::fromStdString(s.cloudEdition); break;
    }
    label_->setText(tr("frame %1/%2  %3").arg(frame_ + 1).arg(count).arg(value));
}

int AnimationPanel::recordTo(const QString& directory, QString* error) {
    pause();
    core::Sweep s;
    try {
        s = sweep();
    } catch (const core::InvalidParameter& e) {
        if (error) *error = QString::fromUtf8(e.what());
        return 0;
    }
    FrameRecorder::Options options;
    options.directory = directory;
    options.target = target_->currentData().toString();
    options.size = frameSize_->currentData().toSize();
    options.framesPerSecond = fps_->value();
    options.format = FrameRecorder::Format(format_->currentData().toInt());
    options.pngFrames = pngFrames_->isChecked();
    options.quality = VideoWriter::Quality(quality_->currentData().toInt());
    QProgressDialog progress(tr("Recording %n frame(s)\u2026", nullptr, s.frameCount), tr("Cancel"), 0, s.frameCount, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    FrameRecorder recorder(workbench_);
    return recorder.record(
        s, options,
        [&progress](int done, int) {
            progress.setValue(done);  // also runs the event loop: the window stays responsive
            return !progress.wasCanceled();
        },
        error);
}

}  // namespace effsurf::ui
