// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <string_view>

namespace effsurf::ui {

/// The terms of a training step (core::TrainingStep: "pipeline bubble",
/// "expert all-to-all", ...) in the window's language. Core names them once;
/// the window shows them translated (the 3D view's note on a run's largest
/// overhead). A name core adds later is shown as core writes it until it is
/// listed here (a test compares the list with core's).
class TrainingTermText {
public:
    static QString translated(std::string_view coreName);
    /// Every name marked for translation, in core's order.
    static QStringList coreNames();
};

}  // namespace effsurf::ui
