// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/FigureMetadataFinder.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Tour.h"
#include "effsurf/core/scenario/ScenarioJson.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace effsurf::ui {

/// What a session keeps besides the Scenario: how the window shows it.
struct ViewState {
    int cameraPreset = 2;  ///< SurfaceView::CameraPreset (the window's default, isometric)
    bool logarithmicEfficiency = false;
    int lowerTab = 0;
    /// Autosaves only: the session file the unsaved work belongs to (empty:
    /// untitled work), so that recovered work keeps its name and path and
    /// Save writes it back there.
    QString sessionPath = {};

    friend bool operator==(const ViewState& a, const ViewState& b) {
        return a.cameraPreset == b.cameraPreset && a.logarithmicEfficiency == b.logarithmicEfficiency && a.lowerTab == b.lowerTab &&
               a.sessionPath == b.sessionPath;
    }
};

/// effsurf sessions (`.effsurf`): JSON with a format tag and a schema version
/// (2: with the large-model training run; schema-1 files open with the default run),
/// holding the whole Scenario (imported series with their data embedded,
/// selected systems, snapshots) and the view state. Fits are recomputed on
/// load, so a file cannot carry a fit that disagrees with its data. Numbers
/// are written in shortest round-trip form, so a round trip is exact.
class SessionFile {
public:
    static constexpr int kSchemaVersion = core::ScenarioJson::kSessionSchema;  // core owns the format

    struct Loaded {
        core::Scenario scenario;
        ViewState view;
        QString title;        ///< presets: the name shown in menus
        QString description;  ///< presets: what the scenario demonstrates
    };

    /// The JSON text; fails (nullopt, `error` set) if a value cannot be written (NaN, infinity).
    /// A non-empty `presetTitle` writes a preset (the title menus show).
    static std::optional<QByteArray> toJson(const core::Scenario& scenario, const ViewState& view, QString* error,
                                            const QString& presetTitle = QString());
    /// Parses and validates; on failure returns nullopt and sets `error` to a
    /// message naming the file and the field ("s.effsurf: scenario.processors: ...").
    static std::optional<Loaded> fromJson(const QByteArray& json, const QString& fileName, QString* error);

    /// A session's content without its format tag: "schema", "writtenBy",
    /// "scenario" and, if `view` is given, "view". Files of other kinds that
    /// carry a scenario (a figure's metadata) embed this, so a scenario has
    /// one format wherever it is written. Nullopt and `error` as for toJson.
    static std::optional<QJsonObject> contentToJson(const core::Scenario& scenario, const ViewState* view, QString* error);
    /// Reads what contentToJson wrote, inside any object: the schema checked,
    /// the scenario validated, with fromJson's messages naming the file and
    /// the field ("fig.png: scenario.processors: ..."). A missing "view" reads
    /// as the default view.
    static std::optional<Loaded> contentFromJson(const QJsonObject& root, const QString& fileName, QString* error);

    /// Writes atomically (QSaveFile): the previous file stays intact on any failure.
    static bool save(const QString& path, const core::Scenario& scenario, const ViewState& view, QString* error);
    static std::optional<Loaded> load(const QString& path, QString* error);

    /// The element in which an interactive page (ui/web's InteractivePage)
    /// carries its figure metadata, which holds the scenario in this format.
    static constexpr const char* kPageScript = core::FigureMetadataFinder::kPageScript.data();
    /// That element's JSON, if `bytes` are such a page; the page's copy
    /// escapes '<' as \u003c, which JSON reads back as '<'.
    static std::optional<QByteArray> jsonInPage(const QByteArray& bytes);

    /// What a file is, by its content and not its name: a JSON object tagged
    /// "effsurf-session" or "effsurf-tour", an interactive page effsurf
    /// exported (opened as a session), or something else (a measurement
    /// file, or nothing effsurf reads: the importers then say so).
    enum class Kind { Session, Tour, Other };
    static Kind kindOf(const QString& path);

    /// A tour on its own (built-in tours, `"format": "effsurf-tour"`), with
    /// the same step layout as the tours inside a session. Errors name the
    /// file, the step and the field ("tour.steps[2].state.processors: ...").
    static std::optional<QByteArray> tourToJson(const core::Tour& tour, QString* error);
    static std::optional<core::Tour> tourFromJson(const QByteArray& json, const QString& fileName, QString* error);
};

}  // namespace effsurf::ui
