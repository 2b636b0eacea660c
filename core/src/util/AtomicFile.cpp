#include "effsurf/core/util/AtomicFile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <unistd.h>

namespace effsurf::core {

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {
    temporaryPath_ = path_ + ".tmp-" + std::to_string(::getpid());
    stream_.open(temporaryPath_, std::ios::binary | std::ios::trunc);
    if (!stream_) {
        const int error = errno;
        throw std::runtime_error("cannot write '" + path_ + "': " + std::strerror(error));
    }
}

AtomicFile::~AtomicFile() {
    if (!committed_) {
        stream_.close();
        std::remove(temporaryPath_.c_str());
    }
}

void AtomicFile::commit() {
    stream_.flush();
    const bool written = static_cast<bool>(stream_);
    stream_.close();
    if (!written || stream_.fail()) {
        std::remove(temporaryPath_.c_str());
        committed_ = true;
        throw std::runtime_error("cannot write '" + path_ + "': write failed (disk full?)");
    }
    if (std::rename(temporaryPath_.c_str(), path_.c_str()) != 0) {
        const int error = errno;
        std::remove(temporaryPath_.c_str());
        committed_ = true;
        throw std::runtime_error("cannot write '" + path_ + "': " + std::strerror(error));
    }
    committed_ = true;
}

}  // namespace effsurf::core
