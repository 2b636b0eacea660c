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

QJsonArray JsonFields::array(const QJsonObject& o, const QString& key, const QString& path) {
    const QJsonValue v = required(o, key, path);
    if (!v.isArray()) fail(path + QLatin1Char('.') + key, QStringLiteral("expected a list"));
    return v.toArray();
}

QJsonArray JsonFields::optionalArray(const QJsonObject& o, const QString& key, const QString& path) {
    return o.contains(key) ? array(o, key, path) : QJsonArray();
}

QJsonValue JsonFields::finite(double value, const QString& path) {
    if (!std::isfinite(value)) fail(path, QStringLiteral("cannot store a non-finite number"));
    return value;
}

core::JsonValue JsonFields::toCore(const QJsonValue& value) {
    switch (value.type()) {
        case QJsonValue::Bool: return core::JsonValue::boolean(value.toBool());
        case QJsonValue::Double: return core::JsonValue::number(value.toDouble());
        case QJsonValue::String: return core::JsonValue::string(value.toString().toStdString());
        case QJsonValue::Array: {
            std::vector<core::JsonValue> elements;
            for (const QJsonValue& element : value.toArray()) elements.push_back(toCore(element));
            return core::JsonValue::array(std::move(elements));
        }
        case QJsonValue::Object: {
            std::map<std::string, core::JsonValue, std::less<>> members;
            const QJsonObject o = value.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) members[it.key().toStdString()] = toCore(it.value());
            return core::JsonValue::object(std::move(members));
        }
        case QJsonValue::Null:
        case QJsonValue::Undefined: break;
    }
    return core::JsonValue();
}

}  // namespace effsurf::ui
