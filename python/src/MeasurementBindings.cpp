// SPDX-License-Identifier: MIT
#include "ArrayArguments.h"
#include "Bindings.h"
#include "Interrupt.h"

#include "effsurf/core/data/ExtraPImporter.h"
#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/data/MeasuredValue.h"
#include "effsurf/core/data/MeasurementColumns.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/MeasurementSeriesBuilder.h"
#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/core/util/Validation.h"

#include <pybind11/stl.h>

#include <cmath>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace effsurf::python {
namespace {

using core::MeasuredQuantity;

/// A fitted series as Python sees it: core's fit and what it was fitted to.
struct FitResult {
    std::string series;
    MeasuredQuantity quantity = MeasuredQuantity::Time;
    std::string unit;
    core::SerialFractionFit fit;
    std::vector<int> repetitions;
};

/// What read_measurements returns: every series of a file, and what was left out.
struct MeasurementFile {
    std::string path;
    std::vector<std::shared_ptr<const core::MeasurementSeries>> series;
    std::vector<core::ImportIssue> issues;
    std::size_t issueCount = 0;
    std::string issueSummary;
    core::ProbeMetadata probe;
};

MeasuredQuantity parseQuantity(const std::string& text) { return core::parseMeasuredQuantity(text, "quantity"); }

/// NaN means "not known" in core (no degrees of freedom); Python gets None.
py::object known(double value) { return std::isnan(value) ? py::none() : py::object(py::float_(value)); }

template <typename T>
py::array_t<T> arrayOf(const std::vector<T>& values) {
    py::array_t<T> array(py::ssize_t(values.size()));
    std::copy(values.begin(), values.end(), array.mutable_data());
    return array;
}

py::dict issueDict(const core::ImportIssue& issue) {
    py::dict d;
    d["file"] = issue.file;
    d["line"] = issue.line;
    d["column"] = issue.column;
    d["field"] = issue.field;
    d["message"] = issue.message;
    d["kind"] = issue.kind;
    d["text"] = issue.toString();
    return d;
}

py::object measurementErrorType;

FitResult fitSeries(const core::MeasurementSeries& series) {
    FitResult result{series.name, series.quantity, series.unit, core::fitSerialFraction(series), {}};
    if (!result.fit.ok)
        throw py::value_error((series.sourceFile.empty() ? std::string() : series.sourceFile + ": ") +
                              (series.name.empty() ? std::string() : series.name + ": ") + "cannot fit: " + result.fit.reason);
    for (const auto& point : series.points) result.repetitions.push_back(point.repetitions);
    return result;
}

/// Imports a file as the app does: Extra-P by its content, else CSV with
/// the header's synonyms (or the columns named). Ctrl+C cancels.
core::MeasurementImport importFile(const std::string& path, const std::optional<std::string>& format,
                                   const core::MeasurementColumnMapping& mapping, const core::ExtraPSelection& selection, bool keepRows) {
    if (!std::ifstream(path).good()) {
        PyErr_SetObject(PyExc_FileNotFoundError, py::make_tuple(2, "No such file or readable measurement file", path).ptr());
        throw py::error_already_set();
    }
    InterruptFlag interrupt(1);
    core::ImportOptions options;
    options.keepRows = keepRows;
    options.cancel = interrupt.flag();
    options.progress = [&interrupt](std::uint64_t, std::uint64_t) { interrupt.poll(); };
    core::MeasurementImport imported;
    try {
        py::gil_scoped_release released;
        const bool extraP = format ? core::toLower(*format) == "extrap" : core::ExtraPImporter::recognizes(core::readFileHead(path, 4096));
        if (format && !extraP && core::toLower(*format) != "csv")
            throw core::InvalidParameter("format", "must be csv or extrap, not '" + *format + "'");
        imported = extraP ? core::ExtraPImporter::importFile(path, selection, options)
                          : core::MeasurementCsvImporter::importFile(path, mapping, options);
    } catch (const core::ImportCancelled&) {
        throw py::error_already_set();  // the KeyboardInterrupt Python has pending
    } catch (const core::ImportError& error) {
        throwMeasurementError(error.what(), error.issues());
    }
    // Ctrl+C seen after the importer's last look at the flag: Python holds
    // the KeyboardInterrupt, which must not be lost.
    if (interrupt.interrupted()) throw py::error_already_set();
    return imported;
}

/// The app's refusal: a file with rows that cannot be measurements is not
/// loaded unless the caller asked to skip them.
void refuseBadRows(const std::string& path, const core::MeasurementImport& imported, bool skipBadRows) {
    if (imported.ok() || skipBadRows) return;
    std::string message = path + ": " + imported.issueSummary() + "; refused (pass skip_bad_rows=True to use the other " +
                          std::to_string(imported.series.rowCount()) + " rows)";
    for (std::size_t i = 0; i < imported.issues.size() && i < 5; ++i) message += "\n  " + imported.issues[i].toString();
    if (imported.issues.size() > 5) message += "\n  ...";
    throwMeasurementError(message, imported.issues);
}

core::MeasurementColumnMapping mappingOf(const std::optional<std::string>& nColumn, const std::optional<std::string>& quantity,
                                         const std::optional<std::string>& valueColumn, const std::optional<std::string>& peakColumn) {
    core::MeasurementColumnMapping mapping;
    mapping.processors = nColumn;
    mapping.value = valueColumn;
    mapping.peak = peakColumn;
    if (quantity) mapping.quantity = parseQuantity(*quantity);
    return mapping;
}

/// Rows given as arrays, checked as a file's rows are: the element that
/// cannot be a measurement is named by its index.
core::MeasurementSeries seriesFromArrays(py::handle nValues, py::handle values, py::handle peaks, MeasuredQuantity quantity, double scale,
                                         const std::string& name, const std::string& unit) {
    const auto n = toDoubleArray(nValues, "N");
    const auto v = toDoubleArray(values, "values");
    std::optional<py::array_t<double>> p;
    if (!peaks.is_none()) p = toDoubleArray(peaks, "rpeak");
    if (n.ndim() != 1 || v.ndim() != 1 || (p && p->ndim() != 1))
        throw py::value_error("fit: N and the measured values must be one-dimensional");
    if (n.size() != v.size() || (p && p->size() != n.size()))
        throw py::value_error("fit: N has " + std::to_string(n.size()) + " rows but the values have " +
                              std::to_string(p && p->size() != n.size() ? p->size() : v.size()));
    if (quantity == MeasuredQuantity::RmaxRpeak && !p) throw py::value_error("fit: quantity rmax+rpeak needs the Rpeak values");
    const auto nView = n.unchecked<1>();
    const auto vView = v.unchecked<1>();
    const char* what = quantity == MeasuredQuantity::Time         ? "time"
                       : quantity == MeasuredQuantity::Speedup    ? "speedup"
                       : quantity == MeasuredQuantity::Efficiency ? "efficiency"
                                                                  : "Rmax";
    py::gil_scoped_release released;
    core::MeasurementSeriesBuilder builder(quantity, false);
    for (py::ssize_t i = 0; i < n.size(); ++i) {
        const double processors = nView(i);
        const double value = vView(i) * scale;
        const double peak = p ? p->unchecked<1>()(i) * scale : 0.0;
        core::ValueProblem problem = core::checkProcessorCount(processors);
        const char* field = "N";
        double bad = processors;
        if (problem == core::ValueProblem::None) {
            problem = core::checkMeasuredValue(value);
            field = what;
            bad = value;
        }
        if (problem == core::ValueProblem::None && p) {
            problem = core::checkMeasuredValue(peak);
            field = "Rpeak";
            bad = peak;
        }
        if (problem != core::ValueProblem::None) {
            py::gil_scoped_acquire gil;
            throw py::value_error("fit: row " + std::to_string(i) + ": " +
                                  core::problemMessage(problem, field, core::formatNumber(bad), bad));
        }
        builder.add(processors, value, peak, int(i + 1));
        if ((i & 0xFFFFF) == 0xFFFFF) throwIfInterrupted();
    }
    return builder.finish(name, "", unit);
}

py::dict columnsOf(const std::vector<std::string>& header, const std::optional<std::string>& nColumn,
                   const std::optional<std::string>& quantity, const std::optional<std::string>& valueColumn,
                   const std::optional<std::string>& peakColumn, const std::string& what) {
    try {
        const auto choice = core::resolveMeasurementColumns(header, mappingOf(nColumn, quantity, valueColumn, peakColumn), what, 1);
        py::dict d;
        d["N"] = choice.processors;
        d["value"] = choice.value;
        d["peak"] = choice.peak;
        d["series"] = choice.series;
        d["quantity"] = std::string(core::quantityId(choice.quantity));
        d["scale"] = choice.valueScale;
        d["unit"] = choice.unit;
        return d;
    } catch (const core::ImportError& error) {
        throwMeasurementError(error.what(), error.issues());
    }
}

}  // namespace

void throwMeasurementError(const std::string& message, const std::vector<core::ImportIssue>& issues) {
    py::list list;
    for (const auto& issue : issues) list.append(issueDict(issue));
    py::object error = measurementErrorType(message);
    error.attr("issues") = list;
    PyErr_SetObject(measurementErrorType.ptr(), error.ptr());
    throw py::error_already_set();
}

void bindMeasurements(py::module_& m) {
    measurementErrorType = py::reinterpret_borrow<py::object>(m.attr("MeasurementError"));

    py::class_<core::MeasurementSeries, std::shared_ptr<core::MeasurementSeries>>(
        m, "Series", "One strong-scaling series: a point per distinct N (the mean of its repetitions, their spread) and every row read.")
        .def_readonly("name", &core::MeasurementSeries::name)
        .def_readonly("source_file", &core::MeasurementSeries::sourceFile)
        .def_property_readonly("quantity", [](const core::MeasurementSeries& s) { return std::string(core::quantityId(s.quantity)); })
        .def_readonly("unit", &core::MeasurementSeries::unit, "\"s\" when the file named a time unit (values converted), else \"\"")
        .def_property_readonly("row_count", &core::MeasurementSeries::rowCount)
        .def_property_readonly(
            "rows",
            [](const core::MeasurementSeries& s) {
                py::dict d;
                d["N"] = arrayOf(s.rows.processors);
                d["value"] = arrayOf(s.rows.values);
                if (!s.rows.peaks.empty()) d["rpeak"] = arrayOf(s.rows.peaks);
                d["line"] = arrayOf(s.rows.lines);
                return d;
            },
            "Every row as read, in file order: N, value (and rpeak), line (dict of arrays).")
        .def_property_readonly(
            "points",
            [](const core::MeasurementSeries& s) {
                std::vector<double> n, value, peak, low, high, deviation;
                std::vector<int> repetitions, line;
                for (const auto& p : s.points) {
                    n.push_back(p.processors);
                    value.push_back(p.value);
                    peak.push_back(p.peak);
                    low.push_back(p.minimum);
                    high.push_back(p.maximum);
                    deviation.push_back(p.standardDeviation);
                    repetitions.push_back(p.repetitions);
                    line.push_back(p.line);
                }
                py::dict d;
                d["N"] = arrayOf(n);
                d["mean"] = arrayOf(value);
                if (s.quantity == MeasuredQuantity::RmaxRpeak) d["rpeak"] = arrayOf(peak);
                d["minimum"] = arrayOf(low);
                d["maximum"] = arrayOf(high);
                d["std"] = arrayOf(deviation);
                d["repetitions"] = arrayOf(repetitions);
                d["line"] = arrayOf(line);
                return d;
            },
            "One entry per distinct N, sorted: mean, minimum, maximum, std, repetitions, first line (dict of arrays).")
        .def(
            "fit", [](const core::MeasurementSeries& s) { return fitSeries(s); }, "Fits Amdahl's s (and T1 for times): see effsurf.fit.")
        .def("__repr__", [](const core::MeasurementSeries& s) {
            return "<effsurf.Series '" + s.name + "': " + std::string(core::quantityId(s.quantity)) + ", " +
                   std::to_string(s.points.size()) + " N, " + std::to_string(s.rowCount()) + " rows>";
        });

    py::class_<FitResult>(m, "Fit", "Amdahl's law fitted to a series (least squares in relative error).")
        .def_readonly("series", &FitResult::series)
        .def_property_readonly("quantity", [](const FitResult& f) { return std::string(core::quantityId(f.quantity)); })
        .def_property_readonly(
            "s", [](const FitResult& f) { return f.fit.serialFraction; }, "fitted s in [0, 1]")
        .def_property_readonly("alpha", [](const FitResult& f) { return 1.0 - f.fit.serialFraction; })
        .def_property_readonly(
            "s_unconstrained", [](const FitResult& f) { return f.fit.unconstrainedSerialFraction; },
            "the estimate before s is held to [0, 1] (below 0 for superlinear data)")
        .def_property_readonly(
            "standard_error", [](const FitResult& f) { return known(f.fit.standardError); },
            "of s; None without residual degrees of freedom")
        .def_property_readonly(
            "s_low", [](const FitResult& f) { return known(f.fit.lower95); },
            "95% interval of s (Student t); None without degrees of freedom")
        .def_property_readonly("s_high", [](const FitResult& f) { return known(f.fit.upper95); })
        .def_property_readonly(
            "t1",
            [](const FitResult& f) -> py::object {
                return f.quantity == MeasuredQuantity::Time ? known(f.fit.singleProcessorTime) : py::none();
            },
            "fitted single-processor time T1 (time series only, in `unit`)")
        .def_property_readonly("t1_error",
                               [](const FitResult& f) -> py::object {
                                   return f.quantity == MeasuredQuantity::Time ? known(f.fit.singleProcessorTimeError) : py::none();
                               })
        .def_property_readonly(
            "t1_low",
            [](const FitResult& f) -> py::object {
                return f.quantity == MeasuredQuantity::Time ? known(f.fit.singleProcessorTimeLower95) : py::none();
            },
            "95% interval of T1 (estimate -+ t standard errors)")
        .def_property_readonly("t1_high",
                               [](const FitResult& f) -> py::object {
                                   return f.quantity == MeasuredQuantity::Time ? known(f.fit.singleProcessorTimeUpper95) : py::none();
                               })
        .def_readonly("unit", &FitResult::unit)
        .def_property_readonly("r_squared", [](const FitResult& f) { return f.fit.rSquared; })
        .def_property_readonly("degrees_of_freedom", [](const FitResult& f) { return f.fit.degreesOfFreedom; })
        .def_property_readonly("rows", [](const FitResult& f) { return f.fit.rows; })
        .def_property_readonly("warning", [](const FitResult& f) { return f.fit.warning; })
        .def_property_readonly(
            "above_ideal_count", [](const FitResult& f) { return f.fit.aboveIdealCount; },
            "points measured above the ideal speedup N: kept and fitted")
        .def_property_readonly(
            "points",
            [](const FitResult& f) {
                const auto& fit = f.fit;
                py::dict d;
                d["N"] = arrayOf(fit.processors);
                d["repetitions"] = arrayOf(f.repetitions);
                d["observed"] = arrayOf(fit.observed);
                d["predicted"] = arrayOf(fit.predicted);
                d["residual"] = arrayOf(fit.residuals);
                d["speedup"] = arrayOf(fit.pointSpeedup);
                d["speedup_low"] = arrayOf(fit.pointSpeedupLow);
                d["speedup_high"] = arrayOf(fit.pointSpeedupHigh);
                d["s_eff"] = arrayOf(fit.pointSerialFraction);
                d["above_ideal"] = arrayOf(std::vector<int>(fit.aboveIdeal.begin(), fit.aboveIdeal.end()));
                return d;
            },
            "The per-N table (dict of arrays): observed mean, fitted, residual, speedup and its spread, Karp-Flatt s_eff, S > N.")
        .def("__repr__", [](const FitResult& f) {
            return "<effsurf.Fit " + (f.series.empty() ? std::string() : "'" + f.series + "' ") +
                   "s=" + core::formatNumber(f.fit.serialFraction) + " (" + std::to_string(f.fit.rows) + " rows)>";
        });

    py::class_<MeasurementFile>(m, "MeasurementFile", "What read_measurements read: the file's series and the rows it left out.")
        .def_readonly("path", &MeasurementFile::path)
        .def_readonly("series", &MeasurementFile::series)
        .def_readonly("issue_count", &MeasurementFile::issueCount)
        .def_readonly("issue_summary", &MeasurementFile::issueSummary)
        .def_property_readonly(
            "issues",
            [](const MeasurementFile& f) {
                py::list list;
                for (const auto& issue : f.issues) list.append(issueDict(issue));
                return list;
            },
            "The rows left out (skip_bad_rows=True): file, line, column, field, message.")
        .def_property_readonly(
            "probe",
            [](const MeasurementFile& f) -> py::object {
                if (!f.probe.isProbe()) return py::none();
                py::dict d;
                d["mode"] = f.probe.mode;
                for (const auto& [key, value] : f.probe.entries) d[py::str(key)] = value;
                return d;
            },
            "An effsurf-probe file's header (# key: value), or None.")
        .def("__len__", [](const MeasurementFile& f) { return f.series.size(); })
        .def("__getitem__",
             [](const MeasurementFile& f, py::object key) {
                 if (py::isinstance<py::int_>(key)) {
                     auto index = key.cast<long long>();
                     if (index < 0) index += static_cast<long long>(f.series.size());
                     if (index < 0 || index >= static_cast<long long>(f.series.size())) throw py::index_error("series index out of range");
                     return f.series[std::size_t(index)];
                 }
                 const auto name = key.cast<std::string>();
                 std::string names;
                 for (const auto& s : f.series) {
                     if (s->name == name) return s;
                     names += (names.empty() ? "" : ", ") + s->name;
                 }
                 throw py::key_error("no series '" + name + "' in " + f.path + " (it has " + names + ")");
             })
        .def("__iter__", [](const MeasurementFile& f) { return py::iter(py::cast(f.series)); })
        .def("__repr__", [](const MeasurementFile& f) {
            return "<effsurf.MeasurementFile '" + f.path + "': " + std::to_string(f.series.size()) + " series>";
        });

    m.def(
        "read_measurements",
        [](const py::object& pathLike, std::optional<std::string> format, std::optional<std::string> nColumn,
           std::optional<std::string> quantity, std::optional<std::string> valueColumn, std::optional<std::string> peakColumn,
           std::optional<std::string> parameter, std::optional<std::string> region, std::optional<std::string> metric, bool skipBadRows,
           bool keepRows) {
            // A str, bytes or os.PathLike (pathlib.Path), as open() takes; anything else is
            // os.fspath's own TypeError ("expected str, bytes or os.PathLike object, not int").
            const std::string path = py::module_::import("os").attr("fsdecode")(pathLike).cast<std::string>();
            core::ExtraPSelection selection{parameter, region, metric};
            const auto imported = importFile(path, format, mappingOf(nColumn, quantity, valueColumn, peakColumn), selection, keepRows);
            refuseBadRows(path, imported, skipBadRows);
            MeasurementFile file;
            file.path = path;
            for (auto& series : imported.allSeries()) file.series.push_back(std::make_shared<core::MeasurementSeries>(std::move(series)));
            file.issues = imported.issues;
            file.issueCount = imported.issueCount;
            file.issueSummary = imported.issueSummary();
            file.probe = core::ProbeMetadata::readFile(path);
            return file;
        },
        py::arg("path"), py::kw_only(), py::arg("format") = py::none(), py::arg("n_column") = py::none(), py::arg("quantity") = py::none(),
        py::arg("value_column") = py::none(), py::arg("peak_column") = py::none(), py::arg("parameter") = py::none(),
        py::arg("region") = py::none(), py::arg("metric") = py::none(), py::arg("skip_bad_rows") = false, py::arg("keep_rows") = true,
        R"(read_measurements(path, *, format=None, n_column=None, quantity=None, value_column=None,
                  peak_column=None, parameter=None, region=None, metric=None,
                  skip_bad_rows=False, keep_rows=True)

Reads a measurement file as the app does: CSV (columns found by their
names: n, np, ranks, cores, gpus, ... and time, time_ms, runtime, speedup,
efficiency, rmax + rpeak, with units), Extra-P text (recognized by its
content), and effsurf-probe CSVs (a series per kernel, `.probe` its header).
Repetitions are kept, superlinear points too. A row that cannot be a
measurement (text, NaN, N < 1, a value <= 0) refuses the file with
MeasurementError (a ValueError naming file, line and column) unless
skip_bad_rows=True. A missing file is FileNotFoundError. Ctrl+C stops a
long read. keep_rows=False keeps only the per-N points (less memory).)");

    m.def(
        "_fit_arrays",
        [](py::handle n, py::handle values, py::handle peaks, const std::string& quantity, double scale, const std::string& name,
           const std::string& unit) { return fitSeries(seriesFromArrays(n, values, peaks, parseQuantity(quantity), scale, name, unit)); },
        py::arg("N"), py::arg("values"), py::arg("peaks") = py::none(), py::arg("quantity") = "time", py::arg("scale") = 1.0,
        py::arg("name") = "", py::arg("unit") = "");

    m.def("_resolve_columns", &columnsOf, py::arg("header"), py::arg("n_column") = py::none(), py::arg("quantity") = py::none(),
          py::arg("value_column") = py::none(), py::arg("peak_column") = py::none(), py::arg("what") = "DataFrame");
}

}  // namespace effsurf::python
