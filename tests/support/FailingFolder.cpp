// SPDX-License-Identifier: MIT
#include "FailingFolder.h"

#include "effsurf/core/util/FileError.h"
#include "effsurf/core/util/WriteFailureInjection.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdexcept>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <vector>

namespace effsurf::test {
namespace {

const char* const kFiller = ".filler";

int errnoOf(FailingFolder::Kind kind) {
    switch (kind) {
        case FailingFolder::Kind::Full: return ENOSPC;
        case FailingFolder::Kind::ReadOnly: return EROFS;
        case FailingFolder::Kind::PermissionDenied: return EACCES;
    }
    return EIO;
}

/// Writes zeros to `path` until the file system is full but `freeBytes`.
void fill(const std::string& folder, std::size_t freeBytes) {
    struct statvfs disk {};
    if (::statvfs(folder.c_str(), &disk) != 0) throw std::runtime_error("statvfs " + folder);
    const std::size_t available = std::size_t(disk.f_bavail) * disk.f_frsize;
    std::size_t toWrite = available > freeBytes ? available - freeBytes : 0;
    const int fd = ::open((folder + "/" + kFiller).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) throw std::runtime_error("cannot fill " + folder);
    std::vector<char> zeros(64 * 1024, 0);
    while (toWrite > 0) {
        const ssize_t n = ::write(fd, zeros.data(), std::min(toWrite, zeros.size()));
        if (n <= 0) break;
        toWrite -= std::size_t(n);
    }
    ::close(fd);
}

int removeEntry(const char* path, const struct stat*, int, struct FTW*) { return ::remove(path); }

/// `path` and everything below it, depth first, never crossing into another file system.
void removeAll(const std::string& path) { ::nftw(path.c_str(), removeEntry, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT); }

}  // namespace

FailingFolder::FailingFolder(Kind kind, std::size_t freeBytes) : kind_(kind) {
    char pattern[] = "/tmp/effsurf-failing-XXXXXX";
    if (!::mkdtemp(pattern)) throw std::runtime_error("mkdtemp failed");
    base_ = pattern;
    folder_ = base_ + "/disk";
    ::mkdir(folder_.c_str(), 0755);
    if (kind == Kind::PermissionDenied) {
        // Root writes anywhere: only others meet a folder's permissions.
        if (::geteuid() != 0) {
            ::chmod(folder_.c_str(), 0555);
            real_ = true;
        }
    } else if (::geteuid() == 0 && ::mount("tmpfs", folder_.c_str(), "tmpfs", 0, "size=1m,mode=0777") == 0) {
        mounted_ = true;
        real_ = true;
        try {
            if (kind == Kind::Full) fill(folder_, freeBytes);
        } catch (...) {
            ::umount2(folder_.c_str(), MNT_DETACH);
            removeAll(base_);
            throw;
        }
        if (kind == Kind::ReadOnly && ::mount("tmpfs", folder_.c_str(), "tmpfs", MS_REMOUNT | MS_RDONLY, "size=1m,mode=0777") != 0)
            real_ = false;
    }
    if (!real_) {
        core::WriteFailureInjection::set(folder_, errnoOf(kind), freeBytes);
        injected_ = true;
    }
}

FailingFolder::~FailingFolder() {
    if (injected_) core::WriteFailureInjection::clear();
    if (mounted_) ::umount2(folder_.c_str(), MNT_DETACH);
    ::chmod(folder_.c_str(), 0755);
    // What the test left (nothing, if effsurf behaved; the folders a preset
    // or an autosave makes), then the folders.
    removeAll(base_);
}

std::string FailingFolder::reason() const { return core::FileError::describe(errnoOf(kind_)); }

std::vector<std::string> FailingFolder::entries() const {
    std::vector<std::string> names;
    DIR* dir = ::opendir(folder_.c_str());
    if (!dir) return names;
    while (const dirent* entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        if (name != "." && name != ".." && name != kFiller) names.push_back(name);
    }
    ::closedir(dir);
    return names;
}

std::string FailingFolder::description() const {
    const char* what = kind_ == Kind::Full ? "full" : kind_ == Kind::ReadOnly ? "read-only" : "unwritable";
    if (mounted_) return std::string("a ") + what + " 1 MiB tmpfs";
    if (real_) return "a folder without write permission";
    return std::string("an injected ") +
           (kind_ == Kind::Full       ? "ENOSPC"
            : kind_ == Kind::ReadOnly ? "EROFS"
                                      : "EACCES") +
           " (" + what + ")";
}

}  // namespace effsurf::test
