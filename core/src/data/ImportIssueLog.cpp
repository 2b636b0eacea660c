// SPDX-License-Identifier: MIT
#include "effsurf/core/data/ImportIssueLog.h"

namespace effsurf::core {
namespace {

constexpr std::string_view kOtherKind = "other problem";

std::string withThousands(std::size_t value) {
    std::string digits = std::to_string(value);
    for (auto i = digits.size(); i > 3; i -= 3) digits.insert(i - 3, ",");
    return digits;
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

std::string ImportIssueLog::summary(std::size_t total, const std::vector<ImportIssueCount>& counts, std::size_t listed) {
    if (total == 0) return {};
    std::string text = withThousands(total) + (total == 1 ? " problem" : " problems");
    for (std::size_t i = 0; i < counts.size(); ++i) text += (i == 0 ? ": " : ", ") + withThousands(counts[i].count) + " " + counts[i].kind;
    if (listed < total) text += "; the first " + std::to_string(listed) + " are listed";
    return text;
}

}  // namespace effsurf::core
