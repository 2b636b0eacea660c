// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/scenario/Scenario.h"

#include <string>
#include <vector>

namespace effsurf::web {

/// One of the law's own parameters as the page shows it: a number field or
/// a choice. The page builds its "law parameters" controls from this list,
/// so that what is editable, its name, its value's notation and its
/// refusals are core's, not the page script's.
struct PageParameter {
    std::string name;                       ///< what PageState::setField takes ("timeline.2.share", "run.t", ...)
    std::string label;                      ///< as the app's form names it
    std::string value;                      ///< the field's text (the app's editable notation), or the choice's id
    std::vector<std::string> choiceIds;     ///< empty for a number field
    std::vector<std::string> choiceLabels;  ///< what the choices read
};

/// The parameters of `scenario`'s law: the timeline model's contributions
/// (share and growth), the data-parallel training model's inputs, a large
/// model's preset, hardware, layout, batch and calibration; none for the
/// closed-form laws (s, N, precision and γ have controls of their own).
std::vector<PageParameter> pageParameters(const core::Scenario& scenario, const core::TrainingCatalog& catalog);

/// Sets parameter `name` of `scenario` from `text`; false if no parameter
/// has that name. Throws core::InvalidParameter naming the field, with the
/// app's message, for a value the app refuses (the scenario is then left
/// as it was by the caller, who works on a copy).
bool setPageParameter(core::Scenario& scenario, const std::string& name, const std::string& text, const core::TrainingCatalog& catalog);

}  // namespace effsurf::web
