// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/formula/FormulaNode.h"

#include <string>

namespace effsurf::core {

/// A formula as Presentation MathML, one `<math display="block">` element,
/// which Chromium and Firefox typeset without a font or library of their
/// own: the lecture page shows a tour step's formula with it. Every
/// character of the author's text is escaped. A line of the markup
/// ('\n') is one `<math>` element each, as the window draws one line each.
class FormulaMathMl {
public:
    /// `root` as one `<math>` element.
    static std::string of(const FormulaNode& root);
    /// Each line of `markup` parsed (FormulaParser) and written as its own `<math>` element.
    static std::string ofMarkup(const std::string& markup);
};

}  // namespace effsurf::core
