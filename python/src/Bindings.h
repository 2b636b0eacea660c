// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The parts of the compiled module `effsurf._effsurf`, one per feature;
/// Module.cpp calls them in order.

#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/TrainingRun.h"

#include <pybind11/pybind11.h>

#include <utility>
#include <vector>

namespace effsurf::python {

namespace py = pybind11;

/// Exceptions: core's errors as Python's (ValueError, MeasurementError, KeyboardInterrupt).
void bindErrors(py::module_& module);
/// The laws over arrays: efficiency, speedup, Karp–Flatt, the precision transform, the surface.
void bindLaws(py::module_& module);
/// Reading measurement files and fitting s.
void bindMeasurements(py::module_& module);
/// The TOP500 catalog, the gain history and the training presets.
void bindCatalogs(py::module_& module);
/// The training model: runs, their step, the layout search.
void bindTraining(py::module_& module);
/// The scenario: what sessions and figures record, checked and evaluated by core.
void bindScenario(py::module_& module);
/// Raises effsurf.MeasurementError (a ValueError) with `message` and the issues as `.issues`.
[[noreturn]] void throwMeasurementError(const std::string& message, const std::vector<core::ImportIssue>& issues);
/// The training run's fit to measured steps, and the published runs.
void bindTrainingFit(py::module_& module);
/// A Python effsurf.training.Run of a run core read (a session's large-model
/// run); throws InvalidParameter for a run that is not valid.
py::object runObject(const core::TrainingRun& run, core::Precision precision);
/// The run and precision of a Python effsurf.training.Run (TypeError for anything else).
std::pair<core::TrainingRun, core::Precision> runOf(const py::handle& run);

}  // namespace effsurf::python
