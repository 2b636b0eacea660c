// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Ctrl+C in a long call. Python notes a SIGINT and raises KeyboardInterrupt
/// only when the interpreter runs again; code that has released the GIL
/// must ask for it now and then. These helpers take the GIL for the moment
/// of the question.

#include <atomic>

namespace effsurf::python {

/// True once Python has a pending KeyboardInterrupt (or another signal's
/// exception): takes the GIL briefly. The exception stays pending, so that
/// throwing pybind11::error_already_set raises it.
bool interruptPending();

/// Throws pybind11::error_already_set (the KeyboardInterrupt) if one is pending.
void throwIfInterrupted();

/// Sets `flag` once an interrupt is pending, at most every `everyCalls`
/// calls: for core operations that poll a cancel flag from their own loop.
class InterruptFlag {
public:
    explicit InterruptFlag(int everyCalls = 1) : everyCalls_(everyCalls) {}
    /// Asks Python (every `everyCalls` calls); true once interrupted.
    bool poll();
    const std::atomic<bool>* flag() const noexcept { return &interrupted_; }
    bool interrupted() const noexcept { return interrupted_.load(); }

private:
    int everyCalls_;
    int calls_ = 0;
    std::atomic<bool> interrupted_{false};
};

}  // namespace effsurf::python
