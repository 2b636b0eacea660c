// SPDX-License-Identifier: MIT
#include "effsurf/core/util/AtomicFile.h"

#include "effsurf/core/util/FileError.h"
#include "effsurf/core/util/WriteFailureInjection.h"

#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <streambuf>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace effsurf::core {

namespace {

std::string folderOf(const std::string& path) {
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

/// The file a symbolic link at `path` points to (so the link stays a link), else `path`.
std::string resolvedTarget(const std::string& path) {
    struct stat link {};
    if (::lstat(path.c_str(), &link) != 0 || !S_ISLNK(link.st_mode)) return path;
    char resolved[PATH_MAX];
    return ::realpath(path.c_str(), resolved) ? std::string(resolved) : path;
}

}  // namespace

/// Collects formatted output and hands it to AtomicFile::write in large blocks.
class AtomicFile::StreamBuffer : public std::streambuf {
public:
    explicit StreamBuffer(AtomicFile& file) : file_(file), block_(64 * 1024) { setp(block_.data(), block_.data() + block_.size()); }

protected:
    int_type overflow(int_type c) override {
        if (!drain()) return traits_type::eof();
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        *pptr() = traits_type::to_char_type(c);
        pbump(1);
        return c;
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    bool drain() {
        const std::size_t pending = std::size_t(pptr() - pbase());
        setp(block_.data(), block_.data() + block_.size());
        return pending == 0 ? file_.error() == 0 : file_.write(block_.data(), pending);
    }

    AtomicFile& file_;
    std::vector<char> block_;
};

AtomicFile::AtomicFile(std::string path, Sync sync) : path_(std::move(path)), target_(resolvedTarget(path_)), sync_(sync) {
    static std::atomic<unsigned> counter{0};
    // An existing file the user may not write stays as it is (renaming over
    // it would succeed wherever the folder is writable).
    if (::access(target_.c_str(), F_OK) == 0 && ::access(target_.c_str(), W_OK) != 0) {
        const int error = errno;
        finished_ = true;
        throw FileError(path_, error, FileError::describe(error));
    }
    // Beside the target, so that the rename stays within one file system.
    for (int attempt = 0; attempt < 100 && descriptor_ < 0; ++attempt) {
        temporaryPath_ = target_ + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
        // 0666 less the umask, as any new file; O_EXCL: never someone else's file.
        if (const auto injected = WriteFailureInjection::failureToCreate(temporaryPath_)) {
            errno = *injected;
            break;
        }
        descriptor_ = ::open(temporaryPath_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (descriptor_ < 0 && errno != EEXIST) break;
    }
    if (descriptor_ < 0) {
        const int error = errno;
        finished_ = true;
        throw FileError(path_, error, FileError::describe(error));
    }
    struct stat existing {};
    if (::stat(target_.c_str(), &existing) == 0 && S_ISREG(existing.st_mode))
        (void)::fchmod(descriptor_, existing.st_mode & 07777);  // the file keeps who may read it
}

AtomicFile::~AtomicFile() { cancel(); }

void AtomicFile::fail(int errorNumber) noexcept {
    if (error_ == 0) error_ = errorNumber;
}

bool AtomicFile::write(const char* data, std::size_t size) noexcept {
    if (error_ != 0 || finished_) return false;
    std::size_t done = 0;
    while (done < size) {
        int injected = 0;
        const std::size_t allowed = WriteFailureInjection::allowWrite(temporaryPath_, size - done, &injected);
        if (allowed == 0 && injected != 0) {
            fail(injected);
            return false;
        }
        const ssize_t written = ::write(descriptor_, data + done, allowed);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) {
            // A short write is followed by the call that fails with the reason;
            // a write of nothing without one is the disk refusing the data.
            fail(written < 0 ? errno : ENOSPC);
            return false;
        }
        done += std::size_t(written);
    }
    return true;
}

std::ostream& AtomicFile::stream() {
    if (!stream_) {
        buffer_ = std::make_unique<StreamBuffer>(*this);
        stream_ = std::make_unique<std::ostream>(buffer_.get());
    }
    return *stream_;
}

std::string AtomicFile::errorMessage() const {
    return error_ == 0 ? std::string() : FileError(path_, error_, FileError::describe(error_)).what();
}

void AtomicFile::throwAndDiscard(int errorNumber) {
    fail(errorNumber);
    cancel();
    throw FileError(path_, error_, FileError::describe(error_));
}

void AtomicFile::commit() {
    if (finished_) throw FileError(path_, error_, error_ ? FileError::describe(error_) : "the file was already written");
    if (stream_) stream_->flush();
    if (error_ != 0) throwAndDiscard(error_);
    // On disk before the rename: after a power cut the target is the old
    // file or the new one, never a new name on missing blocks. Some file
    // systems report a full disk (or quota) only here or at close.
    if (sync_ == Sync::ToDisk && ::fsync(descriptor_) != 0 && errno != EINVAL && errno != ENOTSUP) throwAndDiscard(errno);
    const int descriptor = descriptor_;
    descriptor_ = -1;
    if (::close(descriptor) != 0 && errno != EINTR) throwAndDiscard(errno);
    if (::rename(temporaryPath_.c_str(), target_.c_str()) != 0) throwAndDiscard(errno);
    finished_ = true;
    if (sync_ == Sync::No) return;
    // The rename itself survives a crash once the folder is synced (best effort).
    const int folder = ::open(folderOf(target_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        (void)::fsync(folder);
        ::close(folder);
    }
}

void AtomicFile::cancel() noexcept {
    if (finished_) return;
    finished_ = true;
    if (descriptor_ >= 0) ::close(descriptor_);
    descriptor_ = -1;
    ::unlink(temporaryPath_.c_str());
}

}  // namespace effsurf::core
