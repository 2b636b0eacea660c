// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ElementType.h"

#include <cstddef>

namespace effsurf::probe {

/// What a kernel sees of the workers running it, the same for threads in one
/// process and MPI ranks: its rank among them, a barrier and an in-place sum
/// across all of them. A kernel written against this runs in both modes.
class WorkerGroup {
public:
    virtual ~WorkerGroup() = default;
    virtual int rank() const = 0;
    virtual int size() const = 0;
    virtual void barrier() = 0;
    /// Every worker passes its own buffer of `elements` values of `type`;
    /// afterwards each holds the element-wise sum over all workers.
    virtual void allReduce(void* data, std::size_t elements, ElementType type) = 0;

    /// The share [begin, end) of `count` items this worker takes: balanced to
    /// within one item, in rank order.
    void share(std::size_t count, std::size_t& begin, std::size_t& end) const;
};

}  // namespace effsurf::probe
