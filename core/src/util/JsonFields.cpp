// SPDX-License-Identifier: MIT
#include "effsurf/core/util/JsonFields.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/Validation.h"

#include <cmath>

namespace effsurf::core::jsonfield {

void fail(const std::string& path, const std::string& message) { throw InvalidParameter(path, message); }

const JsonValue& required(const JsonValue& o, const char* key, const std::string& path) {
    const JsonValue* value = o.find(key);
    if (!value) fail(path + "." + key, EFFSURF_TEXT("missing"));
    return *value;
}

double number(const JsonValue& o, const char* key, const std::string& path) {
    const JsonValue& value = required(o, key, path);
    if (!value.isNumber()) fail(path + "." + key, EFFSURF_TEXT("expected a number"));
    return value.asNumber();
}

int wholeNumber(const JsonValue& o, const char* key, const std::string& path, int low, int high) {
    const double value = number(o, key, path);
    if (!(value >= low && value <= high) || std::floor(value) != value)
        fail(path + "." + key, Message(EFFSURF_TEXT("expected a whole number from %1 to %2, got %3"),
                                       {std::to_string(low), std::to_string(high), formatNumber(value)})
                                   .text());
    return static_cast<int>(value);
}

std::string text(const JsonValue& o, const char* key, const std::string& path) {
    const JsonValue& value = required(o, key, path);
    if (!value.isString()) fail(path + "." + key, EFFSURF_TEXT("expected text"));
    return value.asString();
}

const JsonValue& object(const JsonValue& o, const char* key, const std::string& path) {
    const JsonValue& value = required(o, key, path);
    if (!value.isObject()) fail(path + "." + key, EFFSURF_TEXT("expected an object"));
    return value;
}

const std::vector<JsonValue>& array(const JsonValue& o, const char* key, const std::string& path) {
    const JsonValue& value = required(o, key, path);
    if (!value.isArray()) fail(path + "." + key, EFFSURF_TEXT("expected a list"));
    return value.asArray();
}

const std::vector<JsonValue>& optionalArray(const JsonValue& o, const char* key, const std::string& path) {
    static const std::vector<JsonValue> none;
    return o.contains(key) ? array(o, key, path) : none;
}

int count(const JsonValue& o, const char* key, const std::string& path, int fallback) {
    return o.contains(key) ? wholeNumber(o, key, path, 1, 1000000000) : fallback;
}

int countOrZero(const JsonValue& o, const char* key, const std::string& path, int fallback) {
    return o.contains(key) ? wholeNumber(o, key, path, 0, 1000000000) : fallback;
}

double numberOr(const JsonValue& o, const char* key, const std::string& path, double fallback) {
    return o.contains(key) ? number(o, key, path) : fallback;
}

bool flagOr(const JsonValue& o, const char* key, const std::string& path, bool fallback) {
    const JsonValue* value = o.find(key);
    if (!value) return fallback;
    if (!value->isBoolean()) fail(path + "." + key, EFFSURF_TEXT("expected true or false"));
    return value->asBoolean();
}

std::string textOr(const JsonValue& o, const char* key, const std::string& path, const std::string& fallback) {
    return o.contains(key) ? text(o, key, path) : fallback;
}

double finite(double value, const std::string& path) {
    if (!std::isfinite(value)) fail(path, EFFSURF_TEXT("cannot store a non-finite number"));
    return value;
}

std::string element(const std::string& path, std::size_t index) { return path + "[" + std::to_string(index) + "]"; }

}  // namespace effsurf::core::jsonfield
