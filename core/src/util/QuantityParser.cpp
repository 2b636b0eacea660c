// SPDX-License-Identifier: MIT
#include "effsurf/core/util/QuantityParser.h"

#include "effsurf/core/util/DoubleChars.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Message.h"
#include "effsurf/core/util/NumberText.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/core/util/Validation.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

namespace effsurf::core {
namespace {

/// 1 - alpha for a plain decimal "0.ddd" or "1" / "1.000", digit by digit:
/// returns the decimal text of the complement, or nullopt if `alpha` is not of
/// that form (then the caller falls back to floating-point subtraction).
std::optional<std::string> complementDecimal(std::string_view alpha) {
    const auto point = alpha.find('.');
    const std::string_view integerPart = alpha.substr(0, point);
    std::string_view fraction = point == std::string_view::npos ? std::string_view{} : alpha.substr(point + 1);
    for (char c : fraction)
        if (c < '0' || c > '9') return std::nullopt;
    if (integerPart == "1" || integerPart == "+1") {
        for (char c : fraction)
            if (c != '0') return std::nullopt;  // alpha > 1: let validation reject it
        return std::string("0");
    }
    if (!(integerPart == "0" || integerPart.empty()) || fraction.empty()) return std::nullopt;
    while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
    if (fraction.empty()) return std::string("1");
    // 10^k - D for the k-digit fraction D: nines-complement plus one.
    std::string digits(fraction);
    for (char& c : digits) c = static_cast<char>('9' - (c - '0'));
    for (auto i = digits.size(); i-- > 0;) {
        if (digits[i] == '9') {
            digits[i] = '0';
        } else {
            ++digits[i];
            break;
        }
    }
    return "0." + digits;
}

/// Whether `text` holds a comma that is not a thousands separator
/// ("2,414,592" groups thousands; "0,05" and "1,5e6" are decimal commas).
bool hasDecimalComma(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return false;
    std::size_t digitsBefore = 0, i = 0;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) ++digitsBefore;
    if (digitsBefore == 0 || digitsBefore > 3 || text[i - digitsBefore] == '0') return true;
    while (i < text.size() && text[i] == ',') {
        std::size_t group = 0;
        for (++i; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) ++group;
        if (group != 3) return true;
    }
    return text.find(',', i) != std::string_view::npos;
}

/// What a refusal adds when the text has a decimal comma: effsurf's fields,
/// files and command line read "." (a decimal comma is the window's, in a
/// language that writes one).
std::string decimalCommaHint(std::string_view text) {
    if (!hasDecimalComma(text)) return {};
    std::string pointed(trim(text));
    for (char& c : pointed)
        if (c == ',') c = '.';
    return Message(EFFSURF_TEXT("; the decimal point is '.': %1"), {pointed}).text();
}

/// A number field's refusal: an example, what was typed (`shown`) and, for a
/// decimal comma, the hint. The hint is part of the pattern, not an argument
/// after the quote: what was typed may hold an apostrophe ("1'000"), and the
/// catalogue must still find where it ends.
std::string expectedANumber(const char* example, std::string_view shown, std::string_view typed) {
    if (!hasDecimalComma(typed))
        return Message(EFFSURF_TEXT("expected a number such as %1, got '%2'"), {example, std::string(shown)}).text();
    std::string pointed(trim(typed));
    for (char& c : pointed)
        if (c == ',') c = '.';
    return Message(EFFSURF_TEXT("expected a number such as %1, got '%2'; the decimal point is '.': %3"),
                   {example, std::string(shown), pointed})
        .text();
}

/// Whether `text` may be written the way effsurf displays numbers ("2.5×10¹⁰",
/// "10⁻⁷", "−3") or typed after it ("2.5 x 10^10"): the importers' plain
/// numbers skip the rewrite below.
bool mayBeDisplayNotation(std::string_view text) {
    for (char c : text)
        if (static_cast<unsigned char>(c) >= 0x80 || c == '^' || c == '*' || c == 'x' || c == 'X') return true;
    return false;
}

/// The display notation as from_chars text: "2.5×10¹⁰" -> "2.5e10", "10⁻⁷" ->
/// "1e-7", "−3" -> "-3" (U+2212), blanks dropped. Anything else comes back in
/// a form from_chars refuses or reads as typed.
std::string fromDisplayNotation(std::string_view text) {
    struct Glyph {
        std::string_view utf8;
        std::string_view ascii;
    };
    static constexpr Glyph kGlyphs[] = {
        {"\u2070", "^0"}, {"\u00b9", "^1"}, {"\u00b2", "^2"}, {"\u00b3", "^3"}, {"\u2074", "^4"},
        {"\u2075", "^5"}, {"\u2076", "^6"}, {"\u2077", "^7"}, {"\u2078", "^8"}, {"\u2079", "^9"},
        {"\u207b", "^-"}, {"\u207a", "^+"}, {"\u00d7", "*"},  {"\u00b7", "*"},  {"\u2212", "-"},
    };
    std::string ascii;
    for (std::size_t i = 0; i < text.size();) {
        bool matched = false;
        for (const Glyph& g : kGlyphs) {
            if (text.compare(i, g.utf8.size(), g.utf8) == 0) {
                // A run of superscripts is one exponent: "^-7", not "^-^7".
                const bool continues =
                    g.ascii[0] == '^' && !ascii.empty() &&
                    (std::isdigit(static_cast<unsigned char>(ascii.back())) || ascii.back() == '-' || ascii.back() == '+') &&
                    ascii.find('^') != std::string::npos;
                ascii += continues ? g.ascii.substr(1) : g.ascii;
                i += g.utf8.size();
                matched = true;
                break;
            }
        }
        if (matched) continue;
        if (text[i] != ' ') ascii += text[i];
        ++i;
    }
    const auto power = ascii.rfind("10^");
    if (power == std::string::npos) return ascii;
    std::string mantissa = ascii.substr(0, power);
    const std::string exponent = ascii.substr(power + 3);
    if (!mantissa.empty() && mantissa != "-" && mantissa != "+") {
        const char times = mantissa.back();
        if (times != '*' && times != 'x' && times != 'X') return ascii;  // "210^3" is no power of ten
        mantissa.pop_back();
        if (mantissa.empty()) return ascii;
    }
    if (mantissa.empty() || mantissa == "-" || mantissa == "+") mantissa += "1";
    return mantissa + "e" + exponent;
}

}  // namespace

std::optional<double> parseDouble(std::string_view text) {
    std::string rewritten;
    if (mayBeDisplayNotation(text)) {
        rewritten = fromDisplayNotation(trim(text));
        text = rewritten;
    }
    text = trim(text);
    if (!text.empty() && text.front() == '+') {
        text.remove_prefix(1);
        if (!text.empty() && (text.front() == '+' || text.front() == '-')) return std::nullopt;  // "+-1"
    }
    if (text.empty()) return std::nullopt;
    double value = 0.0;
    const DoubleRead read = readDouble(text, value);
    if (read == DoubleRead::OutOfRange) {
        // The text is a number too large (1e400: +-inf) or too small
        // (1e-400: +-0) for a double; callers then reject it as not finite
        // or as out of their range.
        const bool negative = text.front() == '-';
        const auto e = text.find_first_of("eE");
        const bool tiny = e != std::string_view::npos && e + 1 < text.size() && text[e + 1] == '-';
        value = tiny ? 0.0 : std::numeric_limits<double>::infinity();
        return negative ? -value : value;
    }
    if (read != DoubleRead::Number) return std::nullopt;
    return value;
}

std::string formatEditableNumber(double value, int maxDigits) {
    if (!std::isfinite(value) || value == 0.0) {
        if (std::isnan(value)) return "nan";
        if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
        return "0";
    }
    const double magnitude = std::fabs(value);
    const bool plainRange = magnitude >= 1e-3 && magnitude < 1e7;
    int exponent = static_cast<int>(std::floor(std::log10(magnitude)));
    char buffer[64];
    for (int digits = 1; digits <= maxDigits; ++digits) {
        // The mantissa with `digits` significant digits (exponent form avoids
        // binary-to-decimal surprises of pow), renormalized if it rounds to 10.
        std::snprintf(buffer, sizeof buffer, "%.*e", digits - 1, value);
        const auto candidate = parseDouble(buffer);
        if (digits < maxDigits && (!candidate || *candidate != value)) continue;
        std::string text = buffer;
        const auto e = text.find('e');
        std::string mantissa = text.substr(0, e);
        exponent = std::stoi(text.substr(e + 1));
        std::string out;
        if (plainRange) {
            std::snprintf(buffer, sizeof buffer, "%.*f", std::max(0, digits - 1 - exponent), value);
            out = buffer;
        } else {
            if (mantissa.find('.') != std::string::npos) {
                while (mantissa.back() == '0') mantissa.pop_back();
                if (mantissa.back() == '.') mantissa.pop_back();
            }
            const bool unit = mantissa == "1" || mantissa == "-1";
            std::string power = "10";
            static const char* const superscripts[] = {"\u2070", "\u00b9", "\u00b2", "\u00b3", "\u2074",
                                                       "\u2075", "\u2076", "\u2077", "\u2078", "\u2079"};
            if (exponent < 0) power += "\u207b";
            for (char c : std::to_string(std::abs(exponent))) power += superscripts[c - '0'];
            out = unit ? (mantissa == "-1" ? "-" : "") + power : mantissa + "\u00d7" + power;
        }
        if (!out.empty() && out[0] == '-') out.replace(0, 1, "\u2212");
        return out;
    }
    return formatNumber(value);
}

double parseSerialFraction(std::string_view text, const std::string& field) {
    std::string_view body = trim(text);
    const auto fail = [&]() -> double {
        throw InvalidParameter(field,
                               Message(EFFSURF_TEXT("cannot read '%1'; expected a number such as 1e-7, 0.05 or 5%, or alpha=0.9999999%2"),
                                       {std::string(text), decimalCommaHint(body)})
                                   .text());
    };
    if (body.empty()) return fail();

    bool isAlpha = false;
    if (const auto eq = body.find('='); eq != std::string_view::npos) {
        const std::string key = toLower(trim(body.substr(0, eq)));
        if (key == "alpha" || key == "a" || key == "\xce\xb1") {
            isAlpha = true;
        } else if (key != "s") {
            return fail();
        }
        body = trim(body.substr(eq + 1));
    }
    bool percent = false;
    if (!body.empty() && body.back() == '%') {
        percent = true;
        body = trim(body.substr(0, body.size() - 1));
    }
    const auto value = parseDouble(body);
    if (!value) return fail();
    double fraction = percent ? *value / 100.0 : *value;
    if (isAlpha) {
        if (!(fraction >= 0.0 && fraction <= 1.0))
            throw InvalidParameter(field, Message(EFFSURF_TEXT("alpha must lie in [0, 1], got %1"), {formatNumber(fraction)}).text());
        const auto exact = percent ? std::nullopt : complementDecimal(body);
        fraction = exact ? *parseDouble(*exact) : 1.0 - fraction;
    }
    requireSerialFraction(fraction, field);
    return fraction;
}

double parseNumberAbove(std::string_view text, const std::string& field, double minimum, bool orEqual) {
    const auto value = parseDouble(text);
    if (!value || !std::isfinite(*value)) throw InvalidParameter(field, expectedANumber("1.75e11", text, text));
    if (orEqual ? !(*value >= minimum) : !(*value > minimum))
        throw InvalidParameter(
            field, Message(orEqual ? EFFSURF_TEXT("must be at least %1") : EFFSURF_TEXT("must be greater than %1"), {formatNumber(minimum)})
                       .text());
    return *value;
}

double parseNumberInRange(std::string_view text, const std::string& field, double low, double high) {
    const auto value = parseDouble(text);
    if (!value || std::isnan(*value)) throw InvalidParameter(field, expectedANumber("4", trim(text), text));
    if (!(*value >= low && *value <= high))
        throw InvalidParameter(field, Message(EFFSURF_TEXT("must lie in [%1, %2], got %3"),
                                              {formatForPeople(low), formatForPeople(high),
                                               std::isinf(*value) ? std::string(trim(text)) : formatForPeople(*value)})
                                          .text());
    return *value;
}

long long parseWholeNumberInRange(std::string_view text, const std::string& field, long long low, long long high) {
    const double value = parseNumberInRange(text, field, double(low), double(high));
    if (value != std::floor(value))
        throw InvalidParameter(field, Message(EFFSURF_TEXT("must be a whole number, got %1"), {formatForPeople(value)}).text());
    return static_cast<long long>(value);
}

double parseProcessorCount(std::string_view text, const std::string& field) {
    // "1,5" is one and a half written with a decimal comma, not fifteen: only
    // whole groups of three are thousands.
    if (hasDecimalComma(trim(text)))
        throw InvalidParameter(field, Message(EFFSURF_TEXT("cannot read '%1'; expected a count such as 2414592, 2,414,592 or 2.4e6%2"),
                                              {std::string(trim(text)), decimalCommaHint(text)})
                                          .text());
    std::string cleaned;
    for (char c : trim(text))
        if (c != ',' && c != '_' && c != '\'') cleaned.push_back(c);
    const auto value = parseDouble(cleaned);
    if (!value)
        throw InvalidParameter(
            field, Message(EFFSURF_TEXT("cannot read '%1'; expected a count such as 2414592 or 2.4e6"), {std::string(text)}).text());
    requireProcessorCount(*value, field);
    return *value;
}

ValueRange parseRange(std::string_view text, const std::string& field) {
    const auto colon = text.find(':');
    const auto low = colon == std::string_view::npos ? std::nullopt : parseDouble(text.substr(0, colon));
    const auto high = colon == std::string_view::npos ? std::nullopt : parseDouble(text.substr(colon + 1));
    if (!low || !high)
        throw InvalidParameter(field, Message(EFFSURF_TEXT("cannot read '%1'; expected LO:HI such as 1:1e9"), {std::string(text)}).text());
    requirePositive(*low, field + " (low end)");
    requirePositive(*high, field + " (high end)");
    if (!(*low < *high))
        throw InvalidParameter(
            field, Message(EFFSURF_TEXT("low end %1 must be below high end %2"), {formatNumber(*low), formatNumber(*high)}).text());
    return {*low, *high};
}

GridSize parseGridSize(std::string_view text, int maxSize, const std::string& field) {
    const auto x = text.find_first_of("xX*");
    const auto rows = x == std::string_view::npos ? std::nullopt : parseDouble(text.substr(0, x));
    const auto columns = x == std::string_view::npos ? std::nullopt : parseDouble(text.substr(x + 1));
    const auto isCount = [](std::optional<double> v) { return v && std::floor(*v) == *v; };
    if (!isCount(rows) || !isCount(columns))
        throw InvalidParameter(field, Message(EFFSURF_TEXT("cannot read '%1'; expected RxC such as 256x256"), {std::string(text)}).text());
    requireInRange(*rows, 2, maxSize, field + " rows");
    requireInRange(*columns, 2, maxSize, field + " columns");
    return {static_cast<int>(*rows), static_cast<int>(*columns)};
}

}  // namespace effsurf::core
