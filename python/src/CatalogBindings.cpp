// SPDX-License-Identifier: MIT
#include "Bindings.h"

#include "effsurf/core/data/GainHistory.h"
#include "effsurf/core/data/Top500Catalog.h"
#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/resources/BuiltinData.h"

#include <pybind11/stl.h>

#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace effsurf::python {
namespace {

py::object optionalValue(const std::optional<double>& value) { return value ? py::object(py::float_(*value)) : py::none(); }

py::dict top500Columns(const std::string& conventionId) {
    const auto convention = core::parseCoreConvention(conventionId);
    py::dict d;
    const char* names[] = {
        "list",       "rank",        "system",       "site",        "country",  "year",           "cores",           "accelerator_cores",
        "N",          "rmax_tflops", "rpeak_tflops", "hpcg_tflops", "power_kw", "hpl_efficiency", "hpcg_efficiency", "s_eff_hpl",
        "s_eff_hpcg", "anomaly"};
    for (const char* name : names) d[name] = py::list();
    for (const auto& e : resources::top500Catalog().entries()) {
        const auto add = [&d](const char* name, py::object value) { d[name].cast<py::list>().append(std::move(value)); };
        add("list", py::str(e.list));
        add("rank", py::int_(e.rank));
        add("system", py::str(e.system));
        add("site", py::str(e.site));
        add("country", py::str(e.country));
        add("year", py::int_(e.year));
        add("cores", py::float_(e.cores));
        add("accelerator_cores", optionalValue(e.acceleratorCores));
        add("N", optionalValue(e.processorCount(convention)));
        add("rmax_tflops", py::float_(e.rmaxTflops));
        add("rpeak_tflops", py::float_(e.rpeakTflops));
        add("hpcg_tflops", optionalValue(e.hpcgTflops));
        add("power_kw", optionalValue(e.powerKw));
        add("hpl_efficiency", py::float_(e.hplEfficiency()));
        add("hpcg_efficiency", optionalValue(e.hpcgEfficiency()));
        add("s_eff_hpl", optionalValue(e.hplSerialFraction(convention)));
        add("s_eff_hpcg", optionalValue(e.hpcgSerialFraction(convention)));
        add("anomaly", py::str(e.anomaly()));
    }
    return d;
}

py::dict gainHistoryColumns(const std::string& conventionId) {
    const auto convention = core::parseCoreConvention(conventionId);
    py::dict d;
    for (const char* name : {"list", "benchmark", "role", "rank", "system", "N", "gain", "s_eff", "ceiling"}) d[name] = py::list();
    for (const auto& p : core::gainHistory(resources::top500Catalog(), convention)) {
        const auto add = [&d](const char* name, py::object value) { d[name].cast<py::list>().append(std::move(value)); };
        add("list", py::str(p.list));
        add("benchmark", py::str(std::string(core::benchmarkId(p.benchmark))));
        add("role", py::str(std::string(core::gainRoleId(p.role))));
        add("rank", py::int_(p.entry ? p.entry->rank : 0));
        add("system", py::str(p.entry ? p.entry->system : std::string()));
        add("N", py::float_(p.processors));
        add("gain", py::float_(p.gain));
        add("s_eff", py::float_(p.serialFraction));
        add("ceiling", py::float_(p.ceiling));
    }
    return d;
}

py::dict presetColumns(const std::string& kind) {
    const auto& catalog = resources::trainingCatalog();
    py::dict d;
    const auto add = [&d](const char* name, py::object value) {
        if (!d.contains(name)) d[name] = py::list();
        d[name].cast<py::list>().append(std::move(value));
    };
    if (kind == "models") {
        for (const auto& p : catalog.models()) {
            add("id", py::str(p.id));
            add("name", py::str(p.name));
            const bool shaped = p.shape.has_value();
            const auto count = [&](int value) { return shaped ? py::object(py::int_(value)) : py::none(); };
            add("layers", count(shaped ? p.shape->layers : 0));
            add("hidden", count(shaped ? p.shape->hidden : 0));
            add("heads", count(shaped ? p.shape->heads : 0));
            add("kv_heads", count(shaped ? p.shape->keyValueHeads() : 0));
            add("ffn_hidden", count(shaped ? p.shape->ffnWidth() : 0));
            add("seq", count(shaped ? p.shape->sequenceLength : 0));
            add("vocab", count(shaped ? p.shape->vocabulary : 0));
            add("experts", count(shaped ? p.shape->moe.experts : 0));
            add("experts_per_token", count(shaped ? p.shape->moe.expertsPerToken : 0));
            add("published_parameters", py::float_(p.publishedParameters));
            add("source", py::str(p.source));
        }
    } else if (kind == "gpus") {
        for (const auto& p : catalog.accelerators()) {
            add("id", py::str(p.id));
            add("name", py::str(p.name));
            add("vendor", py::str(p.vendor));
            add("memory_bytes", py::float_(p.memoryBytes));
            add("memory_bandwidth", py::float_(p.memoryBandwidth));
            for (const auto& info : core::allPrecisions()) {
                const std::string column = "peak_" + std::string(info.id);
                if (!d.contains(column.c_str())) d[column.c_str()] = py::list();
                d[column.c_str()].cast<py::list>().append(optionalValue(p.peakFlops[std::size_t(info.precision)]));
            }
            add("nvlink_bandwidth", py::float_(p.intraNode.bandwidthBytesPerSecond));
            add("nvlink_domain", py::int_(p.nvlinkDomain));
            add("source", py::str(p.source));
        }
    } else if (kind == "networks") {
        for (const auto& p : catalog.networks()) {
            add("id", py::str(p.id));
            add("name", py::str(p.name));
            add("nic_bytes_per_second", py::float_(p.nicBytesPerSecond));
            add("nics_per_node", py::int_(p.nicsPerNode));
            add("latency_seconds", py::float_(p.latencySeconds));
            add("source", py::str(p.source));
        }
    } else {
        throw py::value_error("presets: kind must be models, gpus or networks, not '" + kind + "'");
    }
    return d;
}

/// Core's lists of names (the same the CLI's options and the window's boxes use).
const core::NameList& namesOf(const std::string& kind) {
    static const core::NameList kinds({{"cameras", ""},
                                       {"panels", ""},
                                       {"charts", ""},
                                       {"figures", ""},
                                       {"page", ""},
                                       {"animation", ""},
                                       {"quantities", ""},
                                       {"laws", ""},
                                       {"precisions", ""},
                                       {"presets", ""}});
    const std::string_view id = kinds.parse(kind, "kind");
    if (id == "cameras") return core::ViewNames::cameras();
    if (id == "panels") return core::ViewNames::panels();
    if (id == "charts") return core::ViewNames::modelCharts();
    if (id == "figures") return core::ViewNames::figures();
    if (id == "page") return core::ViewNames::pageFigures();
    if (id == "animation") return core::ViewNames::animationTargets();
    if (id == "laws") return core::modelKindNames();
    if (id == "precisions") return core::precisionNames();
    if (id == "presets") return resources::presetLibrary().names();
    return core::measuredQuantityNames();
}

}  // namespace

void bindCatalogs(py::module_& m) {
    m.def("_top500_columns", &top500Columns, py::arg("convention") = "total");
    m.def("_gain_history_columns", &gainHistoryColumns, py::arg("convention") = "total");
    m.def("_preset_columns", &presetColumns, py::arg("kind"));
    m.def(
        "names",
        [](const std::string& kind) {
            py::dict names;  // insertion-ordered: the order the app lists them
            for (const core::NamedItem& item : namesOf(kind).items()) names[py::str(std::string(item.id))] = std::string(item.label);
            return names;
        },
        py::arg("kind"),
        R"(names(kind)

The names effsurf reads, as {id: label} in the order the app lists them:
kind "cameras", "panels", "charts" (the model charts beside the surface),
"figures" (what export draws), "page" (what an interactive page shows),
"animation" (what an animation records), "quantities" (a measured
series' quantity), "laws" (the laws and models a scenario uses),
"precisions" or "presets" (the built-in sessions, by title: read_preset). The same lists the CLI's options, the window's boxes
and tour files are checked against.)");
    m.def(
        "_preset_text", [](const std::string& name) { return std::string(resources::presetLibrary().find(name).text); }, py::arg("name"),
        "A built-in preset's session file, by id or title.");
    m.def(
        "top500_editions", [] { return resources::top500Editions(); }, "The TOP500 list editions effsurf ships (\"YYYY-MM\"), ascending.");
}

}  // namespace effsurf::python
