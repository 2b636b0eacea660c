// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QWidget;

namespace effsurf::ui {

/// How a spin box says it refused what was typed: a red border in the
/// theme's error colour and the reason in a tip at the field (the field
/// keeps its last value). Shared by CheckedDoubleSpinBox and CheckedSpinBox.
class FieldRefusal {
public:
    static void show(QWidget* field, const QString& reason);
    static void clear(QWidget* field);
};

}  // namespace effsurf::ui
