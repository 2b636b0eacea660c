// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/cli/ArgumentParser.h"

#include <optional>
#include <string>

namespace effsurf::cli {

/// Reads typed option values, naming the option ("--n") in every error.

/// A processor count (2414592, 2.4e6, 2,414,592), >= 1.
double processorsOption(const ParsedArguments& arguments, const std::string& name);
/// A serial fraction (1e-7, 5%, alpha=0.9999999), in [0, 1].
double serialFractionOption(const ParsedArguments& arguments, const std::string& name);
/// Any finite number; `fallback` when the option is absent (nullopt: required).
double numberOption(const ParsedArguments& arguments, const std::string& name, std::optional<double> fallback = std::nullopt);
/// Like numberOption, but the value must be > 0.
double positiveOption(const ParsedArguments& arguments, const std::string& name, std::optional<double> fallback = std::nullopt);

}  // namespace effsurf::cli
