// SPDX-License-Identifier: MIT
#include "effsurf/core/data/ImportIssueLog.h"

#include "effsurf/core/util/Message.h"

#include <algorithm>
#include <charconv>

namespace effsurf::core {
namespace {

constexpr std::string_view kOtherKind = EFFSURF_TEXT("other problem");

std::string withThousands(std::size_t value) {
    std::string digits = std::to_string(value);
    for (auto i = digits.size(); i > 3; i -= 3) digits.insert(i - 3, ",");
    return digits;
}

// The summary's sentences: summary() says them, readSummary() reads their English back.
constexpr const char* kOneProblem = EFFSURF_TEXT("%1 problem");
constexpr const char* kProblems = EFFSURF_TEXT("%1 problems");
constexpr const char* kKinds = EFFSURF_TEXT("%1: %2");
constexpr const char* kListed = EFFSURF_TEXT("%1; the first %2 are listed");

/// "1,234" as withThousands writes it, or nothing.
std::optional<std::size_t> readThousands(std::string_view text) {
    std::string digits;
    for (const char c : text)
        if (c != ',') digits += c;
    std::size_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size() || withThousands(value) != text) return std::nullopt;
    return value;
}

}  // namespace

void ImportIssueLog::add(ImportIssue issue) {
    if (issue.kind.empty()) issue.kind = std::string(kOtherKind);
    count(issue.kind);
    if (listed_.size() < listLimit_) listed_.push_back(std::move(issue));
}

void ImportIssueLog::count(std::string_view kind) {
    if (kind.empty()) kind = kOtherKind;
    ++total_;
    for (auto& entry : counts_) {
        if (entry.kind == kind) {
            ++entry.count;
            return;
        }
    }
    counts_.push_back({std::string(kind), 1});
}

std::string ImportIssueLog::summary(std::size_t total, const std::vector<ImportIssueCount>& counts, std::size_t listed, const Say& say) {
    if (total == 0) return {};
    const auto said = [&](const Message& message) { return say ? say(message) : message.text(); };
    std::string text = said(Message(total == 1 ? kOneProblem : kProblems, {withThousands(total)}));
    std::string kinds;
    // A kind is said alone and follows its count ("2 not a number"): no sentence of its own.
    for (std::size_t i = 0; i < counts.size(); ++i)
        kinds += (i == 0 ? "" : ", ") + withThousands(counts[i].count) + " " + said(Message(counts[i].kind));
    if (!counts.empty()) text = said(Message(kKinds, {text, kinds}));
    if (listed < total) text = said(Message(kListed, {text, std::to_string(listed)}));
    return text;
}

std::optional<ImportIssueLog::Summary> ImportIssueLog::readSummary(std::string_view text) {
    Summary read;
    std::string rest(text);
    const auto cut = Message::match(rest, kListed);
    if (cut) {
        const auto listed = readThousands((*cut)[1]);
        if (!listed || (*cut)[1].find(',') != std::string::npos) return std::nullopt;  // to_string's digits
        read.listed = *listed;
        rest = (*cut)[0];
    }
    std::size_t counted = 0;
    if (const auto parts = Message::match(rest, kKinds)) {
        rest = (*parts)[0];
        const std::string& kinds = (*parts)[1];
        for (std::size_t start = 0; start <= kinds.size();) {
            const std::size_t end = std::min(kinds.find(", ", start), kinds.size()), space = kinds.find(' ', start);
            if (space == std::string::npos || space + 1 >= end) return std::nullopt;  // "count kind", both there
            const auto count = readThousands(std::string_view(kinds).substr(start, space - start));
            if (!count) return std::nullopt;
            read.counts.push_back({kinds.substr(space + 1, end - space - 1), *count});
            counted += *count;
            start = end + 2;
        }
    }
    for (const char* pattern : {kOneProblem, kProblems}) {
        const auto parts = Message::match(rest, pattern);
        if (!parts) continue;
        const auto total = readThousands((*parts)[0]);
        if (!total || (*total == 1) != (pattern == kOneProblem)) return std::nullopt;
        read.total = *total;
        if (!cut) read.listed = read.total;
        // As summary() writes it: every problem counted under its kind, fewer listed than there are.
        if ((!read.counts.empty() && counted != read.total) || read.listed > read.total || (cut && read.listed == read.total))
            return std::nullopt;
        return read;
    }
    return std::nullopt;
}

}  // namespace effsurf::core
