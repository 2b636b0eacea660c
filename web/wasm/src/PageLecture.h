// SPDX-License-Identifier: MIT
#pragma once

#include "PageState.h"

#include "effsurf/core/scenario/Tour.h"

#include <string>

namespace effsurf::web {

/// A lecture exported as a page: a tour (built-in, in the lecturer's
/// language, or the lecturer's own) read with core's reader of tour files,
/// whose steps the page's panel walks. Each step's words are the window's
/// tour panel's: its narration and formula with the live numbers of the
/// scenario the page shows now (core::substituteLiveNumbers), the formula
/// as MathML (core::FormulaMathMl) and as text.
class PageLecture {
public:
    /// Reads a tour file's text (core::SessionJson::readTour) and validates
    /// it; returns "" or the message naming the field (nothing is kept then).
    std::string load(const std::string& json);

    bool loaded() const noexcept { return !tour_.steps.empty(); }
    const core::Tour& tour() const noexcept { return tour_; }
    int stepCount() const noexcept { return int(tour_.steps.size()); }
    /// Step `index` (0-based), or throws std::out_of_range.
    const core::TourStep& step(int index) const;

    struct StepText {
        std::string title;
        std::string narration;      ///< live numbers filled in
        std::string formulaMathMl;  ///< one <math> per line; "" without a formula
        std::string formulaText;    ///< the same as text, lines joined by "; "
        std::string question;       ///< "" when the step asks none
    };
    /// Step `index`'s words for `scenario` (what the page shows now).
    StepText text(int index, const core::Scenario& scenario) const;

private:
    core::Tour tour_;
};

}  // namespace effsurf::web
