// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ExtraPImporter.h"
#include "effsurf/core/data/MeasurementColumns.h"
#include "effsurf/core/data/MeasurementSeries.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

class QThread;
class QTimer;

namespace effsurf::ui {

/// Reads a measurement file off the GUI thread: the window keeps drawing and
/// answering while a million rows are parsed, `progress` reports the bytes
/// read, and cancel() stops the import within a few thousand rows. Small
/// files (below kInlineBytes) are read at once on the calling thread, where
/// a thread would only add latency.
class MeasurementImportJob : public QObject {
    Q_OBJECT
public:
    struct Request {
        QString path;
        bool extraP = false;
        core::MeasurementColumnMapping mapping;  ///< CSV
        core::ExtraPSelection selection;         ///< Extra-P
    };
    /// What the import gave: a result, the reason it could not, or a cancel.
    struct Outcome {
        std::optional<core::MeasurementImport> result;
        QString error;       ///< the whole-file error ("runs.csv:1: value column: ...")
        QString errorField;  ///< what the user must choose to fix it ("value column"), if anything
        bool cancelled = false;
    };

    static constexpr std::uint64_t kInlineBytes = 1u << 20;

    explicit MeasurementImportJob(QObject* parent = nullptr);
    /// Cancels a running import and waits for its thread.
    ~MeasurementImportJob() override;

    /// Starts reading (cancelling a read still running). Emits `finished`
    /// when done: at once for a small file, else from the event loop.
    void start(const Request& request);
    void cancel();
    bool isRunning() const noexcept { return thread_ != nullptr; }
    const Outcome& outcome() const noexcept { return outcome_; }
    Outcome takeOutcome() { return std::move(outcome_); }

    /// The import itself, on the calling thread: what the job runs.
    static Outcome run(const Request& request, const std::atomic<bool>* cancel, std::atomic<std::uint64_t>* done,
                       std::atomic<std::uint64_t>* total);

signals:
    void progress(std::uint64_t done, std::uint64_t total);
    void finished();

private:
    void collect();

    QThread* thread_ = nullptr;
    QTimer* poll_ = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::shared_ptr<std::atomic<std::uint64_t>> done_;
    std::shared_ptr<std::atomic<std::uint64_t>> total_;
    std::shared_ptr<Outcome> pending_;
    Outcome outcome_;
};

}  // namespace effsurf::ui
