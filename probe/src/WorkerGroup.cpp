// SPDX-License-Identifier: MIT
#include "effsurf/probe/WorkerGroup.h"

namespace effsurf::probe {

void WorkerGroup::share(std::size_t count, std::size_t& begin, std::size_t& end) const {
    const auto workers = static_cast<std::size_t>(size()), me = static_cast<std::size_t>(rank());
    const std::size_t base = count / workers, extra = count % workers;
    begin = me * base + (me < extra ? me : extra);
    end = begin + base + (me < extra ? 1 : 0);
}

}  // namespace effsurf::probe
