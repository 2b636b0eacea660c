// SPDX-License-Identifier: MIT
#pragma once
// One scratch directory per test process, removed when the process ends.
// ctest runs every test as a process of its own, so a directory left behind
// by each would leave hundreds in /tmp per run of the test command (2,000
// were found after a day's runs). EFFSURF_KEEP_TEST_FILES=1 keeps it, to look
// at what a failing test wrote.

#include <string>

namespace effsurf::test {

class ScratchDirectory {
public:
    /// The directory (made on first use under $TMPDIR, else /tmp), named `prefix`-XXXXXX.
    static const std::string& path(const std::string& prefix);

    explicit ScratchDirectory(const std::string& prefix);
    ~ScratchDirectory();
    ScratchDirectory(const ScratchDirectory&) = delete;
    ScratchDirectory& operator=(const ScratchDirectory&) = delete;

private:
    std::string path_;
};

}  // namespace effsurf::test
