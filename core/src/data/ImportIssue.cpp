// SPDX-License-Identifier: MIT
#include "effsurf/core/data/ImportIssue.h"

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
    std::string text = file.empty() ? std::string("<input>") : file;
    if (line > 0) text += ":" + std::to_string(line);
    text += ": ";
    if (column > 0) {
        text += "column " + std::to_string(column);
        if (!field.empty()) text += " (" + field + ")";
        text += ": ";
    } else if (!field.empty()) {
        text += field + ": ";
    }
    return text + message;
}

ImportError::ImportError(std::vector<ImportIssue> issues) : std::runtime_error(joinIssues(issues)), issues_(std::move(issues)) {}

ImportError::ImportError(ImportIssue issue) : ImportError(std::vector<ImportIssue>{std::move(issue)}) {}

std::string readFileHead(const std::string& path, std::size_t limit) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
        throw ImportError(ImportIssue{path, 0, 0, "", "is a directory, not a file", "unreadable file"});
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int error = errno;
        throw ImportError(ImportIssue{path, 0, 0, "", std::string("cannot open file: ") + std::strerror(error), "unreadable file"});
    }
    std::string head(limit, '\0');
    in.read(head.data(), static_cast<std::streamsize>(limit));
    head.resize(static_cast<std::size_t>(in.gcount()));
    return head;
}

std::string readFileBytes(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
        throw ImportError(ImportIssue{path, 0, 0, "", "is a directory, not a file"});
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int error = errno;
        throw ImportError(ImportIssue{path, 0, 0, "", std::string("cannot open file: ") + std::strerror(error)});
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) throw ImportError(ImportIssue{path, 0, 0, "", "read error"});
    return buffer.str();
}

}  // namespace effsurf::core
