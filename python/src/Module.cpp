// SPDX-License-Identifier: MIT
/// \file
/// effsurf._effsurf: the compiled half of the Python module `effsurf`
/// (python/effsurf/__init__.py is the other): core's laws, readers, fits,
/// catalogs and training model, nothing computed here that core does not.

#include "Bindings.h"

#include <pybind11/eval.h>

#include "effsurf/core/Version.h"
#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/util/InvalidParameter.h"

namespace effsurf::python {

void bindErrors(py::module_& m) {
    // core's refusals are ValueErrors with core's message, which names the field.
    py::register_exception_translator([](std::exception_ptr error) {
        try {
            if (error) std::rethrow_exception(error);
        } catch (const core::InvalidParameter& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        }
    });
    py::exec(R"(
class MeasurementError(ValueError):
    """A measurement file (or array) that cannot be read or fitted. The
    message names the file, line and column; `issues` lists each problem as
    a dict (file, line, column, field, message, kind, text)."""
    issues = ()
)",
             m.attr("__dict__"));
}

}  // namespace effsurf::python

PYBIND11_MODULE(_effsurf, m) {
    namespace python = effsurf::python;
    m.doc() = "effsurf's model library (compiled part); import effsurf instead.";
    m.attr("__version__") = effsurf::core::kVersion;
    python::bindErrors(m);
    python::bindLaws(m);
    python::bindMeasurements(m);
    python::bindCatalogs(m);
    python::bindTraining(m);
    python::bindTrainingFit(m);
    python::bindScenario(m);
}
