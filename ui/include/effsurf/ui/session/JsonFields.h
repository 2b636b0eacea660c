// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <stdexcept>

namespace effsurf::ui {

/// Reading the fields of a figure's metadata (its export options) with Qt's
/// JSON, with errors that name the JSON path: "export.dpi: must be from 10
/// to 2400". Sessions, their series and tours are core's (core::SessionJson).
class JsonFields {
public:
    /// A field that cannot be read, with its path.
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
};

}  // namespace effsurf::ui
