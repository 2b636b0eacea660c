// SPDX-License-Identifier: MIT
#include "effsurf/core/util/Json.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/DoubleChars.h"
#include "effsurf/core/util/TextUtil.h"

#include <cmath>

namespace effsurf::core {

JsonValue JsonValue::boolean(bool value) {
    JsonValue v;
    v.type_ = Type::Boolean;
    v.boolean_ = value;
    return v;
}

JsonValue JsonValue::number(double value) {
    JsonValue v;
    v.type_ = Type::Number;
    v.number_ = value;
    return v;
}

JsonValue JsonValue::string(std::string value) {
    JsonValue v;
    v.type_ = Type::String;
    v.string_ = std::make_shared<const std::string>(std::move(value));
    return v;
}

JsonValue JsonValue::array(std::vector<JsonValue> elements) {
    JsonValue v;
    v.type_ = Type::Array;
    v.array_ = std::make_shared<const std::vector<JsonValue>>(std::move(elements));
    return v;
}

JsonValue JsonValue::object(std::map<std::string, JsonValue, std::less<>> members) {
    JsonValue v;
    v.type_ = Type::Object;
    v.object_ = std::make_shared<const std::map<std::string, JsonValue, std::less<>>>(std::move(members));
    return v;
}

bool JsonValue::asBoolean() const {
    if (type_ != Type::Boolean) throw std::logic_error("JSON value is not a boolean");
    return boolean_;
}

double JsonValue::asNumber() const {
    if (type_ != Type::Number) throw std::logic_error("JSON value is not a number");
    return number_;
}

const std::string& JsonValue::asString() const {
    if (type_ != Type::String) throw std::logic_error("JSON value is not a string");
    return *string_;
}

const std::vector<JsonValue>& JsonValue::asArray() const {
    if (type_ != Type::Array) throw std::logic_error("JSON value is not an array");
    return *array_;
}

const std::map<std::string, JsonValue, std::less<>>& JsonValue::asObject() const {
    if (type_ != Type::Object) throw std::logic_error("JSON value is not an object");
    return *object_;
}

const JsonValue* JsonValue::find(std::string_view key) const {
    if (type_ != Type::Object) return nullptr;
    const auto it = object_->find(key);
    return it == object_->end() ? nullptr : &it->second;
}

JsonSyntaxError::JsonSyntaxError(int line, int column, const std::string& message)
    : std::runtime_error(Message(EFFSURF_TEXT("line %1, column %2: %3"), {std::to_string(line), std::to_string(column), message}).text()),
      line_(line),
      column_(column) {}

namespace {

constexpr int kMaxDepth = 256;

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    JsonValue document() {
        skipSpace();
        JsonValue value = parseValue(0);
        skipSpace();
        if (at_ < text_.size()) fail(EFFSURF_TEXT("unexpected text after the JSON value"));
        return value;
    }

private:
    [[noreturn]] void fail(const std::string& message) const {
        int line = 1, column = 1;
        for (std::size_t i = 0; i < at_ && i < text_.size(); ++i) {
            if (text_[i] == '\n') {
                ++line;
                column = 1;
            } else if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) {
                ++column;  // count characters, not UTF-8 continuation bytes
            }
        }
        throw JsonSyntaxError(line, column, message);
    }

    bool atEnd() const { return at_ >= text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[at_]; }

    void skipSpace() {
        while (!atEnd() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r')) ++at_;
    }

    void expect(char c, const char* expected) {
        if (peek() != c) fail(expected);
        ++at_;
    }

    void literal(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) fail(EFFSURF_TEXT("expected a JSON value"));
        at_ += word.size();
    }

    JsonValue parseValue(int depth) {
        if (depth > kMaxDepth) fail(Message(EFFSURF_TEXT("nested deeper than %1 levels"), {std::to_string(kMaxDepth)}).text());
        switch (peek()) {
            case '{': return parseObject(depth);
            case '[': return parseArray(depth);
            case '"': return JsonValue::string(parseString());
            case 't': literal("true"); return JsonValue::boolean(true);
            case 'f': literal("false"); return JsonValue::boolean(false);
            case 'n': literal("null"); return JsonValue();
            default: break;
        }
        if (peek() == '-' || (peek() >= '0' && peek() <= '9')) return JsonValue::number(parseNumber());
        fail(atEnd() ? EFFSURF_TEXT("the text ends where a JSON value should be") : EFFSURF_TEXT("expected a JSON value"));
    }

    JsonValue parseObject(int depth) {
        ++at_;
        std::map<std::string, JsonValue, std::less<>> members;
        skipSpace();
        if (peek() == '}') {
            ++at_;
            return JsonValue::object(std::move(members));
        }
        while (true) {
            skipSpace();
            if (peek() != '"') fail(EFFSURF_TEXT("expected a member name in double quotes"));
            std::string key = parseString();
            skipSpace();
            expect(':', EFFSURF_TEXT("expected ':' after a member name"));
            skipSpace();
            members[std::move(key)] = parseValue(depth + 1);
            skipSpace();
            if (peek() == ',') {
                ++at_;
                continue;
            }
            expect('}', EFFSURF_TEXT("expected ',' or '}' in an object"));
            return JsonValue::object(std::move(members));
        }
    }

    JsonValue parseArray(int depth) {
        ++at_;
        std::vector<JsonValue> elements;
        skipSpace();
        if (peek() == ']') {
            ++at_;
            return JsonValue::array(std::move(elements));
        }
        while (true) {
            skipSpace();
            elements.push_back(parseValue(depth + 1));
            skipSpace();
            if (peek() == ',') {
                ++at_;
                continue;
            }
            expect(']', EFFSURF_TEXT("expected ',' or ']' in a list"));
            return JsonValue::array(std::move(elements));
        }
    }

    unsigned hexQuad() {
        if (at_ + 4 > text_.size()) fail(EFFSURF_TEXT("a \\u escape needs four hexadecimal digits"));
        unsigned value = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = text_[at_++];
            value <<= 4;
            if (c >= '0' && c <= '9') value |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f') value |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') value |= unsigned(c - 'A' + 10);
            else fail(EFFSURF_TEXT("a \\u escape needs four hexadecimal digits"));
        }
        return value;
    }

    /// One UTF-8 character copied, checked (no overlong forms, no surrogates).
    void copyUtf8(std::string& out) {
        const auto lead = static_cast<unsigned char>(text_[at_]);
        const int length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
        if (length == 0 || at_ + std::size_t(length) > text_.size()) fail(EFFSURF_TEXT("text that is not UTF-8"));
        unsigned code = length == 1 ? lead : lead & (0x7Fu >> length);
        for (int i = 1; i < length; ++i) {
            const auto next = static_cast<unsigned char>(text_[at_ + std::size_t(i)]);
            if ((next & 0xC0) != 0x80) fail(EFFSURF_TEXT("text that is not UTF-8"));
            code = (code << 6) | (next & 0x3F);
        }
        static const unsigned minimum[] = {0, 0, 0x80, 0x800, 0x10000};
        if (code < minimum[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) fail(EFFSURF_TEXT("text that is not UTF-8"));
        out.append(text_.substr(at_, std::size_t(length)));
        at_ += std::size_t(length);
    }

    std::string parseString() {
        ++at_;  // the opening quote
        std::string out;
        while (true) {
            if (atEnd()) fail(EFFSURF_TEXT("a string without its closing quote"));
            const char c = text_[at_];
            if (c == '"') {
                ++at_;
                return out;
            }
            if (static_cast<unsigned char>(c) < 0x20) fail(EFFSURF_TEXT("a control character inside a string (write it as an escape)"));
            if (c != '\\') {
                copyUtf8(out);
                continue;
            }
            ++at_;
            const char escape = peek();
            ++at_;
            switch (escape) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    unsigned code = hexQuad();
                    if (code >= 0xD800 && code <= 0xDBFF) {
                        if (text_.substr(at_, 2) != "\\u") fail(EFFSURF_TEXT("a lone UTF-16 surrogate in a \\u escape"));
                        at_ += 2;
                        const unsigned low = hexQuad();
                        if (low < 0xDC00 || low > 0xDFFF) fail(EFFSURF_TEXT("a lone UTF-16 surrogate in a \\u escape"));
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    } else if (code >= 0xDC00 && code <= 0xDFFF) {
                        fail(EFFSURF_TEXT("a lone UTF-16 surrogate in a \\u escape"));
                    }
                    appendUtf8(out, code);
                    break;
                }
                default: --at_; fail(EFFSURF_TEXT("an unknown escape in a string"));
            }
        }
    }

    double parseNumber() {
        const std::size_t start = at_;
        if (peek() == '-') ++at_;
        if (peek() == '0') {
            ++at_;
        } else if (peek() >= '1' && peek() <= '9') {
            while (peek() >= '0' && peek() <= '9') ++at_;
        } else {
            fail(EFFSURF_TEXT("a number needs digits"));
        }
        if (peek() == '.') {
            ++at_;
            if (!(peek() >= '0' && peek() <= '9')) fail(EFFSURF_TEXT("a number needs digits after its decimal point"));
            while (peek() >= '0' && peek() <= '9') ++at_;
        }
        if (peek() == 'e' || peek() == 'E') {
            ++at_;
            if (peek() == '+' || peek() == '-') ++at_;
            if (!(peek() >= '0' && peek() <= '9')) fail(EFFSURF_TEXT("a number needs digits in its exponent"));
            while (peek() >= '0' && peek() <= '9') ++at_;
        }
        double value = 0.0;
        const DoubleRead read = readDouble(text_.substr(start, at_ - start), value);
        if (read == DoubleRead::OutOfRange) {
            // Too small rounds to zero, as JSON readers do; too large is no double.
            const auto e = text_.substr(start, at_ - start).find_first_of("eE");
            if (e != std::string_view::npos && text_[start + e + 1] == '-') return text_[start] == '-' ? -0.0 : 0.0;
            at_ = start;
            fail(EFFSURF_TEXT("a number beyond a double's range"));
        }
        if (read != DoubleRead::Number || !std::isfinite(value)) {
            at_ = start;
            fail(EFFSURF_TEXT("a number that cannot be read"));
        }
        return value;
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

}  // namespace

JsonValue parseJson(std::string_view text) { return Parser(text).document(); }

}  // namespace effsurf::core
