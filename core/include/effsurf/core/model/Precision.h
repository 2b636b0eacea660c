// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/NameList.h"

#include <array>
#include <string_view>

namespace effsurf::core {

/// Arithmetic datatypes the precision transform (docs/models.md §3) knows.
enum class Precision { FP64, FP32, TF32, BF16, FP16, FP8 };

/// Static facts about a datatype.
struct PrecisionInfo {
    Precision precision;
    std::string_view id;           ///< "fp64", "tf32", ... (CLI and file spelling)
    std::string_view displayName;  ///< "FP64", "TF32", ...
    double bytesPerElement;        ///< storage size moved by communication (TF32 travels as FP32)
    /// Default compute speed-up k over FP64: the width rule k = 8 / bytes, which
    /// gives the paper's k ~ 4 for 64 -> 16 bit. Tensor-core datasheets give
    /// larger factors (see AcceleratorDatasheet); the UI lets users edit k.
    double defaultSpeedFactor;
};

/// All datatypes, widest first.
const std::array<PrecisionInfo, 6>& allPrecisions();
const PrecisionInfo& precisionInfo(Precision precision);
/// fp64, fp32, tf32, bf16, fp16, fp8 with their labels, widest first: the
/// CLI's --precision, the window's box, Python and the page read this list.
const NameList& precisionNames();
/// Parses "fp64", "FP16", "bf16", ... Throws InvalidParameter("precision", ...).
Precision parsePrecision(std::string_view id);

}  // namespace effsurf::core
