#include "effsurf/core/model/Precision.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/TextUtil.h"

#include <string>

namespace effsurf::core {

const std::array<PrecisionInfo, 6>& allPrecisions() {
    static const std::array<PrecisionInfo, 6> table{{
        {Precision::FP64, "fp64", "FP64", 8.0, 1.0},
        {Precision::FP32, "fp32", "FP32", 4.0, 2.0},
        {Precision::TF32, "tf32", "TF32", 4.0, 2.0},
        {Precision::BF16, "bf16", "BF16", 2.0, 4.0},
        {Precision::FP16, "fp16", "FP16", 2.0, 4.0},
        {Precision::FP8, "fp8", "FP8", 1.0, 8.0},
    }};
    return table;
}

const PrecisionInfo& precisionInfo(Precision precision) {
    for (const auto& info : allPrecisions())
        if (info.precision == precision) return info;
    return allPrecisions().front();
}

Precision parsePrecision(std::string_view id) {
    const std::string key = toLower(trim(id));
    for (const auto& info : allPrecisions())
        if (info.id == key) return info.precision;
    throw InvalidParameter("precision",
                           "unknown precision '" + std::string(id) + "'; expected fp64, fp32, tf32, bf16, fp16 or fp8");
}

}  // namespace effsurf::core
