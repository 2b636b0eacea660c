// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/core/util/Json.h"
#include "effsurf/core/util/JsonWriter.h"

#include <string>

namespace effsurf::core {

/// Reads and writes the configuration part of effsurf's session format — what a
/// snapshot keeps and what the app, the Python module and the web page all
/// evaluate: law, serial fraction, processors, precision, speed factors,
/// growth exponent, the timeline's contributions, the data-parallel
/// training parameters, the large-model run and the N convention. One
/// reader for every front end, so that a session means the same everywhere.
///
/// Errors are InvalidParameter whose field is the JSON path
/// ("scenario.trainingRun.layout.tensorParallel") and whose message says
/// what was expected ("expected a whole number from 1 to 1000000000, got 0").
/// Law, serialFraction, processors and precision are required; everything
/// else defaults as in a new window. Values are read, not yet validated:
/// Scenario::validate() judges them.
class ScenarioJson {
public:
    /// The session format's schema this effsurf writes and reads up to:
    /// 1 (the first sessions), 2 (the large-model training run, issue 16).
    /// Later fields within a schema are optional: older files read with the
    /// settings they were computed with (tests/data/sessions keeps one file
    /// of every shipped version).
    static constexpr int kSessionSchema = 2;
    /// Refuses a document this effsurf cannot read: no schema, or a newer
    /// one ("written by a newer effsurf (schema 3, effsurf 0.9); this one
    /// reads up to schema 2"), as InvalidParameter of the field "schema".
    static void requireReadableSchema(const JsonValue& document);
    static Scenario readConfiguration(const JsonValue& object, const std::string& path, const TrainingCatalog& catalog);
    static TrainingRun readTrainingRun(const JsonValue& object, const std::string& path, const TrainingCatalog& catalog);

    /// The configuration's members, into an object `w` has open (a tour
    /// step adds its own beside them). Every field is written, so a file
    /// means the same to a later effsurf whose defaults changed. A value
    /// JSON cannot hold (NaN, infinity) throws InvalidParameter naming its
    /// path, before anything is written to a file.
    static void writeConfigurationMembers(JsonWriter& w, const Scenario& scenario, const std::string& path);
    /// The run as one object value.
    static void writeTrainingRun(JsonWriter& w, const TrainingRun& run, const std::string& path);
};

}  // namespace effsurf::core
