// SPDX-License-Identifier: MIT
#pragma once

namespace effsurf::cli {

/// Keeps Qt's own diagnostics out of what a command prints. Rendering a
/// figure starts Qt, which talks about its environment on every run ("
/// QStandardPaths: XDG_RUNTIME_DIR not set" as root, font and platform
/// notes); the user asked for a file, and effsurf reports what failed and
/// why itself. Qt's critical and fatal messages still pass, as do
/// effsurf's own ("effsurf: ..."). EFFSURF_QT_DIAGNOSTICS=1 shows all.
class QtMessageFilter {
public:
    /// Installs the filter for the process (idempotent).
    static void install();
};

}  // namespace effsurf::cli
