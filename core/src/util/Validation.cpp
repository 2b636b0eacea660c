// SPDX-License-Identifier: MIT
#include "effsurf/core/util/Validation.h"

#include "effsurf/core/util/DoubleChars.h"
#include "effsurf/core/util/NumberText.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Message.h"

#include <cmath>

namespace effsurf::core {
namespace {

[[noreturn]] void refuse(std::string_view field, const char* pattern, std::vector<std::string> args) {
    throw InvalidParameter(std::string(field), Message(pattern, std::move(args)).text());
}

[[noreturn]] void refuseNotFinite(std::string_view field, double value) {
    refuse(field, EFFSURF_TEXT("must be a finite number, got %1"), {formatForPeople(value)});
}

}  // namespace

std::string formatNumber(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    // std::to_chars: shortest round-trip form, independent of the C locale
    // (QApplication sets LC_NUMERIC from the environment; "0,5" must never appear).
    char buffer[32];
    return std::string(buffer, writeDouble(value, buffer));
}

void requireProcessorCount(double n, std::string_view field) {
    if (!std::isfinite(n)) refuseNotFinite(field, n);
    if (n < 1.0) refuse(field, EFFSURF_TEXT("must be at least %1, got %2"), {"1", formatForPeople(n)});
}

void requireSerialFraction(double s, std::string_view field) {
    if (!std::isfinite(s)) refuseNotFinite(field, s);
    if (s < 0.0 || s > 1.0) refuse(field, EFFSURF_TEXT("must lie in [%1, %2], got %3"), {"0", "1", formatForPeople(s)});
}

void requirePositive(double value, std::string_view field) {
    if (!std::isfinite(value)) refuseNotFinite(field, value);
    if (value <= 0.0) refuse(field, EFFSURF_TEXT("must be greater than %1, got %2"), {"0", formatForPeople(value)});
}

void requireNonNegative(double value, std::string_view field) {
    if (!std::isfinite(value)) refuseNotFinite(field, value);
    if (value < 0.0) refuse(field, EFFSURF_TEXT("must not be negative, got %1"), {formatForPeople(value)});
}

void requireCount(int value, std::string_view field) {
    if (value < 1) refuse(field, EFFSURF_TEXT("must be a whole number >= 1, not %1"), {std::to_string(value)});
}

void requireInRange(double value, double lo, double hi, std::string_view field) {
    if (!std::isfinite(value)) refuseNotFinite(field, value);
    if (value < lo || value > hi)
        refuse(field, EFFSURF_TEXT("must lie in [%1, %2], got %3"), {formatForPeople(lo), formatForPeople(hi), formatForPeople(value)});
}

}  // namespace effsurf::core
