// SPDX-License-Identifier: MIT
#include "effsurf/core/util/DoubleChars.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

// libstdc++ (GCC 11+) and libc++ 17+ announce floating-point <charconv> so.
#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
#define EFFSURF_FLOATING_CHARCONV 1
#else
#define EFFSURF_FLOATING_CHARCONV 0
#endif

namespace effsurf::core {
namespace detail {

DoubleRead readDoublePortable(std::string_view text, double& value) {
    // from_chars' general format: [-]digits[.digits][e[+-]digits], inf,
    // infinity, nan, nan(...); no leading blank, no '+', no hexadecimal.
    if (text.empty() || text.front() == '+' || std::isspace(static_cast<unsigned char>(text.front()))) return DoubleRead::NotANumber;
    const std::string_view body = text.front() == '-' ? text.substr(1) : text;
    if (body.empty() || body.front() == '+' || body.front() == '-' || std::isspace(static_cast<unsigned char>(body.front())))
        return DoubleRead::NotANumber;
    if (body.size() > 1 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) return DoubleRead::NotANumber;
    const std::string copy(text);
    errno = 0;
    char* end = nullptr;
    const double read = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size()) return DoubleRead::NotANumber;
    // strtod says ERANGE for an overflow (±HUGE_VAL) and for an underflow to
    // zero, as from_chars' result_out_of_range; a subnormal result is a number.
    if (errno == ERANGE && (std::isinf(read) || read == 0.0)) return DoubleRead::OutOfRange;
    value = read;
    return DoubleRead::Number;
}

std::size_t writeDoublePortable(double value, char* buffer) {
    if (std::isnan(value)) return std::size_t(std::snprintf(buffer, 32, "%s", std::signbit(value) ? "-nan" : "nan"));
    if (std::isinf(value)) return std::size_t(std::snprintf(buffer, 32, "%s", value < 0 ? "-inf" : "inf"));
    if (value == 0.0) return std::size_t(std::snprintf(buffer, 32, "%s", std::signbit(value) ? "-0" : "0"));
    // The fewest significant digits that read back as `value`.
    char scientific[40];
    int digits = 1;
    for (; digits <= 17; ++digits) {
        std::snprintf(scientific, sizeof scientific, "%.*e", digits - 1, value);
        if (std::strtod(scientific, nullptr) == value) break;
    }
    // The same digits in fixed notation: as many decimals as the last one needs.
    const char* e = std::strchr(scientific, 'e');
    const int exponent = std::atoi(e + 1);
    const int decimals = digits - 1 - exponent > 0 ? digits - 1 - exponent : 0;
    char fixed[400];
    std::snprintf(fixed, sizeof fixed, "%.*f", decimals, value);
    const std::size_t fixedLength = std::strlen(fixed);
    const std::size_t scientificLength = std::strlen(scientific);
    if (fixedLength <= scientificLength && fixedLength < 32) {
        std::memcpy(buffer, fixed, fixedLength + 1);
        return fixedLength;
    }
    std::memcpy(buffer, scientific, scientificLength + 1);
    return scientificLength;
}

std::size_t writeDoubleDigitsPortable(double value, int digits, char* buffer) {
    return std::size_t(std::snprintf(buffer, 32, "%.*g", digits, value));
}

}  // namespace detail

DoubleRead readDouble(std::string_view text, double& value) {
#if EFFSURF_FLOATING_CHARCONV
    double read = 0.0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), read);
    if (result.ptr != text.data() + text.size()) return DoubleRead::NotANumber;
    if (result.ec == std::errc::result_out_of_range) return DoubleRead::OutOfRange;
    if (result.ec != std::errc()) return DoubleRead::NotANumber;
    value = read;
    return DoubleRead::Number;
#else
    return detail::readDoublePortable(text, value);
#endif
}

std::size_t writeDouble(double value, char* buffer) {
#if EFFSURF_FLOATING_CHARCONV
    const auto result = std::to_chars(buffer, buffer + 31, value);
    *result.ptr = '\0';
    return std::size_t(result.ptr - buffer);
#else
    return detail::writeDoublePortable(value, buffer);
#endif
}

std::size_t writeDoubleDigits(double value, int digits, char* buffer) {
    digits = digits < 1 ? 1 : digits > 17 ? 17 : digits;
#if EFFSURF_FLOATING_CHARCONV
    const auto result = std::to_chars(buffer, buffer + 31, value, std::chars_format::general, digits);
    *result.ptr = '\0';
    return std::size_t(result.ptr - buffer);
#else
    return detail::writeDoubleDigitsPortable(value, digits, buffer);
#endif
}

}  // namespace effsurf::core
