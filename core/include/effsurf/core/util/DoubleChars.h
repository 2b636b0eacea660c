// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string_view>

namespace effsurf::core {

/// Reading and writing a double as C++17's <charconv> does, also where the
/// standard library lacks its floating-point overloads (libc++ before LLVM
/// 17, which Emscripten's WebAssembly build of core uses): the same text,
/// the same values, so that the desktop and the web page read and print
/// numbers alike.

/// What readDouble found.
enum class DoubleRead {
    Number,      ///< the whole text is one number (±inf and NaN as from_chars reads "inf", "nan")
    NotANumber,  ///< it is not (or not only) a number
    OutOfRange,  ///< a number beyond a double's range (1e400, 1e-400)
};

/// std::from_chars(first, last, value) in the general format over the whole
/// of `text`: `value` is set only for DoubleRead::Number.
DoubleRead readDouble(std::string_view text, double& value);

/// std::to_chars(first, last, value): the shortest text that reads back as
/// `value`, fixed or scientific whichever is shorter (fixed on a tie),
/// "inf", "-inf", "nan". `buffer` must hold 32 characters; it is
/// NUL-terminated; returns the length.
std::size_t writeDouble(double value, char* buffer);

/// std::to_chars(first, last, value, std::chars_format::general, digits):
/// `digits` (1 to 17) significant digits as printf's %g in the C locale
/// ("1.4547e-07", "0.25"), never the user's decimal comma. `buffer` must
/// hold 32 characters; it is NUL-terminated; returns the length.
std::size_t writeDoubleDigits(double value, int digits, char* buffer);

namespace detail {
/// The portable forms, used where <charconv> has no floating point; always
/// built, so that the desktop's tests compare them with <charconv>. They go
/// through strtod and snprintf, so they assume the C locale's decimal point:
/// where they are used (Emscripten) the locale is always "C".
DoubleRead readDoublePortable(std::string_view text, double& value);
std::size_t writeDoublePortable(double value, char* buffer);
std::size_t writeDoubleDigitsPortable(double value, int digits, char* buffer);
}  // namespace detail

}  // namespace effsurf::core
