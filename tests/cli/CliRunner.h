// SPDX-License-Identifier: MIT
#pragma once
// Runs effsurf-cli as a process, as a user's shell would: arguments in,
// stdout, stderr and the exit code out. Shared by the CLI test files.

#include <string>
#include <vector>

namespace effsurf::test::cli {

struct Result {
    int exitCode = -1;
    std::string out;
    std::string err;
};

/// The argument quoted for /bin/sh.
std::string quote(const std::string& argument);
/// A whole file ("" when it cannot be read).
std::string slurp(const std::string& path);
/// One scratch directory for this test process.
std::string tempDir();
/// Writes `text` to `path` (the test fails loudly through its next read if it cannot).
void writeFile(const std::string& path, const std::string& text);
/// Runs effsurf-cli; `headless`: with no display at all, as on a server;
/// `environment`: more of env's arguments ("-u XDG_RUNTIME_DIR").
Result run(const std::vector<std::string>& arguments, bool headless = false, const std::string& environment = "");
/// The number after "key": in JSON output (enough for flat reports); NaN when absent.
double jsonNumber(const std::string& json, const std::string& key);
/// A file of tests/data.
std::string data(const std::string& name);
/// Whether `path` can be opened for reading.
bool fileExists(const std::string& path);

}  // namespace effsurf::test::cli
