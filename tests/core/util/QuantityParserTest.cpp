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

}  // namespace
