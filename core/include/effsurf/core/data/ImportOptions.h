// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ImportIssueLog.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>

namespace effsurf::core {

/// How an import runs: what it keeps, how it reports progress, when it stops.
/// The defaults read the whole file and keep every row.
struct ImportOptions {
    /// Keep every row (for CSV exports and sessions) besides the per-N points.
    /// effsurf-cli fit needs only the points and saves the memory.
    bool keepRows = true;
    /// Problems listed in full; the rest are only counted by kind.
    std::size_t listedIssueLimit = ImportIssueLog::kDefaultListLimit;
    /// Stop after this many data rows (0: read everything): a quick preview.
    std::size_t rowLimit = 0;
    /// Called now and then from the importing thread with the bytes read so
    /// far and the file's size (0 when unknown).
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    /// Polled while importing; once it holds true the import throws ImportCancelled.
    const std::atomic<bool>* cancel = nullptr;
};

/// The import was cancelled through ImportOptions::cancel; nothing was loaded.
class ImportCancelled : public std::runtime_error {
public:
    ImportCancelled() : std::runtime_error("import cancelled") {}
};

}  // namespace effsurf::core
