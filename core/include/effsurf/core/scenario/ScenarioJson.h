#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/core/util/Json.h"

#include <string>

namespace effsurf::core {

/// Reads the configuration part of effsurf's session format — what a
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
    static Scenario readConfiguration(const JsonValue& object, const std::string& path, const TrainingCatalog& catalog);
    static TrainingRun readTrainingRun(const JsonValue& object, const std::string& path, const TrainingCatalog& catalog);
};

}  // namespace effsurf::core
