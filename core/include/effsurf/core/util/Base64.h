// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace effsurf::core {

/// RFC 4648 base64 with padding: how a session carries a measured series'
/// rows (a million of them stay a few megabytes and read in milliseconds,
/// where a JSON list of numbers would not).
class Base64 {
public:
    static std::string encode(std::string_view bytes);
    /// The bytes, or nullopt for text that is not padded base64 (a stray
    /// character, a wrong length, padding in the middle).
    static std::optional<std::string> decode(std::string_view text);
};

}  // namespace effsurf::core
