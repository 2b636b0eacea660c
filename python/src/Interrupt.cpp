// SPDX-License-Identifier: MIT
#include "Interrupt.h"

#include <pybind11/pybind11.h>

namespace effsurf::python {

bool interruptPending() {
    pybind11::gil_scoped_acquire gil;
    return PyErr_CheckSignals() != 0;
}

void throwIfInterrupted() {
    pybind11::gil_scoped_acquire gil;
    if (PyErr_CheckSignals() != 0) throw pybind11::error_already_set();
}

bool InterruptFlag::poll() {
    if (interrupted_.load()) return true;
    if (++calls_ < everyCalls_) return false;
    calls_ = 0;
    if (interruptPending()) interrupted_.store(true);
    return interrupted_.load();
}

}  // namespace effsurf::python
