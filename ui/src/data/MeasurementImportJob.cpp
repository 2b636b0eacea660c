// SPDX-License-Identifier: MIT
#include "effsurf/ui/data/MeasurementImportJob.h"

#include "effsurf/core/data/ImportOptions.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"

#include <QFileInfo>
#include <QThread>
#include <QTimer>

namespace effsurf::ui {

MeasurementImportJob::MeasurementImportJob(QObject* parent) : QObject(parent), poll_(new QTimer(this)) {
    poll_->setInterval(50);
    connect(poll_, &QTimer::timeout, this, [this] {
        if (done_ && total_) emit progress(done_->load(), total_->load());
    });
}

MeasurementImportJob::~MeasurementImportJob() {
    if (thread_) {
        cancel_->store(true);
        thread_->wait();
        delete thread_;
    }
}

MeasurementImportJob::Outcome MeasurementImportJob::run(const Request& request, const std::atomic<bool>* cancel,
                                                        std::atomic<std::uint64_t>* done, std::atomic<std::uint64_t>* total) {
    Outcome outcome;
    core::ImportOptions options;
    options.cancel = cancel;
    options.progress = [done, total](std::uint64_t bytes, std::uint64_t size) {
        if (done) done->store(bytes);
        if (total) total->store(size);
    };
    const std::string path = request.path.toStdString();
    try {
        outcome.result = request.extraP ? core::ExtraPImporter::importFile(path, request.selection, options)
                                        : core::MeasurementCsvImporter::importFile(path, request.mapping, options);
    } catch (const core::ImportCancelled&) {
        outcome.cancelled = true;
    } catch (const core::ImportError& e) {
        outcome.error = QString::fromUtf8(e.what());
        if (!e.issues().empty()) outcome.errorField = QString::fromStdString(e.issues().front().field);
    } catch (const std::exception& e) {  // bad_alloc on a file larger than memory, ...
        outcome.error = request.path + QStringLiteral(": ") + QString::fromUtf8(e.what());
    }
    return outcome;
}

void MeasurementImportJob::start(const Request& request) {
    cancel();
    if (thread_) {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    outcome_ = {};
    poll_->stop();  // a discarded read's progress must not go on being reported
    const QFileInfo info(request.path);
    if (!info.isFile() || std::uint64_t(info.size()) < kInlineBytes) {
        outcome_ = run(request, nullptr, nullptr, nullptr);
        emit finished();
        return;
    }
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    done_ = std::make_shared<std::atomic<std::uint64_t>>(0);
    total_ = std::make_shared<std::atomic<std::uint64_t>>(std::uint64_t(info.size()));
    pending_ = std::make_shared<Outcome>();
    // The thread owns copies of what it touches: the job may be gone before it ends.
    thread_ = QThread::create([request, cancel = cancel_, done = done_, total = total_, pending = pending_] {
        *pending = run(request, cancel.get(), done.get(), total.get());
    });
    connect(thread_, &QThread::finished, this, &MeasurementImportJob::collect, Qt::QueuedConnection);
    poll_->start();
    thread_->start();
}

void MeasurementImportJob::collect() {
    if (!thread_ || !thread_->isFinished()) return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    poll_->stop();
    outcome_ = std::move(*pending_);
    pending_.reset();
    emit progress(total_->load(), total_->load());
    emit finished();
}

void MeasurementImportJob::cancel() {
    if (cancel_) cancel_->store(true);
}

}  // namespace effsurf::ui
