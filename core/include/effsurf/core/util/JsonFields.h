// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Json.h"

#include <string>
#include <vector>

/// Reading and writing the fields of effsurf's JSON files (sessions, the
/// series and tours in them) with errors that name the JSON path: every
/// function throws InvalidParameter whose field is
/// "scenario.series[0].points[3]" and whose message says what was expected.
/// One set for ScenarioJson, SeriesJson and SessionJson.
namespace effsurf::core::jsonfield {

[[noreturn]] void fail(const std::string& path, const std::string& message);

/// `o[key]`, or "path.key: missing".
const JsonValue& required(const JsonValue& o, const char* key, const std::string& path);
double number(const JsonValue& o, const char* key, const std::string& path);
/// A whole number in [low, high], checked before the cast (a double such as
/// 1e300 does not fit an int; casting it would be undefined behaviour).
int wholeNumber(const JsonValue& o, const char* key, const std::string& path, int low, int high);
std::string text(const JsonValue& o, const char* key, const std::string& path);
const JsonValue& object(const JsonValue& o, const char* key, const std::string& path);
const std::vector<JsonValue>& array(const JsonValue& o, const char* key, const std::string& path);
/// The list if present, else an empty one.
const std::vector<JsonValue>& optionalArray(const JsonValue& o, const char* key, const std::string& path);
/// A count from 1, or `fallback` when absent.
int count(const JsonValue& o, const char* key, const std::string& path, int fallback);
/// A count that may be 0 ("none", "as the default").
int countOrZero(const JsonValue& o, const char* key, const std::string& path, int fallback);
double numberOr(const JsonValue& o, const char* key, const std::string& path, double fallback);
bool flagOr(const JsonValue& o, const char* key, const std::string& path, bool fallback);
std::string textOr(const JsonValue& o, const char* key, const std::string& path, const std::string& fallback);
/// "path[index]", the way messages name an element of a list.
std::string element(const std::string& path, std::size_t index);

/// `value` to write; "path: cannot store a non-finite number" for NaN or
/// infinity (JSON has neither, and a session must read back what it held).
double finite(double value, const std::string& path);

/// A core parser's refusal under the JSON path it was read at.
template <typename Parse>
auto parsedAt(const std::string& path, Parse&& parse) {
    try {
        return parse();
    } catch (const InvalidParameter& e) {
        throw InvalidParameter(path, e.what());
    }
}

}  // namespace effsurf::core::jsonfield
