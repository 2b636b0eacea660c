// SPDX-License-Identifier: MIT
#include "effsurf/cli/OutputFiles.h"

#include "effsurf/cli/UsageError.h"

#include <filesystem>
#include <system_error>

namespace effsurf::cli {

bool OutputFiles::isDirectory(const std::string& path) {
    if (!path.empty() && path.back() == '/') return true;
    std::error_code error;
    return std::filesystem::is_directory(path, error);
}

void OutputFiles::makeDirectory(const std::string& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) return;
    std::filesystem::create_directories(path, error);
    if (error || !std::filesystem::is_directory(path))
        throw UsageError("cannot create the directory '" + path + "'" + (error ? ": " + error.message() : std::string()));
}

std::string OutputFiles::inside(const std::string& directory, const std::string& name) {
    if (directory.empty()) return name;
    return directory.back() == '/' ? directory + name : directory + "/" + name;
}

void OutputFiles::refuseToReplace(const std::vector<std::string>& paths, bool force) {
    if (force) return;
    std::vector<std::string> existing;
    for (const auto& path : paths) {
        std::error_code error;
        if (std::filesystem::exists(path, error)) existing.push_back(path);
    }
    if (existing.empty()) return;
    std::string names;
    for (std::size_t i = 0; i < existing.size() && i < 5; ++i) names += (i ? ", '" : "'") + existing[i] + "'";
    if (existing.size() > 5) names += " and " + std::to_string(existing.size() - 5) + " more";
    throw UsageError(names + (existing.size() == 1 ? " exists" : " exist") +
                     "; nothing was written. Pass --force to replace, or choose another --out");
}

}  // namespace effsurf::cli
