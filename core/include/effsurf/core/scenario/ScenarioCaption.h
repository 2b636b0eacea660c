// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <string>
#include <vector>

namespace effsurf::core {

/// The caption every figure carries and the exported page shows live: the
/// law and the parameters that draw the figure again, in the one number
/// format ("Amdahl: s = 1.4547×10⁻⁷ (α = 0.99999985453), N = 2,414,592,
/// FP64 (k = 1)"). Written once here for the desktop's figures (which break
/// it into lines with Qt's font metrics) and the page (WebAssembly).
namespace ScenarioCaption {

/// The parameters, each a piece a figure never breaks across lines.
std::vector<std::string> parts(const Scenario& scenario);
/// "Law: part, part, ...".
std::string text(const Scenario& scenario);
/// A number as the caption writes it: the digits it needs to be typed back
/// exactly (3 to 6), a whole count from 10⁴ on with its thousands apart.
std::string number(double value);
/// "α = 0.9999999": α = 1 − s with the decimals s needs.
std::string alphaOf(double serialFraction);
/// "12,288": a count with its thousands apart.
std::string count(unsigned long long n);

}  // namespace ScenarioCaption
}  // namespace effsurf::core
