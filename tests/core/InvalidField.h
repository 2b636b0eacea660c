// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/InvalidParameter.h"

#include <functional>
#include <string>

namespace effsurf::test {

/// The field an InvalidParameter thrown by `call` names; empty if it throws none.
inline std::string invalidField(const std::function<void()>& call) {
    try {
        call();
    } catch (const core::InvalidParameter& e) {
        return e.field();
    }
    return {};
}

}  // namespace effsurf::test
