// SPDX-License-Identifier: MIT
#include "effsurf/core/formula/FormulaPlainText.h"

#include "effsurf/core/formula/FormulaParser.h"

#include "effsurf/core/util/TextUtil.h"

#include <algorithm>

namespace effsurf::core {
namespace {

using Node = FormulaNode;
using Cls = FormulaNode::Cls;
using Kind = FormulaNode::Kind;

std::string plain(const Node& n, int fracDepth);

/// Runs of white space (Unicode's, a no-break or thin space too) as one space, none at either end (QString::simplified()).
std::string simplified(const std::string& text) {
    std::u32string out;
    bool space = false;
    for (const char32_t c : decodeUtf8(text)) {
        if (FormulaNode::isSpace(c)) {
            space = !out.empty();
            continue;
        }
        if (space) out += U' ';
        space = false;
        out += c;
    }
    return encodeUtf8(out);
}

/// A letter, a digit (also a superscript one) or '.': part of an operand that needs no parentheses.
bool simpleCharacter(char32_t c) {
    return (c >= '0' && c <= '9') || c == '.' || FormulaNode::isLetter(c) || c == 0xB2 || c == 0xB3 || c == 0xB9 ||
           (c >= 0x2070 && c <= 0x2079);
}

/// Parenthesises compound operands so the linear form keeps the 2-D meaning: "1/(s + 1)".
std::string operand(const Node& n, int fracDepth) {
    const std::string t = simplified(plain(n, fracDepth));
    const std::u32string code = decodeUtf8(t);
    const bool simple = !code.empty() && std::all_of(code.begin(), code.end(), simpleCharacter);
    return simple || t.empty() ? t : "(" + t + ")";
}

/// `fracDepth` counts enclosing fractions: binary operators lose their spaces from the second
/// level on, so nested terms read as units: "1/(s + (1−s)/N)".
std::string plain(const Node& n, int fracDepth) {
    switch (n.kind) {
        case Kind::Row: {
            const std::vector<Cls> cls = FormulaNode::effectiveClasses(n.kids);
            std::string out;
            for (size_t i = 0; i < n.kids.size(); ++i) {
                const std::string t = plain(n.kids[i], fracDepth);
                if (cls[i] == Cls::Rel || (cls[i] == Cls::Bin && fracDepth <= 1)) out += " " + t + " ";
                else if (cls[i] == Cls::Punct) out += t + " ";
                else out += t;
            }
            return out;
        }
        case Kind::Text: return n.text;
        case Kind::Frac: return operand(n.kids[0], fracDepth + 1) + "/" + operand(n.kids[1], fracDepth + 1);
        case Kind::Scripts: {
            std::string out = plain(n.kids[0], fracDepth);
            if (n.hasSub) out += "_" + operand(n.kids[2], fracDepth);
            if (n.hasSup) out += "^" + operand(n.kids[1], fracDepth);
            return out;
        }
        case Kind::Sqrt: {
            const std::string t = operand(n.kids[0], fracDepth);
            return "\u221A" + (t.rfind('(', 0) == 0 ? t : "(" + t + ")");
        }
        case Kind::Space: return n.amount >= 0.3 ? " " : "";
    }
    return {};
}

}  // namespace

std::string FormulaPlainText::of(const FormulaNode& root) { return simplified(plain(root, 0)); }

std::string FormulaPlainText::ofMarkup(std::string_view markup) {
    std::string out;
    std::size_t from = 0;
    while (from <= markup.size()) {
        const std::size_t end = std::min(markup.find('\n', from), markup.size());
        const std::string line = of(FormulaParser::parse(markup.substr(from, end - from)));
        if (!line.empty()) out += (out.empty() ? "" : "; ") + line;
        from = end + 1;
    }
    return out;
}

}  // namespace effsurf::core
