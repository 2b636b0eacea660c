#pragma once

#include <QString>

namespace effsurf::ui {

/// Number formatting for people: "1.45×10⁻⁷", "10⁶", "0.740". Independent of
/// the locale's decimal separator choice only in that it uses QLocale::c()
/// for digits (the decimal point is what every paper and slide uses).
class NumberFormat {
public:
    /// "⁻¹²" for -12.
    static QString superscript(int exponent);
    /// "10⁶"; "1" for 0 and "10" for 1.
    static QString powerOfTen(int exponent);
    /// `digits` significant digits; scientific "m×10ᵉ" outside [1e-3, 1e5),
    /// plain otherwise. "∞" for infinity, "–" for NaN.
    static QString scientific(double value, int digits = 3);
    /// A count with thousands separators: "281,788".
    static QString count(unsigned long long n);
    /// A serial fraction with its alpha: "1.00×10⁻⁷ (α = 0.9999999)".
    static QString alphaOf(double serialFraction);
};

}  // namespace effsurf::ui
