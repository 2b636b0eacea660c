// SPDX-License-Identifier: MIT
// The portable reading and writing of doubles (what the WebAssembly build of
// core uses) against <charconv>'s, which the desktop uses: the same text and
// the same values, so that the page and the app print and read numbers alike.

#include "effsurf/core/util/DoubleChars.h"

#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>

using namespace effsurf::core;

namespace {

std::string standard(double value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string portable(double value) {
    char buffer[32];
    const std::size_t length = detail::writeDoublePortable(value, buffer);
    EXPECT_EQ(std::strlen(buffer), length);
    return std::string(buffer, length);
}

}  // namespace

TEST(DoubleChars, WritesAsToCharsDoes) {
    const double cases[] = {0.0,
                            -0.0,
                            1.0,
                            -1.0,
                            0.1,
                            1e-7,
                            1.4547e-7,
                            1e6,
                            1e4,
                            12345.0,
                            123456789.0,
                            1e21,
                            1e22,
                            0.9090909917355446,
                            2414592.0,
                            5e-324,
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::min(),
                            1.0 / 3.0,
                            100.0,
                            1e15,
                            1e16,
                            1e17,
                            123e-20,
                            std::numeric_limits<double>::infinity(),
                            -std::numeric_limits<double>::infinity()};
    for (const double value : cases) EXPECT_EQ(portable(value), standard(value)) << value;
    std::mt19937_64 random(5);
    std::uniform_real_distribution<double> exponent(-300.0, 300.0), mantissa(1.0, 10.0);
    for (int i = 0; i < 20000; ++i) {
        const double value = (i % 2 ? -1.0 : 1.0) * mantissa(random) * std::pow(10.0, std::floor(exponent(random)));
        ASSERT_EQ(portable(value), standard(value)) << value;
        const double rounded = std::round(mantissa(random) * 1000.0) / 1000.0 * std::pow(10.0, double(i % 12));
        ASSERT_EQ(portable(rounded), standard(rounded)) << rounded;
    }
}

TEST(DoubleChars, WritesSignificantDigitsAsToCharsDoes) {
    // What a report prints ("1.4547e-07" at 6 digits): the page's WebAssembly and the desktop alike.
    std::mt19937_64 random(7);
    std::uniform_real_distribution<double> exponent(-30.0, 30.0), mantissa(1.0, 10.0);
    for (int i = 0; i < 20000; ++i) {
        const double value = (i % 2 ? -1.0 : 1.0) * mantissa(random) * std::pow(10.0, std::floor(exponent(random)));
        const int digits = 1 + i % 17;
        char expected[64];
        const auto result = std::to_chars(expected, expected + sizeof expected, value, std::chars_format::general, digits);
        char portableText[32], shipped[32];
        const std::size_t length = detail::writeDoubleDigitsPortable(value, digits, portableText);
        ASSERT_EQ(std::string(portableText, length), std::string(expected, result.ptr)) << value << " at " << digits;
        ASSERT_EQ(std::string(shipped, writeDoubleDigits(value, digits, shipped)), std::string(expected, result.ptr));
    }
    char buffer[32];
    EXPECT_EQ(std::string(buffer, writeDoubleDigits(1.4547e-7, 6, buffer)), "1.4547e-07");
    EXPECT_EQ(std::string(buffer, writeDoubleDigits(0.25, 3, buffer)), "0.25");
}

TEST(DoubleChars, ReadsAsFromCharsDoes) {
    const char* const texts[] = {"1",    "-1",       "0.5",   "1e-7",   "1E6",    "1.4547e-07", ".5",    "5.", "inf", "-inf",
                                 "nan",  "infinity", "1e400", "-1e400", "1e-400", "4.9e-324",   "1e",    "+1", " 1",  "1 ",
                                 "0x10", "abc",      "",      "-",      "--1",    "1.2.3",      "12abc", "-+1"};
    for (const char* text : texts) {
        double expected = 42.0, actual = 42.0;
        const std::string_view view(text);
        const auto result = std::from_chars(view.data(), view.data() + view.size(), expected);
        const DoubleRead want = result.ptr != view.data() + view.size()       ? DoubleRead::NotANumber
                                : result.ec == std::errc::result_out_of_range ? DoubleRead::OutOfRange
                                : result.ec != std::errc()                    ? DoubleRead::NotANumber
                                                                              : DoubleRead::Number;
        EXPECT_EQ(detail::readDoublePortable(view, actual), want) << text;
        EXPECT_EQ(readDouble(view, actual = 42.0), want) << text;
        if (want == DoubleRead::Number && !std::isnan(expected)) {
            double portableValue = 0.0;
            detail::readDoublePortable(view, portableValue);
            EXPECT_EQ(portableValue, expected) << text;
        }
    }
    std::mt19937_64 random(9);
    for (int i = 0; i < 20000; ++i) {
        const double value = std::ldexp(double(random() >> 11), int(random() % 200) - 150);
        const std::string text = standard(value);
        double read = 0.0;
        ASSERT_EQ(detail::readDoublePortable(text, read), DoubleRead::Number) << text;
        ASSERT_EQ(read, value) << text;
    }
}
