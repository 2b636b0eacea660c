// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/session/SessionFile.h"

#include <QString>

#include <optional>
#include <vector>

namespace effsurf::ui {

/// Ready-made sessions: five built into the program (resources/presets), and
/// the user's own, saved as sessions in the application data directory.
class Presets {
public:
    struct Entry {
        QString id;     ///< "amdahl-basics", or the user preset's file name without extension
        QString title;  ///< "Amdahl basics"
        QString description;
        bool builtIn = true;
        QString path;  ///< the user preset's file (built-ins are core's PresetLibrary, embedded)
    };

    /// Built-ins first (in teaching order), then the user's, by title.
    static std::vector<Entry> all();
    static std::optional<Entry> find(const QString& idOrTitle);
    static std::optional<SessionFile::Loaded> load(const QString& idOrTitle, QString* error);
    /// Saves the state as a user preset named `title`; replaces one of that name.
    static bool saveUser(const QString& title, const core::Scenario& scenario, const ViewState& view, QString* error);
    /// Deletes a user preset (built-ins cannot be deleted).
    static bool removeUser(const QString& id, QString* error);
    static QString userDirectory();
};

}  // namespace effsurf::ui
