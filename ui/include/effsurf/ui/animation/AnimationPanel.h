// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Sweep.h"

#include <QElapsedTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;

namespace effsurf::ui {

class Workbench;

/// Play buttons for an animation: sweep s, N, the precision or the TOP500
/// edition over a chosen duration, with play/pause, single steps, a
/// position slider and looping. Playback is an interaction (coarse 3D while
/// it runs, like dragging a slider, and one undo step); frames follow the
/// clock, so a slow frame is skipped, never queued. "Record…" writes the
/// same frames as an animated GIF, an MP4 or WebM video, or PNG frames only
/// (with the PNG frames beside the GIF or video if asked) through
/// FrameRecorder, with a progress dialog and Cancel.
class AnimationPanel : public QWidget {
    Q_OBJECT
public:
    /// How often playback looks at the clock: a frame is shown at most this late.
    static constexpr int kTickMs = 5;

    explicit AnimationPanel(Workbench* workbench);

    /// The sweep the controls describe (throws InvalidParameter naming the field).
    core::Sweep sweep() const;
    /// Frames = duration x frames per second.
    int frameCount() const;
    int frame() const noexcept { return frame_; }
    bool isPlaying() const;

    QComboBox* quantityCombo() const noexcept { return quantity_; }
    QLineEdit* fromEdit() const noexcept { return from_; }
    QLineEdit* toEdit() const noexcept { return to_; }
    QDoubleSpinBox* durationSpin() const noexcept { return duration_; }
    QSpinBox* framesPerSecondSpin() const noexcept { return fps_; }
    QComboBox* targetCombo() const noexcept { return target_; }
    /// Frame size of surface and chart recordings (the window records at its own size).
    QComboBox* frameSizeCombo() const noexcept { return frameSize_; }
    /// GIF, MP4 (H.264), WebM (VP9) or PNG frames only: FrameRecorder::Format as item data.
    QComboBox* formatCombo() const noexcept { return format_; }
    /// The videos' size/quality trade-off: VideoWriter::Quality as item data (disabled for GIF and PNG).
    QComboBox* qualityCombo() const noexcept { return quality_; }
    /// The numbered PNG frames beside the GIF or video (always written for "PNG frames only").
    QCheckBox* pngFramesCheck() const noexcept { return pngFrames_; }
    /// What the last recording wrote ("100 frames recorded into …"), beside the Record button.
    QLabel* recordNotice() const noexcept { return recordNotice_; }

signals:
    /// A recording finished: `message` says what was written where (for the status bar).
    void recordingWritten(const QString& message);

public slots:
    void play();
    void pause();
    void stepForward();
    void stepBack();
    void rewind();
    /// Shows frame `index` of the sweep (pauses).
    void showFrame(int index);
    /// Records every frame into `directory`; returns frames written, `error` on failure.
    int recordTo(const QString& directory, QString* error);

private:
    void tick();
    void applyFrame(int index);
    void quantityChanged();
    void updateLabel();
    void formatChanged();

    Workbench* workbench_;
    QComboBox* quantity_;
    QLineEdit* from_;
    QLineEdit* to_;
    QDoubleSpinBox* duration_;
    QSpinBox* fps_;
    QCheckBox* loop_;
    QPushButton* playButton_;
    QSlider* position_;
    QLabel* label_;
    QComboBox* target_;
    QComboBox* frameSize_;
    QComboBox* format_;
    QComboBox* quality_;
    QCheckBox* pngFrames_;
    QLabel* recordNotice_;
    QTimer* timer_;
    QElapsedTimer clock_;
    qint64 startOffsetMs_ = 0;
    int frame_ = 0;
};

}  // namespace effsurf::ui
