// SPDX-License-Identifier: MIT
#include "effsurf/ui/session/JsonFields.h"

#include <cmath>

namespace effsurf::ui {

void JsonFields::fail(const QString& path, const QString& message) { throw Error((path + QStringLiteral(": ") + message).toStdString()); }

QJsonValue JsonFields::required(const QJsonObject& o, const QString& key, const QString& path) {
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) fail(path + QLatin1Char('.') + key, QStringLiteral("missing"));
    return v;
}

double JsonFields::number(const QJsonObject& o, const QString& key, const QString& path) {
    const QJsonValue v = required(o, key, path);
    if (!v.isDouble()) fail(path + QLatin1Char('.') + key, QStringLiteral("expected a number"));
    return v.toDouble();
}

int JsonFields::wholeNumber(const QJsonObject& o, const QString& key, const QString& path, int low, int high) {
    const double value = number(o, key, path);
    if (!(value >= low && value <= high) || std::floor(value) != value)
        fail(path + QLatin1Char('.') + key, QStringLiteral("expected a whole number from %1 to %2, got %3").arg(low).arg(high).arg(value));
    return static_cast<int>(value);
}

QString JsonFields::text(const QJsonObject& o, const QString& key, const QString& path) {
    const QJsonValue v = required(o, key, path);
    if (!v.isString()) fail(path + QLatin1Char('.') + key, QStringLiteral("expected text"));
    return v.toString();
}

QJsonObject JsonFields::object(const QJsonObject& o, const QString& key, const QString& path) {
    const QJsonValue v = required(o, key, path);
    if (!v.isObject()) fail(path + QLatin1Char('.') + key, QStringLiteral("expected an object"));
    return v.toObject();
}

}  // namespace effsurf::ui
