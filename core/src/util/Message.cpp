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
/// number used twice must match the same text).
bool matchFrom(std::string_view text, std::size_t t, std::string_view pattern, std::size_t p, std::vector<std::string>& args,
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
        // Shortest first. Where a literal character follows, the argument can
        // end only before that character: a few candidates, not every position.
        const bool literalFollows = p + 2 < pattern.size() && placeholderAt(pattern, p + 2) == 0;
        for (std::size_t end = t; end <= text.size(); ++end) {
            if (literalFollows && (end == text.size() || text[end] != pattern[p + 2])) continue;
            args[index] = std::string(text.substr(t, end - t));
            set[index] = true;
            if (matchFrom(text, end, pattern, p + 2, args, set)) return true;
        }
        set[index] = false;
        args[index].clear();
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
    std::vector<std::string> args;
    std::vector<bool> set;
    if (!matchFrom(text, 0, pattern, 0, args, set)) return std::nullopt;
    return args;
}

}  // namespace effsurf::core
