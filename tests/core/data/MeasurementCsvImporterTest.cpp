// The bad-input table of issue 2, one test per case: each must name file,
// line and field, and nothing may be loaded in silence.

#include "effsurf/core/data/MeasurementCsvImporter.h"

#include <gtest/gtest.h>

using namespace effsurf::core;

namespace {

MeasurementImport import(const std::string& text, const MeasurementColumnMapping& mapping = {}) {
    return MeasurementCsvImporter::importText(text, "runs.csv", mapping);
}

/// Expects exactly one row issue at `line`, naming `field`, with `fragment` in its message.
void expectSingleIssue(const MeasurementImport& result, int line, const std::string& field, const std::string& fragment) {
    ASSERT_EQ(result.issues.size(), 1u) << (result.issues.empty() ? "no issue" : result.issues[1].toString());
    const auto& issue = result.issues[0];
    EXPECT_EQ(issue.file, "runs.csv");
    EXPECT_EQ(issue.line, line);
    EXPECT_EQ(issue.field, field);
    EXPECT_NE(issue.message.find(fragment), std::string::npos) << issue.toString();
    EXPECT_FALSE(result.ok());
}

std::string importErrorText(const std::string& text) {
    try {
        import(text);
    } catch (const ImportError& e) {
        return e.what();
    }
    return "no error";
}

TEST(MeasurementCsv, ReadsTimesSortedWithLines) {
    const auto r = import("# strong scaling\nprocesses,Time\n4,2.9\n1,10\n2,5.2\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::Time);
    ASSERT_EQ(r.series.points.size(), 3u);
    EXPECT_EQ(r.series.points[0].processors, 1.0);
    EXPECT_EQ(r.series.points[0].line, 4);
    EXPECT_EQ(r.series.points[2].value, 2.9);
    EXPECT_EQ(r.series.name, "runs");
}

TEST(MeasurementCsv, ReadsSpeedupEfficiencyAndRmaxRpeak) {
    EXPECT_EQ(import("N,Speedup\n1,1\n8,7.5\n").series.quantity, MeasuredQuantity::Speedup);
    EXPECT_EQ(import("cores;efficiency\n2;0.99\n64;0.9\n").series.quantity, MeasuredQuantity::Efficiency);
    const auto r = import("cores,rmax,rpeak\n12032,216.389,250.266\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::RmaxRpeak);
    EXPECT_DOUBLE_EQ(r.series.points[0].speedup(r.series.quantity), 12032 * 216.389 / 250.266);
}

TEST(MeasurementCsv, MappingOverridesColumnNames) {
    MeasurementColumnMapping mapping;
    mapping.processors = "GPUs used";
    mapping.quantity = MeasuredQuantity::Speedup;
    mapping.value = "scaling";
    const auto r = import("GPUs used,scaling,time\n1,1,100\n4,3.5,30\n", mapping);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::Speedup);
    EXPECT_EQ(r.series.points[1].value, 3.5);
}

TEST(MeasurementCsvBadInput, EmptyFile) {
    EXPECT_NE(importErrorText("").find("runs.csv: file is empty"), std::string::npos);
}

TEST(MeasurementCsvBadInput, HeaderWithoutRows) {
    EXPECT_NE(importErrorText("n,time\n").find("no data rows"), std::string::npos);
}

TEST(MeasurementCsvBadInput, MissingNColumn) {
    const std::string text = importErrorText("nodes_used,time\n1,10\n");
    EXPECT_NE(text.find("runs.csv:1: header: no column for N"), std::string::npos) << text;
    EXPECT_NE(text.find("'nodes_used'"), std::string::npos) << text;
}

TEST(MeasurementCsvBadInput, MissingQuantityColumn) {
    EXPECT_NE(importErrorText("n,color\n1,red\n").find("no column for the measured quantity"), std::string::npos);
}

TEST(MeasurementCsvBadInput, RmaxWithoutRpeak) {
    EXPECT_NE(importErrorText("n,rmax\n4,3\n").find("rpeak"), std::string::npos);
}

TEST(MeasurementCsvBadInput, NonNumericValue) {
    expectSingleIssue(import("n,time\n1,10\n2,fast\n4,2.6\n"), 3, "time", "expected a number, got 'fast'");
}

TEST(MeasurementCsvBadInput, EmptyValue) {
    expectSingleIssue(import("n,time\n1,10\n2,\n"), 3, "time", "empty");
}

TEST(MeasurementCsvBadInput, NaNValue) {
    expectSingleIssue(import("n,time\n1,10\n2,NaN\n"), 3, "time", "finite");
}

TEST(MeasurementCsvBadInput, InfiniteValue) {
    expectSingleIssue(import("n,speedup\n1,1\n2,inf\n"), 3, "speedup", "finite");
}

TEST(MeasurementCsvBadInput, NonPositiveN) {
    expectSingleIssue(import("n,time\n0,10\n2,5\n"), 2, "n", "at least 1");
    expectSingleIssue(import("n,time\n-4,10\n2,5\n"), 2, "n", "at least 1");
}

TEST(MeasurementCsvBadInput, DuplicateN) {
    const auto r = import("n,time\n1,10\n2,5\n2,5.1\n");
    expectSingleIssue(r, 4, "n", "duplicate N = 2 (first on line 3)");
    EXPECT_EQ(r.series.points.size(), 2u);
}

TEST(MeasurementCsvBadInput, EfficiencyAboveOne) {
    expectSingleIssue(import("n,efficiency\n2,0.9\n4,1.2\n"), 3, "efficiency", "(0, 1]");
}

TEST(MeasurementCsvBadInput, EfficiencyZeroOrNegative) {
    expectSingleIssue(import("n,efficiency\n2,0\n4,0.5\n"), 2, "efficiency", "(0, 1]");
    expectSingleIssue(import("n,efficiency\n2,-0.1\n4,0.5\n"), 2, "efficiency", "(0, 1]");
}

TEST(MeasurementCsvBadInput, SuperlinearSpeedup) {
    expectSingleIssue(import("n,speedup\n2,1.9\n4,4.5\n"), 3, "speedup", "(0, N]");
}

TEST(MeasurementCsvBadInput, NonPositiveTime) {
    expectSingleIssue(import("n,time\n1,10\n2,0\n"), 3, "time", "greater than 0");
}

TEST(MeasurementCsvBadInput, RmaxAboveRpeak) {
    // The TOP500 source has such a typo (Sugon, 2019-11 #244).
    expectSingleIssue(import("n,rmax,rpeak\n100,1661,181.3\n200,100,181.3\n"), 2, "rmax", "exceeds Rpeak");
}

TEST(MeasurementCsvBadInput, RaggedRow) {
    const auto r = import("n,time\n1,10\n2,5,7\n4,2.6\n");
    ASSERT_EQ(r.issues.size(), 1u);
    EXPECT_EQ(r.issues[0].line, 3);
    EXPECT_NE(r.issues[0].message.find("expected 2 fields"), std::string::npos);
    EXPECT_EQ(r.series.points.size(), 2u);
}

TEST(MeasurementCsvBadInput, UnterminatedQuote) {
    const std::string text = importErrorText("n,time\n1,\"10\n2,5\n");
    EXPECT_NE(text.find("runs.csv:2: column 2: unterminated quote"), std::string::npos) << text;
}

TEST(MeasurementCsvBadInput, BinaryGarbage) {
    const std::string text = importErrorText(std::string("\x7F" "ELF\x02\x01\x01\0\0\0", 10));
    EXPECT_NE(text.find("binary data"), std::string::npos) << text;
}

TEST(MeasurementCsvBadInput, ErrorMessagesNameFileLineAndColumn) {
    const auto r = import("n,time\n1,10\n2,abc\n");
    EXPECT_EQ(r.issues[0].toString(), "runs.csv:3: column 2 (time): expected a number, got 'abc'");
}

TEST(MeasurementCsvBadInput, DirectoryIsNamedAsSuch) {
    try {
        MeasurementCsvImporter::importFile("/tmp");
        FAIL();
    } catch (const ImportError& e) {
        EXPECT_NE(std::string(e.what()).find("/tmp: is a directory"), std::string::npos) << e.what();
    }
}

TEST(MeasurementCsvBadInput, OverflowingNumberIsNotFinite) {
    expectSingleIssue(import("n,time\n1,10\n2,1e400\n"), 3, "time", "finite");
}

TEST(MeasurementCsvBadInput, MissingFileIsAnImportError) {
    EXPECT_THROW(MeasurementCsvImporter::importFile("/nonexistent/effsurf/runs.csv"), ImportError);
}

}  // namespace
