// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/formula/FormulaNode.h"

#include <string>

namespace effsurf::core {

/// A formula as readable linear text, "S(N) = 1/(s + (1−s)/N)": what a screen
/// reader says and a tooltip shows, in the window and on the lecture page.
class FormulaPlainText {
public:
    static std::string of(const FormulaNode& root);
};

}  // namespace effsurf::core
