// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace effsurf::core {

/// For tests that cannot mount a small file system (not root): makes
/// AtomicFile fail under `folder` as the system would, so that every writer's
/// message can be checked on a machine where the real failure cannot be
/// produced. With EACCES or EROFS creating the file fails (a folder the user
/// may not write, a read-only file system); with any other errno (ENOSPC,
/// EDQUOT, EIO) writes fail once `allowedBytes` were written there in all,
/// after a short write at the limit, as on a disk that fills up. Process-wide,
/// thread-safe; nothing is injected until a test asks.
class WriteFailureInjection {
public:
    static void set(std::string folder, int errorNumber, std::size_t allowedBytes = 0);
    static void clear();

    /// The errno creating `path` fails with, if an injection covers it.
    static std::optional<int> failureToCreate(const std::string& path);
    /// How many of `size` bytes to `path` may still be written, and the errno
    /// once they are used up (0: no injection covers `path`).
    static std::size_t allowWrite(const std::string& path, std::size_t size, int* errorNumber);
};

}  // namespace effsurf::core
