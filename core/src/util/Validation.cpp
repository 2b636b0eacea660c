// SPDX-License-Identifier: MIT
#include "effsurf/core/util/Validation.h"

#include "effsurf/core/util/DoubleChars.h"
#include "effsurf/core/util/NumberText.h"

#include "effsurf/core/util/InvalidParameter.h"

#include <cmath>

namespace effsurf::core {

std::string formatNumber(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    // std::to_chars: shortest round-trip form, independent of the C locale
    // (QApplication sets LC_NUMERIC from the environment; "0,5" must never appear).
    char buffer[32];
    return std::string(buffer, writeDouble(value, buffer));
}

void requireProcessorCount(double n, std::string_view field) {
    if (!std::isfinite(n)) throw InvalidParameter(std::string(field), "must be a finite number, got " + formatForPeople(n));
    if (n < 1.0) throw InvalidParameter(std::string(field), "must be at least 1, got " + formatForPeople(n));
}

void requireSerialFraction(double s, std::string_view field) {
    if (!std::isfinite(s)) throw InvalidParameter(std::string(field), "must be a finite number, got " + formatForPeople(s));
    if (s < 0.0 || s > 1.0) throw InvalidParameter(std::string(field), "must lie in [0, 1], got " + formatForPeople(s));
}

void requirePositive(double value, std::string_view field) {
    if (!std::isfinite(value)) throw InvalidParameter(std::string(field), "must be a finite number, got " + formatForPeople(value));
    if (value <= 0.0) throw InvalidParameter(std::string(field), "must be greater than 0, got " + formatForPeople(value));
}

void requireNonNegative(double value, std::string_view field) {
    if (!std::isfinite(value)) throw InvalidParameter(std::string(field), "must be a finite number, got " + formatForPeople(value));
    if (value < 0.0) throw InvalidParameter(std::string(field), "must not be negative, got " + formatForPeople(value));
}

void requireCount(int value, std::string_view field) {
    if (value < 1) throw InvalidParameter(std::string(field), "must be a whole number >= 1, not " + std::to_string(value));
}

void requireInRange(double value, double lo, double hi, std::string_view field) {
    if (!std::isfinite(value)) throw InvalidParameter(std::string(field), "must be a finite number, got " + formatForPeople(value));
    if (value < lo || value > hi)
        throw InvalidParameter(std::string(field),
                               "must lie in [" + formatForPeople(lo) + ", " + formatForPeople(hi) + "], got " + formatForPeople(value));
}

}  // namespace effsurf::core
