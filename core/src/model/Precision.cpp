// SPDX-License-Identifier: MIT
#include "effsurf/core/model/Precision.h"

#include "effsurf/core/util/Message.h"

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

const NameList& precisionNames() {
    static const NameList names = [] {
        std::vector<NamedItem> items;
        for (const auto& info : allPrecisions()) items.push_back({info.id, info.displayName});
        return NameList(std::move(items));
    }();
    return names;
}

Precision parsePrecision(std::string_view id) {
    const std::string_view known = precisionNames().parse(trim(id), EFFSURF_TEXT("precision"));
    return allPrecisions().at(precisionNames().indexOf(known)).precision;
}

}  // namespace effsurf::core
