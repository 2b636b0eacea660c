// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace effsurf::ui {

/// The symbols the charts print ("s_eff", "S_max", "R_peak") typeset with
/// their subscripts, for the text items that render rich text: Qt Charts'
/// titles, axis titles and legend labels, and our own legend below a figure.
/// Unicode has no subscript "f", so "s_eff" cannot be typeset as plain text
/// the way the headline's "Sₘₐₓ" is.
///
/// The charts keep their text plain (series names are the CSV's columns and
/// what tests look up): markup is made at the last step, and text is
/// measured as `plain()`, which is never narrower than what is drawn
/// (the subscript is smaller than the letters it replaces).
class SymbolMarkup {
public:
    /// `text` as rich text: every character escaped (a series named "<b>"
    /// shows "<b>"), each known symbol as a letter and its subscript.
    static QString rich(const QString& text);
    /// True when `text` names a symbol that `rich()` typesets.
    static bool hasSymbol(const QString& text);
    /// `markup` as plain text in the notation typed: a subscript after "_"
    /// ("s_eff"), a line break as "\n", other tags dropped, entities read
    /// back. For measuring (never narrower than what is drawn) and for
    /// metadata; `plain(rich(t)) == t`.
    static QString plain(const QString& markup);
    /// True when `text` may hold markup (a tag or an entity) that `plain()` would change.
    static bool isMarkup(const QString& text);
};

}  // namespace effsurf::ui
