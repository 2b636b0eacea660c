// SPDX-License-Identifier: MIT
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"

#include <gtest/gtest.h>

#include <clocale>
#include <limits>

using namespace effsurf::core;

namespace {

TEST(QuantityParser, SerialFractionForms) {
    EXPECT_EQ(parseSerialFraction("1e-7"), 1e-7);
    EXPECT_EQ(parseSerialFraction(" 0.0000001 "), 1e-7);
    EXPECT_EQ(parseSerialFraction("5%"), 0.05);
    EXPECT_EQ(parseSerialFraction("s=0.5"), 0.5);
    EXPECT_EQ(parseSerialFraction("1"), 1.0);
    EXPECT_EQ(parseSerialFraction("0"), 0.0);
}

TEST(QuantityParser, AlphaIsComplementedWithoutCancellation) {
    // 1 - 0.9999999 in double arithmetic is 9.99999993922529e-08; the
    // decimal complement gives the double nearest 1e-7 exactly.
    EXPECT_EQ(parseSerialFraction("alpha=0.9999999"), 1e-7);
    EXPECT_EQ(parseSerialFraction("alpha = 0.999999854532654"), 1.45467346e-7);
    EXPECT_EQ(parseSerialFraction("a=0.95"), 0.05);
    EXPECT_EQ(parseSerialFraction("alpha=1"), 0.0);
    EXPECT_EQ(parseSerialFraction("alpha=0"), 1.0);
    EXPECT_EQ(parseSerialFraction("alpha=99%"), 1.0 - 0.99);
}

TEST(QuantityParser, RejectsWithTheFieldName) {
    for (const char* bad : {"", "abc", "1e-7x", "-0.1", "1.5", "150%", "alpha=1.1", "beta=0.5", "nan", "inf"}) {
        try {
            parseSerialFraction(bad, "--serial");
            FAIL() << "accepted '" << bad << "'";
        } catch (const InvalidParameter& e) {
            EXPECT_EQ(e.field(), "--serial") << bad;
        }
    }
}

TEST(QuantityParser, ProcessorCounts) {
    EXPECT_EQ(parseProcessorCount("2414592"), 2414592.0);
    EXPECT_EQ(parseProcessorCount("2.4e6"), 2.4e6);
    EXPECT_EQ(parseProcessorCount("2,414,592"), 2414592.0);
    EXPECT_EQ(parseProcessorCount("1e12"), 1e12);
    EXPECT_THROW(parseProcessorCount("0"), InvalidParameter);
    EXPECT_THROW(parseProcessorCount("-3"), InvalidParameter);
    EXPECT_THROW(parseProcessorCount("many"), InvalidParameter);
    EXPECT_THROW(parseProcessorCount("inf"), InvalidParameter);
}

TEST(QuantityParser, OutOfRangeNumbersAreNotZero) {
    // from_chars leaves its output untouched on overflow; 1e400 must not become 0.
    EXPECT_EQ(parseDouble("1e400"), std::numeric_limits<double>::infinity());
    EXPECT_EQ(parseDouble("-1e400"), -std::numeric_limits<double>::infinity());
    EXPECT_EQ(parseDouble("1e-400"), 0.0);
    EXPECT_FALSE(parseDouble("+-1").has_value());
    EXPECT_FALSE(parseDouble("++1").has_value());
    EXPECT_THROW(parseSerialFraction("1e400"), InvalidParameter);
    EXPECT_THROW(parseProcessorCount("1e400"), InvalidParameter);
}

TEST(QuantityParser, IgnoresTheCLocale) {
    // QApplication sets LC_NUMERIC from the environment; a German locale
    // must not turn "0.5" into 0 or accept "0,5".
    const char* previous = std::setlocale(LC_NUMERIC, nullptr);
    const std::string saved = previous ? previous : "C";
    if (std::setlocale(LC_NUMERIC, "de_DE.UTF-8") == nullptr) std::setlocale(LC_NUMERIC, "C");
    EXPECT_EQ(parseDouble("0.5"), 0.5);
    EXPECT_FALSE(parseDouble("0,5").has_value());
    std::setlocale(LC_NUMERIC, saved.c_str());
}

TEST(QuantityParser, RangesAndGrids) {
    const auto range = parseRange("1:1e9", "--n-range");
    EXPECT_EQ(range.low, 1.0);
    EXPECT_EQ(range.high, 1e9);
    EXPECT_THROW(parseRange("1e9:1", "--n-range"), InvalidParameter);
    EXPECT_THROW(parseRange("1-1e9", "--n-range"), InvalidParameter);
    EXPECT_THROW(parseRange("0:10", "--n-range"), InvalidParameter);
    const auto grid = parseGridSize("256x128", 2048, "--grid");
    EXPECT_EQ(grid.rows, 256);
    EXPECT_EQ(grid.columns, 128);
    EXPECT_THROW(parseGridSize("4096x4096", 2048, "--grid"), InvalidParameter);
    EXPECT_THROW(parseGridSize("1x10", 2048, "--grid"), InvalidParameter);
    EXPECT_THROW(parseGridSize("10.5x10", 2048, "--grid"), InvalidParameter);
    EXPECT_THROW(parseGridSize("ten", 2048, "--grid"), InvalidParameter);
}

TEST(QuantityParser, ReadsTheNumbersEffsurfDisplays) {
    EXPECT_EQ(parseDouble("2.5\u00d710\u00b9\u2070"), 2.5e10);  // 2.5×10¹⁰
    EXPECT_EQ(parseDouble("10\u207b\u2077"), 1e-7);             // 10⁻⁷
    EXPECT_EQ(parseDouble("\u22123"), -3.0);                    // −3
    EXPECT_EQ(parseDouble("\u221210\u2076"), -1e6);             // −10⁶
    EXPECT_EQ(parseDouble(" 2.5 x 10^10 "), 2.5e10);
    EXPECT_EQ(parseDouble("6*10^15"), 6e15);
    EXPECT_EQ(parseDouble("1.5\u00b710\u00b3"), 1500.0);  // 1.5·10³
    EXPECT_FALSE(parseDouble("210^3"));                   // not a power of ten
    EXPECT_FALSE(parseDouble("\u00d710^3"));              // a sign of multiplication and nothing to multiply
    EXPECT_FALSE(parseDouble("2\u00b3"));                 // 2³ is no notation we write
    EXPECT_FALSE(parseDouble("1e3x"));
    EXPECT_EQ(parseSerialFraction("10\u207b\u2077"), 1e-7);
    EXPECT_EQ(parseProcessorCount("2.414592\u00d710\u2076"), 2414592.0);
}

TEST(QuantityParser, EditableNumbersReadBackExactly) {
    EXPECT_EQ(formatEditableNumber(1e-7), "10\u207b\u2077");
    EXPECT_EQ(formatEditableNumber(2.5e10), "2.5\u00d710\u00b9\u2070");
    EXPECT_EQ(formatEditableNumber(2414592.0), "2414592");
    EXPECT_EQ(formatEditableNumber(0.05), "0.05");
    EXPECT_EQ(formatEditableNumber(5e-6), "5\u00d710\u207b\u2076");
    EXPECT_EQ(formatEditableNumber(-4e12), "\u22124\u00d710\u00b9\u00b2");
    EXPECT_EQ(formatEditableNumber(1e12), "10\u00b9\u00b2");
    for (double v :
         {1e-15, 3.3333333333e-9, 0.001, 0.1234567891, 9999999.0, 1e7, 22122.1629107, 1.75e11, 6e15, 123456789.0, 0.3, 1.0 / 3.0}) {
        const auto back = parseDouble(formatEditableNumber(v, 17));
        ASSERT_TRUE(back) << v;
        EXPECT_EQ(*back, v) << formatEditableNumber(v, 17);
    }
    // At most 10 digits by default: 1/3 is shown as 0.3333333333.
    EXPECT_EQ(formatEditableNumber(1.0 / 3.0), "0.3333333333");
}

}  // namespace

TEST(QuantityParser, NumbersAboveAMinimumNameTheFieldWhenRefused) {
    EXPECT_EQ(parseNumberAbove("2.5×10¹⁰", "bandwidth", 0.0, false), 2.5e10);
    EXPECT_EQ(parseNumberAbove("0", "latency", 0.0, true), 0.0);
    const auto message = [](const char* text, bool orEqual) {
        try {
            parseNumberAbove(text, "bandwidth", 0.0, orEqual);
        } catch (const InvalidParameter& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message("0", false), "bandwidth: must be greater than 0");
    EXPECT_EQ(message("-1", true), "bandwidth: must be at least 0");
    EXPECT_EQ(message("fast", true), "bandwidth: expected a number such as 1.75e11, got 'fast'");
    EXPECT_EQ(message("inf", true), "bandwidth: expected a number such as 1.75e11, got 'inf'");
}

TEST(QuantityParser, NumbersInARangeAreRefusedNotClamped) {
    // The window's k field once clamped what a spin box could not hold:
    // "1e400" became 1400, "5e12" 512, "-1" 1, without a word.
    EXPECT_EQ(parseNumberInRange("4", "speed factor k", 1e-3, 1e4), 4.0);
    EXPECT_EQ(parseNumberInRange(" 1e4 ", "speed factor k", 1e-3, 1e4), 1e4);
    EXPECT_EQ(parseNumberInRange("10\u207B\u00B3", "speed factor k", 1e-3, 1e4), 1e-3);
    const auto message = [](const char* text) {
        try {
            parseNumberInRange(text, "speed factor k", 1e-3, 1e4);
        } catch (const InvalidParameter& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message("1e400"), "speed factor k: must lie in [0.001, 10⁴], got 1e400");
    EXPECT_EQ(message("5e12"), "speed factor k: must lie in [0.001, 10⁴], got 5×10¹²");
    EXPECT_EQ(message("-1"), "speed factor k: must lie in [0.001, 10⁴], got −1");
    EXPECT_EQ(message("0"), "speed factor k: must lie in [0.001, 10⁴], got 0");
    EXPECT_EQ(message("nan"), "speed factor k: expected a number such as 4, got 'nan'");
    EXPECT_EQ(message(" four "), "speed factor k: expected a number such as 4, got 'four'");
}

TEST(QuantityParser, WholeNumbersInRangeRefuseFractionsInsteadOfRoundingThem) {
    EXPECT_EQ(parseWholeNumberInRange("8", "threads", 1, 256), 8);
    EXPECT_EQ(parseWholeNumberInRange("1.6e2", "threads", 1, 256), 160);
    const auto message = [](const char* text) {
        try {
            parseWholeNumberInRange(text, "threads", 1, 256);
        } catch (const InvalidParameter& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message("2.5"), "threads: must be a whole number, got 2.5");
    EXPECT_EQ(message("-1"), "threads: must lie in [1, 256], got −1");
    EXPECT_EQ(message("1e400"), "threads: must lie in [1, 256], got 1e400");
}

namespace {

/// The message a refusal of `parse(text)` carries; empty if it was accepted.
template <typename Parse>
std::string refusalOf(Parse parse, const std::string& text) {
    try {
        parse(text);
    } catch (const InvalidParameter& e) {
        return e.what();
    }
    return {};
}

TEST(QuantityParser, ADecimalCommaIsRefusedSayingThePointIsTheDecimalSeparator) {
    // English fields, files and the command line: "0,05" is not 0.05 and not 5, and the refusal shows what to type.
    const auto serial = [](const std::string& t) { return parseSerialFraction(t); };
    EXPECT_NE(refusalOf(serial, "0,05").find("the decimal point is '.': 0.05"), std::string::npos) << refusalOf(serial, "0,05");
    EXPECT_NE(refusalOf(serial, "s=2,5e-7").find("2.5e-7"), std::string::npos) << refusalOf(serial, "s=2,5e-7");
    // "1,5" processors are not fifteen: only whole groups of three are thousands.
    const auto count = [](const std::string& t) { return parseProcessorCount(t); };
    EXPECT_NE(refusalOf(count, "1,5").find("the decimal point is '.': 1.5"), std::string::npos) << refusalOf(count, "1,5");
    EXPECT_FALSE(refusalOf(count, "1,5e6").empty());
    EXPECT_FALSE(refusalOf(count, "24,14,592").empty());
    EXPECT_FALSE(refusalOf(count, "0,500").empty());
    EXPECT_EQ(parseProcessorCount("2,414,592"), 2414592.0);
    EXPECT_EQ(parseProcessorCount("1,000"), 1000.0);
    const auto ranged = [](const std::string& t) { return parseNumberInRange(t, "speed factor k", 1e-3, 1e4); };
    EXPECT_NE(refusalOf(ranged, "2,5").find("2.5"), std::string::npos);
    const auto above = [](const std::string& t) { return parseNumberAbove(t, "parameters", 0, false); };
    EXPECT_NE(refusalOf(above, "1,75e11").find("1.75e11"), std::string::npos);
    // Text without a comma is refused as before, with no hint.
    EXPECT_EQ(refusalOf(serial, "abc").find("decimal point"), std::string::npos);
}

}  // namespace
