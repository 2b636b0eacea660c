// SPDX-License-Identifier: MIT
#include "FormulaPlainText.h"

#include <algorithm>

namespace effsurf::ui {
namespace formula {
namespace {

QString plain(const Node& n, int fracDepth);

/// Parenthesises compound operands so the linear form keeps the 2-D meaning: "1/(s + 1)".
QString operand(const Node& n, int fracDepth) {
    const QString t = plain(n, fracDepth).trimmed();
    const bool simple =
        !t.isEmpty() && std::all_of(t.begin(), t.end(), [](QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('.'); });
    return simple || t.isEmpty() ? t : QLatin1Char('(') + t + QLatin1Char(')');
}

/// `fracDepth` counts enclosing fractions: binary operators lose their spaces from the second
/// level on, so nested terms read as units: "1/(s + (1−s)/N)".
QString plain(const Node& n, int fracDepth) {
    switch (n.kind) {
        case Kind::Row: {
            const std::vector<Cls> cls = effectiveClasses(n.kids);
            QString out;
            for (size_t i = 0; i < n.kids.size(); ++i) {
                const QString t = plain(n.kids[i], fracDepth);
                if (cls[i] == Cls::Rel || (cls[i] == Cls::Bin && fracDepth <= 1)) out += QLatin1Char(' ') + t + QLatin1Char(' ');
                else if (cls[i] == Cls::Punct) out += t + QLatin1Char(' ');
                else out += t;
            }
            return out;
        }
        case Kind::Text: return n.text;
        case Kind::Frac: return operand(n.kids[0], fracDepth + 1) + QLatin1Char('/') + operand(n.kids[1], fracDepth + 1);
        case Kind::Scripts: {
            QString out = plain(n.kids[0], fracDepth);
            if (n.hasSub) out += QLatin1Char('_') + operand(n.kids[2], fracDepth);
            if (n.hasSup) out += QLatin1Char('^') + operand(n.kids[1], fracDepth);
            return out;
        }
        case Kind::Sqrt: {
            const QString t = operand(n.kids[0], fracDepth);
            return QChar(0x221A) + (t.startsWith(QLatin1Char('(')) ? t : QLatin1Char('(') + t + QLatin1Char(')'));
        }
        case Kind::Space: return n.amount >= 0.3 ? QStringLiteral(" ") : QString();
    }
    return {};
}

}  // namespace
}  // namespace formula

QString FormulaPlainText::of(const Formula::Node& root) { return formula::plain(root, 0).simplified(); }

}  // namespace effsurf::ui
