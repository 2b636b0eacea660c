// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/formula/FormulaNode.h"

#include <string>
#include <string_view>

namespace effsurf::core {

/// A formula as readable linear text, "S(N) = 1/(s + (1−s)/N)": what a screen
/// reader says and a tooltip shows, in the window and on the lecture page.
class FormulaPlainText {
public:
    static std::string of(const FormulaNode& root);
    /// Each line of `markup` parsed (FormulaParser) and read as text, the lines joined by "; ".
    static std::string ofMarkup(std::string_view markup);
};

}  // namespace effsurf::core
