// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/ProbeOptions.h"

#include <iosfwd>

namespace effsurf::probe {

/// `mpirun -np P effsurf-probe mpi`: the kernels with the fixed problem
/// shared among the P ranks, the MPI_Allreduce sweep (8 B .. 256 MiB) and
/// the training step with a real all-reduce. Built when OpenMPI is found
/// (EFFSURF_PROBE_MPI); rank 0 writes the file.
class MpiProbe {
public:
    /// Whether this build has the MPI mode.
    static bool available();
    /// Initialises and finalises MPI itself. Returns the exit status.
    static int run(const ProbeOptions& options, std::ostream& out, int argc, char** argv);
};

}  // namespace effsurf::probe
