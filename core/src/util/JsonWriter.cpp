// SPDX-License-Identifier: MIT
#include "effsurf/core/util/JsonWriter.h"

#include "effsurf/core/util/DoubleChars.h"

#include <cmath>
#include <cstdio>

namespace effsurf::core {

std::string JsonWriter::escape(std::string_view text) {
    std::string result = "\"";
    for (char c : text) {
        switch (c) {
            case '"': result += "\\\""; break;
            case '\\': result += "\\\\"; break;
            case '\n': result += "\\n"; break;
            case '\r': result += "\\r"; break;
            case '\t': result += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buffer[8];
                    std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
                    result += buffer;
                } else {
                    result += c;
                }
        }
    }
    return result + "\"";
}

std::string JsonWriter::number(double value) {
    if (!std::isfinite(value)) return "null";
    // Whole numbers as integers ("1000000", not "1e+06"): files people read
    // and edit (presets, sessions) say N = 1000000 as they would. Exact up
    // to 2^53, where every integer is a double.
    if (std::fabs(value) < 9007199254740992.0 && std::floor(value) == value && !(value == 0.0 && std::signbit(value)))
        return std::to_string(static_cast<long long>(value));
    char buffer[32];
    return std::string(buffer, writeDouble(value, buffer));
}

void JsonWriter::newline() { out_ << '\n' << std::string(stack_.size() * 2, ' '); }

void JsonWriter::beforeValue() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!stack_.empty()) {
        if (stack_.back().count++ > 0) out_ << ',';
        newline();
    }
}

JsonWriter& JsonWriter::beginObject() {
    beforeValue();
    out_ << '{';
    stack_.push_back({true, 0});
    return *this;
}

JsonWriter& JsonWriter::endObject() {
    const bool empty = stack_.back().count == 0;
    stack_.pop_back();
    if (!empty) newline();
    out_ << '}';
    if (stack_.empty()) out_ << '\n';
    return *this;
}

JsonWriter& JsonWriter::beginArray() {
    beforeValue();
    out_ << '[';
    stack_.push_back({false, 0});
    return *this;
}

JsonWriter& JsonWriter::endArray() {
    const bool empty = stack_.back().count == 0;
    stack_.pop_back();
    if (!empty) newline();
    out_ << ']';
    if (stack_.empty()) out_ << '\n';
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
    beforeValue();
    out_ << escape(name) << ": ";
    afterKey_ = true;
    return *this;
}

JsonWriter& JsonWriter::value(double value) {
    beforeValue();
    out_ << number(value);
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
    beforeValue();
    out_ << escape(text);
    return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
    beforeValue();
    out_ << (flag ? "true" : "false");
    return *this;
}

JsonWriter& JsonWriter::null() {
    beforeValue();
    out_ << "null";
    return *this;
}

}  // namespace effsurf::core
