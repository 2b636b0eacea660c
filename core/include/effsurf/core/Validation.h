#pragma once

#include <string>

namespace effsurf::core {

/// Domain checks shared by every parameter struct. Each throws
/// InvalidParameter naming `field` and the value that was rejected.

/// A processor count: finite and >= 1 (real-valued: grid points lie between integers).
void requireProcessorCount(double n, const std::string& field = "N");
/// A serial fraction s = 1 - alpha: finite and in [0, 1].
void requireSerialFraction(double s, const std::string& field = "serial fraction s");
/// A finite value > 0.
void requirePositive(double value, const std::string& field);
/// A finite value >= 0.
void requireNonNegative(double value, const std::string& field);
/// A finite value in [lo, hi].
void requireInRange(double value, double lo, double hi, const std::string& field);

/// Shortest round-trip decimal text of a double, for messages ("1e-07", "0.5").
std::string formatNumber(double value);

}  // namespace effsurf::core
