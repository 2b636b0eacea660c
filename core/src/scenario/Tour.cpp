// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/Tour.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"

namespace effsurf::core {

void Tour::validate() const {
    if (id.empty()) throw InvalidParameter("id", EFFSURF_TEXT("a tour needs an id"));
    if (title.empty()) throw InvalidParameter("title", EFFSURF_TEXT("a tour needs a title"));
    for (std::size_t i = 0; i < steps.size(); ++i) {
        try {
            steps[i].validate();
        } catch (const InvalidParameter& e) {
            throw e.within("steps[" + std::to_string(i) + "]");
        }
    }
}

}  // namespace effsurf::core
