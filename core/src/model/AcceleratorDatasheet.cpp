// SPDX-License-Identifier: MIT
#include "effsurf/core/model/AcceleratorDatasheet.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/TextUtil.h"

#include <string>

namespace effsurf::core {

std::optional<double> AcceleratorDatasheet::peakTeraflops(Precision precision) const {
    for (const auto& peak : peaks)
        if (peak.precision == precision) return peak.teraflops;
    return std::nullopt;
}

std::optional<double> AcceleratorDatasheet::speedFactor(Precision precision) const {
    const auto base = peakTeraflops(Precision::FP64);
    const auto target = peakTeraflops(precision);
    if (!base || !target) return std::nullopt;
    return *target / *base;
}

const std::vector<AcceleratorDatasheet>& AcceleratorDatasheet::all() {
    // docs/models.md §3; FP64 uses the vector-unit figure, the tensor-core
    // FP64 figure is in the note, so that k for FP16 matches the seed paper's
    // "FP64 code moved to half precision" reading.
    static const std::vector<AcceleratorDatasheet> sheets{
        {"v100",
         "NVIDIA V100",
         {{Precision::FP64, 7.8, "vector"}, {Precision::FP32, 15.7, "vector"}, {Precision::FP16, 125.0, "tensor core"}}},
        {"a100",
         "NVIDIA A100",
         {{Precision::FP64, 9.7, "vector; 19.5 with tensor cores"},
          {Precision::FP32, 19.5, "vector"},
          {Precision::TF32, 156.0, "tensor core"},
          {Precision::BF16, 312.0, "tensor core"},
          {Precision::FP16, 312.0, "tensor core"}}},
        {"h100",
         "NVIDIA H100 SXM",
         {{Precision::FP64, 34.0, "vector; 67 with tensor cores"},
          {Precision::FP32, 67.0, "vector"},
          {Precision::TF32, 495.0, "tensor core"},
          {Precision::BF16, 989.0, "tensor core"},
          {Precision::FP16, 989.0, "tensor core"},
          {Precision::FP8, 1979.0, "tensor core"}}},
    };
    return sheets;
}

const AcceleratorDatasheet& AcceleratorDatasheet::byId(std::string_view id) {
    const std::string key = toLower(trim(id));
    for (const auto& sheet : all())
        if (sheet.id == key) return sheet;
    throw InvalidParameter("accelerator",
                           Message(EFFSURF_TEXT("unknown accelerator '%1'; expected v100, a100 or h100"), {std::string(id)}).text());
}

}  // namespace effsurf::core
