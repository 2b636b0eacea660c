#pragma once

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
};

}  // namespace effsurf::ui
