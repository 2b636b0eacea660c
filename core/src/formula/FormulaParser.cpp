// SPDX-License-Identifier: MIT
#include "effsurf/core/formula/FormulaParser.h"

#include "effsurf/core/util/TextUtil.h"

#include <string>
#include <unordered_map>
#include <utility>

namespace effsurf::core {
namespace {

using Node = FormulaNode;
using Cls = FormulaNode::Cls;
using Kind = FormulaNode::Kind;

std::string encode(std::u32string_view text) { return encodeUtf8(text); }
std::string encode(char32_t c) { return encodeUtf8(std::u32string_view(&c, 1)); }

bool isSpace(char32_t c) { return FormulaNode::isSpace(c); }
bool isDigit(char32_t c) { return c >= '0' && c <= '9'; }
/// The exponent of a live number ("10⁻⁷"): superscript digits and minus.
bool isSuperscript(char32_t c) { return c == 0xB2 || c == 0xB3 || c == 0xB9 || (c >= 0x2070 && c <= 0x207F); }

bool isLetter(char32_t c) { return FormulaNode::isLetter(c); }

/// Class of a literal character typed directly in the markup (also used for Unicode input).
Cls classOf(char32_t c) {
    switch (c) {
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
    const char* text;  // UTF-8
    Cls cls;
    bool italic;
};

const std::unordered_map<std::string, Symbol>& symbolTable() {
    // Lower-case Greek is italic like in TeX; upper-case Greek stays upright.
    static const std::unordered_map<std::string, Symbol> table = {
        {"alpha", {"\u03B1", Cls::Ord, true}},
        {"beta", {"\u03B2", Cls::Ord, true}},
        {"gamma", {"\u03B3", Cls::Ord, true}},
        {"delta", {"\u03B4", Cls::Ord, true}},
        {"epsilon", {"\u03F5", Cls::Ord, true}},
        {"varepsilon", {"\u03B5", Cls::Ord, true}},
        {"zeta", {"\u03B6", Cls::Ord, true}},
        {"eta", {"\u03B7", Cls::Ord, true}},
        {"theta", {"\u03B8", Cls::Ord, true}},
        {"kappa", {"\u03BA", Cls::Ord, true}},
        {"lambda", {"\u03BB", Cls::Ord, true}},
        {"mu", {"\u03BC", Cls::Ord, true}},
        {"nu", {"\u03BD", Cls::Ord, true}},
        {"xi", {"\u03BE", Cls::Ord, true}},
        {"pi", {"\u03C0", Cls::Ord, true}},
        {"rho", {"\u03C1", Cls::Ord, true}},
        {"sigma", {"\u03C3", Cls::Ord, true}},
        {"tau", {"\u03C4", Cls::Ord, true}},
        {"phi", {"\u03C6", Cls::Ord, true}},
        {"chi", {"\u03C7", Cls::Ord, true}},
        {"psi", {"\u03C8", Cls::Ord, true}},
        {"omega", {"\u03C9", Cls::Ord, true}},
        {"Gamma", {"\u0393", Cls::Ord, false}},
        {"Delta", {"\u0394", Cls::Ord, false}},
        {"Theta", {"\u0398", Cls::Ord, false}},
        {"Lambda", {"\u039B", Cls::Ord, false}},
        {"Pi", {"\u03A0", Cls::Ord, false}},
        {"Sigma", {"\u03A3", Cls::Ord, false}},
        {"Phi", {"\u03A6", Cls::Ord, false}},
        {"Omega", {"\u03A9", Cls::Ord, false}},
        {"cdot", {"\u22C5", Cls::Bin, false}},
        {"times", {"\u00D7", Cls::Bin, false}},
        {"pm", {"\u00B1", Cls::Bin, false}},
        {"div", {"\u00F7", Cls::Bin, false}},
        {"approx", {"\u2248", Cls::Rel, false}},
        {"le", {"\u2264", Cls::Rel, false}},
        {"leq", {"\u2264", Cls::Rel, false}},
        {"ge", {"\u2265", Cls::Rel, false}},
        {"geq", {"\u2265", Cls::Rel, false}},
        {"ne", {"\u2260", Cls::Rel, false}},
        {"neq", {"\u2260", Cls::Rel, false}},
        {"to", {"\u2192", Cls::Rel, false}},
        {"rightarrow", {"\u2192", Cls::Rel, false}},
        {"leftarrow", {"\u2190", Cls::Rel, false}},
        {"Rightarrow", {"\u21D2", Cls::Rel, false}},
        {"sim", {"\u223C", Cls::Rel, false}},
        {"equiv", {"\u2261", Cls::Rel, false}},
        {"propto", {"\u221D", Cls::Rel, false}},
        {"ll", {"\u226A", Cls::Rel, false}},
        {"gg", {"\u226B", Cls::Rel, false}},
        {"in", {"\u2208", Cls::Rel, false}},
        {"infty", {"\u221E", Cls::Ord, false}},
        {"partial", {"\u2202", Cls::Ord, false}},
        {"prime", {"\u2032", Cls::Ord, false}},
        {"ldots", {"\u2026", Cls::Ord, false}},
        {"dots", {"\u2026", Cls::Ord, false}},
        {"cdots", {"\u22EF", Cls::Ord, false}},
        {"max", {"max", Cls::Op, false}},
        {"min", {"min", Cls::Op, false}},
        {"log", {"log", Cls::Op, false}},
        {"ln", {"ln", Cls::Op, false}},
        {"exp", {"exp", Cls::Op, false}},
        {"lim", {"lim", Cls::Op, false}},
    };
    return table;
}

/// Recursive descent. Every branch consumes at least one character or returns, so
/// malformed input cannot loop forever; nesting is capped.
class Parser {
public:
    explicit Parser(std::u32string s) : s_(std::move(s)) {}

    Node parseAll() {
        Node root = parseRow(false, false);
        // Stray '}' at top level end a row early; keep going so nothing after them is lost.
        while (i_ < s_.size()) {
            ++i_;  // skip the stray '}'
            Node more = parseRow(false, false);
            for (Node& k : more.kids) root.kids.push_back(std::move(k));
        }
        return root;
    }

private:
    static constexpr int kMaxDepth = 24;  // far beyond any real formula

    bool atEnd() const { return i_ >= s_.size(); }
    char32_t peek() const { return atEnd() ? char32_t(0) : s_[i_]; }

    void skipSpaces() {
        while (!atEnd() && isSpace(peek())) ++i_;
    }

    /// Parses items until the end of input or a '}' (consumed when `inGroup`).
    Node parseRow(bool inGroup, bool inScript) {
        Node row = Node::makeRow();
        ++depth_;
        while (!atEnd()) {
            if (peek() == '}') {
                if (inGroup) ++i_;
                break;  // at top level the caller (parseAll) skips the stray brace
            }
            parseItem(row.kids, inScript);
        }
        --depth_;
        return row;
    }

    /// The argument of ^, _, \frac, \sqrt: a group, a command, or a single character.
    Node parseArg(bool inScript) {
        skipSpaces();
        if (atEnd() || peek() == '}') return Node::makeRow();  // missing argument: render nothing rather than fail
        if (peek() == '{') {
            ++i_;
            if (depth_ >= kMaxDepth) return Node::makeRow();
            return parseRow(true, inScript);
        }
        std::vector<Node> items;
        if (peek() == '\\') {
            parseItem(items, inScript);
        } else {
            // A single character only, so "x^23" superscripts just the "2" as in TeX.
            const char32_t c = peek();
            ++i_;
            items.push_back(charNode(c));
        }
        return Node::makeRow(std::move(items));
    }

    static Node charNode(char32_t c) {
        if (c == '-') return Node::makeText("\u2212", Cls::Bin);
        if (c == '*') return Node::makeText("\u2217", Cls::Bin);
        if (c == '\'') return Node::makeText("\u2032", Cls::Ord);
        if (isLetter(c)) return Node::makeText(encode(c), Cls::Ord, true);
        return Node::makeText(encode(c), classOf(c));
    }

    /// Reads the raw content of a {...} argument (for \text), keeping nested braces balanced.
    std::string readRawGroup() {
        skipSpaces();
        if (atEnd()) return {};
        if (peek() != '{') return encode(s_[i_++]);
        ++i_;
        std::u32string out;
        int level = 1;
        while (!atEnd()) {
            const char32_t c = s_[i_++];
            if (c == '\\' && !atEnd()) {
                // Escapes like \{ or \_ inside text stand for the character itself.
                out.push_back(s_[i_++]);
                continue;
            }
            if (c == '{') ++level;
            else if (c == '}' && --level == 0) break;
            out.push_back(c);
        }
        return encode(out);
    }

    void attachScript(std::vector<Node>& items, bool sup) {
        ++i_;  // '^' or '_'
        Node arg = parseArg(true);
        // Reuse the preceding Scripts node if this slot is still free ("x_i^2").
        if (!items.empty() && items.back().kind == Kind::Scripts && !(sup ? items.back().hasSup : items.back().hasSub)) {
            Node& s = items.back();
            (sup ? s.hasSup : s.hasSub) = true;
            s.kids[sup ? 1 : 2] = std::move(arg);
            return;
        }
        Node base = Node::makeRow();
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
        s.kids.push_back(Node::makeRow());
        s.kids.push_back(Node::makeRow());
        (sup ? s.hasSup : s.hasSub) = true;
        s.kids[sup ? 1 : 2] = std::move(arg);
        items.push_back(std::move(s));
    }

    void parseItem(std::vector<Node>& items, bool inScript) {
        const char32_t c = peek();
        if (isSpace(c)) {
            ++i_;  // spaces are insignificant in math, as in TeX; spacing comes from classes
            return;
        }
        if (c == '{') {
            ++i_;
            if (depth_ >= kMaxDepth) return;  // too deep: drop the brace, keep the content flat
            items.push_back(parseRow(true, inScript));
            return;
        }
        if (c == '^' || c == '_') {
            attachScript(items, c == '^');
            return;
        }
        if (c == '\\') {
            parseCommand(items, inScript);
            return;
        }
        if (isDigit(c)) {
            // Numbers are one upright unit: "2.1" must not get spacing or break at the dot, nor "10⁻⁷" before its exponent.
            std::u32string number;
            while (!atEnd() && (isDigit(peek()) || isSuperscript(peek()) || (peek() == '.' && i_ + 1 < s_.size() && isDigit(s_[i_ + 1]))))
                number.push_back(s_[i_++]);
            items.push_back(Node::makeText(encode(number), Cls::Ord));
            return;
        }
        if (c == '.' && s_.compare(i_, 3, U"...") == 0) {
            i_ += 3;
            items.push_back(Node::makeText("\u2026", Cls::Ord));
            return;
        }
        if (isLetter(c)) {
            std::size_t end = i_;
            while (end < s_.size() && isLetter(s_[end])) ++end;
            if (inScript && end - i_ > 1) {
                // Multi-letter script labels ("eff", "max", "HPL") are words, not products.
                items.push_back(Node::makeText(encode(std::u32string_view(s_).substr(i_, end - i_)), Cls::Ord, false));
                i_ = end;
                return;
            }
            // Identifiers: each letter is its own italic atom, so "ks^2" squares only the s.
            ++i_;
            items.push_back(Node::makeText(encode(c), Cls::Ord, true));
            return;
        }
        ++i_;
        items.push_back(charNode(c));
    }

    void parseCommand(std::vector<Node>& items, bool inScript) {
        ++i_;  // backslash
        if (atEnd()) {
            items.push_back(Node::makeText("\\", Cls::Ord));
            return;
        }
        if (!isLetter(peek())) {
            const char32_t c = s_[i_++];
            switch (c) {
                case ',': items.push_back(Node::makeSpace(3.0 / 18)); return;
                case ':':
                case '>': items.push_back(Node::makeSpace(4.0 / 18)); return;
                case ';': items.push_back(Node::makeSpace(5.0 / 18)); return;
                case '!': items.push_back(Node::makeSpace(-3.0 / 18)); return;
                case ' ': items.push_back(Node::makeSpace(0.33)); return;
                case '{': items.push_back(Node::makeText("{", Cls::Open)); return;
                case '}': items.push_back(Node::makeText("}", Cls::Close)); return;
                case '_':
                case '^':
                case '%':
                case '#':
                case '&':
                case '$':
                case '|': items.push_back(Node::makeText(encode(c), Cls::Ord)); return;
                default: items.push_back(Node::makeText("\\" + encode(c), Cls::Ord)); return;
            }
        }
        std::size_t end = i_;
        while (end < s_.size() && isLetter(s_[end])) ++end;
        const std::string name = encode(std::u32string_view(s_).substr(i_, end - i_));
        i_ = end;

        const bool isFrac = name == "frac" || name == "dfrac" || name == "tfrac";
        if ((isFrac || name == "sqrt") && depth_ >= kMaxDepth) {
            // Too deep ("\frac\frac\frac..."): stop recursing; the rest is parsed flat.
            items.push_back(Node::makeText("\\" + name, Cls::Ord));
            return;
        }
        if (isFrac || name == "sqrt") {
            Node node;
            node.kind = isFrac ? Kind::Frac : Kind::Sqrt;
            ++depth_;
            node.kids.push_back(parseArg(inScript));
            if (isFrac) node.kids.push_back(parseArg(inScript));
            --depth_;
            items.push_back(std::move(node));
            return;
        }
        if (name == "text" || name == "textrm" || name == "mathrm" || name == "operatorname") {
            items.push_back(Node::makeText(readRawGroup(), Cls::Ord));
            return;
        }
        if (name == "left" || name == "right") {
            // Delimiters are not stretched; just drop the sizing command (and a "." null delimiter).
            skipSpaces();
            if (peek() == '.') ++i_;
            return;
        }
        if (name == "quad" || name == "qquad") {
            items.push_back(Node::makeSpace(name == "quad" ? 1.0 : 2.0));
            return;
        }
        if (name == "sum" || name == "prod") {
            Node op = Node::makeText(name == "sum" ? "\u2211" : "\u220F", Cls::Op);
            op.amount = 1.3;
            op.centerOnAxis = true;
            items.push_back(std::move(op));
            return;
        }
        const auto& table = symbolTable();
        const auto it = table.find(name);
        if (it != table.end()) {
            items.push_back(Node::makeText(it->second.text, it->second.cls, it->second.italic));
            return;
        }
        // Unknown command: show it literally so the author sees the typo on screen.
        items.push_back(Node::makeText("\\" + name, Cls::Ord));
    }

    std::u32string s_;
    std::size_t i_ = 0;
    int depth_ = 0;
};

}  // namespace

FormulaNode FormulaParser::parse(std::string_view markup) { return Parser(decodeUtf8(markup)).parseAll(); }

}  // namespace effsurf::core
