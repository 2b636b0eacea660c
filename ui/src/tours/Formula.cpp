#include "effsurf/ui/tours/Formula.h"

// One algorithm, kept whole on purpose (longer than the project's ~500-line
// guide): the small TeX-like formula language is tokenized, parsed into boxes
// and laid out/painted in one pass of mutually recursive functions that share
// the box type and metrics; split across files they would only be harder to
// follow.

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPen>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace effsurf::ui {

// ---------------------------------------------------------------------------------------------
// Parse tree
// ---------------------------------------------------------------------------------------------

namespace {

enum class Kind { Row, Text, Frac, Scripts, Sqrt, Space };

/// TeX atom classes; they decide the spacing between neighbours (a reduced version of the
/// TeXbook's inter-atom spacing table, which is what makes "a = b + c" look typeset).
enum class Cls { Ord, Op, Bin, Rel, Open, Close, Punct, None };

} // namespace

struct Formula::Node {
    Kind kind = Kind::Row;
    Cls cls = Cls::Ord;
    QString text;        // Text: the characters to draw
    bool italic = false; // Text: math italic (identifiers)
    bool centerOnAxis = false; // Text: big operators like \sum are centred on the math axis
    qreal amount = 1.0;  // Text: size factor; Space: width in em
    bool hasSup = false; // Scripts
    bool hasSub = false; // Scripts
    std::vector<Node> kids; // Row: items; Frac: num, den; Scripts: base, sup, sub; Sqrt: body
};

namespace {

using Node = Formula::Node;

Node makeText(const QString& text, Cls cls, bool italic = false)
{
    Node n;
    n.kind = Kind::Text;
    n.cls = cls;
    n.text = text;
    n.italic = italic;
    return n;
}

Node makeSpace(qreal em)
{
    Node n;
    n.kind = Kind::Space;
    n.cls = Cls::None;
    n.amount = em;
    return n;
}

Node makeRow(std::vector<Node> kids = {})
{
    Node n;
    n.kind = Kind::Row;
    n.kids = std::move(kids);
    return n;
}

/// Class of a literal character typed directly in the markup (also used for Unicode input).
Cls classOf(QChar c)
{
    switch (c.unicode()) {
    case '+': case '-': case '*': case 0x2212: case 0x00D7: case 0x22C5: case 0x00B7: case 0x00B1:
        return Cls::Bin;
    case '=': case '<': case '>': case 0x2248: case 0x2264: case 0x2265: case 0x2260: case 0x2192:
        return Cls::Rel;
    case '(': case '[':
        return Cls::Open;
    case ')': case ']':
        return Cls::Close;
    case ',': case ';': case ':':
        // ':' is a relation in TeX, but the tour texts use it as a label separator
        // ("\text{HPL}: s = ..."), where punctuation spacing reads much better.
        return Cls::Punct;
    default:
        return Cls::Ord;
    }
}

struct Symbol {
    const char16_t* text;
    Cls cls;
    bool italic;
};

const QHash<QString, Symbol>& symbolTable()
{
    // Lower-case Greek is italic like in TeX; upper-case Greek stays upright.
    static const QHash<QString, Symbol> table = {
        {QStringLiteral("alpha"), {u"\u03B1", Cls::Ord, true}},
        {QStringLiteral("beta"), {u"\u03B2", Cls::Ord, true}},
        {QStringLiteral("gamma"), {u"\u03B3", Cls::Ord, true}},
        {QStringLiteral("delta"), {u"\u03B4", Cls::Ord, true}},
        {QStringLiteral("epsilon"), {u"\u03F5", Cls::Ord, true}},
        {QStringLiteral("varepsilon"), {u"\u03B5", Cls::Ord, true}},
        {QStringLiteral("zeta"), {u"\u03B6", Cls::Ord, true}},
        {QStringLiteral("eta"), {u"\u03B7", Cls::Ord, true}},
        {QStringLiteral("theta"), {u"\u03B8", Cls::Ord, true}},
        {QStringLiteral("kappa"), {u"\u03BA", Cls::Ord, true}},
        {QStringLiteral("lambda"), {u"\u03BB", Cls::Ord, true}},
        {QStringLiteral("mu"), {u"\u03BC", Cls::Ord, true}},
        {QStringLiteral("nu"), {u"\u03BD", Cls::Ord, true}},
        {QStringLiteral("xi"), {u"\u03BE", Cls::Ord, true}},
        {QStringLiteral("pi"), {u"\u03C0", Cls::Ord, true}},
        {QStringLiteral("rho"), {u"\u03C1", Cls::Ord, true}},
        {QStringLiteral("sigma"), {u"\u03C3", Cls::Ord, true}},
        {QStringLiteral("tau"), {u"\u03C4", Cls::Ord, true}},
        {QStringLiteral("phi"), {u"\u03C6", Cls::Ord, true}},
        {QStringLiteral("chi"), {u"\u03C7", Cls::Ord, true}},
        {QStringLiteral("psi"), {u"\u03C8", Cls::Ord, true}},
        {QStringLiteral("omega"), {u"\u03C9", Cls::Ord, true}},
        {QStringLiteral("Gamma"), {u"\u0393", Cls::Ord, false}},
        {QStringLiteral("Delta"), {u"\u0394", Cls::Ord, false}},
        {QStringLiteral("Theta"), {u"\u0398", Cls::Ord, false}},
        {QStringLiteral("Lambda"), {u"\u039B", Cls::Ord, false}},
        {QStringLiteral("Pi"), {u"\u03A0", Cls::Ord, false}},
        {QStringLiteral("Sigma"), {u"\u03A3", Cls::Ord, false}},
        {QStringLiteral("Phi"), {u"\u03A6", Cls::Ord, false}},
        {QStringLiteral("Omega"), {u"\u03A9", Cls::Ord, false}},
        {QStringLiteral("cdot"), {u"\u22C5", Cls::Bin, false}},
        {QStringLiteral("times"), {u"\u00D7", Cls::Bin, false}},
        {QStringLiteral("pm"), {u"\u00B1", Cls::Bin, false}},
        {QStringLiteral("div"), {u"\u00F7", Cls::Bin, false}},
        {QStringLiteral("approx"), {u"\u2248", Cls::Rel, false}},
        {QStringLiteral("le"), {u"\u2264", Cls::Rel, false}},
        {QStringLiteral("leq"), {u"\u2264", Cls::Rel, false}},
        {QStringLiteral("ge"), {u"\u2265", Cls::Rel, false}},
        {QStringLiteral("geq"), {u"\u2265", Cls::Rel, false}},
        {QStringLiteral("ne"), {u"\u2260", Cls::Rel, false}},
        {QStringLiteral("neq"), {u"\u2260", Cls::Rel, false}},
        {QStringLiteral("to"), {u"\u2192", Cls::Rel, false}},
        {QStringLiteral("rightarrow"), {u"\u2192", Cls::Rel, false}},
        {QStringLiteral("leftarrow"), {u"\u2190", Cls::Rel, false}},
        {QStringLiteral("Rightarrow"), {u"\u21D2", Cls::Rel, false}},
        {QStringLiteral("sim"), {u"\u223C", Cls::Rel, false}},
        {QStringLiteral("equiv"), {u"\u2261", Cls::Rel, false}},
        {QStringLiteral("propto"), {u"\u221D", Cls::Rel, false}},
        {QStringLiteral("ll"), {u"\u226A", Cls::Rel, false}},
        {QStringLiteral("gg"), {u"\u226B", Cls::Rel, false}},
        {QStringLiteral("in"), {u"\u2208", Cls::Rel, false}},
        {QStringLiteral("infty"), {u"\u221E", Cls::Ord, false}},
        {QStringLiteral("partial"), {u"\u2202", Cls::Ord, false}},
        {QStringLiteral("prime"), {u"\u2032", Cls::Ord, false}},
        {QStringLiteral("ldots"), {u"\u2026", Cls::Ord, false}},
        {QStringLiteral("dots"), {u"\u2026", Cls::Ord, false}},
        {QStringLiteral("cdots"), {u"\u22EF", Cls::Ord, false}},
        {QStringLiteral("max"), {u"max", Cls::Op, false}},
        {QStringLiteral("min"), {u"min", Cls::Op, false}},
        {QStringLiteral("log"), {u"log", Cls::Op, false}},
        {QStringLiteral("ln"), {u"ln", Cls::Op, false}},
        {QStringLiteral("exp"), {u"exp", Cls::Op, false}},
        {QStringLiteral("lim"), {u"lim", Cls::Op, false}},
    };
    return table;
}

/// Recursive-descent parser. Every branch consumes at least one character or returns, so
/// malformed input cannot loop forever; nesting is capped so hostile input ("{{{{...")
/// cannot overflow the stack during parsing or later during layout.
class Parser {
public:
    explicit Parser(const QString& s) : m_s(s) {}

    Node parseAll()
    {
        Node root = parseRow(false, false);
        // Stray '}' at top level end a row early; keep going so nothing after them is lost.
        while (m_i < m_s.size()) {
            ++m_i; // skip the stray '}'
            Node more = parseRow(false, false);
            for (Node& k : more.kids)
                root.kids.push_back(std::move(k));
        }
        return root;
    }

private:
    static constexpr int MaxDepth = 24; // far beyond any real formula

    bool atEnd() const { return m_i >= m_s.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_s.at(m_i); }

    void skipSpaces()
    {
        while (!atEnd() && peek().isSpace())
            ++m_i;
    }

    /// Parses items until the end of input or a '}' (consumed when `inGroup`).
    Node parseRow(bool inGroup, bool inScript)
    {
        Node row = makeRow();
        ++m_depth;
        while (!atEnd()) {
            const QChar c = peek();
            if (c == QLatin1Char('}')) {
                if (inGroup)
                    ++m_i;
                break; // at top level the caller (parseAll) skips the stray brace
            }
            parseItem(row.kids, inScript);
        }
        --m_depth;
        return row;
    }

    /// The argument of ^, _, \frac, \sqrt: a group, a command, or a single character.
    Node parseArg(bool inScript)
    {
        skipSpaces();
        if (atEnd() || peek() == QLatin1Char('}'))
            return makeRow(); // missing argument: render nothing rather than fail
        if (peek() == QLatin1Char('{')) {
            ++m_i;
            if (m_depth >= MaxDepth)
                return makeRow();
            return parseRow(true, inScript);
        }
        std::vector<Node> items;
        if (peek() == QLatin1Char('\\')) {
            parseItem(items, inScript);
        } else {
            // A single character only, so "x^23" superscripts just the "2" as in TeX.
            const QChar c = peek();
            ++m_i;
            items.push_back(charNode(c, inScript));
        }
        return makeRow(std::move(items));
    }

    Node charNode(QChar c, bool /*inScript*/) const
    {
        if (c == QLatin1Char('-'))
            return makeText(QString(QChar(0x2212)), Cls::Bin);
        if (c == QLatin1Char('*'))
            return makeText(QString(QChar(0x2217)), Cls::Bin);
        if (c == QLatin1Char('\''))
            return makeText(QString(QChar(0x2032)), Cls::Ord);
        if (c.isLetter())
            return makeText(QString(c), Cls::Ord, true);
        return makeText(QString(c), classOf(c));
    }

    /// Reads the raw content of a {...} argument (for \text), keeping nested braces balanced.
    QString readRawGroup()
    {
        skipSpaces();
        if (atEnd())
            return {};
        if (peek() != QLatin1Char('{')) {
            const QChar c = peek();
            ++m_i;
            return QString(c);
        }
        ++m_i;
        QString out;
        int level = 1;
        while (!atEnd()) {
            const QChar c = peek();
            ++m_i;
            if (c == QLatin1Char('\\') && !atEnd()) {
                // Escapes like \{ or \_ inside text stand for the character itself.
                out += peek();
                ++m_i;
                continue;
            }
            if (c == QLatin1Char('{'))
                ++level;
            else if (c == QLatin1Char('}') && --level == 0)
                break;
            out += c;
        }
        return out;
    }

    void attachScript(std::vector<Node>& items, bool sup)
    {
        ++m_i; // '^' or '_'
        Node arg = parseArg(true);
        // Reuse the preceding Scripts node if this slot is still free ("x_i^2").
        if (!items.empty() && items.back().kind == Kind::Scripts
            && !(sup ? items.back().hasSup : items.back().hasSub)) {
            Node& s = items.back();
            (sup ? s.hasSup : s.hasSub) = true;
            s.kids[sup ? 1 : 2] = std::move(arg);
            return;
        }
        Node base = makeRow();
        // A second "^" on the same base ("x^2^3", an error in TeX) starts a new empty base
        // instead of nesting, so repeated scripts cannot build an arbitrarily deep tree.
        if (!items.empty() && items.back().kind != Kind::Space && items.back().kind != Kind::Scripts) {
            base = std::move(items.back());
            items.pop_back();
        }
        Node s;
        s.kind = Kind::Scripts;
        s.cls = base.kind == Kind::Row ? Cls::Ord : base.cls;
        s.kids.push_back(std::move(base));
        s.kids.push_back(makeRow());
        s.kids.push_back(makeRow());
        (sup ? s.hasSup : s.hasSub) = true;
        s.kids[sup ? 1 : 2] = std::move(arg);
        items.push_back(std::move(s));
    }

    void parseItem(std::vector<Node>& items, bool inScript)
    {
        const QChar c = peek();
        if (c.isSpace()) {
            ++m_i; // spaces are insignificant in math, as in TeX; spacing comes from classes
            return;
        }
        if (c == QLatin1Char('{')) {
            ++m_i;
            if (m_depth >= MaxDepth)
                return; // too deep: drop the brace, keep the content flat
            items.push_back(parseRow(true, inScript));
            return;
        }
        if (c == QLatin1Char('^') || c == QLatin1Char('_')) {
            attachScript(items, c == QLatin1Char('^'));
            return;
        }
        if (c == QLatin1Char('\\')) {
            parseCommand(items, inScript);
            return;
        }
        if (c.isDigit()) {
            // Numbers are one upright unit: "2.1" must not get spacing or break at the dot.
            QString num;
            while (!atEnd() && (peek().isDigit()
                                || (peek() == QLatin1Char('.') && m_i + 1 < m_s.size()
                                    && m_s.at(m_i + 1).isDigit()))) {
                num += peek();
                ++m_i;
            }
            items.push_back(makeText(num, Cls::Ord));
            return;
        }
        if (c == QLatin1Char('.') && m_s.mid(m_i, 3) == QLatin1String("...")) {
            m_i += 3;
            items.push_back(makeText(QString(QChar(0x2026)), Cls::Ord));
            return;
        }
        if (c.isLetter()) {
            qsizetype end = m_i;
            while (end < m_s.size() && m_s.at(end).isLetter())
                ++end;
            if (inScript && end - m_i > 1) {
                // Multi-letter script labels ("eff", "max", "HPL") are words, not products.
                items.push_back(makeText(m_s.mid(m_i, end - m_i), Cls::Ord, false));
                m_i = end;
                return;
            }
            // Identifiers: each letter is its own italic atom, so "ks^2" squares only the s.
            ++m_i;
            items.push_back(makeText(QString(c), Cls::Ord, true));
            return;
        }
        ++m_i;
        items.push_back(charNode(c, inScript));
    }

    void parseCommand(std::vector<Node>& items, bool inScript)
    {
        ++m_i; // backslash
        if (atEnd()) {
            items.push_back(makeText(QStringLiteral("\\"), Cls::Ord));
            return;
        }
        if (!peek().isLetter()) {
            const QChar c = peek();
            ++m_i;
            switch (c.unicode()) {
            case ',': items.push_back(makeSpace(3.0 / 18)); return;
            case ':': case '>': items.push_back(makeSpace(4.0 / 18)); return;
            case ';': items.push_back(makeSpace(5.0 / 18)); return;
            case '!': items.push_back(makeSpace(-3.0 / 18)); return;
            case ' ': items.push_back(makeSpace(0.33)); return;
            case '{': items.push_back(makeText(QStringLiteral("{"), Cls::Open)); return;
            case '}': items.push_back(makeText(QStringLiteral("}"), Cls::Close)); return;
            case '_': case '^': case '%': case '#': case '&': case '$': case '|':
                items.push_back(makeText(QString(c), Cls::Ord));
                return;
            default:
                items.push_back(makeText(QStringLiteral("\\") + c, Cls::Ord));
                return;
            }
        }
        qsizetype end = m_i;
        while (end < m_s.size() && m_s.at(end).isLetter())
            ++end;
        const QString name = m_s.mid(m_i, end - m_i);
        m_i = end;

        const bool isFrac = name == QLatin1String("frac") || name == QLatin1String("dfrac")
            || name == QLatin1String("tfrac");
        if ((isFrac || name == QLatin1String("sqrt")) && m_depth >= MaxDepth) {
            // Too deep ("\frac\frac\frac..."): stop recursing; the rest is parsed flat.
            items.push_back(makeText(QStringLiteral("\\") + name, Cls::Ord));
            return;
        }
        if (isFrac) {
            Node f;
            f.kind = Kind::Frac;
            ++m_depth;
            f.kids.push_back(parseArg(inScript));
            f.kids.push_back(parseArg(inScript));
            --m_depth;
            items.push_back(std::move(f));
            return;
        }
        if (name == QLatin1String("sqrt")) {
            Node r;
            r.kind = Kind::Sqrt;
            ++m_depth;
            r.kids.push_back(parseArg(inScript));
            --m_depth;
            items.push_back(std::move(r));
            return;
        }
        if (name == QLatin1String("text") || name == QLatin1String("textrm")
            || name == QLatin1String("mathrm") || name == QLatin1String("operatorname")) {
            items.push_back(makeText(readRawGroup(), Cls::Ord));
            return;
        }
        if (name == QLatin1String("left") || name == QLatin1String("right")) {
            // Delimiters are not stretched; just drop the sizing command (and a "." null delimiter).
            skipSpaces();
            if (peek() == QLatin1Char('.'))
                ++m_i;
            return;
        }
        if (name == QLatin1String("quad")) {
            items.push_back(makeSpace(1.0));
            return;
        }
        if (name == QLatin1String("qquad")) {
            items.push_back(makeSpace(2.0));
            return;
        }
        if (name == QLatin1String("sum") || name == QLatin1String("prod")) {
            Node op = makeText(QString(QChar(name == QLatin1String("sum") ? 0x2211 : 0x220F)), Cls::Op);
            op.amount = 1.3;
            op.centerOnAxis = true;
            items.push_back(std::move(op));
            return;
        }
        const auto& table = symbolTable();
        const auto it = table.constFind(name);
        if (it != table.constEnd()) {
            items.push_back(makeText(QString::fromUtf16(it->text), it->cls, it->italic));
            return;
        }
        // Unknown command: show it literally so the author sees the typo on screen.
        items.push_back(makeText(QStringLiteral("\\") + name, Cls::Ord));
    }

    const QString& m_s;
    qsizetype m_i = 0;
    int m_depth = 0;
};

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

struct Style {
    QFont base;
    qreal scale = 1.0;
    int scriptLevel = 0; // > 0 inside super/subscripts: tighter spacing, as TeX's script style
    int fracDepth = 0;
};

struct Box {
    qreal w = 0;    // advance width, including italic correction
    qreal asc = 0;  // ink height above the baseline
    qreal desc = 0; // ink depth below the baseline
    qreal ic = 0;   // italic correction included in w (subscripts tuck under it)
};

struct Metrics {
    qreal em = 0;
    qreal xHeight = 0;
    qreal capHeight = 0;
    qreal axis = 0; // height of the math axis (centre of '+' / '−') above the baseline
    qreal rule = 1; // fraction rule / radical thickness
};

QFont fontOf(const Style& st, bool italic, qreal factor = 1.0)
{
    QFont f = st.base;
    const qreal s = st.scale * factor;
    if (st.base.pointSizeF() > 0)
        f.setPointSizeF(std::max(1.0, st.base.pointSizeF() * s));
    else if (st.base.pixelSize() > 0)
        f.setPixelSize(std::max(1, qRound(st.base.pixelSize() * s)));
    f.setItalic(italic);
    return f;
}

Metrics metricsOf(const Style& st)
{
    const QFontMetricsF fm(fontOf(st, false));
    Metrics m;
    m.em = fm.horizontalAdvance(QChar(0x2003)); // EM SPACE is exactly one em by definition
    if (m.em <= 0)
        m.em = fm.height() * 0.85;
    m.xHeight = fm.xHeight() > 0 ? fm.xHeight() : 0.5 * m.em;
    m.capHeight = fm.capHeight() > 0 ? fm.capHeight() : 0.7 * m.em;
    const QRectF plus = fm.tightBoundingRect(QStringLiteral("+"));
    m.axis = plus.isValid() && plus.height() > 0 ? -(plus.top() + plus.bottom()) / 2 : m.xHeight / 2;
    // Slightly heavier than TeX's 0.04 em: the formulas are read from the back of a lecture hall.
    m.rule = std::max<qreal>(1.0, 0.06 * m.em);
    return m;
}

Style scriptStyle(const Style& st)
{
    Style s = st;
    s.scale = std::max<qreal>(0.45, st.scale * 0.7);
    ++s.scriptLevel;
    return s;
}

Style fracStyle(const Style& st)
{
    Style s = st;
    // Top-level fractions keep the full size (TeX display style); nested ones shrink a bit
    // (not to 70% as TeX's text style does: that is too small for a projector).
    if (st.fracDepth > 0 || st.scriptLevel > 0)
        s.scale = std::max<qreal>(0.45, st.scale * 0.85);
    ++s.fracDepth;
    return s;
}

Box measure(const Node& n, const Style& st);
void draw(const Node& n, const Style& st, QPainter& p, qreal x, qreal y);

/// Effective atom classes of a row: a binary operator with nothing to operate on (start of a
/// row, after "(" or "=") becomes an ordinary symbol, so "10^{-7}" gets a tight unary minus.
std::vector<Cls> effectiveClasses(const std::vector<Node>& kids)
{
    std::vector<Cls> cls(kids.size(), Cls::None);
    int prev = -1;
    for (size_t i = 0; i < kids.size(); ++i) {
        Cls c = kids[i].cls;
        if (kids[i].kind == Kind::Space)
            continue;
        if (c == Cls::Bin) {
            const Cls pc = prev < 0 ? Cls::None : cls[size_t(prev)];
            if (prev < 0 || pc == Cls::Bin || pc == Cls::Rel || pc == Cls::Open || pc == Cls::Punct
                || pc == Cls::Op)
                c = Cls::Ord;
        }
        if ((c == Cls::Rel || c == Cls::Close || c == Cls::Punct) && prev >= 0
            && cls[size_t(prev)] == Cls::Bin)
            cls[size_t(prev)] = Cls::Ord;
        cls[i] = c;
        prev = int(i);
    }
    // A trailing binary operator has no right operand either.
    if (prev >= 0 && cls[size_t(prev)] == Cls::Bin)
        cls[size_t(prev)] = Cls::Ord;
    return cls;
}

/// Space (in em) between two adjacent atoms of the given classes.
qreal interAtomSpace(Cls left, Cls right, bool script)
{
    if (left == Cls::None || right == Cls::None)
        return 0;
    if ((left == Cls::Op && (right == Cls::Ord || right == Cls::Op))
        || (left == Cls::Ord && right == Cls::Op))
        return 3.0 / 18;
    if (script)
        return 0; // like TeX: operators inside scripts stay tight ("N_{1/2}", "10^{-7}")
    if (left == Cls::Rel || right == Cls::Rel)
        return 5.0 / 18;
    if (left == Cls::Bin || right == Cls::Bin)
        return 4.0 / 18;
    if (left == Cls::Punct)
        return 5.0 / 18; // wider than TeX's thin space: "HPL: s" must read as a label
    return 0;
}

/// Horizontal offsets of the row items (same code for measuring and drawing, so they agree).
Box layoutRow(const Node& row, const Style& st, std::vector<qreal>* offsets)
{
    Box b;
    const Metrics m = metricsOf(st);
    const std::vector<Cls> cls = effectiveClasses(row.kids);
    Cls prev = Cls::None;
    for (size_t i = 0; i < row.kids.size(); ++i) {
        const Node& k = row.kids[i];
        if (k.kind != Kind::Space) {
            b.w += interAtomSpace(prev, cls[i], st.scriptLevel > 0) * m.em;
            prev = cls[i];
        }
        if (offsets)
            offsets->push_back(b.w);
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
    qreal raise = 0; // baseline shift upwards (for operators centred on the axis)
    Box box;
};

TextGeom textGeom(const Node& n, const Style& st)
{
    TextGeom g;
    g.font = fontOf(st, n.italic, n.amount);
    const QFontMetricsF fm(g.font);
    const qreal adv = fm.horizontalAdvance(n.text);
    const QRectF ink = fm.tightBoundingRect(n.text);
    if (n.centerOnAxis && ink.height() > 0)
        g.raise = metricsOf(st).axis + (ink.top() + ink.bottom()) / 2;
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

FracGeom fracGeom(const Node& n, const Style& st)
{
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
    g.side = 0.10 * m.em; // keeps a fraction clear of its neighbours
    g.inset = 0.08 * m.em; // the rule overhangs numerator and denominator a little
    g.inner_w = std::max(g.num.w, g.den.w) + 2 * g.inset;
    g.ruleY = -m.axis; // relative to baseline (y grows downwards)
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

ScriptGeom scriptGeom(const Node& n, const Style& st)
{
    ScriptGeom g;
    const Metrics m = metricsOf(st);
    g.script = scriptStyle(st);
    const Metrics ms = metricsOf(g.script);
    g.base = measure(n.kids[0], st);
    if (n.hasSup)
        g.sup = measure(n.kids[1], g.script);
    if (n.hasSub)
        g.sub = measure(n.kids[2], g.script);
    // Shifts follow the TeXbook's rules (Appendix G, 18a-18f) with Computer Modern's constants.
    g.supShift = std::max({g.base.asc - 0.39 * ms.em, 0.41 * m.em, g.sup.desc + 0.25 * m.xHeight});
    g.subShift = std::max({g.base.desc + 0.05 * ms.em, 0.15 * m.em, g.sub.asc - 0.8 * m.xHeight});
    if (n.hasSup && n.hasSub) {
        g.subShift = std::max(g.subShift, 0.25 * m.em);
        const qreal clearance = (g.supShift - g.sup.desc) - (g.sub.asc - g.subShift);
        if (clearance < 4 * m.rule)
            g.subShift += 4 * m.rule - clearance;
    }
    g.supX = g.base.w;
    g.subX = g.base.w - g.base.ic; // subscripts tuck under an italic letter's overhang
    qreal right = g.base.w;
    if (n.hasSup)
        right = std::max(right, g.supX + g.sup.w);
    if (n.hasSub)
        right = std::max(right, g.subX + g.sub.w);
    g.box.w = right + ((n.hasSup || n.hasSub) ? 0.05 * m.em : 0);
    g.box.asc = std::max(g.base.asc, n.hasSup ? g.supShift + g.sup.asc : 0);
    g.box.desc = std::max(g.base.desc, n.hasSub ? g.subShift + g.sub.desc : 0);
    return g;
}

struct SqrtGeom {
    Box box, body;
    qreal signW = 0, top = 0, bottom = 0, rule = 1, pad = 0;
};

SqrtGeom sqrtGeom(const Node& n, const Style& st)
{
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

Box measure(const Node& n, const Style& st)
{
    switch (n.kind) {
    case Kind::Row:
        return layoutRow(n, st, nullptr);
    case Kind::Text:
        return textGeom(n, st).box;
    case Kind::Frac:
        return fracGeom(n, st).box;
    case Kind::Scripts:
        return scriptGeom(n, st).box;
    case Kind::Sqrt:
        return sqrtGeom(n, st).box;
    case Kind::Space: {
        Box b;
        b.w = n.amount * metricsOf(st).em;
        return b;
    }
    }
    return {};
}

/// Draws `n` with its baseline-left point at (x, y).
void draw(const Node& n, const Style& st, QPainter& p, qreal x, qreal y)
{
    switch (n.kind) {
    case Kind::Row: {
        std::vector<qreal> offsets;
        layoutRow(n, st, &offsets);
        for (size_t i = 0; i < n.kids.size(); ++i)
            draw(n.kids[i], st, p, x + offsets[i], y);
        return;
    }
    case Kind::Text: {
        if (n.text.isEmpty())
            return;
        const TextGeom g = textGeom(n, st);
        p.setFont(g.font);
        p.drawText(QPointF(x, y - g.raise), n.text);
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
        if (n.hasSup)
            draw(n.kids[1], g.script, p, x + g.supX, y - g.supShift);
        if (n.hasSub)
            draw(n.kids[2], g.script, p, x + g.subX, y + g.subShift);
        return;
    }
    case Kind::Sqrt: {
        const SqrtGeom g = sqrtGeom(n, st);
        const Metrics m = metricsOf(st);
        const qreal ym = y - m.axis;
        const qreal yTop = y - g.top + g.rule / 2;
        const qreal yBot = y + g.bottom;
        QPolygonF sign;
        sign << QPointF(x, ym + 0.1 * m.em) << QPointF(x + 0.25 * g.signW, ym - 0.05 * m.em)
             << QPointF(x + 0.55 * g.signW, yBot) << QPointF(x + g.signW, yTop)
             << QPointF(x + g.box.w, yTop);
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
    case Kind::Space:
        return;
    }
}

// ---------------------------------------------------------------------------------------------
// Plain text
// ---------------------------------------------------------------------------------------------

QString plain(const Node& n, int fracDepth);

/// Parenthesises compound operands so the linear form keeps the 2-D meaning: "1/(s + 1)".
QString operand(const Node& n, int fracDepth)
{
    const QString t = plain(n, fracDepth).trimmed();
    const bool simple = !t.isEmpty() && std::all_of(t.begin(), t.end(), [](QChar c) {
        return c.isLetterOrNumber() || c == QLatin1Char('.');
    });
    return simple || t.isEmpty() ? t : QLatin1Char('(') + t + QLatin1Char(')');
}

/// `fracDepth` counts enclosing fractions: binary operators lose their spaces from the second
/// level on, so nested terms read as units: "1/(s + (1−s)/N)".
QString plain(const Node& n, int fracDepth)
{
    switch (n.kind) {
    case Kind::Row: {
        const std::vector<Cls> cls = effectiveClasses(n.kids);
        QString out;
        for (size_t i = 0; i < n.kids.size(); ++i) {
            const QString t = plain(n.kids[i], fracDepth);
            if (cls[i] == Cls::Rel || (cls[i] == Cls::Bin && fracDepth <= 1))
                out += QLatin1Char(' ') + t + QLatin1Char(' ');
            else if (cls[i] == Cls::Punct)
                out += t + QLatin1Char(' ');
            else
                out += t;
        }
        return out;
    }
    case Kind::Text:
        return n.text;
    case Kind::Frac:
        return operand(n.kids[0], fracDepth + 1) + QLatin1Char('/') + operand(n.kids[1], fracDepth + 1);
    case Kind::Scripts: {
        QString out = plain(n.kids[0], fracDepth);
        if (n.hasSub)
            out += QLatin1Char('_') + operand(n.kids[2], fracDepth);
        if (n.hasSup)
            out += QLatin1Char('^') + operand(n.kids[1], fracDepth);
        return out;
    }
    case Kind::Sqrt: {
        const QString t = operand(n.kids[0], fracDepth);
        return QChar(0x221A) + (t.startsWith(QLatin1Char('(')) ? t : QLatin1Char('(') + t + QLatin1Char(')'));
    }
    case Kind::Space:
        return n.amount >= 0.3 ? QStringLiteral(" ") : QString();
    }
    return {};
}

/// Margin around the formula so italic overhangs and antialiased edges are not clipped.
qreal marginFor(const QFont& font)
{
    Style st;
    st.base = font;
    return std::max<qreal>(1.0, 0.06 * metricsOf(st).em);
}

bool hasContent(const Node& n)
{
    return !n.kids.empty() || (n.kind == Kind::Text && !n.text.isEmpty());
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Formula
// ---------------------------------------------------------------------------------------------

Formula::Formula() : m_root(std::make_shared<const Node>()) {}

Formula::Formula(QString source, std::shared_ptr<const Node> root)
    : m_source(std::move(source)), m_root(std::move(root))
{
}

Formula Formula::parse(const QString& markup)
{
    Parser parser(markup);
    return Formula(markup, std::make_shared<const Node>(parser.parseAll()));
}

QString Formula::source() const
{
    return m_source;
}

bool Formula::isEmpty() const
{
    return !hasContent(*m_root);
}

QSizeF Formula::size(const QFont& font) const
{
    if (isEmpty())
        return {0, 0};
    Style st;
    st.base = font;
    const Box b = measure(*m_root, st);
    const qreal margin = marginFor(font);
    return {b.w + 2 * margin, b.asc + b.desc + 2 * margin};
}

qreal Formula::baseline(const QFont& font) const
{
    if (isEmpty())
        return 0;
    Style st;
    st.base = font;
    return measure(*m_root, st).asc + marginFor(font);
}

void Formula::paint(QPainter& painter, const QPointF& topLeft, const QFont& font, const QColor& color) const
{
    if (isEmpty())
        return;
    Style st;
    st.base = font;
    const Box b = measure(*m_root, st);
    const qreal margin = marginFor(font);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.setPen(color);
    draw(*m_root, st, painter, topLeft.x() + margin, topLeft.y() + margin + b.asc);
    painter.restore();
}

QString Formula::plainText() const
{
    return plain(*m_root, 0).simplified();
}

} // namespace effsurf::ui
