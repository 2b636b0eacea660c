// SPDX-License-Identifier: MIT
#include "effsurf/core/util/Message.h"

namespace effsurf::core {
namespace {

/// The argument number of a "%n" at `i` (1 to 9), or 0.
int placeholderAt(std::string_view text, std::size_t i) {
    if (text[i] != '%' || i + 1 >= text.size()) return 0;
    const char digit = text[i + 1];
    return digit >= '1' && digit <= '9' ? digit - '0' : 0;
}

/// Matches pattern[p...] against text[t...], filling `args` (1-based numbers; a
/// number used twice must match the same text). Views into `text`: nothing is
/// copied while the splits are tried.
bool matchFrom(std::string_view text, std::size_t t, std::string_view pattern, std::size_t p, std::vector<std::string_view>& args,
               std::vector<bool>& set) {
    while (p < pattern.size()) {
        const int n = placeholderAt(pattern, p);
        if (n == 0) {
            if (t >= text.size() || text[t] != pattern[p]) return false;
            ++t;
            ++p;
            continue;
        }
        const auto index = std::size_t(n - 1);
        if (args.size() <= index) {
            args.resize(index + 1);
            set.resize(index + 1, false);
        }
        if (set[index]) {  // the same argument again: the same text
            if (text.substr(t, args[index].size()) != args[index]) return false;
            t += args[index].size();
            p += 2;
            continue;
        }
        const std::size_t next = p + 2;
        set[index] = true;
        if (next == pattern.size()) {  // the last thing in the pattern: the rest of the text
            args[index] = text.substr(t);
            return true;
        }
        // Where a literal character follows, the argument ends only before that
        // character: a few candidates, not every position. Shortest first, but
        // an argument the pattern quotes ('%2') is what someone typed and may
        // hold the quote itself ("1'000"): longest first, so the closing quote
        // is the one the pattern's own words follow.
        const bool literalFollows = placeholderAt(pattern, next) == 0;
        const bool quoted = literalFollows && p > 0 && (pattern[p - 1] == '\'' || pattern[p - 1] == '"') && pattern[next] == pattern[p - 1];
        for (std::size_t k = 0; k <= text.size() - t; ++k) {
            const std::size_t end = quoted ? text.size() - k : t + k;
            if (literalFollows && (end == text.size() || text[end] != pattern[next])) continue;
            args[index] = text.substr(t, end - t);
            if (matchFrom(text, end, pattern, next, args, set)) return true;
        }
        set[index] = false;
        args[index] = {};
        return false;
    }
    return t == text.size();
}

}  // namespace

Message::Message(std::string pattern, std::vector<std::string> args) : pattern_(std::move(pattern)), args_(std::move(args)) {}

std::string Message::fill(std::string_view pattern, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const int n = placeholderAt(pattern, i);
        if (n > 0 && std::size_t(n) <= args.size()) {
            out += args[std::size_t(n - 1)];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::optional<std::vector<std::string>> Message::match(std::string_view text, std::string_view pattern) {
    // Core's sentences are short; a text this long is no sentence of a pattern (and would make the search long).
    if (text.size() > kMatchLimit) return std::nullopt;
    std::vector<std::string_view> args;
    std::vector<bool> set;
    if (!matchFrom(text, 0, pattern, 0, args, set)) return std::nullopt;
    return std::vector<std::string>(args.begin(), args.end());
}

}  // namespace effsurf::core
