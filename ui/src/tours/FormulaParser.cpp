// SPDX-License-Identifier: MIT
#include "FormulaParser.h"

#include <QHash>

#include <utility>

namespace effsurf::ui {
namespace formula {
namespace {

/// Class of a literal character typed directly in the markup (also used for Unicode input).
Cls classOf(QChar c) {
    switch (c.unicode()) {
        case '+':
        case '-':
        case '*':
        case 0x2212:
        case 0x00D7:
        case 0x22C5:
        case 0x00B7:
        case 0x00B1: return Cls::Bin;
        case '=':
        case '<':
        case '>':
        case 0x2248:
        case 0x2264:
        case 0x2265:
        case 0x2260:
        case 0x2192: return Cls::Rel;
        case '(':
        case '[': return Cls::Open;
        case ')':
        case ']': return Cls::Close;
        case ',':
        case ';':
        case ':':
            // ':' is a relation in TeX, but the tour texts use it as a label separator
            // ("\text{HPL}: s = ..."), where punctuation spacing reads much better.
            return Cls::Punct;
        default: return Cls::Ord;
    }
}

struct Symbol {
    const char16_t* text;
    Cls cls;
    bool italic;
};

const QHash<QString, Symbol>& symbolTable() {
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

    Node parseAll() {
        Node root = parseRow(false, false);
        // Stray '}' at top level end a row early; keep going so nothing after them is lost.
        while (m_i < m_s.size()) {
            ++m_i;  // skip the stray '}'
            Node more = parseRow(false, false);
            for (Node& k : more.kids) root.kids.push_back(std::move(k));
        }
        return root;
    }

private:
    static constexpr int MaxDepth = 24;  // far beyond any real formula

    bool atEnd() const { return m_i >= m_s.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_s.at(m_i); }

    void skipSpaces() {
        while (!atEnd() && peek().isSpace()) ++m_i;
    }

    /// Parses items until the end of input or a '}' (consumed when `inGroup`).
    Node parseRow(bool inGroup, bool inScript) {
        Node row = makeRow();
        ++m_depth;
        while (!atEnd()) {
            const QChar c = peek();
            if (c == QLatin1Char('}')) {
                if (inGroup) ++m_i;
                break;  // at top level the caller (parseAll) skips the stray brace
            }
            parseItem(row.kids, inScript);
        }
        --m_depth;
        return row;
    }

    /// The argument of ^, _, \frac, \sqrt: a group, a command, or a single character.
    Node parseArg(bool inScript) {
        skipSpaces();
        if (atEnd() || peek() == QLatin1Char('}')) return makeRow();  // missing argument: render nothing rather than fail
        if (peek() == QLatin1Char('{')) {
            ++m_i;
            if (m_depth >= MaxDepth) return makeRow();
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

    Node charNode(QChar c, bool /*inScript*/) const {
        if (c == QLatin1Char('-')) return makeText(QString(QChar(0x2212)), Cls::Bin);
        if (c == QLatin1Char('*')) return makeText(QString(QChar(0x2217)), Cls::Bin);
        if (c == QLatin1Char('\'')) return makeText(QString(QChar(0x2032)), Cls::Ord);
        if (c.isLetter()) return makeText(QString(c), Cls::Ord, true);
        return makeText(QString(c), classOf(c));
    }

    /// Reads the raw content of a {...} argument (for \text), keeping nested braces balanced.
    QString readRawGroup() {
        skipSpaces();
        if (atEnd()) return {};
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
            if (c == QLatin1Char('{')) ++level;
            else if (c == QLatin1Char('}') && --level == 0) break;
            out += c;
        }
        return out;
    }

    void attachScript(std::vector<Node>& items, bool sup) {
        ++m_i;  // '^' or '_'
        Node arg = parseArg(true);
        // Reuse the preceding Scripts node if this slot is still free ("x_i^2").
        if (!items.empty() && items.back().kind == Kind::Scripts && !(sup ? items.back().hasSup : items.back().hasSub)) {
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

    void parseItem(std::vector<Node>& items, bool inScript) {
        const QChar c = peek();
        if (c.isSpace()) {
            ++m_i;  // spaces are insignificant in math, as in TeX; spacing comes from classes
            return;
        }
        if (c == QLatin1Char('{')) {
            ++m_i;
            if (m_depth >= MaxDepth) return;  // too deep: drop the brace, keep the content flat
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
            while (!atEnd() && (peek().isDigit() || (peek() == QLatin1Char('.') && m_i + 1 < m_s.size() && m_s.at(m_i + 1).isDigit()))) {
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
            while (end < m_s.size() && m_s.at(end).isLetter()) ++end;
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

    void parseCommand(std::vector<Node>& items, bool inScript) {
        ++m_i;  // backslash
        if (atEnd()) {
            items.push_back(makeText(QStringLiteral("\\"), Cls::Ord));
            return;
        }
        if (!peek().isLetter()) {
            const QChar c = peek();
            ++m_i;
            switch (c.unicode()) {
                case ',': items.push_back(makeSpace(3.0 / 18)); return;
                case ':':
                case '>': items.push_back(makeSpace(4.0 / 18)); return;
                case ';': items.push_back(makeSpace(5.0 / 18)); return;
                case '!': items.push_back(makeSpace(-3.0 / 18)); return;
                case ' ': items.push_back(makeSpace(0.33)); return;
                case '{': items.push_back(makeText(QStringLiteral("{"), Cls::Open)); return;
                case '}': items.push_back(makeText(QStringLiteral("}"), Cls::Close)); return;
                case '_':
                case '^':
                case '%':
                case '#':
                case '&':
                case '$':
                case '|': items.push_back(makeText(QString(c), Cls::Ord)); return;
                default: items.push_back(makeText(QStringLiteral("\\") + c, Cls::Ord)); return;
            }
        }
        qsizetype end = m_i;
        while (end < m_s.size() && m_s.at(end).isLetter()) ++end;
        const QString name = m_s.mid(m_i, end - m_i);
        m_i = end;

        const bool isFrac = name == QLatin1String("frac") || name == QLatin1String("dfrac") || name == QLatin1String("tfrac");
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
        if (name == QLatin1String("text") || name == QLatin1String("textrm") || name == QLatin1String("mathrm") ||
            name == QLatin1String("operatorname")) {
            items.push_back(makeText(readRawGroup(), Cls::Ord));
            return;
        }
        if (name == QLatin1String("left") || name == QLatin1String("right")) {
            // Delimiters are not stretched; just drop the sizing command (and a "." null delimiter).
            skipSpaces();
            if (peek() == QLatin1Char('.')) ++m_i;
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

}  // namespace
}  // namespace formula

Formula::Node FormulaParser::parse(const QString& markup) {
    formula::Parser parser(markup);
    return parser.parseAll();
}

}  // namespace effsurf::ui
