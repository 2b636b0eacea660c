// SPDX-License-Identifier: MIT
#include "effsurf/core/formula/FormulaNode.h"

#include <utility>

namespace effsurf::core {

FormulaNode FormulaNode::makeText(std::string text, Cls cls, bool italic) {
    FormulaNode n;
    n.kind = Kind::Text;
    n.cls = cls;
    n.text = std::move(text);
    n.italic = italic;
    return n;
}

FormulaNode FormulaNode::makeSpace(double em) {
    FormulaNode n;
    n.kind = Kind::Space;
    n.cls = Cls::None;
    n.amount = em;
    return n;
}

FormulaNode FormulaNode::makeRow(std::vector<FormulaNode> kids) {
    FormulaNode n;
    n.kind = Kind::Row;
    n.kids = std::move(kids);
    return n;
}

bool FormulaNode::isSpace(char32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 ||
           c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool FormulaNode::isLetter(char32_t c) {
    // Unicode's letters, in the ranges a formula meets; symbols, punctuation, combining marks and digits of other
    // scripts are atoms of their own, as QChar::isLetter had them.
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
    if (c == 0xAA || c == 0xB5 || c == 0xBA) return true;  // ª µ º
    if (c < 0xC0 || c == 0xD7 || c == 0xF7) return false;
    if (c >= 0x0300 && c <= 0x036F) return false;  // combining accents
    if (c == 0x037E || c == 0x0387) return false;  // Greek question mark and ano teleia
    if (c >= 0x0660 && c <= 0x0669) return false;  // Arabic-Indic digits
    if (c >= 0x0966 && c <= 0x096F) return false;  // Devanagari digits
    if (isSpace(c) || (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF)) return false;
    if (c == 0x2071 || c == 0x207F || (c >= 0x2090 && c <= 0x209C)) return true;  // ⁱ ⁿ ₐ … ₜ
    if (c >= 0x2100 && c <= 0x214F)  // letterlike: ℓ ℏ ℝ Ω Å are letters, ℃ № ™ are not
        return !(c == 0x2103 || c == 0x2109 || c == 0x2116 || c == 0x2117 || c == 0x211E || c == 0x2122 || c == 0x2120 || c == 0x2125 ||
                 c == 0x2127 || c == 0x2129 || c == 0x212E || c == 0x213A || c == 0x213B || (c >= 0x2140 && c <= 0x2144) || c == 0x214A ||
                 c == 0x214B || c == 0x214C || c == 0x214D || c == 0x214F);
    if (c >= 0x2000 && c <= 0x2BFF) return false;                                   // punctuation, operators, arrows, shapes
    if (c == 0x3005) return true;                                                   // 々
    if (c >= 0x3000 && c <= 0x303F) return false;                                   // CJK punctuation
    if (c >= 0xE000 && c <= 0xF8FF) return false;                                   // private use
    if (c >= 0xFE20 && c <= 0xFE2F) return false;                                   // combining half marks
    if ((c >= 0xFF21 && c <= 0xFF3A) || (c >= 0xFF41 && c <= 0xFF5A)) return true;  // full-width A–Z, a–z
    if (c >= 0xFE30 && c <= 0xFFFF) return false;                                   // forms, specials, U+FFFD
    return true;
}

std::vector<FormulaNode::Cls> FormulaNode::effectiveClasses(const std::vector<FormulaNode>& kids) {
    std::vector<Cls> cls(kids.size(), Cls::None);
    int prev = -1;
    for (size_t i = 0; i < kids.size(); ++i) {
        Cls c = kids[i].cls;
        if (kids[i].kind == Kind::Space) continue;
        if (c == Cls::Bin) {
            const Cls pc = prev < 0 ? Cls::None : cls[size_t(prev)];
            if (prev < 0 || pc == Cls::Bin || pc == Cls::Rel || pc == Cls::Open || pc == Cls::Punct || pc == Cls::Op) c = Cls::Ord;
        }
        if ((c == Cls::Rel || c == Cls::Close || c == Cls::Punct) && prev >= 0 && cls[size_t(prev)] == Cls::Bin)
            cls[size_t(prev)] = Cls::Ord;
        cls[i] = c;
        prev = int(i);
    }
    // A trailing binary operator has no right operand either.
    if (prev >= 0 && cls[size_t(prev)] == Cls::Bin) cls[size_t(prev)] = Cls::Ord;
    return cls;
}

}  // namespace effsurf::core
