// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace effsurf::core {
class Message;
}

namespace effsurf::ui {

/// A sentence core wrote ("serial fraction s: must lie in [0, 1], got 1.5",
/// an import problem, the gain ceiling) in the window's language. Core writes
/// English (the CLI, Python and the page say the same words); its
/// MessageCatalog finds the pattern and arguments again, and the pattern is
/// translated (context "core") with core's numbers and the text typed kept.
/// Text that is no pattern of core's is shown as core wrote it.
class CoreMessageText {
public:
    static QString of(const QString& message);
    /// A message core hands over as its pattern and arguments (the status line's gain ceiling): translated directly.
    static QString of(const core::Message& message);
};

}  // namespace effsurf::ui
