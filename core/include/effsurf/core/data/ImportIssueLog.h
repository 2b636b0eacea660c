// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ImportIssue.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

class Message;

/// How many problems of one kind a file had.
struct ImportIssueCount {
    std::string kind;
    std::size_t count = 0;

    friend bool operator==(const ImportIssueCount& a, const ImportIssueCount& b) { return a.kind == b.kind && a.count == b.count; }
};

/// The problems found in one file: every one counted by its kind, the first
/// `listLimit` kept in full. A file with a million bad rows costs fifty
/// messages and a few counters, not a million strings, and a reader sees the
/// first problems and how many of each kind there were.
class ImportIssueLog {
public:
    static constexpr std::size_t kDefaultListLimit = 50;

    explicit ImportIssueLog(std::size_t listLimit = kDefaultListLimit) : listLimit_(listLimit) {}

    /// False once `listLimit` issues are listed: callers then count() instead
    /// of building a message nobody will read.
    bool wantsDetails() const noexcept { return listed_.size() < listLimit_; }
    /// Lists the issue (while there is room) and counts it under its kind
    /// ("other problem" when it has none).
    void add(ImportIssue issue);
    /// Counts one more issue of `kind` without listing it.
    void count(std::string_view kind);
    /// One issue of `kind`: listed while there is room, with the ImportIssue
    /// `make()` builds (only then: a million bad rows build fifty messages).
    template <typename MakeIssue>
    void report(std::string_view kind, MakeIssue&& make) {
        if (wantsDetails()) add(make());
        else count(kind);
    }

    std::size_t total() const noexcept { return total_; }
    const std::vector<ImportIssue>& listed() const noexcept { return listed_; }
    /// Counts per kind, in the order the kinds first appeared.
    const std::vector<ImportIssueCount>& counts() const noexcept { return counts_; }
    std::vector<ImportIssue> takeListed() { return std::move(listed_); }

    /// How a summary's sentences are said: a Message of core's in a language
    /// (the window passes Qt's translation; the English is Message::text).
    using Say = std::function<std::string(const Message&)>;
    /// "3 problems: 2 not a number, 1 wrong field count" (or "" without any);
    /// adds "; the first 50 are listed" when not all are. Each sentence and
    /// kind is one of core's marked texts, said by `say` (English by default).
    static std::string summary(std::size_t total, const std::vector<ImportIssueCount>& counts, std::size_t listed, const Say& say = {});

    /// What summary() wrote, read back from its English (a line of an
    /// ImportError, as the window receives it), to be said again in another
    /// language; nothing for any other text.
    struct Summary {
        std::size_t total = 0;
        std::vector<ImportIssueCount> counts;
        std::size_t listed = 0;
    };
    static std::optional<Summary> readSummary(std::string_view text);

private:
    std::size_t listLimit_;
    std::size_t total_ = 0;
    std::vector<ImportIssue> listed_;
    std::vector<ImportIssueCount> counts_;
};

}  // namespace effsurf::core
