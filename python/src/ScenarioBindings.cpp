#include "Bindings.h"

#include "effsurf/core/data/Top500Catalog.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/TimelineModel.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <pybind11/stl.h>

#include <string>

namespace effsurf::python {
namespace {

/// A value of the session's configuration object, if present, of the JSON type expected.
template <typename T>
T field(const py::dict& config, const char* name, T fallback) {
    if (!config.contains(name) || config[name].is_none()) return fallback;
    try {
        return config[name].cast<T>();
    } catch (const py::cast_error&) {
        throw core::InvalidParameter(name, "has the wrong type (" +
                                               std::string(py::str(py::type::handle_of(config[name]).attr("__name__"))) + ")");
    }
}

core::ContributionGrowth parseGrowth(int growth) {
    if (growth < 0 || growth > 2) throw core::InvalidParameter("growth", "must be 0 (constant), 1 (logarithmic) or 2 (power)");
    return core::ContributionGrowth(growth);
}

/// The scenario a session's configuration object describes (the closed-form
/// laws, the timeline and the data-parallel training model), validated by
/// core as the app validates it. The large-model run is Python's Run.
core::Scenario scenarioOf(const py::dict& config) {
    core::Scenario s;
    s.model = core::parseModelKind(field<std::string>(config, "law", "amdahl"));
    s.growthExponent = field<double>(config, "growthExponent", s.growthExponent);
    s.serialFraction = field<double>(config, "serialFraction", s.serialFraction);
    s.processors = field<double>(config, "processors", s.processors);
    s.precision = core::parsePrecision(field<std::string>(config, "precision", "fp64"));
    const auto factors = field<std::vector<double>>(config, "speedFactors", {});
    if (!factors.empty()) {
        if (factors.size() != s.speedFactors.size())
            throw core::InvalidParameter("speedFactors", "must hold " + std::to_string(s.speedFactors.size()) + " numbers, one per precision");
        std::copy(factors.begin(), factors.end(), s.speedFactors.begin());
    }
    if (config.contains("timeline")) {
        std::vector<core::TimelineContribution> contributions;
        for (const auto& item : config["timeline"].cast<py::list>()) {
            const auto c = item.cast<py::dict>();
            contributions.push_back({field<std::string>(c, "name", ""), field<double>(c, "share", 0.0),
                                     parseGrowth(field<int>(c, "growth", 0)), field<double>(c, "exponent", 0.0)});
        }
        s.timeline = core::TimelineModel(std::move(contributions));
    }
    if (config.contains("training")) {
        const auto t = config["training"].cast<py::dict>();
        s.training.parameterCount = field<double>(t, "parameterCount", s.training.parameterCount);
        s.training.flopsPerStep = field<double>(t, "flopsPerStep", s.training.flopsPerStep);
        s.training.latencySeconds = field<double>(t, "latencySeconds", s.training.latencySeconds);
        s.training.bandwidthBytesPerSecond = field<double>(t, "bandwidthBytesPerSecond", s.training.bandwidthBytesPerSecond);
        if (t.contains("algorithm")) s.training.algorithm = core::TrainingModel::parseAlgorithm(field<std::string>(t, "algorithm", "ring"));
        if (t.contains("scaling")) s.training.scaling = core::TrainingModel::parseScaling(field<std::string>(t, "scaling", "strong"));
        s.training.overlap = field<double>(t, "overlap", s.training.overlap);
        s.training.sequentialSeconds = field<double>(t, "sequentialSeconds", s.training.sequentialSeconds);
        s.accelerator = field<std::string>(t, "accelerator", s.accelerator);
        s.utilization = field<double>(t, "utilization", s.utilization);
    }
    if (config.contains("coreConvention")) s.coreConvention = core::parseCoreConvention(field<std::string>(config, "coreConvention", "total"));
    return s;
}

py::dict numbersOf(const py::dict& config) {
    const core::Scenario s = scenarioOf(config);
    s.validate();
    py::dict d;
    d["speed_factor"] = s.speedFactor();
    if (s.model == core::ModelKind::ParallelTraining) return d;  // Python's Run has these
    d["efficiency"] = s.efficiency();
    d["speedup"] = s.speedup();
    d["s_eff"] = s.effectiveSerialFraction();
    return d;
}

}  // namespace

void bindScenario(py::module_& m) {
    m.def("_scenario_numbers", &numbersOf, py::arg("configuration"),
          "Validates a session's configuration object with core and returns its E, S, s_eff and k at its N.");
    m.def("_scenario_curve", [](const py::dict& config, const std::vector<double>& processors) {
        const core::Scenario s = scenarioOf(config);
        s.validate();
        std::vector<double> e;
        e.reserve(processors.size());
        for (const double n : processors) e.push_back(s.efficiency(n));
        return e;
    }, py::arg("configuration"), py::arg("processors"));
}

}  // namespace effsurf::python
