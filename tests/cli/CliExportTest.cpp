// SPDX-License-Identifier: MIT
// effsurf-cli export as a user scripts it: figures where they are asked for
// and nothing written over (issue 12); figures that carry their scenario and
// are drawn again from it (issue 13).

#include "CliRunner.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace effsurf::test::cli;

// ---- nothing written over, figures where they are asked for (issue 12) ----

namespace {

TEST(CliExport, ADirectoryReceivesTheFiguresInsideAndASecondRunIsRefused) {
    const std::string dir = tempDir() + "/figures";
    ASSERT_EQ(std::system(("mkdir -p " + quote(dir)).c_str()), 0);
    const std::vector<std::string> charts{"speedup", "efficiency", "performance", "plane"};
    for (const auto& figure : charts) {
        const auto r = run({"export", "--figure", figure, "--format", "svg", "--out", dir}, true);
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_TRUE(fileExists(dir + "/" + figure + ".svg")) << figure;
        EXPECT_FALSE(fileExists(dir + "-" + figure + ".svg")) << "written beside the directory";
    }
    const std::string before = slurp(dir + "/speedup.svg");
    const auto again = run({"export", "--figure", "speedup", "--format", "svg", "--out", dir, "--serial", "0.1"}, true);
    EXPECT_EQ(again.exitCode, 2);
    EXPECT_NE(again.err.find("speedup.svg' exists"), std::string::npos) << again.err;
    EXPECT_NE(again.err.find("--force"), std::string::npos) << again.err;
    EXPECT_EQ(slurp(dir + "/speedup.svg"), before);
    const auto forced = run({"export", "--figure", "speedup", "--format", "svg", "--out", dir, "--serial", "0.1", "--force"}, true);
    ASSERT_EQ(forced.exitCode, 0) << forced.err;
    EXPECT_NE(slurp(dir + "/speedup.svg"), before);
}

TEST(CliExport, ATrailingSlashMakesTheDirectory) {
    const std::string dir = tempDir() + "/new/figures/";
    const auto r = run({"export", "--figure", "plane", "--format", "csv", "--out", dir}, true);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(fileExists(dir + "plane.csv"));
}

TEST(CliExport, TheTrainingWorkspacesChartsExportWithTheirOwnAxes) {
    const std::string dir = tempDir() + "/training/";
    for (const char* figure : {"training-step", "training-throughput", "training-depth", "training-precision"}) {
        const auto r = run({"export", "--preset", "deep-networks", "--figure", figure, "--format", "csv", "--out", dir}, true);
        ASSERT_EQ(r.exitCode, 0) << figure << ": " << r.err;
    }
    const std::string step = slurp(dir + "training-step.csv");
    EXPECT_NE(step.find("series,N,share of the step (%)"), std::string::npos) << step.substr(0, 400);
    EXPECT_NE(step.find("\ncompute,"), std::string::npos) << "each term's share, not the stacked edge";
    EXPECT_NE(step.find("\npipeline bubble,"), std::string::npos);
    const std::string depth = slurp(dir + "training-depth.csv");
    EXPECT_NE(depth.find("series,layers,efficiency E"), std::string::npos) << depth.substr(0, 400);
    EXPECT_NE(depth.find("\nfixed-width,192,"), std::string::npos) << "layers as they are, not 10^x";
    const auto png = run({"export", "--preset", "deep-networks", "--figure", "training-throughput", "--out", dir + "t.png"}, true);
    ASSERT_EQ(png.exitCode, 0) << png.err;
    // The figure records its scenario: drawn again from it, the same run.
    const auto again = run({"export", "--from-figure", dir + "t.png", "--format", "csv", "--out", dir + "again.csv"}, true);
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_NE(slurp(dir + "again.csv").find("tflops,"), std::string::npos);
}

TEST(CliExport, TheExtensionAndTheFormatAgree) {
    const std::string dir = tempDir();
    // A .pdf name with --format png: refused, nothing written (no PNG bytes in a .pdf).
    const auto contradiction = run({"export", "--figure", "plane", "--format", "png", "--out", dir + "/plane.pdf"}, true);
    EXPECT_EQ(contradiction.exitCode, 2);
    EXPECT_NE(contradiction.err.find("ends in .pdf but --format is png"), std::string::npos) << contradiction.err;
    EXPECT_FALSE(fileExists(dir + "/plane.pdf"));
    // Without --format the extension says it.
    const auto pdf = run({"export", "--figure", "plane", "--out", dir + "/by-name.pdf"}, true);
    ASSERT_EQ(pdf.exitCode, 0) << pdf.err;
    EXPECT_EQ(slurp(dir + "/by-name.pdf").substr(0, 5), "%PDF-");
    // A name without an extension gets the format's.
    const auto bare = run({"export", "--figure", "plane", "--format", "svg", "--out", dir + "/bare"}, true);
    ASSERT_EQ(bare.exitCode, 0) << bare.err;
    EXPECT_TRUE(fileExists(dir + "/bare.svg"));
    EXPECT_FALSE(fileExists(dir + "/bare"));
    // The surface has no CSV form: refused before anything is drawn.
    const auto surface = run({"export", "--figure", "surface", "--format", "csv", "--out", dir + "/no-surface.csv"}, true);
    EXPECT_EQ(surface.exitCode, 2);
    EXPECT_NE(surface.err.find("not CSV"), std::string::npos) << surface.err;
    EXPECT_FALSE(fileExists(dir + "/no-surface.csv"));
}

TEST(CliExport, AnInteractivePageIsOneHtmlFileWithItsScenario) {
    const std::string dir = tempDir();
    const auto page = run({"export", "--preset", "summit-hpl-hpcg", "--figure", "all", "--format", "html", "--out", dir + "/page"}, true);
    ASSERT_EQ(page.exitCode, 0) << page.err;
    const std::string html = slurp(dir + "/page.html");
    EXPECT_EQ(html.substr(0, 15), "<!DOCTYPE html>");
    EXPECT_NE(html.find("id=\"effsurf-figure\""), std::string::npos);
    EXPECT_NE(html.find("createEffsurfCore"), std::string::npos);
    EXPECT_EQ(html.find("<script src="), std::string::npos);
    // Drawn again from the page: the page records its scenario.
    const auto again =
        run({"export", "--from-figure", dir + "/page.html", "--figure", "plane", "--format", "svg", "--out", dir + "/again.svg"}, true);
    ASSERT_EQ(again.exitCode, 0) << again.err;
    // By the extension alone, and refusals that name what is wrong.
    EXPECT_EQ(run({"export", "--figure", "surface", "--out", dir + "/surface.html"}, true).exitCode, 0);
    const auto chart = run({"export", "--figure", "karp-flatt", "--format", "html", "--out", dir + "/k.html"}, true);
    EXPECT_EQ(chart.exitCode, 2);
    EXPECT_NE(chart.err.find("--figure must be all, surface, speedup, efficiency, performance, plane"), std::string::npos) << chart.err;
    const auto dpi = run({"export", "--figure", "all", "--format", "html", "--dpi", "300", "--out", dir + "/d.html"}, true);
    EXPECT_EQ(dpi.exitCode, 2);
    EXPECT_NE(dpi.err.find("--dpi does not apply to an interactive page"), std::string::npos) << dpi.err;
    const auto mixed = run({"export", "--figure", "all", "--format", "html", "--out", dir + "/p.png"}, true);
    EXPECT_EQ(mixed.exitCode, 2);
    EXPECT_FALSE(fileExists(dir + "/k.html") || fileExists(dir + "/d.html") || fileExists(dir + "/p.png"));
    const auto replace = run({"export", "--figure", "surface", "--out", dir + "/surface.html"}, true);
    EXPECT_EQ(replace.exitCode, 2);  // nothing written over without --force
}

TEST(CliExport, ALectureIsOnePageOfATourAndTourPrintsItsSteps) {
    const std::string dir = tempDir();
    const auto page = run({"export", "--lecture", "amdahl-surface", "--out", dir + "/"}, true);
    ASSERT_EQ(page.exitCode, 0) << page.err;
    EXPECT_NE(page.out.find("lecture amdahl-surface (5 steps)"), std::string::npos) << page.out;
    const std::string html = slurp(dir + "/amdahl-surface.html");
    EXPECT_NE(html.find("\"lecture\":{"), std::string::npos);
    EXPECT_NE(html.find("EffsurfLecture"), std::string::npos);
    // The steps as the window's tour panel shows them, with their numbers (web/tests/test_lecture.py compares the page).
    const auto step = run({"tour", "amdahl-surface", "--step", "2", "--json"}, true);
    ASSERT_EQ(step.exitCode, 0) << step.err;
    EXPECT_NE(step.out.find("N = 10⁴ reach S = 909, so E = 9.09"), std::string::npos) << step.out;
    EXPECT_NEAR(jsonNumber(step.out, "efficiency"), 1.0 / (1.0 + (1e4 - 1.0) * 1e-3), 1e-15);
    // Refusals that name what is wrong, and nothing written.
    const auto unknown = run({"export", "--lecture", "amdahl", "--out", dir + "/u.html"}, true);
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.err.find("'amdahl' is neither a built-in tour (amdahl-surface, top500-hpl-hpcg"), std::string::npos) << unknown.err;
    const auto figure = run({"export", "--lecture", "amdahl-surface", "--figure", "speedup", "--out", dir + "/f.html"}, true);
    EXPECT_EQ(figure.exitCode, 2);
    EXPECT_NE(figure.err.find("--lecture shows the surface and every chart"), std::string::npos) << figure.err;
    const auto png = run({"export", "--lecture", "amdahl-surface", "--out", dir + "/l.png"}, true);
    EXPECT_EQ(png.exitCode, 2);
    EXPECT_FALSE(fileExists(dir + "/u.html") || fileExists(dir + "/f.html") || fileExists(dir + "/l.png"));
    writeFile(dir + "/broken.effsurf-tour",
              "{\"format\": \"effsurf-tour\", \"schema\": 1, \"id\": \"b\", \"title\": \"B\", \"steps\": [{\"title\": \"x\", \"state\": "
              "{\"law\": \"amdahl\", \"serialFraction\": 0.1, \"processors\": -4, \"precision\": \"fp64\"}}]}");
    const auto broken = run({"tour", dir + "/broken.effsurf-tour"}, true);
    EXPECT_EQ(broken.exitCode, 2);
    EXPECT_NE(broken.err.find("broken.effsurf-tour"), std::string::npos) << broken.err;
    EXPECT_NE(broken.err.find("steps[0].state.N: must lie in [1, 10¹²], got −4"), std::string::npos) << broken.err;
    const auto french = run({"export", "--lecture", "amdahl-surface", "--language", "fr", "--out", dir + "/fr.html"}, true);
    EXPECT_EQ(french.exitCode, 2);
    EXPECT_NE(french.err.find("--language: 'fr' is not one of en, de"), std::string::npos) << french.err;
    const auto figureInGerman = run({"export", "--figure", "speedup", "--language", "de", "--out", dir + "/s.svg"}, true);
    EXPECT_EQ(figureInGerman.exitCode, 2);
    EXPECT_NE(figureInGerman.err.find("--language applies to an interactive page"), std::string::npos) << figureInGerman.err;
    EXPECT_FALSE(fileExists(dir + "/fr.html") || fileExists(dir + "/s.svg"));
    const auto nine = run({"tour", "amdahl-surface", "--step", "9"}, true);
    EXPECT_EQ(nine.exitCode, 2);
    EXPECT_NE(nine.err.find("the tour has steps 1 to 5, not '9'"), std::string::npos) << nine.err;
}

TEST(CliExport, AChartOfMeasurementsWithoutAnyIsWrittenWithAWarning) {
    // An empty Karp–Flatt chart was exported without a word (issue 44).
    const std::string dir = tempDir();
    const auto empty = run({"export", "--figure", "karp-flatt", "--out", dir + "/k.svg"}, true);
    ASSERT_EQ(empty.exitCode, 0) << empty.err;
    EXPECT_TRUE(fileExists(dir + "/k.svg"));
    EXPECT_NE(empty.err.find("warning: karp-flatt is empty: the configuration has no measured series"), std::string::npos) << empty.err;
    const auto law = run({"export", "--figure", "speedup", "--out", dir + "/s.svg"}, true);
    ASSERT_EQ(law.exitCode, 0) << law.err;
    EXPECT_EQ(law.err.find("warning"), std::string::npos) << law.err;
}

TEST(CliExport, SurfaceCsvIsNotWrittenOverWithoutForce) {
    const std::string path = tempDir() + "/kept-surface.csv";
    std::ofstream(path) << "mine\n";
    const auto r = run({"surface", "--grid", "4x4", "--out", path});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(slurp(path), "mine\n");
    const auto forced = run({"surface", "--grid", "4x4", "--out", path, "--force"});
    EXPECT_EQ(forced.exitCode, 0) << forced.err;
    EXPECT_NE(slurp(path), "mine\n");
}

TEST(CliOutput, QtsDiagnosticsStayOutOfTheUsersOutput) {
    // As root without XDG_RUNTIME_DIR, Qt warns on every start; the user asked for a figure.
    const auto r = run({"export", "--figure", "plane", "--format", "csv", "--out", tempDir() + "/quiet.csv"}, true, "-u XDG_RUNTIME_DIR");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err.find("QStandardPaths"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("XDG_RUNTIME_DIR"), std::string::npos) << r.err;
}

}  // namespace

// ---- figures carry their scenario and are drawn again from it (issue 13) ----

namespace {

/// The raw text of `key`'s value at the top level of compact JSON (objects,
/// lists and strings matched, so nested keys of the same name do not count).
std::string topLevelValue(const std::string& json, const std::string& key) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\') ++i;
            else if (c == '"') inString = false;
            continue;
        }
        if (c == '{' || c == '[') ++depth;
        else if (c == '}' || c == ']') --depth;
        else if (c == '"') {
            if (depth == 1 && json.compare(i, key.size() + 3, "\"" + key + "\":") == 0) {
                const std::size_t start = i + key.size() + 3;
                int inner = 0;
                bool quoted = false;
                for (std::size_t j = start; j < json.size(); ++j) {
                    const char d = json[j];
                    if (quoted) {
                        if (d == '\\') ++j;
                        else if (d == '"') quoted = false;
                        if (!quoted && inner == 0) return json.substr(start, j - start + 1);
                        continue;
                    }
                    if (d == '"') quoted = true;
                    else if (d == '{' || d == '[') ++inner;
                    else if (d == '}' || d == ']') {
                        if (inner == 0) return json.substr(start, j - start);
                        if (--inner == 0) return json.substr(start, j - start + 1);
                    } else if (d == ',' && inner == 0) {
                        return json.substr(start, j - start);
                    }
                }
                return json.substr(start);
            }
            inString = true;
        }
    }
    return "";
}

/// A session per law with every parameter away from its default.
struct LawSession {
    std::string law;
    std::string scenario;              ///< the session's "scenario" object
    std::vector<std::string> carried;  ///< fragments the figure's scenario must hold
};

std::vector<LawSession> lawSessions() {
    return {
        {"amdahl",
         R"({"law":"amdahl","serialFraction":2.5e-6,"processors":123456,"precision":"fp16","speedFactors":[1,2,2,4,3.5,8]})",
         {"\"serialFraction\":2.5e-06", "\"processors\":123456", "\"speedFactors\":[1,2,2,4,3.5,8]"}},
        {"gustafson",
         R"({"law":"gustafson","serialFraction":0.01,"processors":1e9,"precision":"fp32"})",
         {"\"law\":\"gustafson\"", "\"serialFraction\":0.01", "\"precision\":\"fp32\""}},
        {"sun-ni",
         R"({"law":"sun-ni","growthExponent":0.75,"serialFraction":1e-5,"processors":50000,"precision":"bf16"})",
         {"\"growthExponent\":0.75", "\"serialFraction\":1e-05"}},
        {"timeline",
         R"({"law":"timeline","serialFraction":3e-6,"processors":2414592,"precision":"fp16","speedFactors":[1,2,2,4,5.5,8],"timeline":[)"
         R"({"name":"software","share":2.5e-8,"growth":0,"exponent":0},{"name":"operating system","share":1e-9,"growth":1,"exponent":0},)"
         R"({"name":"communication","share":3.3e-8,"growth":2,"exponent":0.3333333333333333},{"name":"synchronization","share":7e-9,"growth":2,"exponent":0.25}]})",
         {"\"share\":3.3e-08", "\"growth\":1", "\"exponent\":0.25", "\"exponent\":0.3333333333333333"}},
        {"training",
         R"({"law":"training","serialFraction":1e-7,"processors":4096,"precision":"bf16","speedFactors":[1,2,2,4.5,4,8],"training":{)"
         R"("parameterCount":1.75e11,"flopsPerStep":3.2e18,"latencySeconds":2.5e-6,"bandwidthBytesPerSecond":4.5e10,"algorithm":"tree",)"
         R"("scaling":"weak","overlap":0.35,"sequentialSeconds":0.012,"accelerator":"v100","utilization":0.37}})",
         {"\"accelerator\":\"v100\"", "\"bandwidthBytesPerSecond\":45000000000", "\"latencySeconds\":2.5e-06", "\"algorithm\":\"tree\"",
          "\"scaling\":\"weak\"", "\"overlap\":0.35", "\"sequentialSeconds\":0.012", "\"utilization\":0.37",
          "\"parameterCount\":175000000000"}},
    };
}

std::string figureDir() {
    static const std::string dir = [] {
        const std::string d = tempDir() + "/from-figure";
        const int made = std::system(("mkdir -p " + quote(d)).c_str());
        EXPECT_EQ(made, 0) << d;
        return d;
    }();
    return dir;
}

/// Writes the law's session and its speedup figure as PNG, SVG and PDF, each with a sidecar.
void exportLaw(const LawSession& law) {
    const std::string base = figureDir() + "/" + law.law;
    std::ofstream(base + ".effsurf") << R"({"format":"effsurf-session","schema":1,"scenario":)" << law.scenario << "}";
    for (const char* ext : {"png", "svg", "pdf"}) {
        if (fileExists(base + "." + ext)) continue;
        const auto r = run({"export", "--session", base + ".effsurf", "--figure", "speedup", "--sidecar", "--out", base + "." + ext}, true);
        ASSERT_EQ(r.exitCode, 0) << r.err;
    }
}

int pngWidth(const std::string& png) {
    if (png.size() < 24) return -1;
    return (static_cast<unsigned char>(png[16]) << 24) | (static_cast<unsigned char>(png[17]) << 16) |
           (static_cast<unsigned char>(png[18]) << 8) | static_cast<unsigned char>(png[19]);
}

TEST(CliExport, FromFigureRedrawsEveryLawFromItsPngSidecarSvgAndPdf) {
    for (const auto& law : lawSessions()) {
        exportLaw(law);
        const std::string base = figureDir() + "/" + law.law;
        const std::string original = topLevelValue(slurp(base + ".png.json"), "scenario");
        ASSERT_FALSE(original.empty()) << law.law;
        for (const auto& fragment : law.carried) EXPECT_NE(original.find(fragment), std::string::npos) << law.law << ": " << fragment;
        // Every figure of the law carries the same scenario.
        EXPECT_EQ(topLevelValue(slurp(base + ".svg.json"), "scenario"), original) << law.law;
        EXPECT_EQ(topLevelValue(slurp(base + ".pdf.json"), "scenario"), original) << law.law;
        const std::vector<std::pair<std::string, std::string>> sources{
            {base + ".png", "png"}, {base + ".png.json", "png"}, {base + ".svg", "svg"}, {base + ".pdf", "pdf"}};
        for (std::size_t i = 0; i < sources.size(); ++i) {
            const auto& [source, format] = sources[i];
            // No --figure, no --format, an --out without extension: the figure's own.
            const std::string out = base + "-again-" + std::to_string(i);
            const auto r = run({"export", "--from-figure", source, "--sidecar", "--out", out, "--force"}, true);
            ASSERT_EQ(r.exitCode, 0) << source << ": " << r.err;
            ASSERT_TRUE(fileExists(out + "." + format)) << source;
            const std::string again = slurp(out + "." + format + ".json");
            EXPECT_EQ(topLevelValue(again, "figure"), "\"speedup\"") << source;
            EXPECT_EQ(topLevelValue(again, "scenario"), original) << source;
            EXPECT_EQ(topLevelValue(again, "caption"), topLevelValue(slurp(base + ".png.json"), "caption")) << source;
        }
    }
}

TEST(CliExport, FromFigureLetsOptionsOverrideWhatTheFigureRecords) {
    const LawSession training = lawSessions().back();
    exportLaw(training);
    const std::string base = figureDir() + "/training";
    const std::string dir = figureDir();
    // Another format and size.
    const auto pdf = run({"export", "--from-figure", base + ".png", "--format", "pdf", "--out", dir + "/override", "--force"}, true);
    ASSERT_EQ(pdf.exitCode, 0) << pdf.err;
    EXPECT_EQ(slurp(dir + "/override.pdf").substr(0, 5), "%PDF-");
    const auto small = run({"export", "--from-figure", base + ".svg", "--dpi", "96", "--out", dir + "/override.png", "--force"}, true);
    ASSERT_EQ(small.exitCode, 0) << small.err;
    EXPECT_EQ(pngWidth(slurp(dir + "/override.png")), 614);
    const auto big =
        run({"export", "--from-figure", dir + "/override.png", "--size", "1000x600", "--out", dir + "/big.png", "--force"}, true);
    ASSERT_EQ(big.exitCode, 0) << big.err;
    EXPECT_EQ(pngWidth(slurp(dir + "/big.png")), 1000);
    // The recorded size is the default of a figure drawn from it.
    const auto same = run({"export", "--from-figure", dir + "/big.png", "--out", dir + "/same.png", "--force"}, true);
    ASSERT_EQ(same.exitCode, 0) << same.err;
    EXPECT_EQ(pngWidth(slurp(dir + "/same.png")), 1000);
    // Another figure, and N changed on top of the figure's scenario: the rest stays.
    const auto plane = run(
        {"export", "--from-figure", base + ".pdf", "--figure", "plane", "--n", "1024", "--sidecar", "--out", dir + "/plane.svg", "--force"},
        true);
    ASSERT_EQ(plane.exitCode, 0) << plane.err;
    const std::string meta = slurp(dir + "/plane.svg.json");
    EXPECT_EQ(topLevelValue(meta, "figure"), "\"plane\"");
    const std::string scenario = topLevelValue(meta, "scenario");
    EXPECT_EQ(topLevelValue(scenario, "processors"), "1024") << scenario;
    std::string expected = topLevelValue(slurp(base + ".pdf.json"), "scenario");
    expected.replace(expected.find("\"processors\":4096"), std::strlen("\"processors\":4096"), "\"processors\":1024");
    EXPECT_EQ(scenario, expected);
}

TEST(CliExport, TheLargeModelLawStartsAtItsRunsGpusInBf16AsInTheApp) {
    // It kept N = 10^6 and FP64 of the default Amdahl scenario: a figure of GPT-3 on 1536 GPUs captioned "N = 10⁶".
    const std::string dir = tempDir();
    const auto r =
        run({"export", "--law", "parallel-training", "--figure", "speedup", "--sidecar", "--out", dir + "/run.svg", "--force"}, true);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string scenario = topLevelValue(slurp(dir + "/run.svg.json"), "scenario");
    EXPECT_EQ(topLevelValue(scenario, "processors"), "1536") << scenario;
    EXPECT_EQ(topLevelValue(scenario, "precision"), "\"bf16\"") << scenario;
    // What the command line says on top of it stays said.
    const auto n =
        run({"export", "--law", "parallel-training", "--n", "768", "--figure", "speedup", "--sidecar", "--out", dir + "/n.svg", "--force"},
            true);
    ASSERT_EQ(n.exitCode, 0) << n.err;
    EXPECT_EQ(topLevelValue(topLevelValue(slurp(dir + "/n.svg.json"), "scenario"), "processors"), "768");
}

TEST(CliExport, FromFigureRefusesFilesWithoutGoodMetadataNamingThemAndWritesNothing) {
    const LawSession training = lawSessions().back();
    exportLaw(training);
    const std::string dir = figureDir();
    const std::string out = dir + "/never.png";
    const auto refused = [&](const std::string& source, const std::string& reason) {
        const auto r = run({"export", "--from-figure", source, "--out", out}, true);
        EXPECT_EQ(r.exitCode, 2) << source;
        EXPECT_NE(r.err.find(source), std::string::npos) << r.err;
        EXPECT_NE(r.err.find(reason), std::string::npos) << r.err;
        EXPECT_FALSE(fileExists(out)) << source;
        EXPECT_TRUE(r.out.empty()) << r.out;
    };
    // A PNG of someone else's: 1 x 1 pixel, no "effsurf" text chunk.
    static const unsigned char kPlainPng[] = {0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48,
                                              0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00,
                                              0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78,
                                              0x9C, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00,
                                              0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82};
    std::ofstream(dir + "/plain.png", std::ios::binary).write(reinterpret_cast<const char*>(kPlainPng), sizeof kPlainPng);
    refused(dir + "/plain.png", "no effsurf metadata");
    // A sidecar cut short, as by a full disk.
    const std::string sidecar = slurp(dir + "/training.png.json");
    std::ofstream(dir + "/truncated.json") << sidecar.substr(0, sidecar.size() / 2);
    refused(dir + "/truncated.json", "not valid JSON");
    // A value the session reader refuses: its message, with the field.
    std::string bad = sidecar;
    const std::size_t scenarioAt = bad.find("\"scenario\":");
    bad.replace(bad.find("\"processors\":4096", scenarioAt), std::strlen("\"processors\":4096"), "\"processors\":-5");
    std::ofstream(dir + "/invalid.json") << bad;
    refused(dir + "/invalid.json", "scenario: N: must lie in [1, 10\u00b9\u00b2], got \u22125");
    // A picture of the window: its scenario can be drawn, as a figure that is named.
    std::string window = sidecar;
    window.replace(window.find("\"figure\":\"speedup\""), std::strlen("\"figure\":\"speedup\""), "\"figure\":\"window\"");
    std::ofstream(dir + "/window.png.json") << window;
    refused(dir + "/window.png.json", "a picture of the whole window, which effsurf-cli cannot draw; choose a figure");
    const auto named = run(
        {"export", "--from-figure", dir + "/window.png.json", "--figure", "plane", "--out", dir + "/window-plane.png", "--force"}, true);
    EXPECT_EQ(named.exitCode, 0) << named.err;
    EXPECT_TRUE(fileExists(dir + "/window-plane.png"));
    // Not a figure at all, and no file.
    refused(data("strong_scaling.csv"), "no effsurf metadata (text without the \"# effsurf:...\" comment line");
    refused(data("bad_rows.csv"), "not a figure effsurf wrote");
    refused(dir + "/no-such.png", "cannot open");

    // The configuration comes from one place.
    const auto both = run({"export", "--from-figure", dir + "/training.png", "--preset", "amdahl-basics", "--out", out}, true);
    EXPECT_EQ(both.exitCode, 2);
    EXPECT_NE(both.err.find("--from-figure gives the configuration"), std::string::npos) << both.err;
    const auto neither = run({"export", "--out", out}, true);
    EXPECT_EQ(neither.exitCode, 2);
    EXPECT_NE(neither.err.find("--figure"), std::string::npos) << neither.err;
    EXPECT_FALSE(fileExists(out));
    const auto help = run({"export", "--help"});
    EXPECT_NE(help.out.find("--from-figure FILE"), std::string::npos) << help.out;
}

}  // namespace
