#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace effsurf::core {

struct Scenario;

/// Where a number is written: running text (Unicode, "1.45×10⁻⁷") or
/// formula markup ("1.45 \times 10^{-7}").
enum class NumberNotation { Text, Formula };

/// `value` to `significantDigits` digits: plain for 1e-3 <= |x| < 1e5,
/// otherwise as mantissa × power of ten; an exact power of ten is just "10⁻⁷".
std::string formatLiveNumber(double value, NumberNotation notation, int significantDigits = 3);

/// What caps the gain under the scenario's law, in plain words and running
/// text: "gain ceiling 1/s' = 10³", "no gain ceiling: S grows without bound
/// (Gustafson)", "maximum S = 1580 at N = 3160", "no maximum within N ≤ 10¹²".
/// The status bar, the readout and tours (${limit}) say the same.
std::string describeGainLimit(const Scenario& scenario);

/// Tour texts and formulas carry live numbers as ${name}: the step shows the
/// values of the state on screen, which change as the lecturer moves a
/// slider. Unknown names stay as written, so a typo is visible, not hidden.
std::string substituteLiveNumbers(std::string_view text, const Scenario& scenario, NumberNotation notation);

/// The placeholder names with what each stands for (for the tour editor).
const std::vector<std::pair<std::string_view, std::string_view>>& livePlaceholders();

}  // namespace effsurf::core
