// SPDX-License-Identifier: MIT
// The bad-input table of issue 2, one test per case: each must name file,
// line and field, and nothing may be loaded in silence.

#include "effsurf/core/data/MeasurementCsvImporter.h"

#include <gtest/gtest.h>

using namespace effsurf::core;

namespace {

MeasurementImport importCsv(const std::string& text, const MeasurementColumnMapping& mapping = {}) {
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
        importCsv(text);
    } catch (const ImportError& e) {
        return e.what();
    }
    return "no error";
}

TEST(MeasurementCsv, ReadsTimesSortedWithLines) {
    const auto r = importCsv("# strong scaling\nprocesses,Time\n4,2.9\n1,10\n2,5.2\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::Time);
    ASSERT_EQ(r.series.points.size(), 3u);
    EXPECT_EQ(r.series.points[0].processors, 1.0);
    EXPECT_EQ(r.series.points[0].line, 4);
    EXPECT_EQ(r.series.points[2].value, 2.9);
    EXPECT_EQ(r.series.name, "runs");
}

TEST(MeasurementCsv, ReadsSpeedupEfficiencyAndRmaxRpeak) {
    EXPECT_EQ(importCsv("N,Speedup\n1,1\n8,7.5\n").series.quantity, MeasuredQuantity::Speedup);
    EXPECT_EQ(importCsv("cores;efficiency\n2;0.99\n64;0.9\n").series.quantity, MeasuredQuantity::Efficiency);
    const auto r = importCsv("cores,rmax,rpeak\n12032,216.389,250.266\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::RmaxRpeak);
    EXPECT_DOUBLE_EQ(r.series.points[0].speedup(r.series.quantity), 12032 * 216.389 / 250.266);
}

TEST(MeasurementCsv, MappingOverridesColumnNames) {
    MeasurementColumnMapping mapping;
    mapping.processors = "GPUs used";
    mapping.quantity = MeasuredQuantity::Speedup;
    mapping.value = "scaling";
    const auto r = importCsv("GPUs used,scaling,time\n1,1,100\n4,3.5,30\n", mapping);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::Speedup);
    EXPECT_EQ(r.series.points[1].value, 3.5);
}

TEST(MeasurementCsvBadInput, EmptyFile) { EXPECT_NE(importErrorText("").find("runs.csv: file is empty"), std::string::npos); }

TEST(MeasurementCsvBadInput, HeaderWithoutRows) { EXPECT_NE(importErrorText("n,time\n").find("no data rows"), std::string::npos); }

TEST(MeasurementCsvBadInput, MissingNColumn) {
    const std::string text = importErrorText("machine,time\n1,10\n");
    EXPECT_NE(text.find("runs.csv:1: N column: no column for N"), std::string::npos) << text;
    EXPECT_NE(text.find("'machine'"), std::string::npos) << text;
}

TEST(MeasurementCsvBadInput, MissingQuantityColumn) {
    EXPECT_NE(importErrorText("n,color\n1,red\n").find("no column for the measured quantity"), std::string::npos);
}

TEST(MeasurementCsvBadInput, RmaxWithoutRpeak) {
    EXPECT_NE(importErrorText("n,rmax\n4,3\n").find("no column for Rpeak"), std::string::npos);
}

TEST(MeasurementCsvBadInput, NonNumericValue) {
    expectSingleIssue(importCsv("n,time\n1,10\n2,fast\n4,2.6\n"), 3, "time", "expected a number, got 'fast'");
}

TEST(MeasurementCsvBadInput, EmptyValue) { expectSingleIssue(importCsv("n,time\n1,10\n2,\n"), 3, "time", "empty"); }

TEST(MeasurementCsvBadInput, NaNValue) { expectSingleIssue(importCsv("n,time\n1,10\n2,NaN\n"), 3, "time", "finite"); }

TEST(MeasurementCsvBadInput, InfiniteValue) { expectSingleIssue(importCsv("n,speedup\n1,1\n2,inf\n"), 3, "speedup", "finite"); }

TEST(MeasurementCsvBadInput, NonPositiveN) {
    expectSingleIssue(importCsv("n,time\n0,10\n2,5\n"), 2, "n", "at least 1");
    expectSingleIssue(importCsv("n,time\n-4,10\n2,5\n"), 2, "n", "at least 1");
}

TEST(MeasurementCsv, RepetitionsAreAveragedWithTheirSpread) {
    // Five runs per N is how people measure: never "duplicate N".
    const auto r = importCsv("n,time\n1,10\n2,5\n2,5.1\n2,4.9\n");
    ASSERT_TRUE(r.ok()) << r.issues[0].toString();
    ASSERT_EQ(r.series.points.size(), 2u);
    const auto& two = r.series.points[1];
    EXPECT_EQ(two.repetitions, 3);
    EXPECT_NEAR(two.value, 5.0, 1e-15);
    EXPECT_EQ(two.minimum, 4.9);
    EXPECT_EQ(two.maximum, 5.1);
    EXPECT_NEAR(two.standardDeviation, 0.1, 1e-14);
    EXPECT_EQ(two.line, 3);  // the first line with N = 2
    EXPECT_NEAR(two.fitVariable.mean, (1 / 5.0 + 1 / 5.1 + 1 / 4.9) / 3, 1e-15);
    EXPECT_EQ(r.series.rowCount(), 4u);
    ASSERT_EQ(r.series.rows.size(), 4u);  // every row kept, in file order
    EXPECT_EQ(r.series.rows.values[2], 5.1);
    EXPECT_EQ(r.series.rows.lines[3], 5);
}

TEST(MeasurementCsv, EfficiencyAboveOneIsData) {
    const auto r = importCsv("n,efficiency\n2,0.9\n4,1.2\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.points[1].value, 1.2);
}

TEST(MeasurementCsvBadInput, EfficiencyZeroOrNegative) {
    expectSingleIssue(importCsv("n,efficiency\n2,0\n4,0.5\n"), 2, "efficiency", "greater than 0");
    expectSingleIssue(importCsv("n,efficiency\n2,-0.1\n4,0.5\n"), 2, "efficiency", "greater than 0");
}

TEST(MeasurementCsv, SpeedupAboveNIsData) {
    // A noisy S = 1.0028 at N = 1 and a superlinear point: kept, not refused.
    const auto r = importCsv("n,speedup\n1,1.0028\n2,1.9\n4,4.5\n");
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.series.points.size(), 3u);
    EXPECT_EQ(r.series.points[0].value, 1.0028);
    EXPECT_EQ(r.series.points[2].value, 4.5);
}

TEST(MeasurementCsvBadInput, NonPositiveTime) { expectSingleIssue(importCsv("n,time\n1,10\n2,0\n"), 3, "time", "greater than 0"); }

TEST(MeasurementCsv, RmaxAboveRpeakIsKept) {
    // The TOP500 source has such a typo (Sugon, 2019-11 #244): data, flagged by the fit.
    const auto r = importCsv("n,rmax,rpeak\n100,1661,181.3\n200,100,181.3\n");
    ASSERT_TRUE(r.ok());
    EXPECT_GT(r.series.points[0].speedup(r.series.quantity), 100.0);
}

TEST(MeasurementCsvBadInput, RaggedRow) {
    const auto r = importCsv("n,time\n1,10\n2,5,7\n4,2.6\n");
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
    const std::string text =
        importErrorText(std::string("\x7F"
                                    "ELF\x02\x01\x01\0\0\0",
                                    10));
    EXPECT_NE(text.find("binary data"), std::string::npos) << text;
}

TEST(MeasurementCsvBadInput, ErrorMessagesNameFileLineAndColumn) {
    const auto r = importCsv("n,time\n1,10\n2,abc\n");
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

TEST(MeasurementCsvBadInput, OverflowingNumberIsNotFinite) { expectSingleIssue(importCsv("n,time\n1,10\n2,1e400\n"), 3, "time", "finite"); }

TEST(MeasurementCsvBadInput, MissingFileIsAnImportError) {
    EXPECT_THROW(MeasurementCsvImporter::importFile("/nonexistent/effsurf/runs.csv"), ImportError);
}

}  // namespace

// ---- files as they really come (issue 12) ---------------------------------

namespace {

TEST(MeasurementCsvFlood, AMillionBadRowsListFiftyAndCountTheRest) {
    std::string text = "n,time\n1,10\n2,5\n";
    for (int i = 0; i < 200000; ++i) text += (i % 4 == 0) ? "4,x\n" : (i % 4 == 1) ? "4\n" : "0,3\n";
    const auto r = MeasurementCsvImporter::importText(text, "flood.csv");
    EXPECT_EQ(r.issues.size(), 50u);
    EXPECT_EQ(r.issueCount, 200000u);
    ASSERT_EQ(r.issueKinds.size(), 3u);
    EXPECT_EQ(r.issueKinds[0].kind, "not a number");
    EXPECT_EQ(r.issueKinds[0].count, 50000u);
    EXPECT_EQ(r.issueKinds[1].kind, "wrong field count");
    EXPECT_EQ(r.issueKinds[1].count, 50000u);
    EXPECT_EQ(r.issueKinds[2].kind, "N below 1");
    EXPECT_EQ(r.issueKinds[2].count, 100000u);
    EXPECT_EQ(r.issueSummary(),
              "200,000 problems: 50,000 not a number, 50,000 wrong field count, 100,000 N below 1; the first 50 are listed");
    EXPECT_EQ(r.series.points.size(), 2u);  // the good rows are still there
}

TEST(MeasurementCsvBadInput, HugeValuesAreIssuesWithLineAndColumn) {
    const auto r = importCsv("n,time\n1,1e308\n2,5\n4,2.6\n");
    ASSERT_EQ(r.issueCount, 1u);
    EXPECT_EQ(r.issues[0].line, 2);
    EXPECT_EQ(r.issues[0].column, 2);
    EXPECT_EQ(r.issues[0].kind, "out of range");
    EXPECT_NE(r.issues[0].toString().find("runs.csv:2: column 2 (time): time = 1e+308 is outside"), std::string::npos)
        << r.issues[0].toString();
    expectSingleIssue(importCsv("n,time\n1,10\n5e12,1\n"), 3, "n", "beyond the processor counts");
}

TEST(MeasurementCsvOptions, CancelStopsTheImport) {
    std::string text = "n,time\n";
    for (int i = 1; i <= 20000; ++i) text += std::to_string(i) + ",1\n";
    std::atomic<bool> cancel{true};
    ImportOptions options;
    options.cancel = &cancel;
    EXPECT_THROW(MeasurementCsvImporter::importText(text, "big.csv", {}, options), ImportCancelled);
}

TEST(MeasurementCsvOptions, ProgressReachesTheEndAndRowsCanBeDropped) {
    std::string text = "n,time\n";
    for (int i = 1; i <= 20000; ++i) text += std::to_string(1 + i % 8) + "," + std::to_string(10.0 / (1 + i % 8)) + "\n";
    std::uint64_t lastDone = 0, lastTotal = 0;
    int calls = 0;
    ImportOptions options;
    options.keepRows = false;
    options.progress = [&](std::uint64_t done, std::uint64_t total) {
        EXPECT_GE(done, lastDone);
        lastDone = done;
        lastTotal = total;
        ++calls;
    };
    const auto r = MeasurementCsvImporter::importText(text, "big.csv", {}, options);
    EXPECT_GE(calls, 4);
    EXPECT_EQ(lastDone, text.size());
    EXPECT_EQ(lastTotal, text.size());
    EXPECT_TRUE(r.series.rows.empty());
    EXPECT_EQ(r.series.points.size(), 8u);
    EXPECT_EQ(r.series.rowCount(), 20000u);
}

TEST(MeasurementCsvOptions, APreviewOfBadRowsStopsToo) {
    // A first look at a file of bad rows reads its first rows, not the whole file.
    std::string text = "n,time\n";
    for (int i = 0; i < 100000; ++i) text += "1,2,3\n";
    ImportOptions options;
    options.rowLimit = 200;
    const auto r = MeasurementCsvImporter::importText(text, "bad.csv", {}, options);
    EXPECT_TRUE(r.truncated);
    EXPECT_EQ(r.issueCount, 200u);
    EXPECT_LT(r.bytesRead, text.size() / 100);
}

TEST(MeasurementCsvOptions, RowLimitGivesAPreview) {
    ImportOptions options;
    options.rowLimit = 3;
    const auto r = MeasurementCsvImporter::importText("n,time\n1,10\n2,5\n4,3\n8,2\n16,1\n", "r.csv", {}, options);
    EXPECT_TRUE(r.truncated);
    EXPECT_EQ(r.series.rowCount(), 3u);
}

TEST(MeasurementCsvFile, StreamingAFileGivesWhatTheTextGives) {
    std::string text = "\xEF\xBB\xBF# bench\r\ncores;\"wall time [ms]\"\r\n";
    for (int i = 0; i < 30000; ++i)
        text += std::to_string(1 << (i % 10)) + ";" + (i % 7 == 0 ? "\"" : "") + std::to_string(1000.0 / (1 << (i % 10)) + i % 3) +
                (i % 7 == 0 ? "\"" : "") + "\r\n";
    const std::string path = ::testing::TempDir() + "effsurf-stream.csv";
    {
        std::FILE* file = std::fopen(path.c_str(), "wb");
        ASSERT_TRUE(file);
        std::fwrite(text.data(), 1, text.size(), file);
        std::fclose(file);
    }
    const auto fromText = MeasurementCsvImporter::importText(text, path);
    const auto fromFile = MeasurementCsvImporter::importFile(path);
    ASSERT_TRUE(fromText.ok() && fromFile.ok());
    ASSERT_EQ(fromFile.series.points.size(), 10u);
    EXPECT_EQ(fromFile.series.rowCount(), 30000u);
    for (std::size_t k = 0; k < 10; ++k) {
        EXPECT_EQ(fromFile.series.points[k].value, fromText.series.points[k].value);
        EXPECT_EQ(fromFile.series.points[k].line, fromText.series.points[k].line);
    }
    EXPECT_EQ(fromFile.series.rows.lines.back(), 30002);  // BOM + comment, header, 30000 rows
    EXPECT_EQ(fromFile.bytesRead, text.size());
    std::remove(path.c_str());
}

}  // namespace
