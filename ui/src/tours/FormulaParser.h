// SPDX-License-Identifier: MIT
#pragma once

#include "FormulaNode.h"

namespace effsurf::ui {

/// Reads the TeX-like markup of a Formula (the syntax is in Formula.h) into its parse tree.
class FormulaParser {
public:
    /// Never fails: malformed input keeps whatever could be understood, unknown commands
    /// become their literal text; nesting is capped (see the .cpp).
    static Formula::Node parse(const QString& markup);
};

}  // namespace effsurf::ui
