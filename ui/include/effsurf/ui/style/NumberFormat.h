// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace effsurf::ui {

/// Number formatting for people: "1.45×10⁻⁷", "10⁶", "0.740", with a
/// decimal point (what every paper and slide uses) or, in the notation of
/// the window's language, its decimal separator ("0,740" in German): the
/// user's choice (View > Numbers), the same in every readout, title, tick
/// and tour text.
class NumberFormat {
public:
    enum class Notation { DecimalPoint, Language };
    /// The notation from now on (the window redraws itself with it).
    static void setNotation(Notation notation);
    static Notation notation();
    /// "point" or "language", as kept in the settings and taken by --numbers.
    static QString notationId(Notation notation);
    static Notation parseNotation(const QString& id);
    /// `text` in the chosen notation: a decimal point between two digits becomes the language's separator.
    static QString localized(const QString& text);

    /// "⁻¹²" for -12.
    static QString superscript(int exponent);
    /// "10⁶"; "1" for 0 and "10" for 1.
    static QString powerOfTen(int exponent);
    /// `digits` significant digits, trailing zeros dropped; "m×10ᵉ" outside
    /// [1e-3, 1e5), plain otherwise ("0.0005" is 5×10⁻⁴, never "0.000"); "∞"
    /// for infinity, "n/a" for NaN. The same text as tours' live numbers.
    static QString scientific(double value, int digits = 3);
    /// A field's text: exact enough to read back (core::formatEditableNumber), always with a decimal point.
    static QString editable(double value);
    /// An axis tick label with the decimals its spacing needs ("0.25", not "0.3").
    static QString ticks(double value, double spacing);
    /// The printf format of a QValueAxis whose ticks are `spacing` apart: "%.2f" for 0.25.
    static QString tickLabelFormat(double spacing);
    /// A count with thousands separators: "281,788".
    static QString count(unsigned long long n);
    /// A memory size in GiB (2^30 bytes, what a device's "80 GB" means):
    /// "12.8 GiB", "80.0 GiB", "164 GiB", "0.94 GiB" (three significant digits).
    static QString gibibytes(double bytes);
    /// A serial fraction with its alpha: "1.00×10⁻⁷ (α = 0.9999999)".
    static QString alphaOf(double serialFraction);
};

}  // namespace effsurf::ui
