// SPDX-License-Identifier: MIT
// Runs effsurf-cli as a process: arguments in, stdout/stderr/exit code out.

#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/model/Laws.h"

#include "CliRunner.h"
#include "FailingFolder.h"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace effsurf::test::cli;

TEST(Cli, VersionMatchesTheProjectVersion) {
    const auto r = run({"--version"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out, std::string("effsurf-cli ") + EFFSURF_EXPECTED_VERSION + "\n");
}

TEST(Cli, HelpListsEveryCommandAndEachCommandHasHelp) {
    const auto r = run({"--help"});
    EXPECT_EQ(r.exitCode, 0);
    for (const char* command : {"eval", "alpha-eff", "precision", "surface", "fit", "systems", "train", "train-dp"}) {
        EXPECT_NE(r.out.find(std::string("  ") + command), std::string::npos) << command;
        const auto help = run({command, "--help"});
        EXPECT_EQ(help.exitCode, 0) << command;
        EXPECT_NE(help.out.find("Usage: effsurf-cli " + std::string(command)), std::string::npos) << command;
    }
}

TEST(Cli, AlphaEffReproducesSummit) {
    const auto r = run({"alpha-eff", "--n", "2414592", "--rmax", "148600", "--rpeak", "200794.88", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NEAR(jsonNumber(r.out, "efficiency") / 0.74006, 1.0, 5e-5);
    EXPECT_NEAR(jsonNumber(r.out, "serial_fraction") / 1.4547e-7, 1.0, 5e-5);
    EXPECT_NEAR(jsonNumber(r.out, "gain_ceiling") / 6.874e6, 1.0, 1e-4);
    EXPECT_NEAR(jsonNumber(r.out, "limit_to_peak") / 2.847, 1.0, 1e-3);
    EXPECT_NEAR(jsonNumber(r.out, "alpha_eff"), 1.0 - 1.4547e-7, 1e-11);
}

TEST(Cli, AlphaEffFromSpeedupAndEfficiencyAgree) {
    const auto a = run({"alpha-eff", "--n", "12032", "--efficiency", "0.864636027266988", "--json"});
    const auto b = run({"alpha-eff", "--n", "12032", "--speedup", "10403.3006800764", "--json"});
    ASSERT_EQ(a.exitCode, 0);
    ASSERT_EQ(b.exitCode, 0);
    EXPECT_NEAR(jsonNumber(a.out, "serial_fraction") / 1.3013e-5, 1.0, 5e-5);
    EXPECT_NEAR(jsonNumber(a.out, "serial_fraction") / jsonNumber(b.out, "serial_fraction"), 1.0, 1e-9);
}

TEST(Cli, EvalTextAndJson) {
    const auto text = run({"eval", "--n", "1e6", "--serial", "1e-6"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.out.find("efficiency E"), std::string::npos);
    EXPECT_NE(text.out.find("0.50000025"), std::string::npos) << text.out;
    const auto json = run({"eval", "--n", "2.4e6", "--serial", "alpha=0.9999999", "--law", "gustafson", "--json"});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    EXPECT_DOUBLE_EQ(jsonNumber(json.out, "speedup"), effsurf::core::gustafsonSpeedup(2.4e6, 1e-7));
    EXPECT_EQ(jsonNumber(json.out, "serial_fraction"), 1e-7);
}

TEST(Cli, PrecisionShowsTheHalfPrecisionEffect) {
    const auto r = run({"precision", "--n", "1e6", "--serial", "1e-7", "--precision", "fp16", "--rpeak", "1e5", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(jsonNumber(r.out, "k"), 4.0);
    EXPECT_DOUBLE_EQ(jsonNumber(r.out, "serial_fraction_after"), effsurf::core::acceleratedSerialFraction(1e-7, 4.0));
    EXPECT_LT(jsonNumber(r.out, "efficiency_after"), jsonNumber(r.out, "efficiency"));
    EXPECT_LT(jsonNumber(r.out, "realized_gain"), 4.0);
}

TEST(Cli, SurfaceCsvEqualsCore) {
    const std::string path = tempDir() + "/surface.csv";
    const auto r = run({"surface", "--n-range", "1:1e9", "--s-range", "1e-10:1e-1", "--grid", "16x24", "--out", path});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    EXPECT_EQ(line, "log10_n,log10_s,n,s,speedup,efficiency");
    int rows = 0;
    double worst = 0.0;
    while (std::getline(in, line)) {
        ++rows;
        double values[6];
        std::istringstream fields(line);
        for (double& v : values) {
            std::string field;
            std::getline(fields, field, ',');
            v = std::strtod(field.c_str(), nullptr);
        }
        worst = std::max(worst, std::fabs(values[5] / effsurf::core::amdahlEfficiency(values[2], values[3]) - 1.0));
        EXPECT_NEAR(values[4], values[5] * values[2], 1e-12 * values[4]);
    }
    EXPECT_EQ(rows, 16 * 24);
    EXPECT_LE(worst, 1e-14);
}

TEST(Cli, SurfaceToUnwritablePathFailsCleanly) {
    const auto r = run({"surface", "--grid", "4x4", "--out", "/nonexistent-dir/surface.csv"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("cannot write '/nonexistent-dir/surface.csv'"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty());
}

TEST(Cli, SurfaceKeepsThePreviousFileWhenArgumentsAreBad) {
    const std::string path = tempDir() + "/keep.csv";
    std::ofstream(path) << "previous\n";
    const auto r = run({"surface", "--grid", "4096x4096", "--out", path});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--grid rows"), std::string::npos) << r.err;
    EXPECT_EQ(slurp(path), "previous\n");
}

TEST(Cli, FitsCsvMeasurements) {
    const auto r = run({"fit", data("strong_scaling.csv"), "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const double s = jsonNumber(r.out, "serial_fraction");
    EXPECT_GT(s, 0.001);
    EXPECT_LT(s, 0.004);
    EXPECT_LT(jsonNumber(r.out, "ci95_low"), s);
    EXPECT_GT(jsonNumber(r.out, "ci95_high"), s);
    EXPECT_NEAR(jsonNumber(r.out, "t1"), 100.0, 1.5);
    EXPECT_GT(jsonNumber(r.out, "r_squared"), 0.999);
}

TEST(Cli, FitsExtraPText) {
    const auto r = run({"fit", data("strong_scaling.extrap.txt")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("solve (time)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("fitted s"), std::string::npos);
}

TEST(Cli, RefusesAFileWithBadRowsNamingEach) {
    const auto r = run({"fit", data("bad_rows.csv")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("bad_rows.csv:3: column 2 (time): expected a number, got 'fifty'"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("bad_rows.csv:5: column 2 (time): time must be greater than 0, got -25.1"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("2 problems: 1 not a number, 1 zero or negative"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("refused"), std::string::npos);
    EXPECT_TRUE(r.out.empty());
    const auto skipped = run({"fit", data("bad_rows.csv"), "--skip-bad-rows"});
    EXPECT_EQ(skipped.exitCode, 0) << skipped.err;
    EXPECT_NE(skipped.err.find("skipped 2 bad row(s)"), std::string::npos);
}

TEST(Cli, FitReportsMissingFile) {
    const auto r = run({"fit", "/nonexistent/runs.csv"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("/nonexistent/runs.csv: cannot open file"), std::string::npos) << r.err;
}

TEST(Cli, SystemsShowsPizDaintHistory) {
    const auto r = run({"systems", "--name", "Piz Daint", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    std::size_t count = 0;
    for (std::size_t at = r.out.find("\"system\": \"Piz Daint\""); at != std::string::npos;
         at = r.out.find("\"system\": \"Piz Daint\"", at + 1))
        ++count;
    EXPECT_EQ(count, 24u);
    EXPECT_NEAR(jsonNumber(r.out, "serial_fraction") / 1.3013e-5, 1.0, 5e-5);  // first row: 2012-11
}

TEST(Cli, SystemsTopOfAList) {
    const auto r = run({"systems", "--list", "2019-06", "--top", "1"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Summit"), std::string::npos);
    EXPECT_NE(r.out.find("1.4547e-07"), std::string::npos) << r.out;
    EXPECT_EQ(run({"systems", "--list", "1999-06"}).exitCode, 2);
}

TEST(Cli, DataParallelTrainFindsThePerformanceWall) {
    const auto r = run({"train-dp", "--n", "1024", "--max-n", "65536", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const double best = jsonNumber(r.out, "best_workers");
    EXPECT_GT(best, 1.0);
    EXPECT_LT(best, 65536.0);
    EXPECT_GT(jsonNumber(r.out, "efficiency"), 0.0);
    EXPECT_LT(jsonNumber(r.out, "efficiency"), 1.0);
    const auto tree = run({"train-dp", "--algorithm", "tree"});
    EXPECT_EQ(tree.exitCode, 0) << tree.err;
    EXPECT_NE(tree.out.find("tree"), std::string::npos);
}

struct BadArguments {
    std::vector<std::string> arguments;
    std::string messageFragment;
};

class CliBadArguments : public ::testing::TestWithParam<BadArguments> {};

TEST_P(CliBadArguments, ExitWithTwoAndSayWhy) {
    const auto r = run(GetParam().arguments);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(GetParam().messageFragment), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    Table, CliBadArguments,
    ::testing::Values(
        BadArguments{{}, "Usage"}, BadArguments{{"frobnicate"}, "unknown command 'frobnicate'"},
        BadArguments{{"eval", "--serial", "0.1"}, "needs --n"},
        BadArguments{{"eval", "--n", "0", "--serial", "0.1"}, "--n: must be at least 1"},
        // The app's and the page's range of N: 10^13 is refused by every face (issue 46).
        BadArguments{{"eval", "--n", "1e13", "--serial", "0.1"}, "--n: must lie in [1, 10\u00b9\u00b2], got 10\u00b9\u00b3"},
        BadArguments{{"surface", "--preset", "amdahl-basics", "--k", "3", "--out", "-"}, "--k cannot be given with --session or --preset"},
        BadArguments{{"surface", "--preset", "amdahl-basics", "--grid", "5x4", "--out", "-"}, "a scenario's surface is square"},
        BadArguments{{"eval", "--n", "10", "--serial", "1.5"}, "--serial: must lie in [0, 1]"},
        BadArguments{{"eval", "--n", "10", "--serial", "nan"}, "--serial"},
        BadArguments{{"eval", "--n", "10", "--serial", "0.1", "--bogus"}, "unknown option --bogus"},
        BadArguments{{"eval", "--n"}, "needs a value"},
        BadArguments{{"eval", "--n", "10", "--serial", "0.1", "--law", "moore"}, "law: unknown 'moore' (expected one of"},
        BadArguments{{"alpha-eff", "--n", "100", "--rmax", "2", "--rpeak", "1"}, "Rmax: must not exceed"},
        BadArguments{{"alpha-eff", "--n", "100"}, "exactly one of"},
        BadArguments{{"precision", "--n", "10", "--serial", "0.1", "--k", "-2"}, "--k"},
        BadArguments{{"train-dp", "--overlap", "2"}, "--overlap"}, BadArguments{{"train-dp", "--n", "3.5"}, "whole number"},
        BadArguments{{"train", "--overlap", "2"}, "--overlap"}, BadArguments{{"train", "--tp", "7"}, "--tp"},
        BadArguments{{"train", "--pp", "97"}, "--pp"}, BadArguments{{"train", "--pp", "1", "--interleave", "2"}, "--interleave"},
        BadArguments{{"train", "--zero", "0", "--shard-group", "4"}, "--shard-group"},
        BadArguments{{"train", "--shard-group", "5"}, "--shard-group"}, BadArguments{{"train", "--band=0:0.7"}, "--band"},
        BadArguments{{"train", "--band=0.8:0.6"}, "--band"}, BadArguments{{"train", "--band=half"}, "--band"},
        BadArguments{{"train", "--memory-margin", "-1"}, "--memory-margin"},
        BadArguments{{"train", "--memory-margin", "90"}, "--memory-margin"},
        BadArguments{{"train", "--schedule", "pipedream"}, "--schedule"},
        BadArguments{{"train", "--schedule", "dualpipe", "--interleave", "2"}, "--interleave"},
        BadArguments{{"train", "--fused-attention", "maybe"}, "--fused-attention"},
        BadArguments{{"train", "--published", "gpt-9"}, "--published"},
        BadArguments{{"train", "--fit", "/nonexistent/steps.csv"}, "cannot open"}, BadArguments{{"train", "--kv-heads", "5"}, "--kv-heads"},
        BadArguments{{"train", "--cp", "3"}, "--cp"}, BadArguments{{"train", "--ep", "2"}, "no experts"},
        BadArguments{{"train", "--fp8-recipe", "foo"}, "--fp8-recipe"},
        BadArguments{{"train", "--model", "mixtral-8x7b", "--ep", "3"}, "--ep"},
        BadArguments{{"train", "--utilization", "1e-320"}, "--utilization"},
        BadArguments{{"train", "--global-batch", "1e18"}, "--global-batch"},
        BadArguments{{"train", "--model", "deepseek-v3", "--samples", "1e30"}, "--samples"},
        BadArguments{{"train", "--global-batch", "1000"}, "--global-batch"}, BadArguments{{"train", "--layers", "2e10"}, "--layers"},
        BadArguments{{"train", "--precision", "fp8"}, "--precision"}, BadArguments{{"train", "--zero", "4"}, "--zero"},
        BadArguments{{"train", "--recompute", "some"}, "--recompute"},
        BadArguments{{"train", "--gpu", "x100"}, "unknown accelerator 'x100'"}, BadArguments{{"train", "--model", "gpt-9"}, "--model"},
        BadArguments{{"train", "--gpus", "1000"}, "--gpus"}, BadArguments{{"train", "--utilization", "0"}, "--utilization"},
        BadArguments{{"train", "--model", "resnet-50", "--tp", "2"}, "--tp"},
        BadArguments{{"train", "--all-reduce", "butterfly"}, "--all-reduce"}, BadArguments{{"systems", "--top", "1e10"}, "--top"},
        BadArguments{{"eval", "--n", "10", "--serial", "1e400"}, "--serial"}, BadArguments{{"fit", "/tmp"}, "is a directory"}));

}  // namespace

namespace {

TEST(Cli, SystemsGainHistory) {
    const auto r = run({"systems", "--gain-history", "--list", "2000-06", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("\"system\": \"ASCI Red\""), std::string::npos);
    EXPECT_NEAR(jsonNumber(r.out, "gain"), 9632.0 * 2.379 / 3.207, 1e-6);
    const auto all = run({"systems", "--gain-history"});
    ASSERT_EQ(all.exitCode, 0) << all.err;
    EXPECT_NE(all.out.find("2025-06"), std::string::npos);
    EXPECT_NE(all.out.find("HPCG"), std::string::npos);
}

}  // namespace

namespace {

TEST(Cli, PresetsAreListedAndExportable) {
    const auto r = run({"presets", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (const char* id : {"amdahl-basics", "piz-daint-gpu-upgrade", "summit-hpl-hpcg", "half-precision-gpu-cluster", "deep-networks"})
        EXPECT_NE(r.out.find(std::string("\"") + id + "\""), std::string::npos) << id;
    const auto bad = run({"export", "--preset", "nope", "--figure", "speedup", "--out", tempDir() + "/x.png"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("no preset 'nope'"), std::string::npos) << bad.err;
}

}  // namespace

namespace {

int countFiles(const std::string& dir, const std::string& prefix) {
    int n = 0;
    for (int i = 1; i <= 200; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "%s%04d.png", prefix.c_str(), i);
        if (std::ifstream(dir + "/" + name).good()) ++n;
    }
    return n;
}

TEST(Cli, AnimateWritesTheFramesAndAGifWithoutADisplay) {
    const std::string dir = tempDir() + "/frames";
    ASSERT_EQ(std::system(("mkdir -p " + quote(dir)).c_str()), 0);
    const auto r = run({"animate", "--sweep", "n", "--from", "1", "--to", "1e9", "--serial", "1e-6", "--frames", "12", "--size", "320x200",
                        "--out", dir, "--json"},
                       true);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(jsonNumber(r.out, "frames"), 12.0) << r.out;
    EXPECT_EQ(countFiles(dir, "frame-"), 12);
    const std::string gif = slurp(dir + "/animation.gif");
    ASSERT_GT(gif.size(), 100u);
    EXPECT_EQ(gif.substr(0, 6), "GIF89a");
    // One image descriptor (0x2C after a graphic control extension block) per frame.
    std::size_t frames = 0;
    for (std::size_t at = gif.find("\x21\xF9\x04"); at != std::string::npos; at = gif.find("\x21\xF9\x04", at + 1))
        if (at + 8 < gif.size() && gif[at + 8] == '\x2C') ++frames;
    EXPECT_EQ(frames, 12u);
    // A second recording into the same directory would mix with the first: refused, nothing touched.
    const std::string before = slurp(dir + "/frame-0001.png");
    const auto again = run({"animate", "--sweep", "s", "--frames", "3", "--size", "320x200", "--out", dir}, true);
    EXPECT_EQ(again.exitCode, 2);
    EXPECT_NE(again.err.find("frame-0001.png'"), std::string::npos) << again.err;
    EXPECT_NE(again.err.find("--force"), std::string::npos) << again.err;
    EXPECT_EQ(slurp(dir + "/frame-0001.png"), before);
    // --force replaces the whole earlier recording: 3 new frames leave none of the 12 old ones.
    const auto fewer = run({"animate", "--sweep", "s", "--frames", "3", "--no-gif", "--size", "320x200", "--out", dir, "--force"}, true);
    ASSERT_EQ(fewer.exitCode, 0) << fewer.err;
    EXPECT_EQ(countFiles(dir, "frame-"), 3);
    EXPECT_FALSE(std::ifstream(dir + "/animation.gif").good());  // the old GIF was of the other recording
    // An edition sweep has at least one frame per TOP500 edition (--force: replacing is asked for).
    const auto editions = run({"animate", "--sweep", "edition", "--figure", "plane", "--frames", "2", "--no-gif", "--size", "320x200",
                               "--out", dir, "--json", "--force"},
                              true);
    ASSERT_EQ(editions.exitCode, 0) << editions.err;
    EXPECT_EQ(jsonNumber(editions.out, "frames"), 49.0) << editions.out;
}

/// What ffprobe (FFmpeg's own reader, not effsurf's code) finds in a video or
/// GIF: "codec,width,height,decoded frames", or "" if it cannot read the file.
std::string ffprobe(const std::string& path) {
    const std::string out = tempDir() + "/ffprobe.out";
    const std::string command =
        "ffprobe -v error -count_frames -select_streams v:0 -show_entries "
        "stream=codec_name,width,height,nb_read_frames -of csv=p=0 " +
        quote(path) + " >" + out + " 2>&1";
    if (std::system(command.c_str()) != 0) return "";
    std::string text = slurp(out);
    while (!text.empty() && (text.back() == '\n' || text.back() == ',')) text.pop_back();
    return text;
}

TEST(Cli, AnimateWritesMp4WebmAndGifThatFfprobeReadsBack) {
    ASSERT_EQ(std::system("ffprobe -version >/dev/null 2>&1"), 0) << "ffprobe (package ffmpeg, scripts/install-deps.sh)";
    const struct {
        const char* format;
        const char* file;
        const char* expected;
    } cases[] = {{"mp4", "animation.mp4", "h264,320,200,12"},
                 {"webm", "animation.webm", "vp9,320,200,12"},
                 {"gif", "animation.gif", "gif,320,200,12"}};
    for (const auto& c : cases) {
        SCOPED_TRACE(c.format);
        const std::string dir = tempDir() + "/video-" + c.format + "/";
        const auto r = run({"animate", "--sweep", "n", "--serial", "1e-6", "--frames", "12", "--size", "320x200", "--format", c.format,
                            "--no-frames", "--out", dir, "--json"},
                           true);
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_EQ(r.err, "") << "libx264's and libvpx's statistics are kept quiet";
        EXPECT_EQ(jsonNumber(r.out, "frames"), 12.0) << r.out;
        EXPECT_NE(r.out.find(dir + c.file), std::string::npos) << r.out;
        EXPECT_EQ(ffprobe(dir + c.file), c.expected);
        EXPECT_EQ(countFiles(dir, "frame-"), 0) << "--no-frames";
    }
    // An odd size is padded to even for 4:2:0 video; quality orders the sizes.
    const std::string dir = tempDir() + "/video-quality/";
    const auto small = run(
        {"animate", "--sweep", "s", "--frames", "8", "--size", "321x201", "--format", "mp4", "--quality", "small", "--out", dir + "small/"},
        true);
    ASSERT_EQ(small.exitCode, 0) << small.err;
    EXPECT_EQ(ffprobe(dir + "small/animation.mp4"), "h264,322,202,8");
    EXPECT_EQ(countFiles(dir + "small/", "frame-"), 8) << "PNG frames beside the video unless --no-frames";
    const auto high = run({"animate", "--sweep", "s", "--frames", "8", "--size", "321x201", "--format", "mp4", "--quality", "high",
                           "--no-frames", "--out", dir + "high/"},
                          true);
    ASSERT_EQ(high.exitCode, 0) << high.err;
    EXPECT_LT(slurp(dir + "small/animation.mp4").size(), slurp(dir + "high/animation.mp4").size());
    // A video from an earlier recording is replaced only with --force.
    const auto again = run({"animate", "--sweep", "s", "--frames", "3", "--format", "webm", "--out", dir + "high/"}, true);
    EXPECT_EQ(again.exitCode, 2);
    EXPECT_NE(again.err.find("animation.mp4'"), std::string::npos) << again.err;
}

TEST(Cli, AnimateRefusesBadFormatAndQualityNamingThem) {
    const std::string dir = tempDir();
    const auto format = run({"animate", "--sweep", "s", "--format", "avi", "--out", dir});
    EXPECT_EQ(format.exitCode, 2);
    EXPECT_NE(format.err.find("--format 'avi'"), std::string::npos) << format.err;
    const auto quality = run({"animate", "--sweep", "s", "--format", "mp4", "--quality", "best", "--out", dir});
    EXPECT_EQ(quality.exitCode, 2);
    EXPECT_NE(quality.err.find("--quality 'best'"), std::string::npos) << quality.err;
    const auto gifQuality = run({"animate", "--sweep", "s", "--quality", "high", "--out", dir});
    EXPECT_EQ(gifQuality.exitCode, 2);
    EXPECT_NE(gifQuality.err.find("--quality"), std::string::npos) << gifQuality.err;
    const auto contradiction = run({"animate", "--sweep", "s", "--no-gif", "--format", "mp4", "--out", dir});
    EXPECT_EQ(contradiction.exitCode, 2);
    EXPECT_NE(contradiction.err.find("--no-gif"), std::string::npos) << contradiction.err;
    const auto nothing = run({"animate", "--sweep", "s", "--format", "png", "--no-frames", "--out", dir});
    EXPECT_EQ(nothing.exitCode, 2);
    EXPECT_NE(nothing.err.find("--no-frames"), std::string::npos) << nothing.err;
    const auto help = run({"animate", "--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("--format"), std::string::npos);
    EXPECT_NE(help.out.find("--quality"), std::string::npos);
}

TEST(Cli, AnimateRefusesBadArgumentsNamingThem) {
    const std::string dir = tempDir();
    const auto one = run({"animate", "--sweep", "s", "--frames", "1", "--out", dir});
    EXPECT_EQ(one.exitCode, 2);
    EXPECT_NE(one.err.find("--frames"), std::string::npos) << one.err;
    const auto sweep = run({"animate", "--sweep", "k", "--out", dir});
    EXPECT_EQ(sweep.exitCode, 2);
    EXPECT_NE(sweep.err.find("--sweep"), std::string::npos) << sweep.err;
    const auto missing = run({"animate", "--sweep", "s", "--out", dir + "/no/such/dir"});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find(dir + "/no/such/dir"), std::string::npos) << missing.err;
    const auto from = run({"animate", "--sweep", "precision", "--from", "1", "--out", dir});
    EXPECT_EQ(from.exitCode, 2);
    EXPECT_NE(from.err.find("--from"), std::string::npos) << from.err;
}

}  // namespace

namespace {

TEST(CliFit, TiedColumnsAreAQuestionTheOptionAnswers) {
    const std::string path = tempDir() + "/tie.csv";
    std::ofstream(path) << "nodes,compute_time,comm_time\n1,10,1\n2,5,1.1\n4,2.6,1.2\n";
    const auto r = run({"fit", path});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("'compute_time' and 'comm_time' could each be the time column"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("--value-column"), std::string::npos) << r.err;
    const auto chosen = run({"fit", path, "--value-column", "comm_time", "--json"});
    ASSERT_EQ(chosen.exitCode, 0) << chosen.err;
    EXPECT_NE(chosen.out.find("\"quantity\": \"time\""), std::string::npos) << chosen.out;
}

TEST(CliFit, AFloodOfBadRowsListsFiftyAndCountsTheRest) {
    const std::string path = tempDir() + "/flood.csv";
    {
        std::ofstream out(path);
        out << "ranks,time_s\n1,10\n2,5.1\n4,2.6\n";
        for (int i = 0; i < 100000; ++i) out << (i % 2 ? "8,x\n" : "8,1e308\n");
    }
    const auto r = run({"fit", path});
    EXPECT_EQ(r.exitCode, 2);
    std::size_t listed = 0;  // lines naming a row: "flood.csv:7: column 2 (time_s): ..."
    for (std::size_t at = r.err.find(": column 2 (time_s)"); at != std::string::npos; at = r.err.find(": column 2 (time_s)", at + 1))
        ++listed;
    EXPECT_EQ(listed, 50u) << r.err.substr(0, 400);
    EXPECT_NE(r.err.find("100,000 problems: 50,000 out of range, 50,000 not a number; the first 50 are listed"), std::string::npos)
        << r.err.substr(r.err.size() > 400 ? r.err.size() - 400 : 0);
    EXPECT_LT(r.err.size(), 20000u);  // not a million lines
    const auto skipped = run({"fit", path, "--skip-bad-rows", "--json"});
    ASSERT_EQ(skipped.exitCode, 0) << skipped.err.substr(0, 300);
    EXPECT_EQ(jsonNumber(skipped.out, "rows"), 3.0);
}

TEST(CliFit, RepetitionsAndSuperlinearPointsAreData) {
    const std::string path = tempDir() + "/runs.csv";
    std::ofstream(path) << "np,t(ms)\n1,10000\n1,10100\n2,4800\n2,4900\n4,2600\n4,2650\n8,1400\n";
    const auto r = run({"fit", path, "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(jsonNumber(r.out, "rows"), 7.0);
    EXPECT_EQ(jsonNumber(r.out, "points"), 4.0);
    EXPECT_EQ(jsonNumber(r.out, "above_ideal"), 1.0);  // N = 2: 10050 / 4850 > 2
    EXPECT_NEAR(jsonNumber(r.out, "t1"), 10.0, 0.3);   // seconds: the ms were applied
    EXPECT_GE(jsonNumber(r.out, "ci95_low"), 0.0);
}

}  // namespace

namespace {

/// A probe's file as effsurf-probe writes them (shortened).
const char* kProbeCsv =
    "# effsurf-probe: threads mode\n# train-fp32.parameters: 1048576\n# train-fp32.bytes_per_element: 4\n"
    "# train-fp32.flop_per_step: 1e10\n# train-fp32.compute_rate_flops: 5e10\n# status: complete\n"
    "# allreduce: workers=2 bytes=8 seconds=2e-06 iterations=1000\n"
    "# allreduce: workers=2 bytes=4194304 seconds=0.00042143 iterations=100\n"
    "series,kernel,precision,threads,repetition,time_s,rate,compute_s,reduce_s\n"
    "gemm-fp64,gemm,fp64,1,1,0.09,50,,\ngemm-fp64,gemm,fp64,2,1,0.05,90,,\ngemm-fp64,gemm,fp64,2,2,0.052,88,,\n"
    "train-fp32,train,fp32,1,1,0.2,50,0.2,0\ntrain-fp32,train,fp32,2,1,0.101,99,0.1,0.001\n"
    "train-fp32,train,fp32,2,2,0.103,97,0.102,0.001\n";

TEST(Cli, FitTakesAProbeFileSeriesBySeriesWithTheModelBesideTheTrainingStep) {
    const std::string path = tempDir() + "/probe.csv";
    std::ofstream(path) << kProbeCsv;
    const auto text = run({"fit", path});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.out.find("gemm-fp64"), std::string::npos);
    EXPECT_NE(text.out.find("Measured against the training model"), std::string::npos) << text.out;
    // T(2) = F / (2 X) + 2 lambda + P b / B = 0.1 + 0.00041 s: ratio 0.102 / 0.10042.
    EXPECT_NE(text.out.find("1.02"), std::string::npos) << text.out;
    const auto json = run({"fit", path, "--json"});
    ASSERT_EQ(json.exitCode, 0);
    EXPECT_EQ(json.out.front(), '[');
    EXPECT_NE(json.out.find("\"model_table\""), std::string::npos);
    const auto one = run({"fit", path, "--series", "gemm-fp64"});
    EXPECT_EQ(one.out.find("train-fp32"), std::string::npos);
    const auto missing = run({"fit", path, "--series", "fft"});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("it has gemm-fp64, train-fp32"), std::string::npos) << missing.err;
}

TEST(Cli, ProbeScriptWritesASlurmJobAndRefusesWhatItCannotDo) {
    const std::string out = tempDir() + "/job.sh";
    const auto written = run({"probe-script", "--scheduler", "slurm", "--nodes", "4,1,2", "--tasks-per-node", "8", "--out", out});
    ASSERT_EQ(written.exitCode, 0) << written.err;
    const std::string script = slurp(out);
    EXPECT_NE(script.find("#SBATCH --nodes=4"), std::string::npos) << script;
    EXPECT_NE(script.find("#SBATCH --ntasks-per-node=8"), std::string::npos);
    EXPECT_NE(script.find("for nodes in 1 2 4; do"), std::string::npos);
    EXPECT_NE(script.find("--append --out \"$CSV\""), std::string::npos);
    const auto again = run({"probe-script", "--scheduler", "slurm", "--nodes", "1", "--out", out});
    EXPECT_EQ(again.exitCode, 2) << "an existing script is not replaced without --force";
    for (const auto& bad : std::vector<std::vector<std::string>>{
             {"probe-script", "--scheduler", "pbs", "--nodes", "1", "--out", out + "2"},
             {"probe-script", "--scheduler", "slurm", "--nodes", "0", "--out", out + "2"},
             {"probe-script", "--scheduler", "slurm", "--nodes", "1", "--kernels", "gemm;rm -rf /", "--out", out + "2"},
             {"probe-script", "--scheduler", "slurm", "--out", out + "2"}}) {
        const auto r = run(bad);
        EXPECT_EQ(r.exitCode, 2) << bad[2];
        EXPECT_FALSE(r.err.empty());
    }
}

}  // namespace

namespace {

// Issue 26: on a full disk every writer of effsurf-cli says so in the
// system's words, names the file, fails, and leaves nothing behind. Another
// process meets the disk only where it is really full (root mounts a tmpfs).
TEST(CliFiles, AFullDiskSaysSoForEveryWriterAndLeavesNothingBehind) {
    effsurf::test::FailingFolder disk(effsurf::test::FailingFolder::Kind::Full, 0);
    if (!disk.isReal()) GTEST_SKIP() << "needs root to mount a full tmpfs for another process";
    struct Case {
        std::vector<std::string> arguments;
        std::string file;
    };
    const std::vector<Case> cases = {
        {{"surface", "--grid", "64x64", "--out", disk.path("surface.csv")}, "surface.csv"},
        {{"export", "--figure", "speedup", "--format", "pdf", "--out", disk.path("speedup.pdf")}, "speedup.pdf"},
        {{"export", "--figure", "efficiency", "--format", "png", "--out", disk.path("efficiency.png")}, "efficiency.png"},
        {{"export", "--figure", "plane", "--format", "svg", "--out", disk.path("plane.svg")}, "plane.svg"},
        {{"probe-script", "--scheduler", "slurm", "--nodes", "1,2,4,8,16,32,64,128", "--kernels", "gemm-fp64,train-fp32", "--budget", "60",
          "--out", disk.path("probe.sh")},
         "probe.sh"},
    };
    for (const Case& c : cases) {
        const auto r = run(c.arguments, true);
        SCOPED_TRACE(c.arguments.front() + " " + c.file);
        EXPECT_NE(r.exitCode, 0);
        EXPECT_NE(r.err.find("cannot write '" + disk.path(c.file) + "': No space left on device"), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("Unknown error"), std::string::npos) << r.err;
        EXPECT_TRUE(disk.entries().empty()) << "left behind: " << disk.entries().front();
    }
    // A recording: the frames that fitted stay, the GIF is whole or absent, the reason is given.
    effsurf::test::FailingFolder small(effsurf::test::FailingFolder::Kind::Full, 64 * 1024);
    const auto r = run({"animate", "--sweep", "s", "--frames", "24", "--size", "960x600", "--out", small.folder()}, true);
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.err.find("': No space left on device"), std::string::npos) << r.err;
    for (const std::string& name : small.entries()) EXPECT_EQ(name.rfind("frame-", 0), 0u) << name;
}

}  // namespace
