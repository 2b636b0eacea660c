// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/util/NameList.h"

#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// The ready-made sessions effsurf ships (resources/presets), in teaching
/// order, for every face: the window's Presets menu, `effsurf-cli export
/// --preset`, Python's read_preset() and names("presets") list and open the
/// same ones. A preset is a session file with a "title" and a "description".
class PresetLibrary {
public:
    struct Preset {
        std::string id;  ///< "amdahl-basics": the file's name without .effsurf
        std::string title;
        std::string description;
        std::string_view text;  ///< the session file, owned by whoever built the library
    };

    /// Reads each file's title and description (the session itself is read
    /// when opened); a preset without a title is refused naming it, so a
    /// broken built-in fails the build's tests, not a lecture.
    explicit PresetLibrary(std::vector<std::pair<std::string, std::string_view>> files);
    // names() points into presets(): a copy would point into the original.
    PresetLibrary(const PresetLibrary&) = delete;
    PresetLibrary& operator=(const PresetLibrary&) = delete;

    const std::vector<Preset>& presets() const noexcept { return presets_; }
    /// id -> title, in teaching order; the title is also accepted when typed.
    const NameList& names() const noexcept { return names_; }
    /// The preset an id or title names; InvalidParameter("preset", "unknown 'x' (expected one of ...)").
    const Preset& find(std::string_view idOrTitle) const;
    SessionContent load(std::string_view idOrTitle, const TrainingCatalog& catalog) const;

private:
    std::vector<Preset> presets_;
    NameList names_;
};

}  // namespace effsurf::core
