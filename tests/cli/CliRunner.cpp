// SPDX-License-Identifier: MIT
#include "CliRunner.h"

#include "ScratchDirectory.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace effsurf::test::cli {

std::string quote(const std::string& argument) {
    std::string quoted = "'";
    for (char c : argument) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

void writeFile(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

std::string tempDir() { return ScratchDirectory::path("effsurf-cli-test"); }

/// Runs effsurf-cli; `headless`: with no display at all, as on a server;
/// `environment`: more of env's arguments ("-u XDG_RUNTIME_DIR").
Result run(const std::vector<std::string>& arguments, bool headless, const std::string& environment) {
    static int counter = 0;
    const std::string base = tempDir() + "/run" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
    std::string command =
        "env " + environment + (headless ? " -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM " : " ") + quote(EFFSURF_CLI_PATH);
    for (const auto& a : arguments) command += " " + quote(a);
    command += " >" + base + ".out 2>" + base + ".err </dev/null";
    const int status = std::system(command.c_str());
    Result result;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = slurp(base + ".out");
    result.err = slurp(base + ".err");
    return result;
}

/// The number after "key": in JSON output (enough for flat reports).
double jsonNumber(const std::string& json, const std::string& key) {
    const auto at = json.find("\"" + key + "\":");
    if (at == std::string::npos) return std::nan("");
    return std::strtod(json.c_str() + at + key.size() + 3, nullptr);
}

std::string data(const std::string& name) { return std::string(EFFSURF_TEST_DATA_DIR) + "/" + name; }

bool fileExists(const std::string& path) { return std::ifstream(path).good(); }

}  // namespace effsurf::test::cli
