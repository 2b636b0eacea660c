// SPDX-License-Identifier: MIT
#include "Bindings.h"

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/data/TrainingStepReader.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingRunEdits.h"
#include "effsurf/core/scenario/TrainingStepFit.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/resources/BuiltinData.h"

#include <pybind11/stl.h>

#include <fstream>

namespace effsurf::python {
namespace {

/// A run fitted to measured steps, with the precision its predictions use.
struct RunFit {
    core::TrainingStepFitResult fit;
    core::Precision precision = core::Precision::BF16;
};

/// The steps of a file, or of CSV text made from a DataFrame: read by core's one reader,
/// whose refusals (file, line, column) become effsurf.MeasurementError.
core::TrainingStepFile readSteps(const std::string& pathOrText, const std::string& name, bool isText) {
    try {
        if (isText) return core::TrainingStepReader::parse(pathOrText, name);
        if (!std::ifstream(pathOrText).good()) {
            PyErr_SetObject(PyExc_FileNotFoundError, py::make_tuple(2, "No such file or readable step file", pathOrText).ptr());
            throw py::error_already_set();
        }
        return core::TrainingStepReader::read(pathOrText);
    } catch (const core::ImportError& error) {
        throwMeasurementError(error.what(), error.issues());
    }
}

py::dict predictionColumns(const std::vector<core::TrainingPrediction>& predictions) {
    std::vector<double> gpus, dp, step, tokens, low, high, model, modelLow, modelHigh;
    std::vector<bool> measured;
    for (const auto& p : predictions) {
        gpus.push_back(p.gpus), dp.push_back(p.dataParallel), step.push_back(p.stepSeconds), tokens.push_back(p.tokensPerSecond);
        low.push_back(p.tokensPerSecondLow), high.push_back(p.tokensPerSecondHigh), model.push_back(p.modelFlopsPerGpu / 1e12);
        modelLow.push_back(p.modelFlopsPerGpuLow / 1e12), modelHigh.push_back(p.modelFlopsPerGpuHigh / 1e12);
        measured.push_back(p.measured);
    }
    py::dict d;
    d["gpus"] = gpus;
    d["dp"] = dp;
    d["step_seconds"] = step;
    d["tokens_per_second"] = tokens;
    d["tokens_per_second_low"] = low;
    d["tokens_per_second_high"] = high;
    d["model_tflops_per_gpu"] = model;
    d["model_tflops_per_gpu_low"] = modelLow;
    d["model_tflops_per_gpu_high"] = modelHigh;
    d["measured"] = measured;
    return d;
}

py::dict pointColumns(const core::TrainingStepFitResult& fit) {
    std::vector<double> line, gpus, runs, tp, cp, pp, dp, measured, model;
    for (const auto& p : fit.points) {
        line.push_back(p.line), gpus.push_back(p.gpus), runs.push_back(p.repetitions), tp.push_back(p.tensorParallel),
            cp.push_back(p.contextParallel);
        pp.push_back(p.pipelineParallel), dp.push_back(p.dataParallel), measured.push_back(p.measuredSeconds);
        model.push_back(p.modelSeconds);
    }
    py::dict d;
    d["line"] = line;
    d["gpus"] = gpus;
    d["repetitions"] = runs;
    d["tp"] = tp;
    d["cp"] = cp;
    d["pp"] = pp;
    d["dp"] = dp;
    d["measured_seconds"] = measured;
    d["model_seconds"] = model;
    return d;
}

py::dict publishedColumns() {
    const auto& catalog = resources::trainingCatalog();
    std::vector<std::string> id, name, model, gpu, network, measure, status, stated, assumed, source, why;
    std::vector<double> published, modelled, miss;
    for (const auto& row : catalog.publishedRuns()) {
        core::TrainingRunEdits edits;
        edits.published = row.id;
        const core::TrainingSummary s = core::TrainingAnalysis::summarize(edits.apply(catalog), row.precision);
        double value = s.achievedFlopsPerGpu / 1e12;
        if (row.measure == core::PublishedMeasure::ModelTflopsPerGpu) value = s.achievedModelFlopsPerGpu / 1e12;
        if (row.measure == core::PublishedMeasure::GpuHours) value = s.gpuHoursForTokens;
        id.push_back(row.id), name.push_back(row.name), model.push_back(row.model), gpu.push_back(row.gpu);
        network.push_back(row.network), measure.push_back(std::string(core::PublishedTrainingRun::measureId(row.measure)));
        published.push_back(row.published), modelled.push_back(value), miss.push_back(value / row.published - 1.0);
        status.push_back(row.documented ? "documented" : "reproduced"), stated.push_back(row.stated);
        assumed.push_back(row.assumed), source.push_back(row.source), why.push_back(row.why);
    }
    py::dict d;
    d["id"] = id;
    d["name"] = name;
    d["model"] = model;
    d["gpu"] = gpu;
    d["network"] = network;
    d["measure"] = measure;
    d["published"] = published;
    d["effsurf"] = modelled;
    d["miss"] = miss;
    d["status"] = status;
    d["stated"] = stated;
    d["assumed"] = assumed;
    d["source"] = source;
    d["why"] = why;
    return d;
}

}  // namespace

void bindTrainingFit(py::module_& m) {
    py::class_<RunFit>(m, "RunFit", R"(A training run fitted to the steps an ML engineer measured
(training.fit_run): the utilization its GEMMs sustain and its network's
effective bandwidth a GPU, each with a 95 % interval (Student t on n - 2
degrees of freedom), least squares in relative error over every row.)")
        .def_property_readonly("file", [](const RunFit& f) { return f.fit.fileName; })
        .def_property_readonly("utilization", [](const RunFit& f) { return f.fit.utilization; })
        .def_property_readonly("utilization_interval",
                               [](const RunFit& f) { return py::make_tuple(f.fit.utilizationLow, f.fit.utilizationHigh); })
        .def_property_readonly(
            "bandwidth_gbps", [](const RunFit& f) { return f.fit.bandwidth / 1e9; },
            "the network's effective bandwidth a GPU across nodes, GB/s")
        .def_property_readonly("bandwidth_interval",
                               [](const RunFit& f) { return py::make_tuple(f.fit.bandwidthLow / 1e9, f.fit.bandwidthHigh / 1e9); })
        .def_property_readonly(
            "line_rate_share", [](const RunFit& f) { return f.fit.bandwidth / f.fit.lineRate; },
            "the fitted bandwidth over the run's network's line rate a GPU")
        .def_property_readonly("r_squared", [](const RunFit& f) { return f.fit.rSquared; })
        .def_property_readonly("rms_relative_error", [](const RunFit& f) { return f.fit.rmsRelativeError; })
        .def_property_readonly("observations", [](const RunFit& f) { return f.fit.observations; })
        .def_property_readonly("degrees_of_freedom", [](const RunFit& f) { return f.fit.degreesOfFreedom; })
        .def_property_readonly("warning", [](const RunFit& f) { return f.fit.warning; })
        .def_property_readonly(
            "run", [](const RunFit& f) { return runObject(f.fit.run, f.precision); },
            "the run with the fitted utilization and network (a training.Run)")
        .def("_point_columns", [](const RunFit& f) { return pointColumns(f.fit); })
        .def(
            "_prediction_columns",
            [](const RunFit& f, std::vector<int> gpus) {
                return predictionColumns(core::TrainingStepFit::predict(f.fit, f.precision, std::move(gpus)));
            },
            py::arg("gpus") = std::vector<int>{})
        .def("__repr__", [](const RunFit& f) {
            return "<effsurf.training.RunFit u=" + core::formatNumber(f.fit.utilization) +
                   " bandwidth=" + core::formatNumber(f.fit.bandwidth / 1e9) + " GB/s from " + std::to_string(f.fit.observations) +
                   " steps>";
        });
    m.def("_fit_run", [](py::object run, const std::string& pathOrText, const std::string& name, bool isText) {
        RunFit result;
        // The run's TrainingRun and precision, through the Run object Python made (its keywords already checked).
        const auto [base, precision] = runOf(run);
        result.precision = precision;
        const core::TrainingStepFile steps = readSteps(pathOrText, name, isText);
        try {
            result.fit = core::TrainingStepFit::fit(base, result.precision, steps);
        } catch (const core::ImportError& error) {
            throwMeasurementError(error.what(), error.issues());
        }
        return result;
    });
    m.def("_published_columns", &publishedColumns);
}

}  // namespace effsurf::python
