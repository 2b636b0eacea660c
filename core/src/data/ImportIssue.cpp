// SPDX-License-Identifier: MIT
#include "effsurf/core/data/ImportIssue.h"

#include "effsurf/core/util/Message.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace effsurf::core {
namespace {

std::string joinIssues(const std::vector<ImportIssue>& issues) {
    std::string text;
    for (const auto& issue : issues) {
        if (!text.empty()) text += '\n';
        text += issue.toString();
    }
    return text;
}

}  // namespace

std::string ImportIssue::toString() const {
    // Patterns of the catalogue, so that the window shows "Spalte 2 (time): ..." in German.
    std::string what = message;
    if (column > 0 && !field.empty()) what = Message(EFFSURF_TEXT("column %1 (%2): %3"), {std::to_string(column), field, what}).text();
    else if (column > 0) what = Message(EFFSURF_TEXT("column %1: %2"), {std::to_string(column), what}).text();
    else if (!field.empty()) what = Message(EFFSURF_TEXT("%1: %2"), {field, what}).text();
    const std::string where = file.empty() ? std::string("<input>") : file;
    if (line > 0) return Message(EFFSURF_TEXT("%1:%2: %3"), {where, std::to_string(line), what}).text();
    return Message(EFFSURF_TEXT("%1: %2"), {where, what}).text();
}

ImportError::ImportError(std::vector<ImportIssue> issues) : std::runtime_error(joinIssues(issues)), issues_(std::move(issues)) {}

ImportError::ImportError(ImportIssue issue) : ImportError(std::vector<ImportIssue>{std::move(issue)}) {}

std::string readFileHead(const std::string& path, std::size_t limit) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
        throw ImportError(ImportIssue{path, 0, 0, "", EFFSURF_TEXT("is a directory, not a file"), "unreadable file"});
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int error = errno;
        throw ImportError(
            ImportIssue{path, 0, 0, "", Message(EFFSURF_TEXT("cannot open file: %1"), {std::strerror(error)}).text(), "unreadable file"});
    }
    std::string head(limit, '\0');
    in.read(head.data(), static_cast<std::streamsize>(limit));
    head.resize(static_cast<std::size_t>(in.gcount()));
    return head;
}

std::string readFileBytes(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
        throw ImportError(ImportIssue{path, 0, 0, "", EFFSURF_TEXT("is a directory, not a file")});
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int error = errno;
        throw ImportError(ImportIssue{path, 0, 0, "", Message(EFFSURF_TEXT("cannot open file: %1"), {std::strerror(error)}).text()});
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) throw ImportError(ImportIssue{path, 0, 0, "", EFFSURF_TEXT("read error")});
    return buffer.str();
}

}  // namespace effsurf::core
