// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Array arguments as NumPy users expect them: a scalar, a list or an array
/// of any shape, broadcast against each other by NumPy's rules, evaluated
/// without the GIL and returned as a new float64 array (a Python float for
/// scalar arguments). Bad input is a Python exception that names the
/// argument: TypeError for what is not numbers, ValueError for shapes that do
/// not broadcast and for values a law refuses (with the element's index),
/// MemoryError before a result that cannot fit in memory is attempted.

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace effsurf::python {

namespace py = pybind11;

/// An argument of a vectorized function: its Python name and its values.
struct ArrayArgument {
    const char* name;
    py::array_t<double> values;
};

/// `value` as a float64 array. Refuses (TypeError naming `name`) booleans,
/// strings, objects and complex numbers: only integers and reals are counts
/// and fractions.
py::array_t<double> toDoubleArray(py::handle value, const char* name);

/// The broadcast of several arrays and the loop over it.
class BroadcastLoop {
public:
    /// `function` names the caller in messages ("efficiency"). Throws
    /// ValueError when the shapes do not broadcast, MemoryError when the
    /// result would need more memory than the machine has.
    BroadcastLoop(const char* function, std::vector<ArrayArgument> arguments);

    const std::vector<py::ssize_t>& shape() const noexcept { return shape_; }
    std::size_t size() const noexcept { return size_; }
    /// True when every argument was a scalar: the caller returns a float.
    bool scalar() const noexcept { return shape_.empty(); }

    /// One stretch of the output: `count` consecutive results in `out`, the
    /// k-th argument's values at inputs[k] with stride strides[k] (in
    /// elements; 0 repeats one value). `first` is the flat index of out[0].
    struct Row {
        const double* const* inputs;
        const std::ptrdiff_t* strides;
        double* out;
        std::size_t count;
        std::size_t first;
    };

    /// Calls `kernel(const Row&)` over the whole output with the GIL
    /// released, in rows of at most a million elements, asking Python for
    /// Ctrl+C between rows (KeyboardInterrupt stops it). Returns the result
    /// (a float for scalars). `out` (not None): NumPy's convention, the
    /// results go into that float64, C-contiguous, writeable array of the
    /// broadcast shape, which is returned (one of the inputs may be it).
    py::object run(const std::function<void(const Row&)>& kernel, py::handle out = py::none());

    /// "(2, 3)" for a flat index of the output: the element a message names.
    std::string indexText(std::size_t flat) const;
    const char* function() const noexcept { return function_; }

private:
    const char* function_;
    std::vector<ArrayArgument> arguments_;
    std::vector<py::ssize_t> shape_;
    /// Per argument, its strides over the output's dimensions, in elements.
    std::vector<std::vector<std::ptrdiff_t>> strides_;
    std::size_t size_ = 1;
    bool contiguous_ = false;  ///< every argument C-contiguous of the output's shape, or a scalar
};

/// Turns a core::InvalidParameter thrown for one element into a ValueError
/// naming the function, the field, and (for arrays) the element's index.
[[noreturn]] void throwElementError(const BroadcastLoop& loop, std::size_t flat, const std::exception& error);

}  // namespace effsurf::python
