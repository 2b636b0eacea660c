// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

class QTimer;

namespace effsurf::ui {

/// How busy other work kept the machine, as effsurf-probe measured it
/// before and during a run (its "load" lines; the probe judges "busy").
struct MachineBusy {
    double otherCpus = 0.0;
    double stealFraction = 0.0;
    double loadAverage = 0.0;
    int cpus = 0;
    bool busy = false;
};

/// effsurf-probe run as a child process for the window: the measurement
/// happens outside the GUI thread (and process), its lines arrive through
/// the event loop ("progress F", "sample SERIES N SECONDS RATE", "load
/// PHASE OTHER_CPUS STEAL LOAD_AVERAGE CPUS busy|quiet"), and
/// cancel() asks it to stop as Ctrl-C would, keeping what it measured.
class ProbeProcess : public QObject {
    Q_OBJECT
public:
    explicit ProbeProcess(QObject* parent = nullptr);
    ~ProbeProcess() override;

    /// The probe beside this program, then the build tree's, then one on
    /// PATH; $EFFSURF_PROBE overrides. Empty when there is none.
    static QString executable();

    /// Starts `effsurf-probe threads --kernels ... --threads ... --budget ...
    /// --repetitions ... --out csvPath --progress`.
    void start(const QStringList& kernels, const QList<int>& threads, double budgetSeconds, int repetitions, const QString& csvPath);
    /// SIGTERM: the probe stops after the repetition it is in and writes its file.
    void cancel();
    bool isRunning() const;
    /// True once the last run was cancelled (cancel() or the probe's exit code 130).
    bool wasCancelled() const noexcept { return cancelled_; }
    QString csvPath() const { return csvPath_; }

signals:
    void progressed(double fraction);
    void sampleMeasured(const QString& series, int workers, double seconds);
    /// `phase` "before" (the probe idle, before its kernels) or "during" (the whole run).
    void loadMeasured(const QString& phase, const effsurf::ui::MachineBusy& busy);
    /// The probe ended: `ok` when it wrote its file (complete, out of budget or cancelled).
    void finished(bool ok, const QString& message);

private:
    void readLines();
    void handleLine(const QString& line);

    QProcess process_;
    QString csvPath_;
    QByteArray pending_;
    QString errors_;
    QTimer* killTimer_;
    bool cancelled_ = false;
};

}  // namespace effsurf::ui
