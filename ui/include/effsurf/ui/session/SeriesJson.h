#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QJsonObject>
#include <QString>

namespace effsurf::ui {

/// An imported series inside a session file. Every measured row is kept
/// (so a reopened session exports and refits exactly what was imported) in
/// a compact form: each column as base64 of little-endian binary numbers
/// (doubles; 32-bit line numbers), a million rows in about 27 MB instead of
/// the 80 MB of JSON number lists. Beside them, `points` lists the per-N
/// summary as readable numbers (what older versions read).
///
/// Reading checks every value as an importer would (a session is a file
/// like any other) and throws JsonFields::Error naming the JSON path, the
/// row and its source line.
class SeriesJson {
public:
    static QJsonObject write(const core::ImportedSeries& series);
    /// The series with its fit recomputed from the data.
    static core::ImportedSeries read(const QJsonObject& object, const QString& path);
};

}  // namespace effsurf::ui
