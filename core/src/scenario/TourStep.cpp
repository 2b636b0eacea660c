// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/TourStep.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/InvalidParameter.h"

namespace effsurf::core {

void TourStep::validate() const {
    if (title.empty()) throw InvalidParameter("title", EFFSURF_TEXT("a step needs a title"));
    if (!state) throw InvalidParameter("state", EFFSURF_TEXT("a step needs a state"));
    if (!state->series.empty() || !state->snapshots.empty() || !state->tours.empty())
        throw InvalidParameter("state", EFFSURF_TEXT("a step sets a configuration and systems, not series, snapshots or tours"));
    try {
        state->validate();
    } catch (const InvalidParameter& e) {
        throw e.within("state");
    }
    view.validate();
}

bool operator==(const TourStep& a, const TourStep& b) {
    const bool sameState = a.state == b.state || (a.state && b.state && *a.state == *b.state);
    return sameState && a.title == b.title && a.text == b.text && a.formula == b.formula && a.question == b.question && a.view == b.view;
}

}  // namespace effsurf::core
