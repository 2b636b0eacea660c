// SPDX-License-Identifier: MIT
// The manual names only options the program knows: every effsurf-cli
// command and option written in docs/*.md (the command table's first
// column, and every "$ effsurf-cli ..." example line) must appear in that
// command's --help. A renamed option breaks the build's tests, not a reader.

#include "CliRunner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>

using namespace effsurf::test::cli;

namespace {

/// command -> the options the manual writes for it, each with where.
std::map<std::string, std::map<std::string, std::string>> optionsInTheManual() {
    std::map<std::string, std::map<std::string, std::string>> named;
    const std::regex tableRow(R"(^\| `([a-z][a-z0-9-]*)( [^`]*)?` \|)");
    const std::regex example(R"(^\$ effsurf-cli ([a-z][a-z0-9-]*)(.*)$)");
    const std::regex option(R"((^|[\s\[(|])(--[a-z][a-z0-9-]*))");
    for (const auto& entry : std::filesystem::directory_iterator(EFFSURF_DOCS_DIR)) {
        if (entry.path().extension() != ".md") continue;
        std::istringstream lines(slurp(entry.path().string()));
        std::string line;
        int number = 0;
        while (std::getline(lines, line)) {
            ++number;
            std::smatch m;
            const bool isRow = entry.path().filename() == "cli.md" && std::regex_search(line, m, tableRow);
            if (!isRow && !std::regex_search(line, m, example)) continue;
            const std::string command = m[1];
            const std::string rest = m[2];
            auto& options = named[command];
            for (auto it = std::sregex_iterator(rest.begin(), rest.end(), option); it != std::sregex_iterator(); ++it)
                options.emplace((*it)[2].str(), entry.path().filename().string() + ":" + std::to_string(number));
        }
    }
    return named;
}

}  // namespace

TEST(CliDocs, EveryOptionTheManualNamesIsOneTheProgramKnows) {
    const auto named = optionsInTheManual();
    ASSERT_GE(named.size(), 10u) << "the manual's command table was not found";
    std::size_t checked = 0;
    for (const auto& [command, options] : named) {
        const Result help = run({command, "--help"});
        ASSERT_EQ(help.exitCode, 0) << command << ": the manual names a command effsurf-cli does not have\n" << help.err;
        for (const auto& [option, where] : options) {
            ++checked;
            // As an option of its own in the help: "--n N", "--force", "--out PATH", "--band[=LO:HI]".
            const std::regex known("(^|\\s)" + option + "(\\s|=|\\[|$)");
            EXPECT_TRUE(std::regex_search(help.out, known)) << where << ": " << command << " " << option << " is not in its --help";
        }
    }
    EXPECT_GE(checked, 60u);
}
