// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/formula/FormulaNode.h"

#include <string_view>

namespace effsurf::core {

/// Reads a tour's formula markup (UTF-8) into a FormulaNode tree:
///  - `\frac{a}{b}` stacked fractions, `\sqrt{x}`, `{...}` grouping;
///  - `^{...}` / `^x` superscripts and `_{...}` / `_x` subscripts (both on one base allowed);
///  - `\text{...}` upright text with spaces kept;
///  - Greek letters (`\alpha`, `\varepsilon`, ...), `\cdot \times \approx \le \ge \ne \infty \to \sum`,
///    `\max \min \log ...`, spacing `\, \; \quad`;
///  - `-` is a minus sign (U+2212), `'` a prime (U+2032).
///
/// Parsing never fails: malformed input (unbalanced braces, unknown commands, a trailing `^`)
/// gives whatever could be understood, and an unknown command appears as its literal text, so
/// that the author sees the typo. Nesting is capped, so hostile input ("{{{{...") cannot
/// overflow the stack here or in any reader of the tree.
class FormulaParser {
public:
    static FormulaNode parse(std::string_view markup);
};

}  // namespace effsurf::core
