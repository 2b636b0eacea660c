// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/SymbolMarkup.h"

#include <QRegularExpression>

#include <array>

namespace effsurf::ui {
namespace {

struct Symbol {
    const char* letter;     ///< what stays on the baseline
    const char* subscript;  ///< what is set below it
};

// The symbols the charts, legends and the manual use (docs/models.md's notation).
constexpr std::array<Symbol, 7> kSymbols{
    {{"s", "eff"}, {"S", "max"}, {"R", "max"}, {"R", "peak"}, {"R", "limit"}, {"T", "ref"}, {"T", "step"}}};

/// One pattern for all of them: a whole word ("s_eff(N)", "1/s_eff"),
/// never the inside of a longer one ("runs_eff", "s_effective", "s_eff-HPL"'s id).
const QRegularExpression& symbolPattern() {
    static const QRegularExpression pattern = [] {
        QStringList alternatives;
        for (const Symbol& symbol : kSymbols)
            alternatives << QStringLiteral("%1_%2").arg(QLatin1String(symbol.letter), QLatin1String(symbol.subscript));
        return QRegularExpression(QStringLiteral("(?<![\\w-])(") + alternatives.join(QLatin1Char('|')) + QStringLiteral(")(?![\\w-])"));
    }();
    return pattern;
}

}  // namespace

bool SymbolMarkup::hasSymbol(const QString& text) { return symbolPattern().match(text).hasMatch(); }

QString SymbolMarkup::rich(const QString& text) {
    QString out;
    qsizetype at = 0;
    for (auto it = symbolPattern().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += text.mid(at, match.capturedStart() - at).toHtmlEscaped();
        const QString symbol = match.captured(1);
        const qsizetype underscore = symbol.indexOf(QLatin1Char('_'));
        out += symbol.left(underscore).toHtmlEscaped() + QStringLiteral("<sub>") + symbol.mid(underscore + 1).toHtmlEscaped() +
               QStringLiteral("</sub>");
        at = match.capturedEnd();
    }
    out += text.mid(at).toHtmlEscaped();
    return out;
}

bool SymbolMarkup::isMarkup(const QString& text) { return text.contains(QLatin1Char('<')) || text.contains(QLatin1Char('&')); }

QString SymbolMarkup::plain(const QString& markup) {
    if (!isMarkup(markup)) return markup;
    static const QRegularExpression lineBreak(QStringLiteral("<br\\s*/?>"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression subscript(QStringLiteral("<sub>"), QRegularExpression::CaseInsensitiveOption);
    QString text = markup;
    text.replace(lineBreak, QStringLiteral("\n"));
    // Back to the notation typed: "s_eff" (as wide as the typeset symbol or wider).
    text.replace(subscript, QStringLiteral("_"));
    text.remove(tag);
    // The five entities toHtmlEscaped() writes; &amp; last, so "&amp;lt;" reads "&lt;".
    text.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    text.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    text.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    text.replace(QStringLiteral("&nbsp;"), QString(QChar(0x00A0)));
    text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return text;
}

}  // namespace effsurf::ui
