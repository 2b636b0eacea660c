// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace effsurf::core {

/// Data that is not a valid zlib stream (RFC 1950/1951), or that would
/// inflate beyond the limit asked for.
class InflateError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Decompresses a zlib stream (RFC 1950 around RFC 1951's deflate): what a
/// PNG's zTXt and compressed iTXt chunks hold, where Qt keeps the scenario of
/// a figure effsurf wrote. Written after Mark Adler's puff.c so that core
/// reads its own figures without a library beyond the standard one (and the
/// WebAssembly build without Emscripten's zlib port). Checks the header and
/// the Adler-32 checksum; throws InflateError for anything else, and for
/// output beyond `maxBytes` (a small chunk that would inflate to gigabytes).
class Inflate {
public:
    static std::string zlib(std::string_view compressed, std::size_t maxBytes = std::size_t(64) << 20);
};

}  // namespace effsurf::core
