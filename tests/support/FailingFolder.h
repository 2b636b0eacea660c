// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace effsurf::test {

/// A folder where writing fails as users meet it: a full disk, a read-only
/// file system, a folder they may not write. Real where this process can
/// make it so (root mounts a small tmpfs, full or read-only; anyone else
/// gets a folder without write permission), else the failure is injected
/// into effsurf's file writer (core::WriteFailureInjection) for this process
/// only: `isReal()` tells which, so tests of other processes can skip.
class FailingFolder {
public:
    enum class Kind {
        Full,              ///< "No space left on device" (ENOSPC)
        ReadOnly,          ///< "Read-only file system" (EROFS)
        PermissionDenied,  ///< "Permission denied" (EACCES)
    };
    /// Full: `freeBytes` are left on the disk (files smaller than that still fit).
    explicit FailingFolder(Kind kind, std::size_t freeBytes = 4096);
    ~FailingFolder();
    FailingFolder(const FailingFolder&) = delete;
    FailingFolder& operator=(const FailingFolder&) = delete;

    const std::string& folder() const noexcept { return folder_; }
    std::string path(const std::string& name) const { return folder_ + "/" + name; }
    /// True when the system itself fails the writes (not an injection).
    bool isReal() const noexcept { return real_; }
    /// The words the system uses for this failure.
    std::string reason() const;
    /// What is in the folder, hidden files included, but the filler that makes a disk full.
    std::vector<std::string> entries() const;
    /// What this is, for test output: "a full 1 MiB tmpfs", "an injected ENOSPC".
    std::string description() const;

private:
    Kind kind_;
    std::string base_;    ///< a temporary folder of ours
    std::string folder_;  ///< the failing folder inside it
    bool mounted_ = false;
    bool real_ = false;
    bool injected_ = false;
};

}  // namespace effsurf::test
