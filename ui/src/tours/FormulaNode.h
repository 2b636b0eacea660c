// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/tours/Formula.h"

#include <QString>

#include <vector>

namespace effsurf::ui {

/// The parse tree of a Formula, shared by its parser (FormulaParser), its
/// layout (FormulaLayout) and its linear text (FormulaPlainText).
namespace formula {

enum class Kind { Row, Text, Frac, Scripts, Sqrt, Space };

/// TeX atom classes; they decide the spacing between neighbours (a reduced version of the
/// TeXbook's inter-atom spacing table, which is what makes "a = b + c" look typeset).
enum class Cls { Ord, Op, Bin, Rel, Open, Close, Punct, None };

}  // namespace formula

struct Formula::Node {
    formula::Kind kind = formula::Kind::Row;
    formula::Cls cls = formula::Cls::Ord;
    QString text;               // Text: the characters to draw
    bool italic = false;        // Text: math italic (identifiers)
    bool centerOnAxis = false;  // Text: big operators like \sum are centred on the math axis
    qreal amount = 1.0;         // Text: size factor; Space: width in em
    bool hasSup = false;        // Scripts
    bool hasSub = false;        // Scripts
    std::vector<Node> kids;     // Row: items; Frac: num, den; Scripts: base, sup, sub; Sqrt: body
};

namespace formula {

using Node = Formula::Node;

Node makeText(const QString& text, Cls cls, bool italic = false);
Node makeSpace(qreal em);
Node makeRow(std::vector<Node> kids = {});

/// Effective atom classes of a row: a binary operator with nothing to operate on (start of a
/// row, after "(" or "=") becomes an ordinary symbol, so "10^{-7}" gets a tight unary minus.
std::vector<Cls> effectiveClasses(const std::vector<Node>& kids);

/// True if `n` holds anything visible.
bool hasContent(const Node& n);

}  // namespace formula
}  // namespace effsurf::ui
