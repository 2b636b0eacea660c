// SPDX-License-Identifier: MIT
#include "ArrayArguments.h"

#include "Interrupt.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>
#include <sstream>

namespace effsurf::python {
namespace {

/// Rows of at most this many elements: Ctrl+C is asked for between them.
constexpr std::size_t kRowLimit = std::size_t(1) << 20;

std::string shapeText(const std::vector<py::ssize_t>& shape) {
    std::ostringstream text;
    text << '(';
    for (std::size_t i = 0; i < shape.size(); ++i) text << (i ? ", " : "") << shape[i];
    text << (shape.size() == 1 ? ",)" : ")");
    return text.str();
}

std::vector<py::ssize_t> shapeOf(const py::array& array) { return std::vector<py::ssize_t>(array.shape(), array.shape() + array.ndim()); }

/// Asked once: every call, scalars too, checks its result's size against it.
double physicalMemoryBytes() {
    static const double bytes = [] {
        const long pages = sysconf(_SC_PHYS_PAGES);
        const long pageSize = sysconf(_SC_PAGESIZE);
        return pages > 0 && pageSize > 0 ? double(pages) * double(pageSize) : 0.0;
    }();
    return bytes;
}

}  // namespace

py::array_t<double> toDoubleArray(py::handle value, const char* name) {
    // A masked array would lose its mask here (np.asarray keeps the data under
    // it) and masked-out values would be computed as if they were measured.
    if (py::isinstance(value, py::module_::import("numpy.ma").attr("MaskedArray")))
        throw py::type_error(std::string(name) + " is a masked array, whose mask would be ignored: pass " + name +
                             ".compressed() (the values kept) or " + name + ".filled(x)");
    const py::array array = py::array::ensure(value);
    if (!array) {
        PyErr_Clear();
        throw py::type_error(std::string(name) + " must be a number or an array of numbers, not " +
                             std::string(py::str(py::type::handle_of(value).attr("__name__"))));
    }
    const char kind = array.dtype().kind();
    if (kind != 'i' && kind != 'u' && kind != 'f')
        throw py::type_error(std::string(name) + " must be a number or an array of numbers, not an array of dtype " +
                             std::string(py::str(array.dtype())) + (kind == 'b' ? " (booleans are not counts)" : ""));
    return py::array_t<double>::ensure(array);
}

BroadcastLoop::BroadcastLoop(const char* function, std::vector<ArrayArgument> arguments)
    : function_(function), arguments_(std::move(arguments)) {
    std::size_t dimensions = 0;
    for (const auto& argument : arguments_) dimensions = std::max(dimensions, std::size_t(argument.values.ndim()));
    shape_.assign(dimensions, 1);
    // NumPy's rule: aligned at the right, each size equal or 1.
    for (const auto& argument : arguments_) {
        const auto shape = shapeOf(argument.values);
        const std::size_t offset = dimensions - shape.size();
        for (std::size_t d = 0; d < shape.size(); ++d) {
            py::ssize_t& size = shape_[offset + d];
            if (shape[d] == size || shape[d] == 1) continue;
            if (size == 1) {
                size = shape[d];
                continue;
            }
            std::string shapes;
            for (const auto& other : arguments_)
                shapes += (shapes.empty() ? "" : " and ") + std::string(other.name) + " has shape " + shapeText(shapeOf(other.values));
            throw py::value_error(std::string(function_) + ": the arguments' shapes do not broadcast: " + shapes);
        }
    }
    double elements = 1.0;
    for (const py::ssize_t size : shape_) elements *= double(size);
    const double memory = physicalMemoryBytes();
    if (memory > 0.0 && elements * sizeof(double) > memory) {
        std::ostringstream text;
        text << function_ << ": the result of shape " << shapeText(shape_) << " would take " << elements * sizeof(double) / 1e9
             << " GB, more than this machine's " << memory / 1e9 << " GB of memory; evaluate it in pieces";
        PyErr_SetString(PyExc_MemoryError, text.str().c_str());
        throw py::error_already_set();
    }
    size_ = std::size_t(elements);

    contiguous_ = true;
    for (const auto& argument : arguments_) {
        std::vector<std::ptrdiff_t> strides(dimensions, 0);
        const auto shape = shapeOf(argument.values);
        const std::size_t offset = dimensions - shape.size();
        for (std::size_t d = 0; d < shape.size(); ++d)
            if (shape[d] != 1) strides[offset + d] = argument.values.strides(py::ssize_t(d)) / py::ssize_t(sizeof(double));
        const bool isScalar = argument.values.size() == 1;
        const bool sameShape = shape.size() == dimensions && std::equal(shape.begin(), shape.end(), shape_.begin());
        const bool cContiguous = (argument.values.flags() & py::array::c_style) != 0;
        contiguous_ = contiguous_ && (isScalar || (sameShape && cContiguous));
        strides_.push_back(std::move(strides));
    }
}

py::object BroadcastLoop::run(const std::function<void(const Row&)>& kernel, py::handle target) {
    py::array_t<double> result;
    if (target.is_none()) {
        result = py::array_t<double>(shape_);
    } else {
        if (!py::isinstance<py::array_t<double>>(target) || py::array(py::reinterpret_borrow<py::array>(target)).dtype().kind() != 'f')
            throw py::type_error(std::string(function_) + ": out must be a float64 NumPy array");
        result = py::reinterpret_borrow<py::array_t<double>>(target);
        const auto shape = shapeOf(result);
        if (shape != shape_)
            throw py::value_error(std::string(function_) + ": out has shape " + shapeText(shape) + " but the result has shape " +
                                  shapeText(shape_));
        if (!(result.flags() & py::array::c_style) || !result.writeable())
            throw py::value_error(std::string(function_) + ": out must be C-contiguous and writeable");
    }
    double* out = result.mutable_data();
    const std::size_t count = arguments_.size();
    std::vector<const double*> bases(count);
    for (std::size_t k = 0; k < count; ++k) bases[k] = arguments_[k].values.data();
    {
        py::gil_scoped_release released;
        std::vector<const double*> inputs(count);
        std::vector<std::ptrdiff_t> rowStrides(count);
        if (contiguous_ || shape_.empty()) {
            // One flat stretch: scalars repeat (stride 0), arrays advance by 1.
            // A long one is halved over two threads (writing the fresh
            // result's pages is half the work: two cores fault and compute
            // side by side), each half in pieces; this thread asks for Ctrl+C
            // between its pieces and tells the other to stop.
            for (std::size_t k = 0; k < count; ++k) rowStrides[k] = arguments_[k].values.size() == 1 ? 0 : 1;
            std::atomic<bool> stop{false};
            const auto stretch = [&](std::size_t begin, std::size_t end, std::vector<const double*>& pointers, bool asks) {
                for (std::size_t first = begin; first < end && !stop.load(std::memory_order_relaxed); first += kRowLimit) {
                    const std::size_t length = std::min(kRowLimit, end - first);
                    for (std::size_t k = 0; k < count; ++k) pointers[k] = bases[k] + rowStrides[k] * std::ptrdiff_t(first);
                    kernel(Row{pointers.data(), rowStrides.data(), out + first, length, first});
                    if (asks && first + length < end) throwIfInterrupted();
                }
            };
            const bool twoThreads = size_ >= 2 * kRowLimit && std::thread::hardware_concurrency() > 1;
            const std::size_t middle = twoThreads ? size_ / 2 : size_;
            std::vector<const double*> otherInputs(count);
            std::exception_ptr otherError;
            std::thread other;
            if (twoThreads)
                other = std::thread([&] {
                    try {
                        stretch(middle, size_, otherInputs, false);
                    } catch (...) {
                        otherError = std::current_exception();
                    }
                });
            std::exception_ptr ownError;
            try {
                stretch(0, middle, inputs, true);
            } catch (...) {
                ownError = std::current_exception();
                stop.store(true);
            }
            if (other.joinable()) other.join();
            // The first bad element in the order of the array is the one named.
            if (ownError) std::rethrow_exception(ownError);
            if (otherError) std::rethrow_exception(otherError);
        } else {
            // Rows along the last dimension; the outer index is kept as a counter.
            const std::size_t dimensions = shape_.size();
            const std::size_t inner = std::size_t(shape_.back());
            std::vector<py::ssize_t> index(dimensions, 0);
            std::vector<std::ptrdiff_t> offsets(count, 0);
            std::size_t sinceCheck = 0;
            for (std::size_t first = 0; first < size_; first += inner) {
                for (std::size_t k = 0; k < count; ++k) rowStrides[k] = strides_[k][dimensions - 1];
                // A long last dimension is cut into pieces of kRowLimit.
                for (std::size_t start = 0; start < inner; start += kRowLimit) {
                    const std::size_t length = std::min(kRowLimit, inner - start);
                    for (std::size_t k = 0; k < count; ++k) inputs[k] = bases[k] + offsets[k] + std::ptrdiff_t(start) * rowStrides[k];
                    kernel(Row{inputs.data(), rowStrides.data(), out + first + start, length, first + start});
                    sinceCheck += length;
                    if (sinceCheck >= kRowLimit) {
                        sinceCheck = 0;
                        throwIfInterrupted();
                    }
                }
                // Next outer index (odometer over dimensions 0 .. d-2).
                for (std::size_t d = dimensions - 1; d-- > 0;) {
                    if (++index[d] < shape_[d]) {
                        for (std::size_t k = 0; k < count; ++k) offsets[k] += strides_[k][d];
                        break;
                    }
                    for (std::size_t k = 0; k < count; ++k) offsets[k] -= strides_[k][d] * (shape_[d] - 1);
                    index[d] = 0;
                }
            }
        }
    }
    if (shape_.empty() && target.is_none()) return py::float_(out[0]);
    // Constructed, not returned with std::move: GCC 14 calls a moved return redundant (-Wredundant-move), GCC 12 would copy a plain one.
    return py::object(std::move(result));
}

std::string BroadcastLoop::indexText(std::size_t flat) const {
    std::vector<py::ssize_t> index(shape_.size(), 0);
    for (std::size_t d = shape_.size(); d-- > 0;) {
        index[d] = py::ssize_t(flat % std::size_t(shape_[d]));
        flat /= std::size_t(shape_[d]);
    }
    return shapeText(index);
}

void throwElementError(const BroadcastLoop& loop, std::size_t flat, const std::exception& error) {
    std::string message = std::string(loop.function()) + ": " + error.what();
    if (!loop.scalar()) message += " (at index " + loop.indexText(flat) + ")";
    throw py::value_error(message);
}

}  // namespace effsurf::python
