// SPDX-License-Identifier: MIT
#include "effsurf/core/data/MeasuredValue.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/util/DoubleChars.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/core/util/Validation.h"

#include <cmath>
#include <cstdint>

namespace effsurf::core {
namespace {

ValueProblem readNumber(std::string_view field, double& out) {
    // Counts are plain digits more often than not: exact (below 10^15 an
    // integer's sum is), and no from_chars.
    if (!field.empty() && field.size() <= 15) {
        std::uint64_t whole = 0;
        std::size_t i = 0;
        for (; i < field.size(); ++i) {
            const unsigned digit = static_cast<unsigned char>(field[i]) - unsigned('0');
            if (digit > 9) break;
            whole = whole * 10 + digit;
        }
        if (i == field.size()) {
            out = double(whole);
            return ValueProblem::None;
        }
    }
    // What from_chars takes whole ("12.5", "1e-3") parseDouble would read
    // alike; the rest (blanks, "+1", "2.5×10¹⁰", too large) goes there.
    double number = 0.0;
    if (readDouble(field, number) == DoubleRead::Number) {
        if (!std::isfinite(number)) return ValueProblem::NotFinite;
        out = number;
        return ValueProblem::None;
    }
    const auto value = parseDouble(field);
    if (!value) return trim(field).empty() ? ValueProblem::Empty : ValueProblem::NotANumber;
    if (!std::isfinite(*value)) return ValueProblem::NotFinite;
    out = *value;
    return ValueProblem::None;
}

}  // namespace

ValueProblem checkProcessorCount(double n) {
    if (!std::isfinite(n)) return ValueProblem::NotFinite;
    if (n < 1.0) return ValueProblem::NBelowOne;
    if (n > MeasurementLimits::kMaxProcessors) return ValueProblem::NAboveRange;
    return ValueProblem::None;
}

ValueProblem checkMeasuredValue(double value) {
    if (!std::isfinite(value)) return ValueProblem::NotFinite;
    if (!(value > 0.0)) return ValueProblem::NotPositive;
    if (value < MeasurementLimits::kMinMagnitude || value > MeasurementLimits::kMaxMagnitude) return ValueProblem::OutOfRange;
    return ValueProblem::None;
}

ValueProblem readProcessorCount(std::string_view field, double& out) {
    if (const ValueProblem problem = readNumber(field, out); problem != ValueProblem::None) return problem;
    return checkProcessorCount(out);
}

ValueProblem readMeasuredValue(std::string_view field, double scale, double& out) {
    if (const ValueProblem problem = readNumber(field, out); problem != ValueProblem::None) return problem;
    out *= scale;
    return checkMeasuredValue(out);
}

std::string_view problemKind(ValueProblem problem) {
    switch (problem) {
        case ValueProblem::None: return "";
        case ValueProblem::Empty: return EFFSURF_TEXT("empty field");
        case ValueProblem::NotANumber: return EFFSURF_TEXT("not a number");
        case ValueProblem::NotFinite: return EFFSURF_TEXT("not finite");
        case ValueProblem::NBelowOne: return EFFSURF_TEXT("N below 1");
        case ValueProblem::NAboveRange: return EFFSURF_TEXT("N above 10^12");
        case ValueProblem::NotPositive: return EFFSURF_TEXT("zero or negative");
        case ValueProblem::OutOfRange: return EFFSURF_TEXT("out of range");
    }
    return "";
}

std::string problemMessage(ValueProblem problem, std::string_view what, std::string_view field, double value) {
    const std::string name(what);
    const std::string raw(trim(field));
    switch (problem) {
        case ValueProblem::None: return {};
        case ValueProblem::Empty: return EFFSURF_TEXT("empty; expected a number");
        case ValueProblem::NotANumber: return Message(EFFSURF_TEXT("expected a number, got '%1'"), {raw}).text();
        case ValueProblem::NotFinite: return Message(EFFSURF_TEXT("expected a finite number, got '%1'"), {raw}).text();
        case ValueProblem::NBelowOne: return Message(EFFSURF_TEXT("N must be at least 1, got %1"), {formatNumber(value)}).text();
        case ValueProblem::NAboveRange:
            return Message(EFFSURF_TEXT("N = %1 is beyond the processor counts effsurf models (1 .. 1e12)"), {formatNumber(value)}).text();
        case ValueProblem::NotPositive:
            return Message(EFFSURF_TEXT("%1 must be greater than 0, got %2"), {name, formatNumber(value)}).text();
        case ValueProblem::OutOfRange:
            return Message(EFFSURF_TEXT("%1 = %2 is outside the range effsurf computes with (1e-100 .. 1e100); check the unit"),
                           {name, formatNumber(value)})
                .text();
    }
    return {};
}

}  // namespace effsurf::core
