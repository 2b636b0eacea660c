// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QString>

namespace effsurf::ui {

/// The status bar's line for a state: S, E, the serial fraction (s' with α,
/// or s_eff(N) for the models), the law's cap in its own terms, R_limit where
/// a ceiling 1/s' exists, and the law and datatype.
class StatusText {
public:
    static QString of(const core::Scenario& scenario);
};

}  // namespace effsurf::ui
