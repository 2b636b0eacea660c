#pragma once

#include "effsurf/core/scenario/TrainingRun.h"

#include <QJsonObject>
#include <QString>

namespace effsurf::ui {

/// A large-model training run inside a session, preset or tour (schema 2).
///
/// Written whole: the model's shape (or its raw totals), the accelerator's
/// datasheet numbers, the nodes and their network, the layout, the batch
/// and the calibration, each preset with its id, so a session reopens the
/// same run even when the shipped presets change.
///
/// Read leniently, for hand-written tours and presets: every part may be
/// left out (the default run's), and "model", "accelerator" and "network"
/// may be a preset id ("gpt3-175b", "h100-sxm", "ndr-ib") whose numbers come
/// from the built-in catalog, or an object whose numbers override them.
/// Errors throw JsonFields::Error naming the JSON path.
class TrainingRunJson {
public:
    static QJsonObject write(const core::TrainingRun& run);
    static core::TrainingRun read(const QJsonObject& object, const QString& path);
};

}  // namespace effsurf::ui
