// SPDX-License-Identifier: MIT
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace effsurf::core {

/// One problem found in an input file, located as precisely as the format
/// allows: file, 1-based line, 1-based column (field index; 0 = whole line),
/// the field's name where known, and what was expected. `kind` is a short
/// category ("not a number", "wrong field count") by which problems are
/// counted when a file has too many to list.
struct ImportIssue {
    std::string file;
    int line = 0;
    int column = 0;
    std::string field;
    std::string message;
    std::string kind{};

    /// "runs.csv:7: column 2 (time): expected a number, got 'abc'"
    std::string toString() const;
};

/// A file that cannot be read at all (empty, binary, unterminated quote,
/// missing column, ...). Carries at least one issue.
class ImportError : public std::runtime_error {
public:
    explicit ImportError(std::vector<ImportIssue> issues);
    explicit ImportError(ImportIssue issue);

    const std::vector<ImportIssue>& issues() const noexcept { return issues_; }

private:
    std::vector<ImportIssue> issues_;
};

/// Reads a whole file as bytes. Throws ImportError naming the file if it
/// cannot be opened or read.
std::string readFileBytes(const std::string& path);
/// Reads at most `limit` bytes from the start of a file (to tell its format).
std::string readFileHead(const std::string& path, std::size_t limit);

}  // namespace effsurf::core
