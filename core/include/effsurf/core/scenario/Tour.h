// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TourStep.h"

#include <string>
#include <vector>

namespace effsurf::core {

/// A guided tour: an ordered list of steps a lecturer walks through. Built-in
/// tours ship with effsurf; a user's own tours live in the Scenario and are
/// saved with the session.
struct Tour {
    std::string id;  ///< unique among the tours on offer
    std::string title;
    std::string description;
    std::vector<TourStep> steps;

    /// Throws InvalidParameter naming the step and field ("steps[2].state.processors").
    void validate() const;

    friend bool operator==(const Tour& a, const Tour& b) {
        return a.id == b.id && a.title == b.title && a.description == b.description && a.steps == b.steps;
    }
    friend bool operator!=(const Tour& a, const Tour& b) { return !(a == b); }
};

}  // namespace effsurf::core
