// SPDX-License-Identifier: MIT
// libFuzzer target: core's JSON reader and, on what it accepts, core's reader
// of the session format's configuration (what the Python module and the web
// page read sessions with). Each either refuses (JsonSyntaxError,
// InvalidParameter naming a JSON path) or returns a value; a configuration it
// reads is then validated and, where valid, evaluated to an E in [0, 1].

#include "FuzzInvariants.h"

#include "effsurf/core/scenario/ScenarioJson.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Json.h"
#include "effsurf/resources/BuiltinData.h"

#include <cmath>
#include <cstdint>
#include <string>

using namespace effsurf;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    core::JsonValue document;
    try {
        document = core::parseJson(text);
    } catch (const core::JsonSyntaxError& e) {
        fuzz::require(e.line() >= 1 && e.column() >= 1, "a syntax error has a line and a column");
        return 0;
    }
    const core::JsonValue* configuration = document.find("scenario");
    if (!configuration) configuration = &document;
    try {
        const core::Scenario scenario = core::ScenarioJson::readConfiguration(*configuration, "scenario", resources::trainingCatalog());
        scenario.validate();
        if (scenario.model != core::ModelKind::ParallelTraining) {
            const double e = scenario.efficiency();
            fuzz::require(std::isfinite(e) && e >= 0.0, "a valid scenario has a finite E >= 0");
        }
    } catch (const core::InvalidParameter& e) {
        fuzz::require(std::string(e.what()).rfind("scenario", 0) == 0 || !std::string(e.field()).empty(), "a refusal names its field");
    }
    return 0;
}
