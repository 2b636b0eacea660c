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

bool FormulaNode::isLetter(char32_t c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
    if (c < 0xC0 || c == 0xD7 || c == 0xF7) return false;
    if (c >= 0x2000 && c <= 0x2BFF) return false;
    if (c >= 0x3000 && c <= 0x303F) return false;  // CJK punctuation
    if (c >= 0xFE30 && c <= 0xFFFF) return false;  // forms, specials, U+FFFD
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
