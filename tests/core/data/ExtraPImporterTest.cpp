// SPDX-License-Identifier: MIT
#include "effsurf/core/data/ExtraPImporter.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

namespace {

MeasurementImport importExtraP(const std::string& text, const ExtraPSelection& selection = {}) {
    return ExtraPImporter::importText(text, "exp.txt", selection);
}

std::string errorText(const std::string& text, const ExtraPSelection& selection = {}) {
    try {
        importExtraP(text, selection);
    } catch (const ImportError& e) {
        return e.what();
    }
    return "no error";
}

const char* kStrongScaling =
    "# Extra-P text input\n"
    "PARAMETER p\n"
    "POINTS 1 2 4 8\n"
    "REGION main\n"
    "METRIC time\n"
    "DATA 10.0 10.2 9.8\n"
    "DATA 5.1 5.0\n"
    "DATA 2.6\n"
    "DATA 1.4 1.3 1.5 1.4\n"
    "METRIC visits\n"
    "DATA 1 1\n"
    "DATA 1\n"
    "DATA 1\n"
    "DATA 1\n";

TEST(ExtraP, AveragesRepetitionsAndKeepsTheSpread) {
    const auto r = importExtraP(kStrongScaling);
    ASSERT_TRUE(r.ok()) << r.issues[0].toString();
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::Time);
    EXPECT_EQ(r.series.name, "main (time)");
    ASSERT_EQ(r.series.points.size(), 4u);
    const auto& first = r.series.points[0];
    EXPECT_EQ(first.processors, 1.0);
    EXPECT_DOUBLE_EQ(first.value, 10.0);
    EXPECT_EQ(first.minimum, 9.8);
    EXPECT_EQ(first.maximum, 10.2);
    EXPECT_NEAR(first.standardDeviation, 0.2, 1e-12);
    EXPECT_EQ(first.repetitions, 3);
    EXPECT_EQ(first.line, 6);
    EXPECT_DOUBLE_EQ(r.series.points[3].value, 1.4);
}

TEST(ExtraP, SelectsMetricAndRegion) {
    ExtraPSelection selection;
    selection.metric = "visits";
    const auto r = importExtraP(kStrongScaling, selection);
    ASSERT_TRUE(r.ok());
    EXPECT_DOUBLE_EQ(r.series.points[0].value, 1.0);
    selection.region = "solver";
    EXPECT_NE(errorText(kStrongScaling, selection).find("no DATA for region 'solver'"), std::string::npos);
}

TEST(ExtraP, TwoParametersWithTheOtherHeldFixed) {
    const auto r = importExtraP("PARAMETER p\nPARAMETER n\nPOINTS ( 1 1000 ) ( 2 1000 ) ( 4 1000 )\nDATA 8\nDATA 4.2\nDATA 2.3\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.points[2].processors, 4.0);
}

TEST(ExtraP, TwoParametersNeedTheProcessCountNamed) {
    const std::string text = "PARAMETER x y\nPOINTS ( 1 5 ) ( 2 5 )\nDATA 8\nDATA 4\n";
    EXPECT_NE(errorText(text).find("say which one is the process count"), std::string::npos);
    ExtraPSelection selection;
    selection.processParameter = "x";
    EXPECT_TRUE(importExtraP(text, selection).ok());
}

TEST(ExtraP, VaryingSecondParameterIsRefused) {
    const std::string text = "PARAMETER p\nPARAMETER n\nPOINTS ( 1 10 ) ( 2 20 )\nDATA 8\nDATA 4\n";
    EXPECT_NE(errorText(text).find("parameter 'n' takes several values"), std::string::npos);
}

TEST(ExtraPBadInput, TooFewDataLines) {
    const auto r = importExtraP("PARAMETER p\nPOINTS 1 2 4\nREGION r\nDATA 3\nDATA 2\n");
    ASSERT_EQ(r.issues.size(), 1u);
    EXPECT_EQ(r.issues[0].line, 5);
    EXPECT_NE(r.issues[0].message.find("wrong DATA count: 2 DATA lines for 3 POINTS in region 'r'"), std::string::npos)
        << r.issues[0].toString();
}

TEST(ExtraPBadInput, TooManyDataLines) {
    const auto r = importExtraP("PARAMETER p\nPOINTS 1 2\nDATA 3\nDATA 2\nDATA 1\n");
    ASSERT_EQ(r.issues.size(), 1u);
    EXPECT_EQ(r.issues[0].line, 5);
    EXPECT_NE(r.issues[0].message.find("more DATA lines than the 2 POINTS"), std::string::npos);
}

TEST(ExtraPBadInput, NonNumericAndNaNData) {
    const auto r = importExtraP("PARAMETER p\nPOINTS 1 2 4\nDATA 3 x\nDATA nan\nDATA 1\n");
    ASSERT_EQ(r.issues.size(), 2u);
    EXPECT_EQ(r.issues[0].line, 3);
    EXPECT_NE(r.issues[0].message.find("'x'"), std::string::npos);
    EXPECT_EQ(r.issues[1].line, 4);
    EXPECT_EQ(r.series.points.size(), 1u);  // only the valid point, and the import is not ok()
}

TEST(ExtraPBadInput, EmptyDataLine) {
    const auto r = importExtraP("PARAMETER p\nPOINTS 1 2\nDATA 3\nDATA\n");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.issues[0].message.find("empty DATA line"), std::string::npos);
}

TEST(ExtraPBadInput, UnknownKeyword) {
    const auto r = importExtraP("PARAMETER p\nPOINTS 1 2\nDAT 3\nDATA 3\nDATA 2\n");
    ASSERT_EQ(r.issues.size(), 1u);
    EXPECT_EQ(r.issues[0].line, 3);
    EXPECT_NE(r.issues[0].message.find("unknown keyword 'DAT'"), std::string::npos);
}

TEST(ExtraPBadInput, NonPositiveProcessCountIsAnIssueAPointListedTwiceRepeats) {
    const auto r = importExtraP("PARAMETER p\nPOINTS 0 2 2\nDATA 3\nDATA 2\nDATA 2.2\n");
    ASSERT_EQ(r.issues.size(), 1u);
    EXPECT_NE(r.issues[0].message.find("at least 1"), std::string::npos);
    ASSERT_EQ(r.series.points.size(), 1u);
    EXPECT_EQ(r.series.points[0].repetitions, 2);
    EXPECT_NEAR(r.series.points[0].value, 2.1, 1e-15);
}

TEST(ExtraPBadInput, HugeValuesAreIssuesNotInfinity) {
    // The mean of two 1e308 overflowed to inf: such values cannot be times in any unit.
    const auto r = importExtraP("PARAMETER p\nPOINTS 1 2 4\nDATA 1e308 1e308\nDATA 5 5.1\nDATA 2.6\n");
    ASSERT_EQ(r.issueCount, 2u);
    EXPECT_EQ(r.issues[0].line, 3);
    EXPECT_EQ(r.issues[0].kind, "out of range");
    EXPECT_NE(r.issues[0].message.find("1e+308"), std::string::npos) << r.issues[0].toString();
    ASSERT_EQ(r.series.points.size(), 2u);
    for (const auto& p : r.series.points) EXPECT_TRUE(std::isfinite(p.value));
}

TEST(ExtraPBadInput, ZeroAndNegativeTimesAreIssues) {
    const auto r = importExtraP("PARAMETER p\nPOINTS 1 2\nDATA 10 -1\nDATA 0\n");
    EXPECT_EQ(r.issueCount, 2u);
    EXPECT_EQ(r.issueKinds.at(0).kind, "zero or negative");
    EXPECT_TRUE(r.series.points.empty());
}

TEST(ExtraPBadInput, TupleOfWrongSize) {
    const auto r = importExtraP("PARAMETER p\nPARAMETER n\nPOINTS ( 1 5 ) ( 2 )\nDATA 3\nDATA 2\n");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.issues[0].message.find("has 1 coordinates for 2 parameters"), std::string::npos);
}

TEST(ExtraPBadInput, MalformedFirstPointDoesNotBecomeTheReference) {
    // The first tuple has one coordinate for two parameters; the others must
    // be compared with the first well-formed point, not read past the short one.
    const auto r = importExtraP("PARAMETER p\nPARAMETER q\nPOINTS ( 1 ) ( 2 10 ) ( 4 10 )\nDATA 3\nDATA 2\nDATA 1\n");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.series.points.size(), 2u);
    EXPECT_NE(r.issues[0].message.find("has 1 coordinates for 2 parameters"), std::string::npos);
}

TEST(ExtraPBadInput, StructuralErrors) {
    EXPECT_NE(errorText("").find("file is empty"), std::string::npos);
    EXPECT_NE(errorText("POINTS 1 2\n").find("POINTS before any PARAMETER"), std::string::npos);
    EXPECT_NE(errorText("PARAMETER p\nDATA 1\n").find("DATA before any POINTS"), std::string::npos);
    EXPECT_NE(errorText("PARAMETER p\nPOINTS 1 2\n").find("no DATA lines"), std::string::npos);
    EXPECT_NE(errorText(std::string("PARAMETER p\n\x01\x02\x03", 15)).find("binary data"), std::string::npos);
}

}  // namespace
