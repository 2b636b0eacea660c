// SPDX-License-Identifier: MIT
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// Minimal streaming JSON writer: correct escaping, shortest round-trip
/// numbers, NaN and infinities as null (JSON has neither), indentation.
class JsonWriter {
public:
    explicit JsonWriter(std::ostream& out) : out_(out) {}

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(double number);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(bool flag);
    JsonWriter& null();

    static std::string escape(std::string_view text);
    static std::string number(double value);

private:
    void beforeValue();
    void newline();

    std::ostream& out_;
    struct Level {
        bool isObject;
        int count;
    };
    std::vector<Level> stack_;
    bool afterKey_ = false;
};

}  // namespace effsurf::core
