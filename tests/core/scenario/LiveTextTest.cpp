// SPDX-License-Identifier: MIT
#include "effsurf/core/model/TimelineModel.h"
#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/scenario/Scenario.h"

#include <gtest/gtest.h>

#include <cmath>

#include <limits>

using namespace effsurf::core;

TEST(LiveText, NumbersReadLikeALecturerWritesThem) {
    EXPECT_EQ(formatLiveNumber(0.90909, NumberNotation::Text), "0.909");
    EXPECT_EQ(formatLiveNumber(12.0, NumberNotation::Text), "12");
    EXPECT_EQ(formatLiveNumber(1e-7, NumberNotation::Text), "10\u207b\u2077");
    EXPECT_EQ(formatLiveNumber(1.4547e-7, NumberNotation::Text), "1.45\u00d710\u207b\u2077");
    EXPECT_EQ(formatLiveNumber(9.0909e5, NumberNotation::Text), "9.09\u00d710\u2075");
    EXPECT_EQ(formatLiveNumber(-2.5, NumberNotation::Text), "\u22122.5");
    EXPECT_EQ(formatLiveNumber(9.9996e5, NumberNotation::Text), "10\u2076");  // rounding carries
    EXPECT_EQ(formatLiveNumber(1.4547e-7, NumberNotation::Formula), "1.45 \\times 10^{-7}");
    EXPECT_EQ(formatLiveNumber(1e6, NumberNotation::Formula), "10^{6}");
    EXPECT_EQ(formatLiveNumber(std::numeric_limits<double>::infinity(), NumberNotation::Text), "\u221e");
}

TEST(LiveText, PlaceholdersTakeTheStatesValues) {
    Scenario s;  // Amdahl, s = 1e-7, N = 1e6, FP64
    s.serialFraction = 1e-6;
    s.processors = 1e6;
    // docs/models.md §5: E(1e6, 1e-6) = 0.5; S = N E = 5e5; 1/s = 1e6.
    EXPECT_EQ(substituteLiveNumbers("S = ${S}, E = ${E} (${E%}), gain ${gain}", s, NumberNotation::Text),
              "S = 5\u00d710\u2075, E = 0.5 (50\u00a0%), gain 10\u2076");
    // A number and its "%" stay together, also where the text writes them.
    EXPECT_EQ(substituteLiveNumbers("a bubble of 2 % and 47.2 % of the step, 100 %", s, NumberNotation::Text),
              "a bubble of 2\u00a0% and 47.2\u00a0% of the step, 100\u00a0%");
    EXPECT_EQ(substituteLiveNumbers("per % point", s, NumberNotation::Text), "per % point");
    EXPECT_EQ(substituteLiveNumbers("s = ${s}", s, NumberNotation::Formula), "s = 10^{-6}");
    EXPECT_EQ(substituteLiveNumbers("${alpha}", s, NumberNotation::Text), "1 \u2212 10\u207b\u2076");
    // Half precision (k = 4): s' = 4s/(1 + 3s).
    s.precision = Precision::FP16;
    EXPECT_EQ(substituteLiveNumbers("${s_eff} ${k} ${precision}", s, NumberNotation::Text), "4\u00d710\u207b\u2076 4 FP16");
}

TEST(LiveText, UnknownOrBrokenPlaceholdersStayVisible) {
    Scenario s;
    EXPECT_EQ(substituteLiveNumbers("${nope} and ${S", s, NumberNotation::Text), "${nope} and ${S");
    EXPECT_EQ(substituteLiveNumbers("\\frac{1}{s}", s, NumberNotation::Formula), "\\frac{1}{s}");
}

TEST(LiveText, ThePerformanceWallIsFoundForTheTimelineModel) {
    // The performance-wall tour's model: communication growing as sqrt(N).
    Scenario s;
    s.model = ModelKind::Timeline;
    s.timeline = TimelineModel({{"software", 4e-8, ContributionGrowth::Constant, 0.0},
                                {"operating system", 1e-8, ContributionGrowth::Constant, 0.0},
                                {"communication", 3e-10, ContributionGrowth::Power, 0.5},
                                {"synchronization", 2e-8, ContributionGrowth::Constant, 0.0}});
    // Independent value: S(N) = 1/(p/N + c + a sqrt(N)) with p = 1 - 7e-8, c = 7e-8,
    // a = 3e-10 peaks where p/N^2 = a/(2 sqrt(N)): N = (2p/a)^(2/3) = 3.5422e6.
    EXPECT_EQ(substituteLiveNumbers("${N_best}", s, NumberNotation::Text), "3.54\u00d710\u2076");
    EXPECT_EQ(substituteLiveNumbers("${S_best}", s, NumberNotation::Formula), "1.09 \\times 10^{6}");
    // A constant serial fraction has no wall: the best N is the largest one.
    s.timeline = TimelineModel({{"software", 1e-7, ContributionGrowth::Constant, 0.0}});
    EXPECT_EQ(substituteLiveNumbers("${N_best}", s, NumberNotation::Text), "10\u00b9\u00b2");
}

TEST(NumberText, MessagesAndReadoutsUseOneFormatWithoutCExponents) {
    // Readouts: three digits, a power of ten from 10⁴ on ("S = 71429" was read aloud as a count).
    EXPECT_EQ(formatLiveNumber(71428.6, NumberNotation::Text), "7.14\u00d710\u2074");
    EXPECT_EQ(formatLiveNumber(9999.0, NumberNotation::Text), "9999");
    EXPECT_EQ(formatLiveNumber(1e4, NumberNotation::Text), "10\u2074");
    // Messages: up to six digits, enough to tell an entered digit.
    EXPECT_EQ(formatForPeople(5e12), "5\u00d710\u00b9\u00b2");
    EXPECT_EQ(formatForPeople(-5.0), "\u22125");
    EXPECT_EQ(formatForPeople(1.234567e-7), "1.23457\u00d710\u207b\u2077");
    EXPECT_EQ(formatForPeople(std::nan("")), "NaN");
    for (double v : {1e-15, 2.5e-9, 0.5, 12433.0, 2414592.0, 1e12, -3e-9})
        for (const std::string& text : {formatForPeople(v), formatLiveNumber(v, NumberNotation::Text)})
            EXPECT_EQ(text.find_first_of("eE"), std::string::npos) << v << " -> " << text;
}

TEST(NumberText, IntervalsGetTheDigitsThatTellTheirEndsApart) {
    // A 280,000-row fit: s = 0.00199998 within ±2×10⁻⁷ read "0.002 (0.002 .. 0.002)".
    const IntervalText tight = formatInterval(0.00199998, 0.0019998, 0.0020002);
    EXPECT_NE(tight.lower, tight.estimate);
    EXPECT_NE(tight.estimate, tight.upper);
    EXPECT_EQ(tight.estimate, "0.002");  // 0.0020000 at the 5 digits that tell the ends apart
    EXPECT_EQ(tight.lower, "0.0019998");
    EXPECT_EQ(tight.upper, "0.0020002");
    // A wide interval keeps the usual three digits.
    const IntervalText wide = formatInterval(1.23e-3, 0.9e-3, 1.6e-3);
    EXPECT_EQ(wide.estimate, "0.00123");
    EXPECT_EQ(wide.lower, "9×10⁻⁴");
    // Equal ends stay equal (a zero-width interval is not widened by digits), NaN is n/a.
    const IntervalText exact = formatInterval(0.01, 0.01, 0.01);
    EXPECT_EQ(exact.lower, "0.01");
    EXPECT_EQ(formatInterval(0.01, std::nan(""), std::nan("")).lower, "n/a");
    // Ends apart only in the last bits (a fit of exact data) are equal: three digits, not nine.
    EXPECT_EQ(formatInterval(1.2345678e-4, 1.2345678e-4 * (1 - 1e-15), 1.2345678e-4 * (1 + 1e-15)).estimate, "1.23\u00d710\u207b\u2074");
    // Powers of ten too: 1.0000002×10⁻⁷ against 1.0000001×10⁻⁷.
    const IntervalText small = formatInterval(1.0000002e-7, 1.0000001e-7, 1.0000003e-7);
    EXPECT_EQ(small.estimate, "1.0000002\u00d710\u207b\u2077");
    EXPECT_EQ(small.lower.find_first_of("eE"), std::string::npos);
}

TEST(LiveText, ALayoutInAFormulaIsTypesetNotATab) {
    // "${layout}" in a formula was " <tab>imes ": "\t" in the C++ literal was a tab, not TeX's \times.
    Scenario scenario;
    scenario.useLargeModelTraining();
    const std::string formula = substituteLiveNumbers("${layout}", scenario, NumberNotation::Formula);
    EXPECT_EQ(formula.find('\t'), std::string::npos) << formula;
    EXPECT_NE(formula.find(" \\times "), std::string::npos) << formula;
    EXPECT_NE(substituteLiveNumbers("${layout}", scenario, NumberNotation::Text).find(" \u00d7 "), std::string::npos);
}
