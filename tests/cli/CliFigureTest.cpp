// SPDX-License-Identifier: MIT
// effsurf-cli export for print, as an author scripts it: the 3D surface as
// vector art on a server with no display, journal styles and their options,
// and several figures as lettered panels of one file, redrawn from it.

#include "CliRunner.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

namespace {

using namespace effsurf::test::cli;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(CliFigure, TheSurfaceAsSvgAndPdfNeedsNoDisplay) {
    const std::string dir = tempDir();
    // headless: no DISPLAY and no QT_QPA_PLATFORM, as on a build server.
    const auto svg = run({"export", "--figure", "surface", "--camera", "top", "--out", dir + "/map.svg"}, true);
    ASSERT_EQ(svg.exitCode, 0) << svg.err;
    const std::string text = slurp(dir + "/map.svg");
    EXPECT_TRUE(contains(text, "processors N"));
    EXPECT_FALSE(contains(text, "<image"));
    const auto pdf = run({"export", "--figure", "surface", "--log-e", "--out", dir + "/surface.pdf", "--n", "1e5"}, true);
    ASSERT_EQ(pdf.exitCode, 0) << pdf.err;
    EXPECT_EQ(slurp(dir + "/surface.pdf").substr(0, 5), "%PDF-");
    // Drawn again from the PDF, as SVG: the camera and E axis it recorded.
    const auto again = run({"export", "--from-figure", dir + "/surface.pdf", "--out", dir + "/again.svg"}, true);
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_TRUE(contains(slurp(dir + "/again.svg"), "10\u207b\u2074"));  // the log E axis' lowest tick
}

TEST(CliFigure, StylesSetThePageAndTheirOptionsAreChecked) {
    const std::string dir = tempDir();
    const auto single = run({"export", "--figure", "speedup", "--style", "single-column", "--out", dir + "/s.svg"}, true);
    ASSERT_EQ(single.exitCode, 0) << single.err;
    EXPECT_TRUE(contains(slurp(dir + "/s.svg"), "viewBox=\"0 0 336 249"));
    const auto custom = run({"export", "--figure", "plane", "--style", "slide", "--width", "8", "--font", "DejaVu Serif", "--font-size",
                             "14", "--out", dir + "/c.svg"},
                            true);
    ASSERT_EQ(custom.exitCode, 0) << custom.err;
    const std::string svg = slurp(dir + "/c.svg");
    EXPECT_TRUE(contains(svg, "viewBox=\"0 0 768 540"));  // 8 in wide, the slide's 5.625 in high
    EXPECT_TRUE(contains(svg, "DejaVu Serif"));
    const auto bad = run({"export", "--figure", "plane", "--style", "nature", "--out", dir + "/x.svg"}, true);
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_TRUE(contains(bad.err, "unknown --style 'nature'; expected screen, single-column")) << bad.err;
    const auto tiny = run({"export", "--figure", "plane", "--font-size", "2", "--out", dir + "/x.svg"}, true);
    EXPECT_EQ(tiny.exitCode, 2);
    EXPECT_TRUE(contains(tiny.err, "--font-size")) << tiny.err;
    const auto wide = run({"export", "--figure", "plane", "--width", "100", "--out", dir + "/x.svg"}, true);
    EXPECT_EQ(wide.exitCode, 2);
    EXPECT_TRUE(contains(wide.err, "--width")) << wide.err;
}

TEST(CliFigure, SeveralFiguresMakeOneLetteredFigure) {
    const std::string dir = tempDir();
    const auto r = run(
        {"export", "--figure", "speedup,plane,surface", "--layout", "3x1", "--style", "double-column", "--out", dir + "/fig.svg"}, true);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string svg = slurp(dir + "/fig.svg");
    for (const char* letter : {"(a)", "(b)", "(c)"}) EXPECT_TRUE(contains(svg, letter)) << letter;
    // The metadata in the SVG's <desc>, escaped as XML text.
    EXPECT_TRUE(contains(svg, "&quot;layout&quot;:&quot;3x1&quot;"));
    // Redrawn from its own file as a PDF: the same three panels.
    const auto again = run({"export", "--from-figure", dir + "/fig.svg", "--out", dir + "/fig.pdf"}, true);
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_TRUE(contains(again.out, "speedup,plane,surface"));
    // Refused before anything is written: a grid too small, a repeated or unknown figure, CSV.
    const auto small = run({"export", "--figure", "speedup,plane,surface", "--layout", "2x1", "--out", dir + "/refused.svg"}, true);
    EXPECT_EQ(small.exitCode, 2);
    EXPECT_TRUE(contains(small.err, "2x1 has room for 2 panels, not 3")) << small.err;
    const auto twice = run({"export", "--figure", "speedup,speedup", "--out", dir + "/refused.svg"}, true);
    EXPECT_EQ(twice.exitCode, 2);
    const auto unknown = run({"export", "--figure", "speedup,roof", "--out", dir + "/refused.svg"}, true);
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(contains(unknown.err, "unknown --figure 'roof'")) << unknown.err;
    const auto csv = run({"export", "--figure", "speedup,plane", "--format", "csv", "--out", dir + "/refused.csv"}, true);
    EXPECT_EQ(csv.exitCode, 2);
    EXPECT_FALSE(fileExists(dir + "/refused.svg"));
    EXPECT_FALSE(fileExists(dir + "/refused.csv"));
}

TEST(CliFigure, EveryChartOfTheAppExportsTheFitTableAsLatexAndTheHistoryOfAnyMachine) {
    const std::string dir = tempDir();
    // A machine by name, in any case (the figure names are read in lower case).
    const auto history = run({"export", "--figure", "history:fugaku", "--out", dir + "/fugaku.svg"}, true);
    ASSERT_EQ(history.exitCode, 0) << history.err;
    EXPECT_TRUE(contains(slurp(dir + "/fugaku.svg"), "Fugaku across list editions"));
    const auto roofline = run({"export", "--figure", "roofline", "--format", "csv", "--out", dir + "/roofline.csv"}, true);
    ASSERT_EQ(roofline.exitCode, 0) << roofline.err;
    EXPECT_TRUE(contains(slurp(dir + "/roofline.csv"), "rank1-HPL,"));
    // The fit table has no picture, a chart no LaTeX form: refused before anything is written.
    const auto png = run({"export", "--figure", "fit-table", "--out", dir + "/table.png"}, true);
    EXPECT_EQ(png.exitCode, 2);
    EXPECT_TRUE(contains(png.err, "exports as csv, tex, not png")) << png.err;
    const auto tex = run({"export", "--figure", "speedup", "--format", "tex", "--out", dir + "/speedup.tex"}, true);
    EXPECT_EQ(tex.exitCode, 2);
    EXPECT_TRUE(contains(tex.err, "exports as png, svg, pdf, csv, not tex")) << tex.err;
    // Without measured series there is no table, and the message says what to do.
    const auto empty = run({"export", "--figure", "fit-table", "--out", dir + "/table.tex"}, true);
    EXPECT_EQ(empty.exitCode, 2);
    EXPECT_TRUE(contains(empty.err, "no measured series")) << empty.err;
    const auto unknown = run({"export", "--figure", "history:atlantis", "--out", dir + "/x.png"}, true);
    EXPECT_EQ(unknown.exitCode, 2);
}

TEST(CliFigure, LineWidthsAreAnOptionRecordedWithTheStyle) {
    const std::string dir = tempDir();
    const auto r =
        run({"export", "--figure", "speedup", "--style", "single-column", "--line-width", "1.5", "--out", dir + "/thick.svg"}, true);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(slurp(dir + "/thick.svg"), "&quot;lineScale&quot;:1.5"));
    const auto bad = run({"export", "--figure", "speedup", "--line-width", "9", "--out", dir + "/bad.svg"}, true);
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_TRUE(contains(bad.err, "--line-width")) << bad.err;
}

TEST(CliFigure, TheSurfaceInAJournalStyleIsPaintedAsPngWithoutOpenGl) {
    // Its text in the style's size, as in its SVG: painted from the polygons, headless.
    const std::string dir = tempDir();
    const auto r = run({"export", "--figure", "surface", "--style", "single-column", "--dpi", "200", "--out", dir + "/surface.png"}, true);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string png = slurp(dir + "/surface.png");
    ASSERT_GT(png.size(), 24u);
    const auto be32 = [&png](std::size_t at) {
        return (unsigned(static_cast<unsigned char>(png[at])) << 24) | (unsigned(static_cast<unsigned char>(png[at + 1])) << 16) |
               (unsigned(static_cast<unsigned char>(png[at + 2])) << 8) | unsigned(static_cast<unsigned char>(png[at + 3]));
    };
    EXPECT_EQ(be32(16), 700u);  // 3.5 in at 200 DPI
}

}  // namespace
