// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

namespace effsurf::core {

/// The state shown at fraction `t` (0..1) of a smooth transition from `from`
/// to `to`, as a tour animates from one step to the next or a sweep plays.
///
/// s, N and the other scale quantities move geometrically (a straight line on
/// the log axes the user sees); shares, exponents, k and utilization move
/// linearly; discrete choices (law, precision, systems, algorithm) take
/// `to`'s value as soon as t > 0, so the motion that follows shows their
/// consequence. t <= 0 gives `from` and t >= 1 gives exactly `to`, so a
/// finished transition sets exactly the stored state. Series, snapshots and
/// tours always come from `to`. Should an intermediate state be invalid
/// (for example timeline models that do not match), the result is `to`.
Scenario interpolateScenarios(const Scenario& from, const Scenario& to, double t);

/// What a tour step sets on top of the running session: the step's
/// configuration, selected systems and cloud edition; the session's imported
/// series, snapshots and tours stay.
Scenario applyTourStep(const Scenario& current, const Scenario& stepState);

/// A position `t` along a sweep of one quantity, for the play buttons.
/// Geometric between positive ends (s and N are shown on log axes).
double interpolateGeometric(double from, double to, double t);

}  // namespace effsurf::core
