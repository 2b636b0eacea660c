// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QStringList>
#include <QWidget>

#include <map>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace effsurf::ui {

class ProbeProcess;
struct MachineBusy;
class ScenarioController;

/// "Measure this computer" in the Measurements tab: choose kernels, threads
/// and a budget, press Measure; effsurf-probe runs as a child process with
/// a progress bar and Cancel, and every repetition lands at once on the
/// charts and the surface as a growing series (its fit updating with it).
/// At the end the probe's CSV is the series' source, like an imported
/// file's, and the training model's prediction joins each training step;
/// the table below compares them (also for probe files opened later).
class MeasurePanel : public QWidget {
    Q_OBJECT
public:
    explicit MeasurePanel(ScenarioController* controller, QWidget* parent = nullptr);
    ~MeasurePanel() override;

    /// Refreshes the model-against-measured table when the series change.
    void showScenario(const core::Scenario& scenario);

    bool isMeasuring() const;
    /// For tests and scripts: the kernels, the thread counts' maximum, the
    /// budget and the repetitions a point (at most; the probe's default 10).
    void setKernels(const QStringList& ids);
    QStringList kernels() const;
    void setBudgetSeconds(double seconds);
    void setMaxThreads(int threads);
    void setRepetitions(int repetitions);
    /// Where the probe's files go (default: the application data folder's "measurements").
    void setOutputFolder(const QString& folder) { outputFolder_ = folder; }
    QPushButton* measureButton() const { return measure_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }
    QTableWidget* comparisonTable() const { return comparison_; }
    QLabel* statusLabel() const { return status_; }
    /// Shown while other work keeps the computer busy (the probe's reading
    /// before and during the run): the result is then not the hardware's.
    QLabel* busyWarning() const { return busyWarning_; }

    /// Stops a running measurement, keeping what it measured, and waits (the
    /// window drawing meanwhile) until the probe has written its file; true
    /// when nothing runs any more.
    bool stopAndWait(int timeoutMs);

    /// Before the window closes: a measurement still running is work in
    /// progress, so the user chooses to stop it (keeping what it measured,
    /// waiting up to `timeoutMs` for its file) or to go on. True when nothing
    /// runs any more and the window may close.
    bool confirmStopBeforeClose(int timeoutMs);

public slots:
    void startMeasuring();
    void cancelMeasuring();

signals:
    void measurementFinished(bool ok, const QString& message);

private:
    struct LiveSeries {
        std::string id;
        std::vector<std::pair<double, double>> rows;  ///< (threads, seconds) as measured
        bool changed = false;                         ///< rows not yet on screen
    };
    void addSample(const QString& series, int workers, double seconds);
    void showLoad(const QString& phase, const MachineBusy& load);
    /// Puts the series with new rows on screen: at most every kLiveInterval,
    /// so that a fast kernel's repetitions do not redraw the charts ten
    /// times a second while someone drags a slider.
    void publishLiveSeries();
    static constexpr int kLiveIntervalMs = 400;
    void finishMeasuring(bool ok, const QString& message);
    void setRunning(bool running);

    ScenarioController* controller_;
    ProbeProcess* probe_;
    std::vector<std::pair<QString, QCheckBox*>> kernelBoxes_;
    QSpinBox* threads_;
    QDoubleSpinBox* budget_;
    QSpinBox* repetitions_;
    QPushButton* measure_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel* busyWarning_;
    QTableWidget* comparison_;
    std::map<QString, LiveSeries> live_;
    QTimer* liveTimer_;
    QString outputFolder_;
    std::vector<core::ImportedSeries> compared_;
};

}  // namespace effsurf::ui
