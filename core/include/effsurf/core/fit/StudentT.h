// SPDX-License-Identifier: MIT
#pragma once

namespace effsurf::core {

/// Regularized incomplete beta function I_x(a, b), by Lentz's continued
/// fraction (relative accuracy ~1e-14).
double regularizedIncompleteBeta(double a, double b, double x);

/// Two-sided Student t critical value: the t with P(|T| <= t) = confidence
/// for `degreesOfFreedom` >= 1 (e.g. 12.706 for 95% and 1, 1.96 as dof -> inf).
double studentTCritical(double confidence, int degreesOfFreedom);

}  // namespace effsurf::core
