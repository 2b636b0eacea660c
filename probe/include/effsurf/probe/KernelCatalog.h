// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/MachineTopology.h"
#include "effsurf/probe/ProbeKernel.h"

#include <memory>
#include <string>
#include <vector>

namespace effsurf::probe {

/// The kernels by name: "gemm-fp64" ... "train-bf16", and the groups
/// "gemm", "triad", "train" and "all" that stand for several.
class KernelCatalog {
public:
    /// Every kernel id, in the order a run measures them.
    static const std::vector<std::string>& ids();
    /// What a run measures when --kernels is not given.
    static std::vector<std::string> defaultIds();
    /// "gemm,triad-fp64" -> the ids, in catalogue order, each once. Throws
    /// std::invalid_argument naming an unknown entry and listing the known ones.
    static std::vector<std::string> parseList(const std::string& list);
    static std::unique_ptr<ProbeKernel> make(const std::string& id, const MachineTopology& machine);
};

}  // namespace effsurf::probe
