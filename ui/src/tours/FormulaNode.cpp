// SPDX-License-Identifier: MIT
#include "FormulaNode.h"

#include <utility>

namespace effsurf::ui::formula {

Node makeText(const QString& text, Cls cls, bool italic) {
    Node n;
    n.kind = Kind::Text;
    n.cls = cls;
    n.text = text;
    n.italic = italic;
    return n;
}

Node makeSpace(qreal em) {
    Node n;
    n.kind = Kind::Space;
    n.cls = Cls::None;
    n.amount = em;
    return n;
}

Node makeRow(std::vector<Node> kids) {
    Node n;
    n.kind = Kind::Row;
    n.kids = std::move(kids);
    return n;
}

std::vector<Cls> effectiveClasses(const std::vector<Node>& kids) {
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

bool hasContent(const Node& n) { return !n.kids.empty() || (n.kind == Kind::Text && !n.text.isEmpty()); }

}  // namespace effsurf::ui::formula
