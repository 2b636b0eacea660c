// SPDX-License-Identifier: MIT
#include "effsurf/probe/KernelCatalog.h"

#include "effsurf/probe/GemmKernel.h"
#include "effsurf/probe/TrainingStepKernel.h"
#include "effsurf/probe/TriadKernel.h"

#include <algorithm>
#include <stdexcept>

namespace effsurf::probe {
namespace {

ElementType typeOf(const std::string& id) {
    const std::string suffix = id.substr(id.find('-') + 1);
    if (suffix == "fp64") return ElementType::FP64;
    if (suffix == "fp32") return ElementType::FP32;
    if (suffix == "bf16") return ElementType::BF16;
    return ElementType::FP16;
}

}  // namespace

const std::vector<std::string>& KernelCatalog::ids() {
    static const std::vector<std::string> all = {"gemm-fp64",  "gemm-fp32",  "gemm-bf16",  "gemm-fp16", "triad-fp64",
                                                 "train-fp64", "train-fp32", "train-bf16", "train-fp16"};
    return all;
}

std::vector<std::string> KernelCatalog::defaultIds() {
    return {"gemm-fp64", "gemm-fp32", "gemm-bf16", "gemm-fp16", "triad-fp64", "train-fp32", "train-bf16"};
}

std::vector<std::string> KernelCatalog::parseList(const std::string& list) {
    std::vector<bool> chosen(ids().size(), false);
    std::string::size_type start = 0;
    bool any = false;
    while (start <= list.size()) {
        const auto comma = list.find(',', start);
        const std::string entry = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        start = comma == std::string::npos ? list.size() + 1 : comma + 1;
        if (entry.empty()) continue;
        bool matched = false;
        for (std::size_t i = 0; i < ids().size(); ++i) {
            const std::string& id = ids()[i];
            if (entry == "all" || entry == id || id.rfind(entry + "-", 0) == 0) {
                chosen[i] = true;
                matched = true;
            }
        }
        if (!matched) {
            std::string known = "all, gemm, triad, train";
            for (const std::string& id : ids()) known += ", " + id;
            throw std::invalid_argument("unknown kernel '" + entry + "' (known: " + known + ")");
        }
        any = true;
    }
    if (!any) throw std::invalid_argument("no kernel given");
    std::vector<std::string> result;
    for (std::size_t i = 0; i < ids().size(); ++i)
        if (chosen[i]) result.push_back(ids()[i]);
    return result;
}

std::unique_ptr<ProbeKernel> KernelCatalog::make(const std::string& id, const MachineTopology& machine) {
    if (std::find(ids().begin(), ids().end(), id) == ids().end()) throw std::invalid_argument("unknown kernel '" + id + "'");
    if (id.rfind("gemm-", 0) == 0) return std::make_unique<GemmKernel>(typeOf(id));
    if (id.rfind("train-", 0) == 0) return std::make_unique<TrainingStepKernel>(typeOf(id));
    return std::make_unique<TriadKernel>(static_cast<double>(machine.lastLevelCacheBytes()));
}

}  // namespace effsurf::probe
