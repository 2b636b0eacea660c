// SPDX-License-Identifier: MIT
// effsurf-cli session: core's session writer from the shell, the reference
// the other faces (window, Python, page) are compared with byte for byte.

#include "CliRunner.h"

#include <gtest/gtest.h>

using namespace effsurf::test::cli;

namespace {

const std::string kMeasured = "sessions/schema1-2026-12-01-measured-series.effsurf";

}  // namespace

TEST(CliSession, AnOlderSessionIsWrittenInTodaysSchemaAndAgainTheSame) {
    const std::string dir = tempDir();
    const auto summary = run({"session", data(kMeasured)}, true);
    ASSERT_EQ(summary.exitCode, 0) << summary.err;
    EXPECT_NE(summary.out.find("Amdahl: s = 0.001"), std::string::npos) << summary.out;
    EXPECT_NE(summary.out.find("2 measured series, 1 snapshot, 0 tours"), std::string::npos) << summary.out;
    ASSERT_EQ(run({"session", data(kMeasured), "--output", dir + "/today.effsurf"}, true).exitCode, 0);
    const std::string today = slurp(dir + "/today.effsurf");
    EXPECT_EQ(today.rfind("{\n  \"format\": \"effsurf-session\",\n  \"schema\": 2,", 0), 0u) << today.substr(0, 80);
    ASSERT_EQ(run({"session", dir + "/today.effsurf", "--output", dir + "/again.effsurf"}, true).exitCode, 0);
    EXPECT_EQ(slurp(dir + "/again.effsurf"), today);
    const auto toStdout = run({"session", dir + "/today.effsurf", "--output", "-"}, true);
    EXPECT_EQ(toStdout.out, today);
}

TEST(CliSession, APageGivesBackItsSessionAndABrokenFileIsNamed) {
    const std::string dir = tempDir();
    ASSERT_EQ(
        run({"export", "--session", data(kMeasured), "--figure", "all", "--format", "html", "--out", dir + "/lesson.html"}, true).exitCode,
        0);
    const auto fromPage = run({"session", dir + "/lesson.html", "--output", "-"}, true);
    ASSERT_EQ(fromPage.exitCode, 0) << fromPage.err;
    EXPECT_NE(fromPage.out.find("\"name\": \"runs\""), std::string::npos);  // the measured series came along (as points)
    const std::string text = slurp(data(kMeasured));
    writeFile(dir + "/cut.effsurf", text.substr(0, text.size() / 2));
    const auto cut = run({"session", dir + "/cut.effsurf", "--output", dir + "/out.effsurf"}, true);
    EXPECT_EQ(cut.exitCode, 2);
    EXPECT_NE(cut.err.find(dir + "/cut.effsurf: not a session file: JSON error at line "), std::string::npos) << cut.err;
    EXPECT_FALSE(fileExists(dir + "/out.effsurf"));
    const auto unwritable = run({"session", data(kMeasured), "--output", dir + "/no-such-dir/x.effsurf"}, true);
    EXPECT_EQ(unwritable.exitCode, 2);
    EXPECT_NE(unwritable.err.find("cannot write"), std::string::npos) << unwritable.err;
}
