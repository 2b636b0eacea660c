// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/Precision.h"

#include <optional>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// Dense peak throughput of one accelerator per datatype, as printed in the
/// vendor's datasheet (docs/models.md §3). These are datasheet peaks, not
/// sustained rates: label them so wherever they are shown.
struct AcceleratorDatasheet {
    struct Peak {
        Precision precision;
        double teraflops;       ///< dense peak, TFLOP/s
        std::string_view note;  ///< e.g. "tensor core"
    };

    std::string_view id;    ///< "v100", "a100", "h100"
    std::string_view name;  ///< "NVIDIA V100"
    std::vector<Peak> peaks;

    /// Peak for `precision`, if the datasheet gives one.
    std::optional<double> peakTeraflops(Precision precision) const;
    /// Peak ratio to FP64: the datasheet's speed factor k for `precision`.
    std::optional<double> speedFactor(Precision precision) const;

    static const std::vector<AcceleratorDatasheet>& all();
    /// Throws InvalidParameter("accelerator", ...) for an unknown id.
    static const AcceleratorDatasheet& byId(std::string_view id);
};

}  // namespace effsurf::core
