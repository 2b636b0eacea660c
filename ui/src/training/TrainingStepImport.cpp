// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingStepImport.h"

#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <memory>

namespace effsurf::ui {

TrainingStepImport::Outcome TrainingStepImport::askAndRun(QWidget* parent, const core::TrainingRun& run, core::Precision precision) {
    const QString path = QFileDialog::getOpenFileName(parent, tr("Fit the run to measured steps"), QString(),
                                                      tr("Measured steps (*.csv *.txt);;All files (*)"));
    if (path.isEmpty()) {
        Outcome cancelled;
        cancelled.cancelled = true;
        return cancelled;
    }
    return TrainingStepImport::run(parent, path, run, precision);
}

TrainingStepImport::Outcome TrainingStepImport::run(QWidget* parent, const QString& path, const core::TrainingRun& run,
                                                    core::Precision precision) {
    // Shared with the reading thread, which may outlive a closed dialog by a block.
    struct Shared {
        std::atomic<bool> cancel{false};
        std::atomic<std::uint64_t> done{0}, total{0};
        Outcome outcome;
    };
    auto shared = std::make_shared<Shared>();
    const std::string file = path.toStdString();
    QThread* thread = QThread::create([shared, file, run, precision] {
        core::ImportOptions options;
        options.cancel = &shared->cancel;
        options.progress = [shared](std::uint64_t done, std::uint64_t total) {
            shared->done.store(done);
            shared->total.store(total);
        };
        Outcome& outcome = shared->outcome;
        try {
            outcome.steps = core::TrainingStepReader::read(file, options);
            outcome.fit = core::TrainingStepFit::fit(run, precision, outcome.steps);
        } catch (const core::ImportCancelled&) {
            outcome.cancelled = true;
        } catch (const core::ImportError& e) {
            outcome.error = QString::fromUtf8(e.what());
        } catch (const core::InvalidParameter& e) {
            outcome.error = QString::fromStdString(file) + QStringLiteral(": ") + QString::fromUtf8(e.what());
        } catch (const std::exception& e) {  // bad_alloc on a file larger than memory
            outcome.error = QString::fromStdString(file) + QStringLiteral(": ") + QString::fromUtf8(e.what());
        }
    });
    QProgressDialog progress(tr("Reading and fitting %1\u2026").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 1000, parent);
    progress.setWindowTitle(tr("Fit to measured steps"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    QObject::connect(&progress, &QProgressDialog::canceled, [shared] { shared->cancel.store(true); });
    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, &progress, [shared, &progress] {
        const std::uint64_t total = shared->total.load();
        if (total > 0) progress.setValue(int(1000.0 * double(shared->done.load()) / double(total)));
    });
    QEventLoop loop;
    QObject::connect(thread, &QThread::finished, &loop, &QEventLoop::quit);
    thread->start();
    poll.start();
    if (!thread->isFinished()) loop.exec();
    thread->wait();
    delete thread;
    return std::move(shared->outcome);
}

}  // namespace effsurf::ui
