// SPDX-License-Identifier: MIT
#include "effsurf/core/formula/FormulaMathMl.h"
#include "effsurf/core/formula/FormulaParser.h"
#include "effsurf/core/formula/FormulaPlainText.h"

#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

namespace effsurf::core {
namespace formula_mathml_test {

/// Every element closed in the order opened: what a browser needs to typeset it. Returns the element names opened.
std::vector<std::string> balancedElements(const std::string& mathMl) {
    std::vector<std::string> open, all;
    const std::regex tag("<(/?)([a-z]+)[^>]*>");
    for (auto it = std::sregex_iterator(mathMl.begin(), mathMl.end(), tag); it != std::sregex_iterator(); ++it) {
        if ((*it)[1].str().empty()) {
            open.push_back((*it)[2].str());
            all.push_back((*it)[2].str());
        } else {
            EXPECT_FALSE(open.empty()) << mathMl;
            if (open.empty()) return all;
            EXPECT_EQ(open.back(), (*it)[2].str()) << mathMl;
            open.pop_back();
        }
    }
    EXPECT_TRUE(open.empty()) << mathMl;
    return all;
}

std::string mathMl(const std::string& markup) { return FormulaMathMl::of(FormulaParser::parse(markup)); }

TEST(FormulaMathMl, AmdahlsLawIsAFractionInAFraction) {
    const std::string m = mathMl("S(N) = \\frac{1}{s + \\frac{1 - s}{N}}");
    ASSERT_EQ(m.rfind("<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\">", 0), 0u);
    const auto elements = balancedElements(m);
    EXPECT_EQ(std::count(elements.begin(), elements.end(), "mfrac"), 2);
    // Identifiers italic (mi), the number upright (mn), = and + as operators with their spacing (mo).
    EXPECT_NE(m.find("<mi>S</mi>"), std::string::npos) << m;
    EXPECT_NE(m.find("<mn>1</mn>"), std::string::npos) << m;
    EXPECT_NE(m.find("<mo>=</mo>"), std::string::npos) << m;
    EXPECT_NE(m.find("<mo>+</mo>"), std::string::npos) << m;
    EXPECT_NE(m.find("<mo>\u2212</mo>"), std::string::npos) << m;  // "-" is a minus sign
    EXPECT_EQ(FormulaPlainText::of(FormulaParser::parse("S(N) = \\frac{1}{s + \\frac{1 - s}{N}}")), "S(N) = 1/(s + (1\u2212s)/N)");
}

TEST(FormulaMathMl, ScriptsTextAndLiveNumbers) {
    // s_eff with both scripts, a word in \text, and a live number as the tours fill it in ("2.09×10⁻⁶").
    const std::string m = mathMl("s_{eff}^{2} = \\text{HPL: } 2.09\u00D710\u207B\u2076");
    balancedElements(m);
    EXPECT_NE(m.find("<msubsup><mi>s</mi><mtext>eff</mtext><mn>2</mn></msubsup>"), std::string::npos) << m;
    // The space at the text's edge as a no-break space: browsers drop an <mtext>'s edge spaces.
    EXPECT_NE(m.find("<mtext>HPL:\u00A0</mtext>"), std::string::npos) << m;
    EXPECT_NE(m.find("<mn>2.09</mn><mo>\u00D7</mo><mn>10\u207B\u2076</mn>"), std::string::npos) << m;
    // A unary minus in an exponent is an operator without a binary operator's spacing.
    EXPECT_NE(mathMl("10^{-7}").find("<msup><mn>10</mn><mrow><mo form=\"prefix\">\u2212</mo><mn>7</mn></mrow></msup>"), std::string::npos)
        << mathMl("10^{-7}");
    // Mid-row too: "a = −b" is a prefix minus, "a − b" a binary one.
    EXPECT_NE(mathMl("a = -b").find("<mo>=</mo><mo form=\"prefix\">\u2212</mo>"), std::string::npos) << mathMl("a = -b");
    EXPECT_NE(mathMl("a - b").find("<mi>a</mi><mo>\u2212</mo><mi>b</mi>"), std::string::npos) << mathMl("a - b");
}

TEST(FormulaMathMl, GreekSymbolsAndOtherLanguagesWords) {
    const std::string m = mathMl("\\alpha \\approx 1 - \\varepsilon \\quad \\text{Überlappung \u91CD\u53E0} \\sum");
    balancedElements(m);
    EXPECT_NE(m.find("<mi>\u03B1</mi><mo>\u2248</mo>"), std::string::npos) << m;
    EXPECT_NE(m.find("<mi>\u03B5</mi>"), std::string::npos) << m;
    EXPECT_NE(m.find("<mspace width=\"1.000em\"></mspace>"), std::string::npos) << m;
    EXPECT_NE(m.find("<mtext>Überlappung \u91CD\u53E0</mtext>"), std::string::npos) << m;
    EXPECT_NE(m.find("largeop=\"true\""), std::string::npos) << m;
    // A Greek letter typed as itself is an identifier, as \alpha is.
    EXPECT_NE(mathMl("\u03B1 = 1").find("<mi>\u03B1</mi>"), std::string::npos);
}

TEST(FormulaMathMl, WhatTheAuthorTypedIsNeverMarkup) {
    const std::string m = mathMl("\\text{<script>alert(1)</script> & \"x\"} < y");
    EXPECT_EQ(m.find("<script"), std::string::npos) << m;
    EXPECT_NE(m.find("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;"), std::string::npos) << m;
    EXPECT_NE(m.find("<mo>&lt;</mo>"), std::string::npos) << m;
    balancedElements(m);
}

TEST(FormulaMathMl, EachLineIsItsOwnFormula) {
    const std::string m = FormulaMathMl::ofMarkup("S(N) = \\frac{1}{s}\n\nS = 909");
    const auto elements = balancedElements(m);
    EXPECT_EQ(std::count(elements.begin(), elements.end(), "math"), 2) << m;  // the empty line is no formula
    EXPECT_EQ(FormulaMathMl::ofMarkup(""), "");
    EXPECT_EQ(FormulaMathMl::ofMarkup("\\,\n{}"), "");  // lines that read as nothing
    EXPECT_EQ(FormulaPlainText::ofMarkup("S(N) = \\frac{1}{s}\n\nS = 909"), "S(N) = 1/s; S = 909");
}

TEST(FormulaMathMl, MalformedOrHostileInputGivesWhatCanBeRead) {
    EXPECT_EQ(FormulaPlainText::of(FormulaParser::parse("\\unknown{x}")), "\\unknownx");
    EXPECT_EQ(FormulaPlainText::of(FormulaParser::parse("a}}}b")), "ab");
    // A byte that is not UTF-8 is shown as U+FFFD, not dropped and not fatal; so are an overlong '<' and a surrogate.
    EXPECT_EQ(mathMl("\xC0\xBC"
                     "script")
                  .find("<script"),
              std::string::npos);
    EXPECT_NE(mathMl("\xC0\xBC").find("\uFFFD"), std::string::npos);
    EXPECT_NE(mathMl("\xED\xA0\x80").find("\uFFFD"), std::string::npos);
    EXPECT_NE(mathMl("a\xFF"
                     "b")
                  .find("\uFFFD"),
              std::string::npos);
    for (const std::string& hostile : {std::string(5000, '{'), std::string(3000, '^'),
                                       [] {
                                           std::string s;
                                           for (int i = 0; i < 2000; ++i) s += "\\frac{";
                                           return s;
                                       }(),
                                       std::string("\\sqrt") + std::string(4000, '{'), std::string("x_") + std::string(2000, '_')}) {
        const std::string m = mathMl(hostile);
        balancedElements(m);
        // Nesting is capped, so no reader of the tree recurses deeper than that.
        int depth = 0, deepest = 0;
        for (std::size_t i = 0; i + 1 < m.size(); ++i) {
            if (m[i] == '<' && m[i + 1] != '/') deepest = std::max(deepest, ++depth);
            else if (m[i] == '<') --depth;
        }
        EXPECT_LT(deepest, 120) << hostile.substr(0, 20);
    }
}

TEST(FormulaMathMl, OtherScriptsSpacesLettersAndDigitsReadAsTheWindowReadThem) {
    // Spaces of other scripts separate as ASCII ones do (a Chinese input method's full-width space among them).
    EXPECT_EQ(FormulaPlainText::of(FormulaParser::parse("E =\u3000\u2212x")), "E = \u2212x");
    EXPECT_NE(mathMl("E =\u3000-x").find("<mo form=\"prefix\">\u2212</mo>"), std::string::npos);
    EXPECT_EQ(FormulaPlainText::of(FormulaParser::parse("\\text{a\u00A0\u00A0b}")), "a b");
    // Letters beyond ASCII are identifiers: µ, ℓ, full-width A; a combining accent is not a letter of its own.
    EXPECT_NE(mathMl("\u00B5").find("<mi>\u00B5</mi>"), std::string::npos) << mathMl("\u00B5");
    EXPECT_NE(mathMl("\u2113").find("<mi>\u2113</mi>"), std::string::npos);
    EXPECT_NE(mathMl("\uFF21").find("<mi>\uFF21</mi>"), std::string::npos);
    EXPECT_FALSE(FormulaNode::isLetter(0x0301));
    EXPECT_FALSE(FormulaNode::isLetter(0x2103));  // ℃
    EXPECT_FALSE(FormulaNode::isLetter(0x0660));  // an Arabic-Indic digit
    EXPECT_TRUE(FormulaNode::isLetter(0x4E2D));   // 中
}

}  // namespace formula_mathml_test
}  // namespace effsurf::core
