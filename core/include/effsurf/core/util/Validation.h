// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace effsurf::core {

/// Domain checks shared by every parameter struct. Each throws
/// InvalidParameter naming `field` and the value that was rejected. Fields
/// are string views so that a passing check never allocates (the surface
/// re-validates on every grid change).

/// A processor count: finite and >= 1 (real-valued: grid points lie between integers).
void requireProcessorCount(double n, std::string_view field = "N");
/// A serial fraction s = 1 - alpha: finite and in [0, 1].
void requireSerialFraction(double s, std::string_view field = "serial fraction s");
/// A count (layers, GPUs, a batch): a whole number >= 1.
void requireCount(int value, std::string_view field);
/// A finite value > 0.
void requirePositive(double value, std::string_view field);
/// A finite value >= 0.
void requireNonNegative(double value, std::string_view field);
/// A finite value in [lo, hi].
void requireInRange(double value, double lo, double hi, std::string_view field);

/// Shortest round-trip decimal text of a double, for messages ("1e-07", "0.5").
std::string formatNumber(double value);

}  // namespace effsurf::core
