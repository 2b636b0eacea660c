// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace effsurf::core {

/// Where a number is written: running text (Unicode, "1.45×10⁻⁷") or
/// formula markup ("1.45 \times 10^{-7}").
enum class NumberNotation { Text, Formula };

/// The one format of every number a person reads (titles, readouts, tables,
/// captions, tours, messages): `value` to `significantDigits` digits, plain
/// for 1e-3 <= |x| < 1e4, otherwise as mantissa × power of ten; an exact
/// power of ten is just "10⁻⁷"; minus signs are U+2212 in text. Never C's
/// "1e+06" (files keep formatNumber's round-trip form).
std::string formatLiveNumber(double value, NumberNotation notation, int significantDigits = 3);

/// Fixed notation with `digits` significant digits, trailing zeros removed
/// ("0.909", "1580"; no power of ten).
std::string plainNumber(double value, int digits);

/// A number in a message about a value someone entered: the app's format
/// with up to six significant digits, enough to tell apart two values that
/// differ in an entered digit ("got 5×10¹²", "got −5", "got NaN").
std::string formatForPeople(double value);

/// An estimate and its interval in the one format, with as many significant
/// digits (3 to 9) as it takes to tell the three apart: "0.002 (95%: 0.002 ..
/// 0.002)" says nothing, "0.0019999 (95%: 0.0019997 .. 0.0020001)" does. All
/// three share the digits; equal values stay equal (a zero-width interval).
struct IntervalText {
    std::string estimate, lower, upper;
};
IntervalText formatInterval(double estimate, double lower, double upper, NumberNotation notation = NumberNotation::Text);

}  // namespace effsurf::core
