// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace effsurf::core {

/// Why a field of a measurement file cannot be a measurement. Everything a
/// real benchmark can produce passes: repetitions, noise, speedups above N
/// and efficiencies above 1 are data. Refused is only what no measurement
/// can be: text, NaN, infinities, zero or negative values, N below 1, and
/// magnitudes no unit explains (MeasurementLimits).
enum class ValueProblem { None, Empty, NotANumber, NotFinite, NBelowOne, NAboveRange, NotPositive, OutOfRange };

/// Reads N from a field (thousands separators are not allowed in CSV fields,
/// which use the comma as delimiter). Returns the problem, None if `out` holds N.
ValueProblem readProcessorCount(std::string_view field, double& out);
/// Reads a measured value, multiplied by `scale` (a unit: 1e-3 for ms,
/// 0.01 for %), and checks it. Returns the problem, None if `out` holds it.
ValueProblem readMeasuredValue(std::string_view field, double scale, double& out);
/// Checks a number already read (Extra-P values, N).
ValueProblem checkMeasuredValue(double value);
ValueProblem checkProcessorCount(double n);

/// The short kind under which problems are counted ("not a number").
std::string_view problemKind(ValueProblem problem);
/// The message for a listed issue: `what` names the quantity ("time",
/// "speedup", "N"); `field` is the raw text, `value` the number read.
std::string problemMessage(ValueProblem problem, std::string_view what, std::string_view field, double value);

}  // namespace effsurf::core
