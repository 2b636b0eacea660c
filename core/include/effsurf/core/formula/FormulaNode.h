// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace effsurf::core {

/// The parse tree of a tour formula (FormulaParser reads the TeX-like markup
/// into it). One tree, three readers: the window typesets it with QPainter
/// (ui/tours' FormulaLayout), FormulaPlainText reads it aloud and
/// FormulaMathMl writes it for the exported lecture page.
struct FormulaNode {
    enum class Kind { Row, Text, Frac, Scripts, Sqrt, Space };
    /// TeX atom classes; they decide the spacing between neighbours (a reduced version of the
    /// TeXbook's inter-atom spacing table, which is what makes "a = b + c" look typeset).
    enum class Cls { Ord, Op, Bin, Rel, Open, Close, Punct, None };

    Kind kind = Kind::Row;
    Cls cls = Cls::Ord;
    std::string text;               ///< Text: the characters to draw (UTF-8)
    bool italic = false;            ///< Text: math italic (identifiers)
    bool centerOnAxis = false;      ///< Text: big operators like \sum are centred on the math axis
    double amount = 1.0;            ///< Text: size factor; Space: width in em
    bool hasSup = false;            ///< Scripts
    bool hasSub = false;            ///< Scripts
    std::vector<FormulaNode> kids;  ///< Row: items; Frac: num, den; Scripts: base, sup, sub; Sqrt: body

    static FormulaNode makeText(std::string text, Cls cls, bool italic = false);
    static FormulaNode makeSpace(double em);
    static FormulaNode makeRow(std::vector<FormulaNode> kids = {});

    /// Effective atom classes of a row: a binary operator with nothing to operate on (start of a
    /// row, after "(" or "=") becomes an ordinary symbol, so "10^{-7}" gets a tight unary minus.
    static std::vector<Cls> effectiveClasses(const std::vector<FormulaNode>& kids);

    /// A letter, as identifiers and words are made of: ASCII letters, Latin
    /// letters with accents, Greek, Cyrillic and the scripts beyond; not the
    /// symbols and punctuation (× ÷ and U+2000–U+2BFF: arrows, operators,
    /// primes), which are atoms of their own.
    static bool isLetter(char32_t c);
    /// Unicode's White_Space: ASCII blanks, no-break, thin and ideographic spaces, line separators.
    static bool isSpace(char32_t c);

    /// True if the node holds anything visible.
    bool hasContent() const { return !kids.empty() || (kind == Kind::Text && !text.empty()); }
};

}  // namespace effsurf::core
