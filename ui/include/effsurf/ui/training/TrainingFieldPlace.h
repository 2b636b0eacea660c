// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <vector>

namespace effsurf::ui {

/// Where the Training form explains a problem the model names by field
/// ("layers", "kv heads", "expert parallel"): the group whose red line says
/// it, and the spin boxes it outlines (the field's own and those whose
/// combination broke it: layers with p and v, heads with t).
struct TrainingFieldPlace {
    const char* group;               ///< "model", "architecture", "hardware", "layout", "scale-out", "calibration"
    std::vector<const char*> spins;  ///< the form's spin names

    /// nullptr for a field no group claims (the layout group explains it, outlining nothing).
    static const TrainingFieldPlace* of(const QString& field);
    /// The field's name as the window's language says it ("kv heads": "KV-Köpfe"), for the problem's line.
    static QString nameInLanguage(const QString& field);
};

}  // namespace effsurf::ui
