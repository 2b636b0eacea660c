// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <string>

namespace effsurf::core {

/// A law in a sentence and its formula, for a reader who meets it on the
/// exported page (docs/models.md §1 has them in full, with their sources).
/// The formula is MathML (Presentation MathML, which Chromium and Firefox
/// draw), so the page shows it typeset without a font or library of its own.
struct LawExplanation {
    std::string sentence;
    std::string mathMl;     ///< a <math> element
    std::string plainText;  ///< the same formula as text (a screen reader's, a tooltip's)

    static LawExplanation of(ModelKind law);
};

}  // namespace effsurf::core
