// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace effsurf::cli {

/// Where a command's files go, and that none replaces an existing file
/// unless asked to (--force): a second run into the same place stops with
/// exit 2 and the names, instead of overwriting a figure in silence.
class OutputFiles {
public:
    /// True if `path` names a directory: it is one, or it ends in '/'.
    static bool isDirectory(const std::string& path);
    /// Creates the directory `path` and its parents if missing; UsageError
    /// naming it if that is not possible (or a file of that name is in the way).
    static void makeDirectory(const std::string& path);
    /// `directory` joined with `name` ("out/" + "speedup.png" = "out/speedup.png").
    static std::string inside(const std::string& directory, const std::string& name);
    /// Throws UsageError naming the files of `paths` that exist, unless `force`.
    static void refuseToReplace(const std::vector<std::string>& paths, bool force);
};

}  // namespace effsurf::cli
