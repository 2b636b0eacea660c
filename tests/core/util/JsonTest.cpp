// SPDX-License-Identifier: MIT
// core's JSON reader (RFC 8259), on which the session format is read by the
// app, the Python module and the web page alike.

#include "effsurf/core/util/Json.h"

#include <gtest/gtest.h>

#include <string>

using namespace effsurf::core;

TEST(Json, ReadsEveryKindOfValue) {
    const JsonValue v = parseJson(R"( {"a": [1, -2.5e-3, true, false, null], "b": {"c": "x\u00e9\ud83d\ude00\n"}, "d": 0} )");
    ASSERT_TRUE(v.isObject());
    const auto& a = v.find("a")->asArray();
    ASSERT_EQ(a.size(), 5u);
    EXPECT_EQ(a[0].asNumber(), 1.0);
    EXPECT_EQ(a[1].asNumber(), -2.5e-3);
    EXPECT_TRUE(a[2].asBoolean());
    EXPECT_FALSE(a[3].asBoolean());
    EXPECT_TRUE(a[4].isNull());
    EXPECT_EQ(v.find("b")->find("c")->asString(), "x\xc3\xa9\xf0\x9f\x98\x80\n");
    EXPECT_EQ(v.find("d")->asNumber(), 0.0);
    EXPECT_EQ(v.find("missing"), nullptr);
    EXPECT_THROW(v.asNumber(), std::logic_error);
}

TEST(Json, NumbersReadBackExactly) {
    for (const char* text : {"0.9090909917355446", "1.4547e-07", "2414592", "1e-300", "-0", "1E+22"}) {
        EXPECT_EQ(parseJson(text).asNumber(), std::stod(text)) << text;
    }
    EXPECT_EQ(parseJson("1e-400").asNumber(), 0.0);  // below a double: zero, as JSON readers do
}

TEST(Json, RefusesWhatIsNotJsonNamingLineAndColumn) {
    const struct {
        const char* text;
        const char* message;
        int line, column;
    } cases[] = {
        {"", "the text ends where a JSON value should be", 1, 1},
        {"{\"a\": 1,}", "expected a member name in double quotes", 1, 9},
        {"[1, 2", "expected ',' or ']' in a list", 1, 6},
        {"{\"a\" 1}", "expected ':' after a member name", 1, 6},
        {"{\n  \"a\": NaN\n}", "expected a JSON value", 2, 8},
        {"\"abc", "a string without its closing quote", 1, 5},
        {"\"a\tb\"", "a control character inside a string", 1, 3},
        {"\"\\x\"", "an unknown escape in a string", 1, 3},
        {"\"\\ud800\"", "a lone UTF-16 surrogate", 1, 8},
        {"01", "unexpected text after the JSON value", 1, 2},
        {"1.", "a number needs digits after its decimal point", 1, 3},
        {"1e400", "a number beyond a double's range", 1, 1},
        {"\"\xff\"", "text that is not UTF-8", 1, 2},
        {"\"\xc0\x80\"", "text that is not UTF-8", 1, 2},
        {"[1] // comment", "unexpected text after the JSON value", 1, 5},
    };
    for (const auto& c : cases) {
        try {
            parseJson(c.text);
            ADD_FAILURE() << "accepted " << c.text;
        } catch (const JsonSyntaxError& e) {
            EXPECT_NE(std::string(e.what()).find(c.message), std::string::npos) << c.text << ": " << e.what();
            EXPECT_EQ(e.line(), c.line) << c.text;
            EXPECT_EQ(e.column(), c.column) << c.text;
        }
    }
}

TEST(Json, DeepNestingIsRefusedNotACrash) {
    EXPECT_THROW(parseJson(std::string(100000, '[')), JsonSyntaxError);
    EXPECT_NO_THROW(parseJson(std::string(200, '[') + std::string(200, ']')));
}
