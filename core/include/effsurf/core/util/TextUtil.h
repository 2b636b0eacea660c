// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace effsurf::core {

/// ASCII lower-case copy (header names and ids are ASCII; other bytes pass through).
std::string toLower(std::string_view text);
/// `text` without leading and trailing blanks (space, tab, CR, LF).
std::string_view trim(std::string_view text);
/// Case-insensitive ASCII equality.
bool equalsIgnoreCase(std::string_view a, std::string_view b);
/// Case-insensitive ASCII substring search.
bool containsIgnoreCase(std::string_view haystack, std::string_view needle);
/// Appends code point `code` (at most U+10FFFF) as UTF-8.
void appendUtf8(std::string& out, std::uint32_t code);
/// `text`'s code points; a byte that is not well-formed UTF-8 is read as U+FFFD (shown, never fatal).
std::u32string decodeUtf8(std::string_view text);
/// Code points as UTF-8.
std::string encodeUtf8(std::u32string_view text);

}  // namespace effsurf::core
