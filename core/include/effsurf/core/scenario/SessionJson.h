// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Tour.h"
#include "effsurf/core/util/Json.h"
#include "effsurf/core/util/JsonWriter.h"

#include <string>
#include <string_view>

namespace effsurf::core {

/// What a session keeps besides the Scenario: how the window showed it.
struct SessionView {
    int cameraPreset = 2;  ///< the index of ViewNames::cameras(); the window's default, isometric
    bool logarithmicEfficiency = false;
    int lowerTab = 0;
    /// Autosaves only: the session file the unsaved work belongs to (empty:
    /// untitled work), so that recovered work keeps its name and path.
    std::string sessionPath;

    friend bool operator==(const SessionView& a, const SessionView& b) {
        return a.cameraPreset == b.cameraPreset && a.logarithmicEfficiency == b.logarithmicEfficiency && a.lowerTab == b.lowerTab &&
               a.sessionPath == b.sessionPath;
    }
    friend bool operator!=(const SessionView& a, const SessionView& b) { return !(a == b); }
};

/// A session as read: the scenario, the view, and (presets) a title and a description.
struct SessionContent {
    Scenario scenario;
    SessionView view;
    std::string title;
    std::string description;
};

/// effsurf's session format (`.effsurf`), read and written in one place for
/// every face: the window, `effsurf-cli session`, Python's Session.save()
/// and the exported page's "Save session" write the same bytes for the same
/// scenario. JSON with a format tag and a schema version (ScenarioJson::
/// kSessionSchema) holding the whole Scenario (the configuration, TOP500
/// selections, measured series with their rows, snapshots, tours) and the
/// view. Fits are recomputed on reading, so a file cannot carry a fit that
/// disagrees with its data; numbers are written in shortest round-trip form,
/// so a round trip is exact.
///
/// Every error is InvalidParameter whose field is the JSON path
/// ("scenario.series[0].rows[3] (line 5)") or what failed ("schema",
/// "format", "not a session file"); callers prefix the file's name.
class SessionJson {
public:
    static constexpr std::string_view kFormat = "effsurf-session";
    static constexpr std::string_view kTourFormat = "effsurf-tour";

    /// The file's text. A value JSON cannot hold (NaN, infinity) throws before anything is written.
    static std::string write(const Scenario& scenario, const SessionView& view);
    /// A preset: a session with the "title" and "description" menus show.
    /// Sessions written by any face carry neither, so opening a preset and
    /// saving it gives the user's session, not a second preset.
    static std::string writePreset(const Scenario& scenario, const SessionView& view, const std::string& title,
                                   const std::string& description);
    /// A session's content without its format tag ("schema", "writtenBy",
    /// "scenario" and, if `view` is given, "view"), into an object `w` has
    /// open: files of other kinds that carry a scenario (a figure's metadata,
    /// the exported page) embed it, so a scenario has one format wherever it
    /// is written.
    static void writeContentMembers(JsonWriter& w, const Scenario& scenario, const SessionView* view);

    /// A session file's text: the format tag, the schema and the content checked.
    static SessionContent read(std::string_view text, const TrainingCatalog& catalog);
    /// A session file's bytes, or an exported page's (its figure metadata
    /// holds the session's content): what File > Open, `effsurf-cli session`
    /// and Python's read_session accept. A page whose scenario is cut short
    /// is "the scenario inside this page is broken".
    static SessionContent readSessionOrPage(std::string_view bytes, const TrainingCatalog& catalog);
    /// What writeContentMembers wrote, inside any object: the schema checked,
    /// the scenario read and validated. A missing "view" reads as the default view.
    static SessionContent readContent(const JsonValue& root, const TrainingCatalog& catalog);

    /// A tour on its own (`"format": "effsurf-tour"`), with the same step
    /// layout as the tours inside a session. Errors name the step and the
    /// field ("tour.steps[2].state.processors").
    static std::string writeTour(const Tour& tour);
    static Tour readTour(std::string_view text, const TrainingCatalog& catalog);
};

}  // namespace effsurf::core
