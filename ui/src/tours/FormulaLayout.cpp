// SPDX-License-Identifier: MIT
#include "FormulaLayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPen>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <vector>

namespace effsurf::ui {
namespace formula {
namespace {

using Node = core::FormulaNode;

struct Style {
    QFont base;
    qreal scale = 1.0;
    int scriptLevel = 0;  // > 0 inside super/subscripts: tighter spacing, as TeX's script style
    int fracDepth = 0;
};

struct Box {
    qreal w = 0;     // advance width, including italic correction
    qreal asc = 0;   // ink height above the baseline
    qreal desc = 0;  // ink depth below the baseline
    qreal ic = 0;    // italic correction included in w (subscripts tuck under it)
};

struct Metrics {
    qreal em = 0;
    qreal xHeight = 0;
    qreal capHeight = 0;
    qreal axis = 0;  // height of the math axis (centre of '+' / '−') above the baseline
    qreal rule = 1;  // fraction rule / radical thickness
};

QFont fontOf(const Style& st, bool italic, qreal factor = 1.0) {
    QFont f = st.base;
    const qreal s = st.scale * factor;
    if (st.base.pointSizeF() > 0) f.setPointSizeF(std::max(1.0, st.base.pointSizeF() * s));
    else if (st.base.pixelSize() > 0) f.setPixelSize(std::max(1, qRound(st.base.pixelSize() * s)));
    f.setItalic(italic);
    return f;
}

Metrics metricsOf(const Style& st) {
    const QFontMetricsF fm(fontOf(st, false));
    Metrics m;
    m.em = fm.horizontalAdvance(QChar(0x2003));  // EM SPACE is exactly one em by definition
    if (m.em <= 0) m.em = fm.height() * 0.85;
    m.xHeight = fm.xHeight() > 0 ? fm.xHeight() : 0.5 * m.em;
    m.capHeight = fm.capHeight() > 0 ? fm.capHeight() : 0.7 * m.em;
    const QRectF plus = fm.tightBoundingRect(QStringLiteral("+"));
    m.axis = plus.isValid() && plus.height() > 0 ? -(plus.top() + plus.bottom()) / 2 : m.xHeight / 2;
    // Slightly heavier than TeX's 0.04 em: the formulas are read from the back of a lecture hall.
    m.rule = std::max<qreal>(1.0, 0.06 * m.em);
    return m;
}

Style scriptStyle(const Style& st) {
    Style s = st;
    s.scale = std::max<qreal>(0.45, st.scale * 0.7);
    ++s.scriptLevel;
    return s;
}

Style fracStyle(const Style& st) {
    Style s = st;
    // Top-level fractions keep the full size (TeX display style); nested ones shrink a bit
    // (not to 70% as TeX's text style does: that is too small for a projector).
    if (st.fracDepth > 0 || st.scriptLevel > 0) s.scale = std::max<qreal>(0.45, st.scale * 0.85);
    ++s.fracDepth;
    return s;
}

Box measure(const Node& n, const Style& st);
void draw(const Node& n, const Style& st, QPainter& p, qreal x, qreal y);

/// Space (in em) between two adjacent atoms of the given classes.
qreal interAtomSpace(Cls left, Cls right, bool script) {
    if (left == Cls::None || right == Cls::None) return 0;
    if ((left == Cls::Op && (right == Cls::Ord || right == Cls::Op)) || (left == Cls::Ord && right == Cls::Op)) return 3.0 / 18;
    if (script) return 0;  // like TeX: operators inside scripts stay tight ("N_{1/2}", "10^{-7}")
    if (left == Cls::Rel || right == Cls::Rel) return 5.0 / 18;
    if (left == Cls::Bin || right == Cls::Bin) return 4.0 / 18;
    if (left == Cls::Punct) return 5.0 / 18;  // wider than TeX's thin space: "HPL: s" must read as a label
    return 0;
}

/// Horizontal offsets of the row items (same code for measuring and drawing, so they agree).
Box layoutRow(const Node& row, const Style& st, std::vector<qreal>* offsets) {
    Box b;
    const Metrics m = metricsOf(st);
    const std::vector<Cls> cls = core::FormulaNode::effectiveClasses(row.kids);
    Cls prev = Cls::None;
    for (size_t i = 0; i < row.kids.size(); ++i) {
        const Node& k = row.kids[i];
        if (k.kind != Kind::Space) {
            b.w += interAtomSpace(prev, cls[i], st.scriptLevel > 0) * m.em;
            prev = cls[i];
        }
        if (offsets) offsets->push_back(b.w);
        const Box kb = measure(k, st);
        b.w += kb.w;
        b.asc = std::max(b.asc, kb.asc);
        b.desc = std::max(b.desc, kb.desc);
        b.ic = kb.ic;
    }
    return b;
}

struct TextGeom {
    QFont font;
    qreal raise = 0;  // baseline shift upwards (for operators centred on the axis)
    Box box;
};

TextGeom textGeom(const Node& n, const Style& st) {
    TextGeom g;
    g.font = fontOf(st, n.italic, n.amount);
    const QFontMetricsF fm(g.font);
    const qreal adv = fm.horizontalAdvance(QString::fromStdString(n.text));
    const QRectF ink = fm.tightBoundingRect(QString::fromStdString(n.text));
    if (n.centerOnAxis && ink.height() > 0) g.raise = metricsOf(st).axis + (ink.top() + ink.bottom()) / 2;
    // Tight ink bounds (not the font's ascent/descent) keep fractions and scripts compact.
    g.box.asc = std::max<qreal>(0, -ink.top() + g.raise);
    g.box.desc = std::max<qreal>(0, ink.bottom() - g.raise);
    g.box.ic = n.italic ? std::max<qreal>(0, ink.right() - adv) : 0;
    g.box.w = adv + g.box.ic;
    return g;
}

struct FracGeom {
    Box box, num, den;
    Style inner;
    qreal side = 0, inset = 0, inner_w = 0, ruleY = 0, rule = 1, numBase = 0, denBase = 0;
};

FracGeom fracGeom(const Node& n, const Style& st) {
    FracGeom g;
    const Metrics m = metricsOf(st);
    g.inner = fracStyle(st);
    const Metrics mi = metricsOf(g.inner);
    g.num = measure(n.kids[0], g.inner);
    g.den = measure(n.kids[1], g.inner);
    g.rule = m.rule;
    const qreal gap = std::max(1.5 * g.rule, (st.fracDepth == 0 ? 0.16 : 0.12) * m.em);
    // Struts: the numerator sits on its baseline and the denominator hangs from cap height
    // whatever its letters are, so neighbouring fractions line up.
    const qreal numDesc = std::max<qreal>(0, g.num.desc);
    const qreal denAsc = std::max(g.den.asc, mi.capHeight);
    g.side = 0.10 * m.em;   // keeps a fraction clear of its neighbours
    g.inset = 0.08 * m.em;  // the rule overhangs numerator and denominator a little
    g.inner_w = std::max(g.num.w, g.den.w) + 2 * g.inset;
    g.ruleY = -m.axis;  // relative to baseline (y grows downwards)
    g.numBase = g.ruleY - g.rule / 2 - gap - numDesc;
    g.denBase = g.ruleY + g.rule / 2 + gap + denAsc;
    g.box.w = g.inner_w + 2 * g.side;
    g.box.asc = std::max<qreal>(0, -g.numBase + g.num.asc);
    g.box.desc = std::max<qreal>(0, g.denBase + g.den.desc);
    return g;
}

struct ScriptGeom {
    Box box, base, sup, sub;
    Style script;
    qreal supX = 0, subX = 0, supShift = 0, subShift = 0;
};

ScriptGeom scriptGeom(const Node& n, const Style& st) {
    ScriptGeom g;
    const Metrics m = metricsOf(st);
    g.script = scriptStyle(st);
    const Metrics ms = metricsOf(g.script);
    g.base = measure(n.kids[0], st);
    if (n.hasSup) g.sup = measure(n.kids[1], g.script);
    if (n.hasSub) g.sub = measure(n.kids[2], g.script);
    // Shifts follow the TeXbook's rules (Appendix G, 18a-18f) with Computer Modern's constants.
    g.supShift = std::max({g.base.asc - 0.39 * ms.em, 0.41 * m.em, g.sup.desc + 0.25 * m.xHeight});
    g.subShift = std::max({g.base.desc + 0.05 * ms.em, 0.15 * m.em, g.sub.asc - 0.8 * m.xHeight});
    if (n.hasSup && n.hasSub) {
        g.subShift = std::max(g.subShift, 0.25 * m.em);
        const qreal clearance = (g.supShift - g.sup.desc) - (g.sub.asc - g.subShift);
        if (clearance < 4 * m.rule) g.subShift += 4 * m.rule - clearance;
    }
    g.supX = g.base.w;
    g.subX = g.base.w - g.base.ic;  // subscripts tuck under an italic letter's overhang
    qreal right = g.base.w;
    if (n.hasSup) right = std::max(right, g.supX + g.sup.w);
    if (n.hasSub) right = std::max(right, g.subX + g.sub.w);
    g.box.w = right + ((n.hasSup || n.hasSub) ? 0.05 * m.em : 0);
    g.box.asc = std::max(g.base.asc, n.hasSup ? g.supShift + g.sup.asc : 0);
    g.box.desc = std::max(g.base.desc, n.hasSub ? g.subShift + g.sub.desc : 0);
    return g;
}

struct SqrtGeom {
    Box box, body;
    qreal signW = 0, top = 0, bottom = 0, rule = 1, pad = 0;
};

SqrtGeom sqrtGeom(const Node& n, const Style& st) {
    SqrtGeom g;
    const Metrics m = metricsOf(st);
    g.body = measure(n.kids[0], st);
    g.rule = m.rule;
    const qreal asc = std::max(g.body.asc, m.xHeight);
    const qreal gap = g.rule + 0.2 * m.xHeight;
    g.top = asc + gap + g.rule;
    g.bottom = std::max<qreal>(g.body.desc, 0) + 0.5 * gap;
    g.signW = std::min(0.9 * m.em, 0.3 * m.em + 0.2 * (g.top + g.bottom));
    g.pad = 0.08 * m.em;
    g.box.w = g.signW + g.body.w + 2 * g.pad;
    g.box.asc = g.top;
    g.box.desc = g.bottom;
    return g;
}

Box measure(const Node& n, const Style& st) {
    switch (n.kind) {
        case Kind::Row: return layoutRow(n, st, nullptr);
        case Kind::Text: return textGeom(n, st).box;
        case Kind::Frac: return fracGeom(n, st).box;
        case Kind::Scripts: return scriptGeom(n, st).box;
        case Kind::Sqrt: return sqrtGeom(n, st).box;
        case Kind::Space: {
            Box b;
            b.w = n.amount * metricsOf(st).em;
            return b;
        }
    }
    return {};
}

/// Draws `n` with its baseline-left point at (x, y).
void draw(const Node& n, const Style& st, QPainter& p, qreal x, qreal y) {
    switch (n.kind) {
        case Kind::Row: {
            std::vector<qreal> offsets;
            layoutRow(n, st, &offsets);
            for (size_t i = 0; i < n.kids.size(); ++i) draw(n.kids[i], st, p, x + offsets[i], y);
            return;
        }
        case Kind::Text: {
            if (n.text.empty()) return;
            const TextGeom g = textGeom(n, st);
            p.setFont(g.font);
            p.drawText(QPointF(x, y - g.raise), QString::fromStdString(n.text));
            return;
        }
        case Kind::Frac: {
            const FracGeom g = fracGeom(n, st);
            const qreal left = x + g.side;
            draw(n.kids[0], g.inner, p, left + (g.inner_w - g.num.w) / 2, y + g.numBase);
            draw(n.kids[1], g.inner, p, left + (g.inner_w - g.den.w) / 2, y + g.denBase);
            // Snap the rule to whole device pixels when unscaled: a blurry 2-pixel grey rule looks
            // much worse on a projector than a crisp one.
            QRectF rule(left, y + g.ruleY - g.rule / 2, g.inner_w, g.rule);
            if (p.transform().isTranslating() || p.transform().isIdentity()) {
                const QPointF origin = p.transform().map(QPointF(0, 0));
                const qreal top = std::round(rule.top() + origin.y()) - origin.y();
                rule = QRectF(rule.left(), top, rule.width(), std::max<qreal>(1, std::round(g.rule)));
            }
            p.fillRect(rule, p.pen().color());
            return;
        }
        case Kind::Scripts: {
            const ScriptGeom g = scriptGeom(n, st);
            draw(n.kids[0], st, p, x, y);
            if (n.hasSup) draw(n.kids[1], g.script, p, x + g.supX, y - g.supShift);
            if (n.hasSub) draw(n.kids[2], g.script, p, x + g.subX, y + g.subShift);
            return;
        }
        case Kind::Sqrt: {
            const SqrtGeom g = sqrtGeom(n, st);
            const Metrics m = metricsOf(st);
            const qreal ym = y - m.axis;
            const qreal yTop = y - g.top + g.rule / 2;
            const qreal yBot = y + g.bottom;
            QPolygonF sign;
            sign << QPointF(x, ym + 0.1 * m.em) << QPointF(x + 0.25 * g.signW, ym - 0.05 * m.em) << QPointF(x + 0.55 * g.signW, yBot)
                 << QPointF(x + g.signW, yTop) << QPointF(x + g.box.w, yTop);
            p.save();
            QPen pen(p.pen().color(), g.rule);
            pen.setJoinStyle(Qt::MiterJoin);
            pen.setCapStyle(Qt::FlatCap);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawPolyline(sign);
            p.restore();
            draw(n.kids[0], st, p, x + g.signW + g.pad, y);
            return;
        }
        case Kind::Space: return;
    }
}

/// Margin around the formula so italic overhangs and antialiased edges are not clipped.
qreal marginFor(const QFont& font) {
    Style st;
    st.base = font;
    return std::max<qreal>(1.0, 0.06 * metricsOf(st).em);
}

}  // namespace
}  // namespace formula

using namespace formula;

QSizeF FormulaLayout::size(const Formula::Node& root, const QFont& font) {
    Style st;
    st.base = font;
    const Box b = measure(root, st);
    const qreal margin = marginFor(font);
    return {b.w + 2 * margin, b.asc + b.desc + 2 * margin};
}

qreal FormulaLayout::baseline(const Formula::Node& root, const QFont& font) {
    Style st;
    st.base = font;
    return measure(root, st).asc + marginFor(font);
}

void FormulaLayout::paint(const Formula::Node& root, QPainter& painter, const QPointF& topLeft, const QFont& font, const QColor& color) {
    Style st;
    st.base = font;
    const Box b = measure(root, st);
    const qreal margin = marginFor(font);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.setPen(color);
    draw(root, st, painter, topLeft.x() + margin, topLeft.y() + margin + b.asc);
    painter.restore();
}

}  // namespace effsurf::ui
