// SPDX-License-Identifier: MIT
#pragma once

#include "FormulaNode.h"

namespace effsurf::ui {

/// A Formula as readable linear text, e.g. "S(N) = 1/(s + (1−s)/N)", for
/// accessibility and tooltips.
class FormulaPlainText {
public:
    static QString of(const Formula::Node& root);
};

}  // namespace effsurf::ui
