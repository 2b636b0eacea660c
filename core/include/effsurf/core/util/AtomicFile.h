#pragma once

#include <fstream>
#include <string>

namespace effsurf::core {

/// Writes a file so that readers see either the old content or the complete
/// new one: output goes to a temporary file beside the target, which
/// commit() flushes and renames over it. Destroyed without commit(), or if
/// any write failed, the temporary file is removed and the target untouched.
/// Errors throw std::runtime_error naming the target file and the reason.
class AtomicFile {
public:
    explicit AtomicFile(std::string path);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    std::ostream& stream() { return stream_; }
    void commit();

private:
    std::string path_;
    std::string temporaryPath_;
    std::ofstream stream_;
    bool committed_ = false;
};

}  // namespace effsurf::core
