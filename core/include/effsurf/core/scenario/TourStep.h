// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TourView.h"

#include <memory>
#include <string>

namespace effsurf::core {

struct Scenario;

/// One step of a guided tour: the state it sets (configuration, selected
/// TOP500 systems and cloud edition; imported series, snapshots and tours of
/// the running session are kept), how the window shows it, and the
/// explanation. `text` and `formula` may hold live-number placeholders such
/// as ${S}, ${E} and ${gain} (see LiveText.h), filled in from the state on screen.
struct TourStep {
    std::string title;
    std::string text;
    /// TeX-like formula markup (\frac{a}{b}, ^{}, _{}), one line per '\n'.
    std::string formula;
    /// A question for the class ("What is E at N = 10^6?"), asked before the
    /// step's numbers are shown; the lecturer reveals them. Empty: none.
    std::string question;
    /// Shared and immutable, like a snapshot's state.
    std::shared_ptr<const Scenario> state;
    TourView view;

    /// Throws InvalidParameter naming the field.
    void validate() const;

    friend bool operator==(const TourStep& a, const TourStep& b);
    friend bool operator!=(const TourStep& a, const TourStep& b) { return !(a == b); }
};

}  // namespace effsurf::core
