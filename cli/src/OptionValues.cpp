// SPDX-License-Identifier: MIT
#include "effsurf/cli/OptionValues.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/Validation.h"

#include <cmath>

namespace effsurf::cli {

double processorsOption(const ParsedArguments& arguments, const std::string& name) {
    return core::parseProcessorCount(arguments.required(name), "--" + name);
}

double serialFractionOption(const ParsedArguments& arguments, const std::string& name) {
    return core::parseSerialFraction(arguments.required(name), "--" + name);
}

double numberOption(const ParsedArguments& arguments, const std::string& name, std::optional<double> fallback) {
    const auto text = arguments.value(name);
    if (!text && fallback) return *fallback;
    const std::string& raw = text ? *text : arguments.required(name);
    const auto value = core::parseDouble(raw);
    if (!value) throw core::InvalidParameter("--" + name, "expected a number, got '" + raw + "'");
    if (!std::isfinite(*value)) throw core::InvalidParameter("--" + name, "expected a finite number, got '" + raw + "'");
    return *value;
}

double positiveOption(const ParsedArguments& arguments, const std::string& name, std::optional<double> fallback) {
    const double value = numberOption(arguments, name, fallback);
    core::requirePositive(value, "--" + name);
    return value;
}

}  // namespace effsurf::cli
