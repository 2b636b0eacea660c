// SPDX-License-Identifier: MIT
#include "effsurf/probe/MpiProbe.h"

#include <stdexcept>

namespace effsurf::probe {

// Built without OpenMPI (EFFSURF_PROBE_MPI off, or no MPI found).
bool MpiProbe::available() { return false; }

int MpiProbe::run(const ProbeOptions&, std::ostream&, int, char**) {
    throw ProbeUsageError("mpi",
                          "this effsurf-probe was built without MPI (install libopenmpi-dev and rebuild, "
                          "or use the threads mode)");
}

}  // namespace effsurf::probe
