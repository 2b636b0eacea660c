// SPDX-License-Identifier: MIT
#include "effsurf/ui/measure/ProbeProcess.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

namespace effsurf::ui {

ProbeProcess::ProbeProcess(QObject* parent) : QObject(parent), killTimer_(new QTimer(this)) {
    killTimer_->setSingleShot(true);
    connect(killTimer_, &QTimer::timeout, this, [this] { process_.kill(); });
    connect(&process_, &QProcess::readyReadStandardOutput, this, &ProbeProcess::readLines);
    connect(&process_, &QProcess::readyReadStandardError, this, [this] { errors_ += QString::fromUtf8(process_.readAllStandardError()); });
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            emit finished(false, tr("effsurf-probe could not be started: %1").arg(process_.errorString()));
    });
    connect(&process_, qOverload<int, QProcess::ExitStatus>(&QProcess::finished), this, [this](int code, QProcess::ExitStatus status) {
        killTimer_->stop();
        readLines();
        if (!pending_.isEmpty()) handleLine(QString::fromUtf8(pending_));
        pending_.clear();
        const bool wrote = QFileInfo::exists(csvPath_);
        if (status == QProcess::NormalExit && code == 130) cancelled_ = true;
        if (status == QProcess::NormalExit && (code == 0 || code == 130) && wrote) {
            emit finished(true, cancelled_ || code == 130 ? tr("Cancelled: what was measured is kept") : tr("Measured"));
            return;
        }
        const QString reason = errors_.trimmed().isEmpty()
                                   ? tr("effsurf-probe stopped (exit %1)").arg(status == QProcess::NormalExit ? code : -1)
                                   : errors_.trimmed();
        emit finished(wrote, reason);
    });
}

ProbeProcess::~ProbeProcess() {
    // Going away with its window: no signal may reach a panel half destroyed.
    disconnect(&process_, nullptr, this, nullptr);
    if (process_.state() != QProcess::NotRunning) {
        process_.kill();
        process_.waitForFinished(2000);
    }
}

QString ProbeProcess::executable() {
    const QString override = qEnvironmentVariable("EFFSURF_PROBE");
    if (!override.isEmpty()) return QFileInfo(override).isExecutable() ? override : QString();
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("effsurf-probe"));
    if (QFileInfo(beside).isExecutable()) return beside;
#ifdef EFFSURF_PROBE_BUILD_PATH
    if (QFileInfo(QStringLiteral(EFFSURF_PROBE_BUILD_PATH)).isExecutable()) return QStringLiteral(EFFSURF_PROBE_BUILD_PATH);
#endif
    return QStandardPaths::findExecutable(QStringLiteral("effsurf-probe"));
}

void ProbeProcess::start(const QStringList& kernels, const QList<int>& threads, double budgetSeconds, int repetitions,
                         const QString& csvPath) {
    csvPath_ = csvPath;
    errors_.clear();
    pending_.clear();
    cancelled_ = false;
    QStringList counts;
    for (int n : threads) counts << QString::number(n);
    const QStringList arguments = {QStringLiteral("threads"),
                                   QStringLiteral("--kernels"),
                                   kernels.join(QLatin1Char(',')),
                                   QStringLiteral("--threads"),
                                   counts.join(QLatin1Char(',')),
                                   QStringLiteral("--budget"),
                                   QString::number(budgetSeconds),
                                   QStringLiteral("--repetitions"),
                                   QString::number(repetitions),
                                   QStringLiteral("--out"),
                                   csvPath,
                                   QStringLiteral("--progress")};
    process_.start(executable(), arguments);
}

void ProbeProcess::cancel() {
    if (process_.state() == QProcess::NotRunning) return;
    cancelled_ = true;
    process_.terminate();
    // A repetition is at most a second or so; a probe that does not stop is killed (its file stays valid).
    killTimer_->start(15000);
}

bool ProbeProcess::isRunning() const { return process_.state() != QProcess::NotRunning; }

void ProbeProcess::readLines() {
    pending_ += process_.readAllStandardOutput();
    qsizetype newline = 0;
    while ((newline = pending_.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(pending_.left(newline));
        pending_.remove(0, newline + 1);
        handleLine(line);
    }
}

void ProbeProcess::handleLine(const QString& line) {
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() == 2 && words[0] == QLatin1String("progress")) {
        emit progressed(words[1].toDouble());
    } else if (words.size() == 5 && words[0] == QLatin1String("sample")) {
        bool okWorkers = false, okSeconds = false;
        const int workers = words[2].toInt(&okWorkers);
        const double seconds = words[3].toDouble(&okSeconds);
        if (okWorkers && okSeconds && workers > 0 && seconds > 0) emit sampleMeasured(words[1], workers, seconds);
    } else if (words.size() == 7 && words[0] == QLatin1String("load")) {
        // "load before|during OTHER_CPUS STEAL LOAD_AVERAGE CPUS busy|quiet"
        MachineBusy busy;
        bool okOther = false, okSteal = false, okCpus = false;
        busy.otherCpus = words[2].toDouble(&okOther);
        busy.stealFraction = words[3].toDouble(&okSteal);
        busy.loadAverage = words[4].toDouble();
        busy.cpus = words[5].toInt(&okCpus);
        busy.busy = words[6] == QLatin1String("busy");
        if (okOther && okSteal && okCpus) emit loadMeasured(words[1], busy);
    }
}

}  // namespace effsurf::ui
