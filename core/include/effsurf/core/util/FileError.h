// SPDX-License-Identifier: MIT
#pragma once

#include <stdexcept>
#include <string>

namespace effsurf::core {

/// A file could not be written (or read): the message names the file and the
/// operating system's reason in words, "cannot write 'talk.effsurf': No space
/// left on device", never a bare "Unknown error".
class FileError : public std::runtime_error {
public:
    /// `errorNumber` is the errno the system call set (0 when the reason is ours).
    FileError(std::string path, int errorNumber, const std::string& reason)
        : std::runtime_error("cannot write '" + path + "': " + reason), path_(std::move(path)), errorNumber_(errorNumber) {}

    const std::string& path() const noexcept { return path_; }
    int errorNumber() const noexcept { return errorNumber_; }

    /// The system's words for `errorNumber`: "No space left on device",
    /// "Permission denied", "Read-only file system".
    static std::string describe(int errorNumber);

private:
    std::string path_;
    int errorNumber_;
};

}  // namespace effsurf::core
