// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Json.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <stdexcept>

namespace effsurf::ui {

/// Reading and writing the fields of effsurf's JSON files (sessions, the
/// series in them, tours) with errors that name the JSON path:
/// "scenario.series[0].points[3]: expected 8 numbers".
class JsonFields {
public:
    /// A field that cannot be read (or a value that cannot be written), with its path.
    struct Error : std::runtime_error {
        using std::runtime_error::runtime_error;
    };

    /// Throws Error("path: message").
    [[noreturn]] static void fail(const QString& path, const QString& message);

    /// `o[key]`, or Error "path.key: missing".
    static QJsonValue required(const QJsonObject& o, const QString& key, const QString& path);
    static double number(const QJsonObject& o, const QString& key, const QString& path);
    /// A whole number in [low, high], checked before the cast (a double such
    /// as 1e300 does not fit an int; casting it would be undefined behaviour).
    static int wholeNumber(const QJsonObject& o, const QString& key, const QString& path, int low, int high);
    static QString text(const QJsonObject& o, const QString& key, const QString& path);
    static QJsonObject object(const QJsonObject& o, const QString& key, const QString& path);
    static QJsonArray array(const QJsonObject& o, const QString& key, const QString& path);
    /// An array if present, else empty.
    static QJsonArray optionalArray(const QJsonObject& o, const QString& key, const QString& path);

    /// A number to write; Error "path: cannot store a non-finite number" for NaN or infinity.
    static QJsonValue finite(double value, const QString& path);
    /// The same value as core's JSON, for core's readers of the session
    /// format (core::ScenarioJson).
    static core::JsonValue toCore(const QJsonValue& value);
    /// Calls `read()` (a core reader); its InvalidParameter, whose field is
    /// the JSON path, becomes Error("path: message").
    template <typename Read>
    static auto fromCore(Read&& read) {
        try {
            return read();
        } catch (const core::InvalidParameter& e) {
            throw Error(e.what());
        }
    }
};

}  // namespace effsurf::ui
