// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/TrainingRunEdits.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// A whole-number edit of a run by its keyword (Python's spelling, "kv_heads").
struct TrainingRunCountEdit {
    std::string_view keyword;
    std::optional<int> TrainingRunEdits::*field;
    bool zeroAllowed;  ///< 0 is a value here (no experts, unlimited routing, all of d cp)
};

/// A real-number edit of a run by its keyword.
struct TrainingRunNumberEdit {
    std::string_view keyword;
    std::optional<double> TrainingRunEdits::*field;
};

/// The words a user types for a training run, once for both faces that read
/// them: Python's Run() keywords as they are ("kv_heads") and effsurf-cli
/// train's options with '-' for '_' ("--kv-heads"), so that neither face
/// can leave one out, read it differently or name another in an error.
class TrainingRunKeywords {
public:
    /// The edits both faces read as counts and as numbers, with nothing more
    /// to them (the GPU count, ZeRO's stage, units and flags are read apart).
    static const std::vector<TrainingRunCountEdit>& counts();
    static const std::vector<TrainingRunNumberEdit>& numbers();
    /// The keywords that set what an error of TrainingRunEdits::apply or
    /// TrainingRun::model names ("kv heads" -> "kv_heads/tp"); the field
    /// itself for one not listed.
    static std::string keywordsOf(const std::string& field);
    /// The same as effsurf-cli train's options ("--kv-heads/--tp").
    static std::string optionsOf(const std::string& field);
};

}  // namespace effsurf::core
