// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// A JSON value (RFC 8259) as read by parseJson: what core needs to read
/// effsurf's session format itself, wherever it runs (the app, the Python
/// module, the web page's WebAssembly), with one reader of the format.
class JsonValue {
public:
    enum class Type { Null, Boolean, Number, String, Array, Object };

    JsonValue() = default;
    static JsonValue boolean(bool value);
    static JsonValue number(double value);
    static JsonValue string(std::string value);
    static JsonValue array(std::vector<JsonValue> elements);
    static JsonValue object(std::map<std::string, JsonValue, std::less<>> members);

    Type type() const noexcept { return type_; }
    bool isNull() const noexcept { return type_ == Type::Null; }
    bool isBoolean() const noexcept { return type_ == Type::Boolean; }
    bool isNumber() const noexcept { return type_ == Type::Number; }
    bool isString() const noexcept { return type_ == Type::String; }
    bool isArray() const noexcept { return type_ == Type::Array; }
    bool isObject() const noexcept { return type_ == Type::Object; }

    /// The value itself; asking a value of another type throws std::logic_error.
    bool asBoolean() const;
    double asNumber() const;
    const std::string& asString() const;
    const std::vector<JsonValue>& asArray() const;
    const std::map<std::string, JsonValue, std::less<>>& asObject() const;

    /// An object's member, or nullptr (also for a value that is no object).
    const JsonValue* find(std::string_view key) const;
    bool contains(std::string_view key) const { return find(key) != nullptr; }

private:
    Type type_ = Type::Null;
    bool boolean_ = false;
    double number_ = 0.0;
    std::shared_ptr<const std::string> string_;
    std::shared_ptr<const std::vector<JsonValue>> array_;
    std::shared_ptr<const std::map<std::string, JsonValue, std::less<>>> object_;
};

/// Text that is not JSON: where (1-based line and column) and why.
class JsonSyntaxError : public std::runtime_error {
public:
    JsonSyntaxError(int line, int column, const std::string& message);
    int line() const noexcept { return line_; }
    int column() const noexcept { return column_; }

private:
    int line_;
    int column_;
};

/// Parses one JSON document (surrounding white space allowed). Strict:
/// no comments, no trailing commas, no NaN; strings must be UTF-8 and
/// \u escapes are decoded (surrogate pairs too); nesting deeper than 256
/// levels and numbers beyond a double's range are refused. A key given
/// twice keeps its last value. Throws JsonSyntaxError.
JsonValue parseJson(std::string_view text);

}  // namespace effsurf::core
