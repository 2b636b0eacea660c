// SPDX-License-Identifier: MIT
// libFuzzer target: the text-to-number parsers behind every field and CLI
// option. Each either refuses with InvalidParameter or returns a value in
// its domain; a number written back by formatNumber reads as the same number.

#include "FuzzInvariants.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/Validation.h"

#include <cstdint>
#include <string>

using namespace effsurf;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    if (const auto value = core::parseDouble(text); value && std::isfinite(*value)) {
        const auto again = core::parseDouble(core::formatNumber(*value));
        fuzz::require(again && *again == *value, "formatNumber round-trips");
    }
    try {
        const double s = core::parseSerialFraction(text);
        fuzz::require(s >= 0.0 && s <= 1.0, "a serial fraction lies in [0, 1]");
    } catch (const core::InvalidParameter&) {}
    try {
        const double n = core::parseProcessorCount(text);
        fuzz::require(std::isfinite(n) && n >= 1.0, "a processor count is finite and >= 1");
    } catch (const core::InvalidParameter&) {}
    try {
        const auto range = core::parseRange(text, "range");
        fuzz::require(range.low > 0.0 && range.low < range.high && std::isfinite(range.high), "0 < low < high");
    } catch (const core::InvalidParameter&) {}
    try {
        const auto grid = core::parseGridSize(text, 2048, "grid");
        fuzz::require(grid.rows >= 2 && grid.rows <= 2048 && grid.columns >= 2 && grid.columns <= 2048, "grid within limits");
    } catch (const core::InvalidParameter&) {}
    return 0;
}
