// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace effsurf::ui {

/// A refusal core wrote ("serial fraction s: must lie in [0, 1], got 1.5")
/// in the window's language: core writes its messages in English (the CLI,
/// Python and the page say the same words), and the window translates the
/// field and what is wrong where both are among those core writes for the
/// window's fields. A message of another shape is shown as core wrote it;
/// its numbers are core's in every language.
class CoreMessageText {
public:
    static QString of(const QString& message);
};

}  // namespace effsurf::ui
