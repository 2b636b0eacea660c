// SPDX-License-Identifier: MIT
#include "effsurf/core/util/NumberText.h"

#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace effsurf::core {
namespace {

/// Unicode superscript for an exponent such as -7.
std::string superscript(int exponent) {
    static const char* const digits[] = {"\u2070", "\u00b9", "\u00b2", "\u00b3", "\u2074",
                                         "\u2075", "\u2076", "\u2077", "\u2078", "\u2079"};
    std::string out = exponent < 0 ? "\u207b" : "";
    const std::string magnitude = std::to_string(std::abs(exponent));
    for (char c : magnitude) out += digits[c - '0'];
    return out;
}

/// Fixed notation with `digits` significant digits, trailing zeros removed.
std::string plainDigits(double value, int digits) {
    const int magnitude = value == 0.0 ? 0 : static_cast<int>(std::floor(std::log10(std::fabs(value))));
    const int decimals = std::max(0, digits - 1 - magnitude);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string text = buffer;
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') text.pop_back();
        if (text.back() == '.') text.pop_back();
    }
    return text;
}

}  // namespace

std::string plainNumber(double value, int digits) { return plainDigits(value, digits); }

std::string formatLiveNumber(double value, NumberNotation notation, int significantDigits) {
    const bool formula = notation == NumberNotation::Formula;
    if (std::isnan(value)) return formula ? "\\text{n/a}" : "n/a";
    if (std::isinf(value)) return value > 0 ? (formula ? "\\infty" : "\u221e") : (formula ? "-\\infty" : "\u2212\u221e");
    const double magnitude = std::fabs(value);
    // Plain from 0.001 up to 9999 (four digits at most); beyond, a mantissa of
    // `significantDigits` digits times a power of ten: "7.14×10⁴", never "71429".
    if (magnitude == 0.0 || (magnitude >= 1e-3 && magnitude < 1e4)) {
        std::string text = plainDigits(value, significantDigits);
        if (!formula && !text.empty() && text[0] == '-') text.replace(0, 1, "\u2212");
        return text;
    }
    int exponent = static_cast<int>(std::floor(std::log10(magnitude)));
    double mantissa = value / std::pow(10.0, exponent);
    // Rounding may carry the mantissa to 10 (9.996e5 -> "10.0e5"): renormalize.
    const double scale = std::pow(10.0, significantDigits - 1);
    if (std::fabs(std::round(mantissa * scale) / scale) >= 10.0) {
        mantissa /= 10.0;
        ++exponent;
    }
    const std::string m = plainDigits(mantissa, significantDigits);
    const bool powerOfTen = m == "1" || m == "-1";
    if (formula) {
        const std::string power = "10^{" + std::to_string(exponent) + "}";
        if (powerOfTen) return (m == "-1" ? "-" : "") + power;
        return m + " \\times " + power;
    }
    const std::string power = "10" + superscript(exponent);
    std::string sign = mantissa < 0 ? "\u2212" : "";
    if (powerOfTen) return sign + power;
    return sign + plainDigits(std::fabs(mantissa), significantDigits) + "\u00d7" + power;
}

std::string formatForPeople(double value) {
    if (!std::isfinite(value)) return formatNumber(value);
    return formatLiveNumber(value, NumberNotation::Text, 6);
}

IntervalText formatInterval(double estimate, double lower, double upper, NumberNotation notation) {
    const auto at = [&](int digits) {
        return IntervalText{formatLiveNumber(estimate, notation, digits), formatLiveNumber(lower, notation, digits),
                            formatLiveNumber(upper, notation, digits)};
    };
    // Two values must read apart when they differ (and are finite: NaN ends
    // are "n/a" at any digits).
    // (Ends that differ only in the last bits, a fit of exact data, count as equal.)
    const auto apart = [](double a, double b, const std::string& ta, const std::string& tb) {
        const bool differ = std::isfinite(a) && std::isfinite(b) && std::fabs(a - b) > 1e-9 * std::max(std::fabs(a), std::fabs(b));
        return !differ || ta != tb;
    };
    for (int digits = 3; digits < 9; ++digits) {
        const IntervalText text = at(digits);
        if (apart(lower, estimate, text.lower, text.estimate) && apart(estimate, upper, text.estimate, text.upper)) return text;
    }
    return at(9);
}

}  // namespace effsurf::core
