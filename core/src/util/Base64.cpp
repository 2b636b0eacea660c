// SPDX-License-Identifier: MIT
#include "effsurf/core/util/Base64.h"

#include <array>
#include <cstdint>

namespace effsurf::core {
namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Each character's 6-bit value, or -1 for characters outside the alphabet.
constexpr std::array<int, 256> decodingTable() {
    std::array<int, 256> table{};
    for (auto& entry : table) entry = -1;
    for (std::size_t i = 0; i < kAlphabet.size(); ++i) table[static_cast<unsigned char>(kAlphabet[i])] = int(i);
    return table;
}

constexpr auto kDecoding = decodingTable();

}  // namespace

std::string Base64::encode(std::string_view bytes) {
    std::string text;
    text.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    const auto byte = [&](std::size_t at) { return std::uint32_t(static_cast<unsigned char>(bytes[at])); };
    for (; i + 3 <= bytes.size(); i += 3) {
        const std::uint32_t group = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
        for (int shift = 18; shift >= 0; shift -= 6) text += kAlphabet[(group >> shift) & 63];
    }
    const std::size_t rest = bytes.size() - i;
    if (rest > 0) {
        const std::uint32_t group = byte(i) << 16 | (rest == 2 ? byte(i + 1) << 8 : 0);
        text += kAlphabet[(group >> 18) & 63];
        text += kAlphabet[(group >> 12) & 63];
        text += rest == 2 ? kAlphabet[(group >> 6) & 63] : '=';
        text += '=';
    }
    return text;
}

std::optional<std::string> Base64::decode(std::string_view text) {
    if (text.size() % 4 != 0) return std::nullopt;
    std::string bytes;
    bytes.reserve(text.size() / 4 * 3);
    for (std::size_t i = 0; i < text.size(); i += 4) {
        const bool last = i + 4 == text.size();
        const int padding = last ? (text[i + 3] == '=') + (text[i + 2] == '=') : 0;
        if (padding == 1 && text[i + 2] == '=') return std::nullopt;  // "xx=x"
        std::uint32_t group = 0;
        for (int j = 0; j < 4 - padding; ++j) {
            const int value = kDecoding[static_cast<unsigned char>(text[i + std::size_t(j)])];
            if (value < 0) return std::nullopt;
            group |= std::uint32_t(value) << (18 - 6 * j);
        }
        bytes += char((group >> 16) & 0xFF);
        if (padding < 2) bytes += char((group >> 8) & 0xFF);
        if (padding < 1) bytes += char(group & 0xFF);
    }
    return bytes;
}

}  // namespace effsurf::core
