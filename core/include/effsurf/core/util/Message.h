// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Marks an English sentence pattern of core's for translation. Core has no
/// Qt and translates nothing: scripts/core-texts.py collects every pattern so
/// marked into MessageCatalog (core/src/util/MessagePatterns.cpp), which the
/// window translates with Qt (context "core") and the exported page with the
/// table the window embeds. The macro is the literal itself.
#define EFFSURF_TEXT(pattern) pattern

namespace effsurf::core {

/// A sentence for people as a pattern and its arguments: "must lie in [%1,
/// %2], got %3" with {"0", "1", "1.5"}. The English pattern is the message's
/// id: a translation of it takes the same arguments (numbers and text as
/// core wrote them), in whatever order the language needs.
class Message {
public:
    Message(std::string pattern, std::vector<std::string> args = {});

    const std::string& pattern() const noexcept { return pattern_; }
    const std::vector<std::string>& args() const noexcept { return args_; }
    /// The English sentence.
    std::string text() const { return fill(pattern_, args_); }

    /// `pattern` with each %1 ... %9 replaced by that argument, in one pass
    /// (an argument that holds "%2" stays as it is); a %n without an argument stays.
    static std::string fill(std::string_view pattern, const std::vector<std::string>& args);
    /// The arguments that make `pattern` read `text`, or nothing. A %n
    /// matches any text, the empty text too; where several splits fit, each
    /// argument is as short as it can be, left to right. A text longer than
    /// kMatchLimit bytes matches nothing.
    static std::optional<std::vector<std::string>> match(std::string_view text, std::string_view pattern);

    static constexpr std::size_t kMatchLimit = 2000;

private:
    std::string pattern_;
    std::vector<std::string> args_;
};

}  // namespace effsurf::core
