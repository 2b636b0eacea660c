// SPDX-License-Identifier: MIT
#include "effsurf/core/formula/FormulaMathMl.h"

#include "effsurf/core/formula/FormulaParser.h"
#include "effsurf/core/formula/FormulaPlainText.h"
#include "effsurf/core/util/TextUtil.h"

#include <algorithm>
#include <cstdio>

namespace effsurf::core {
namespace {

using Node = FormulaNode;
using Cls = FormulaNode::Cls;
using Kind = FormulaNode::Kind;

std::string escaped(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

/// Digits, a decimal point and the superscript digits and minus the live numbers use ("10⁻⁷").
bool isNumberCharacter(char32_t c) {
    return (c >= '0' && c <= '9') || c == '.' || c == 0xB2 || c == 0xB3 || c == 0xB9 || (c >= 0x2070 && c <= 0x207F);
}

std::string element(const char* name, const std::string& content, const std::string& attributes = {}) {
    return std::string("<") + name + attributes + ">" + content + "</" + name + ">";
}

std::string write(const Node& n, Cls effective);

/// One element for a script's or a fraction's part: a row of one item is that item.
std::string part(const Node& n) {
    if (n.kind == Kind::Row && n.kids.size() == 1) return write(n.kids[0], n.kids[0].cls);
    return write(n, Cls::Ord);
}

std::string text(const Node& n, Cls effective) {
    const std::u32string code = decodeUtf8(n.text);
    const std::string content = escaped(n.text);
    if (code.empty()) return "<mrow></mrow>";
    std::string size;
    if (n.amount != 1.0) {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, " mathsize=\"%.0f%%\"", n.amount * 100.0);
        size = buffer;
    }
    switch (effective) {
        case Cls::Bin:
        case Cls::Rel:
        case Cls::Punct: return element("mo", content, size);
        case Cls::Open:
        case Cls::Close:
            // Not stretched around a fraction, as the window draws them: "(N → ∞)" beside 1/s stays text-high.
            return element("mo", content, " stretchy=\"false\"" + size);
        case Cls::Op:
            // \sum and \prod are operators; "max", "log" are function names, upright.
            return code.size() == 1 ? element("mo", content, size + " largeop=\"true\"") : element("mi", content, size);
        case Cls::Ord:
        case Cls::None: break;
    }
    // A unary minus: an operator without a binary operator's spacing, wherever it stands in its row.
    if (n.cls == Cls::Bin) return element("mo", content, " form=\"prefix\"" + size);
    if (std::all_of(code.begin(), code.end(), isNumberCharacter)) return element("mn", content, size);
    if (n.italic) return element("mi", content, size);  // one letter: MathML draws it italic
    if (code.size() == 1) return element("mi", content, " mathvariant=\"normal\"" + size);
    // Browsers drop the spaces at an <mtext>'s edges and join runs of them ("\text{HPL: } 2.09" read "HPL:2.09"):
    // they are written as no-break spaces, which are kept.
    std::u32string kept;
    for (std::size_t i = 0; i < code.size(); ++i)
        kept += code[i] == U' ' && (i == 0 || i + 1 == code.size() || code[i - 1] == U' ' || code[i + 1] == U' ') ? U'\u00A0' : code[i];
    return element("mtext", escaped(encodeUtf8(kept)), size);
}

std::string write(const Node& n, Cls effective) {
    switch (n.kind) {
        case Kind::Row: {
            const std::vector<Cls> cls = FormulaNode::effectiveClasses(n.kids);
            std::string out;
            for (std::size_t i = 0; i < n.kids.size(); ++i) out += write(n.kids[i], cls[i]);
            return element("mrow", out);
        }
        case Kind::Text: return text(n, effective);
        case Kind::Frac: return element("mfrac", part(n.kids[0]) + part(n.kids[1]));
        case Kind::Scripts: {
            const std::string base = part(n.kids[0]);
            if (n.hasSub && n.hasSup) return element("msubsup", base + part(n.kids[2]) + part(n.kids[1]));
            if (n.hasSub) return element("msub", base + part(n.kids[2]));
            return element("msup", base + part(n.kids[1]));
        }
        case Kind::Sqrt: return element("msqrt", part(n.kids[0]));
        case Kind::Space: {
            char buffer[48];
            std::snprintf(buffer, sizeof buffer, "<mspace width=\"%.3fem\"></mspace>", std::max(0.0, n.amount));
            return buffer;
        }
    }
    return {};
}

}  // namespace

std::string FormulaMathMl::of(const FormulaNode& root) {
    return "<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\">" + write(root, Cls::Ord) + "</math>";
}

std::string FormulaMathMl::ofMarkup(const std::string& markup) {
    std::string out;
    std::size_t from = 0;
    while (from <= markup.size()) {
        const std::size_t end = std::min(markup.find('\n', from), markup.size());
        const FormulaNode line = FormulaParser::parse(std::string_view(markup).substr(from, end - from));
        // A line that reads as nothing (only spaces, "{}") is no formula: as FormulaPlainText::ofMarkup leaves it out.
        if (!FormulaPlainText::of(line).empty()) out += of(line);
        from = end + 1;
    }
    return out;
}

}  // namespace effsurf::core
