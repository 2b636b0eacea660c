// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace effsurf::core {

/// Text-to-number conversions shared by the CLI, the UI's numeric fields and
/// the importers. All are independent of the C locale (a German desktop must
/// still read "0.5"), accept surrounding blanks, and reject trailing garbage.

/// A finite or non-finite double in plain or exponent notation ("1e-7",
/// "2414592", "+3.5"), or as effsurf displays numbers ("2.5×10¹⁰", "10⁻⁷",
/// "−3", and typed "2.5 x 10^10"); nullopt if the text is not a number.
std::optional<double> parseDouble(std::string_view text);

/// `value` in the notation effsurf displays, exact enough to edit and read
/// back: the shortest of up to `maxDigits` significant digits that parseDouble
/// returns as `value` (else maxDigits), plain in [1e-3, 1e7) ("2414592",
/// "0.05"), otherwise "m×10ⁿ" ("2.5×10¹⁰", "10⁻⁷"), a minus as U+2212.
std::string formatEditableNumber(double value, int maxDigits = 10);

/// A serial fraction in any form a user types: "1e-7", "0.0000001", "5%",
/// "s=0.05", or an alpha as "alpha=0.9999999" / "a=0.9999999". An alpha
/// given in decimal notation is complemented digit by digit, so
/// "alpha=0.9999999" gives exactly the double nearest 1e-7 (no cancellation).
/// Throws InvalidParameter(field, ...) saying what was expected.
double parseSerialFraction(std::string_view text, const std::string& field = "serial fraction s");

/// A processor count: "2414592", "2.4e6", "2,414,592" (thousands commas), "1e12".
/// Must be finite and >= 1. Throws InvalidParameter(field, ...).
double parseProcessorCount(std::string_view text, const std::string& field = "N");

/// A number typed in a field whose model accepts [low, high] (a speed factor
/// k in [1e-3, 1e4]): "1e400", "5e12" or "-1" is refused with the range, never
/// clamped into it. Throws InvalidParameter(field, "expected a number such as
/// 4, got 'x'" or "must lie in [low, high], got v").
double parseNumberInRange(std::string_view text, const std::string& field, double low, double high);

/// A count typed in a field whose model accepts [low, high] (threads, frames
/// a second, a rank): parseNumberInRange's rules, and a whole number ("2.5"
/// is refused with "must be a whole number, got 2.5", never rounded).
long long parseWholeNumberInRange(std::string_view text, const std::string& field, long long low, long long high);

/// A number of a model's input typed in a field: finite and greater than
/// `minimum` (at least `minimum` when `orEqual`). Throws InvalidParameter
/// (field, "expected a number such as 1.75e11, got 'x'" or "must be greater
/// than 0" / "must be at least 0").
double parseNumberAbove(std::string_view text, const std::string& field, double minimum, bool orEqual);

/// "LO:HI" with LO < HI, both positive. Throws InvalidParameter(field, ...).
struct ValueRange {
    double low;
    double high;
};
ValueRange parseRange(std::string_view text, const std::string& field);

/// "RxC" (also "R*C" or "RXC"): rows and columns, each in [2, maxSize].
struct GridSize {
    int rows;
    int columns;
};
GridSize parseGridSize(std::string_view text, int maxSize, const std::string& field);

}  // namespace effsurf::core
