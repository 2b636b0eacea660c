// SPDX-License-Identifier: MIT
#include "ScratchDirectory.h"

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <system_error>
#include <vector>

#include <stdlib.h>

namespace effsurf::test {

const std::string& ScratchDirectory::path(const std::string& prefix) {
    // A function-local static: made on first use, removed at exit.
    static const ScratchDirectory directory(prefix);
    return directory.path_;
}

ScratchDirectory::ScratchDirectory(const std::string& prefix) {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/" + prefix + "-XXXXXX";
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    if (!::mkdtemp(buffer.data())) throw std::runtime_error("cannot make a scratch directory " + pattern);
    path_ = buffer.data();
}

ScratchDirectory::~ScratchDirectory() {
    const char* keep = std::getenv("EFFSURF_KEEP_TEST_FILES");
    if (keep && std::string(keep) == "1") return;
    // The error_code overload: a destructor at exit must not throw (a mount a
    // test left inside, a file a killed child still writes).
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
}

}  // namespace effsurf::test
