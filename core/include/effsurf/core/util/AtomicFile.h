// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>

namespace effsurf::core {

/// Writes a file so that readers see either the old content or the complete
/// new one: output goes to a temporary file beside the target, which
/// commit() writes out, syncs to the disk and renames over it. Destroyed
/// without commit(), cancelled, or after any failed write, the temporary
/// file is removed and the target left as it was.
///
/// Every failure keeps the system's own reason (errno), so a full disk reads
/// "No space left on device", not "write failed": the constructor and
/// commit() throw FileError naming the target; write() records the first
/// failure, which commit() then throws. An existing target keeps its
/// permissions; a symbolic link is followed (the link stays a link).
class AtomicFile {
public:
    /// Whether commit() waits for the data to reach the disk (fsync) before
    /// the rename: sessions and figures do; a file rewritten many times a
    /// second (the probe's CSV between repetitions, recorded frames) need not.
    enum class Sync { ToDisk, No };

    /// Creates the temporary file; throws FileError if it cannot be made
    /// (a missing or read-only folder, no permission, no space) or if the
    /// target exists and may not be written (as QSaveFile refuses it).
    explicit AtomicFile(std::string path, Sync sync = Sync::ToDisk);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// Appends `size` bytes; false once any write failed (error() says why).
    bool write(const char* data, std::size_t size) noexcept;
    /// A stream over write(), for formatted output.
    std::ostream& stream();
    /// Writes out what the stream holds, syncs, and replaces the target.
    /// Throws FileError (and removes the temporary file) on any failure.
    void commit();
    /// Gives up: the temporary file goes, the target is untouched.
    void cancel() noexcept;

    /// The errno of the first failure, 0 while none happened.
    int error() const noexcept { return error_; }
    /// "cannot write '<path>': <reason>" for the first failure, empty while none happened.
    std::string errorMessage() const;
    const std::string& path() const noexcept { return path_; }

private:
    class StreamBuffer;
    void fail(int errorNumber) noexcept;
    [[noreturn]] void throwAndDiscard(int errorNumber);

    std::string path_;
    std::string target_;  ///< path_, or the file a symbolic link at path_ points to
    std::string temporaryPath_;
    int descriptor_ = -1;
    int error_ = 0;
    bool finished_ = false;
    Sync sync_;
    std::unique_ptr<StreamBuffer> buffer_;
    std::unique_ptr<std::ostream> stream_;
};

}  // namespace effsurf::core
