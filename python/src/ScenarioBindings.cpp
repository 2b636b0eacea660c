// SPDX-License-Identifier: MIT
#include "Bindings.h"

#include "effsurf/core/data/FigureMetadataFinder.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/ScenarioCaption.h"
#include "effsurf/core/scenario/ScenarioJson.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/util/AtomicFile.h"
#include "effsurf/core/util/FileError.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Json.h"
#include "effsurf/resources/BuiltinData.h"

#include <pybind11/stl.h>

#include <string>

namespace effsurf::python {
namespace {

/// `read()`'s refusal (JSON that is not JSON, a field core refuses) as
/// Python's ValueError, prefixed with the file or JSON path it was read at.
template <typename Read>
auto readingAt(const std::string& path, Read&& read) {
    try {
        return read();
    } catch (const core::JsonSyntaxError& e) {
        throw py::value_error(path + ": " + e.what());
    } catch (const core::InvalidParameter& e) {
        throw py::value_error(path + ": " + e.what());
    }
}

/// The scenario a session's configuration object describes, read by core's
/// reader of the session format (the app's) and validated as the app does.
/// `where` prefixes the JSON path in messages ("scenario", "scenario.snapshots[0].configuration").
core::Scenario scenarioOf(const std::string& json, const std::string& where) {
    const core::JsonValue value = readingAt(where, [&] { return core::parseJson(json); });
    const core::Scenario scenario = core::ScenarioJson::readConfiguration(value, where, resources::trainingCatalog());
    try {
        scenario.validate();
    } catch (const core::InvalidParameter& e) {
        throw e.within(where);
    }
    return scenario;
}

py::dict numbersOf(const std::string& json, const std::string& where) {
    const core::Scenario s = scenarioOf(json, where);
    py::dict d;
    d["speed_factor"] = s.speedFactor();
    if (s.model == core::ModelKind::ParallelTraining) {
        try {
            d["run"] = runObject(s.trainingRun, s.precision);
        } catch (const core::InvalidParameter& e) {
            throw e.within(where + ".trainingRun");
        }
    }
    // The configuration as core read it, its defaults applied: Python repeats none of them.
    d["law"] = std::string(core::modelKindId(s.model));
    d["serial_fraction"] = s.serialFraction;
    d["processors"] = s.processors;
    d["precision"] = std::string(core::precisionInfo(s.precision).id);
    d["growth_exponent"] = s.growthExponent;
    // The caption every figure carries and the page shows (core::ScenarioCaption).
    d["caption"] = core::ScenarioCaption::text(s);
    // What the app's readout shows, for every law (the large-model run's at the scenario's N).
    d["efficiency"] = s.efficiency();
    d["speedup"] = s.speedup();
    d["s_eff"] = s.effectiveSerialFraction();
    return d;
}

}  // namespace

void bindScenario(py::module_& m) {
    m.def("_scenario_numbers", &numbersOf, py::arg("configuration_json"), py::arg("where") = "scenario",
          "Reads a session's configuration object (JSON text) with core's reader, validates it and returns E, S, "
          "s_eff and k at its N (the run for a large-model scenario).");
    m.def(
        "_scenario_curve",
        [](const std::string& json, const std::vector<double>& processors) {
            const core::Scenario s = scenarioOf(json, "scenario");
            std::vector<double> e;
            e.reserve(processors.size());
            for (const double n : processors) e.push_back(s.efficiency(n));
            return e;
        },
        py::arg("configuration_json"), py::arg("processors"));
    m.def(
        "_require_readable_schema",
        [](const std::string& json, const std::string& path) {
            readingAt(path, [&] {
                core::ScenarioJson::requireReadableSchema(core::parseJson(json));
                return 0;
            });
        },
        py::arg("document_json"), py::arg("path"),
        "Refuses a session this effsurf cannot read (no schema, or a newer one), naming the version: core's rule.");
    m.def(
        "_figure_json",
        [](const py::bytes& data) {
            // Where the file keeps its scenario: core's finder, as the window reads it.
            const std::string bytes = data;
            const core::FoundMetadata found = core::FigureMetadataFinder::find(bytes);
            return py::make_tuple(py::bytes(found.json), found.absent, found.recognized);
        },
        py::arg("data"), "(json bytes, where it was looked for when absent, whether effsurf writes such files) of a file's bytes.");
    m.def(
        "_session_text",
        [](const std::string& json, const std::string& path) {
            // core's reader and writer of the session format: the window's, the CLI's and the page's bytes.
            return readingAt(path, [&] {
                const core::SessionContent content = core::SessionJson::readContent(core::parseJson(json), resources::trainingCatalog());
                return core::SessionJson::write(content.scenario, content.view);
            });
        },
        py::arg("document_json"), py::arg("path"),
        "A session document (or a figure's record) written as a session file by core, as the app writes it.");
    m.def(
        "_write_atomically",
        [](const std::string& path, const std::string& text) {
            try {
                core::AtomicFile file(path);
                file.write(text.data(), text.size());
                file.commit();
            } catch (const core::FileError& e) {
                // OSError(errno, words, file name): Python's own form for a file that cannot be written.
                const std::string words = e.errorNumber() != 0 ? core::FileError::describe(e.errorNumber()) : std::string(e.what());
                PyErr_SetObject(PyExc_OSError, py::make_tuple(e.errorNumber(), words, path).ptr());
                throw py::error_already_set();
            }
        },
        py::arg("path"), py::arg("text"), "Writes a file as the app does: the old content or the whole new one, never half.");
    m.attr("SESSION_SCHEMA") = core::ScenarioJson::kSessionSchema;
}

}  // namespace effsurf::python
