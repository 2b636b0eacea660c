// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/Message.h"
#include "effsurf/core/util/NumberText.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace effsurf::core {

struct Scenario;

/// What caps the gain under the scenario's law, in plain words and running
/// text: "gain ceiling 1/s' = 10³", "no gain ceiling: S grows without bound
/// (Gustafson)", "maximum S = 1580 at N = 3160", "no maximum within N ≤ 10¹²".
/// The status bar, the readout and tours (${limit}) say the same.
std::string describeGainLimit(const Scenario& scenario);
/// The same as a pattern and its numbers, for a face that shows it in another
/// language at every redraw without reading the English back (MessageCatalog).
Message gainLimitMessage(const Scenario& scenario);

/// Tour texts and formulas carry live numbers as ${name}: the step shows the
/// values of the state on screen, which change as the lecturer moves a
/// slider. Unknown names stay as written, so a typo is visible, not hidden.
std::string substituteLiveNumbers(std::string_view text, const Scenario& scenario, NumberNotation notation);

/// The placeholder names with what each stands for (for the tour editor).
const std::vector<std::pair<std::string_view, std::string_view>>& livePlaceholders();

}  // namespace effsurf::core
