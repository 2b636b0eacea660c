// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/NumberFormat.h"

#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/util/QuantityParser.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

namespace {
NumberFormat::Notation chosenNotation = NumberFormat::Notation::DecimalPoint;
}

void NumberFormat::setNotation(Notation notation) { chosenNotation = notation; }

NumberFormat::Notation NumberFormat::notation() { return chosenNotation; }

QString NumberFormat::notationId(Notation notation) {
    return notation == Notation::Language ? QStringLiteral("language") : QStringLiteral("point");
}

NumberFormat::Notation NumberFormat::parseNotation(const QString& id) {
    return id == QLatin1String("language") ? Notation::Language : Notation::DecimalPoint;
}

QString NumberFormat::localized(const QString& text) {
    if (chosenNotation == Notation::DecimalPoint) return text;
    // The default locale is the window's language (Language::apply).
    const QString separator = QLocale().decimalPoint();
    if (separator == QLatin1String(".")) return text;
    // Only a point between digits: a sentence's full stop stays ("E = 0.909." reads "E = 0,909.").
    static const QRegularExpression decimal(QStringLiteral("(?<=\\d)\\.(?=\\d)"));
    QString shown = text;
    return shown.replace(decimal, separator);
}

QString NumberFormat::superscript(int exponent) {
    static const QChar digits[] = {QChar(0x2070), QChar(0x00B9), QChar(0x00B2), QChar(0x00B3), QChar(0x2074),
                                   QChar(0x2075), QChar(0x2076), QChar(0x2077), QChar(0x2078), QChar(0x2079)};
    QString text;
    if (exponent < 0) text += QChar(0x207B);
    const QString decimal = QString::number(std::abs(exponent));
    for (const QChar c : decimal) text += digits[c.digitValue()];
    return text;
}

QString NumberFormat::powerOfTen(int exponent) {
    if (exponent == 0) return QStringLiteral("1");
    if (exponent == 1) return QStringLiteral("10");
    return QStringLiteral("10") + superscript(exponent);
}

QString NumberFormat::scientific(double value, int digits) {
    // The one format of every title, caption, field, legend and tour text:
    // core's, so the status bar and a tour's live numbers read the same.
    return localized(QString::fromStdString(core::formatLiveNumber(value, core::NumberNotation::Text, digits)));
}

QString NumberFormat::editable(double value) { return QString::fromStdString(core::formatEditableNumber(value)); }

namespace {
/// Enough decimals that ticks `spacing` apart are written exactly: 0.25 needs two.
int decimalsFor(double spacing) {
    int decimals = 0;
    while (decimals < 6 && std::fabs(spacing * std::pow(10.0, decimals) - std::round(spacing * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    return decimals;
}
}  // namespace

QString NumberFormat::tickLabelFormat(double spacing) { return QStringLiteral("%.%1f").arg(decimalsFor(spacing)); }

QString NumberFormat::ticks(double value, double spacing) {
    const int decimals = decimalsFor(spacing);
    if (std::fabs(value) < spacing * 1e-9) value = 0.0;  // no "-0.00" from rounding
    QString text = QLocale::c().toString(value, 'f', decimals);
    if (value < 0.0) text.replace(0, 1, QChar(0x2212));
    return localized(text);
}

QString NumberFormat::count(unsigned long long n) {
    // In the language's notation its own thousands separator too ("281.788" in German, where "281,788" is a decimal).
    if (chosenNotation == Notation::Language) return QLocale().toString(n);
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);  // the C locale omits the separators otherwise
    return c.toString(n);
}

QString NumberFormat::gibibytes(double bytes) {
    const double gib = bytes / 1073741824.0;
    const int decimals = gib >= 100.0 ? 0 : gib >= 10.0 ? 1 : 2;
    return localized(QStringLiteral("%1 GiB").arg(QLocale::c().toString(gib, 'f', decimals)));
}

QString NumberFormat::alphaOf(double serialFraction) {
    if (serialFraction > 1.0) return QStringLiteral("S < 1: slower than one processor");
    // alpha = 1 - s with the decimals s needs (its leading zeros plus about
    // four significant digits), trailing zeros dropped: "0.9999999".
    const int decimals = serialFraction > 0.0 ? static_cast<int>(std::ceil(-std::log10(serialFraction))) + 4 : 1;
    QString text = QLocale::c().toString(1.0 - serialFraction, 'f', std::clamp(decimals, 1, 15));
    while (text.contains(QLatin1Char('.')) && text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
    return QStringLiteral("\u03B1 = ") + localized(text);
}

}  // namespace effsurf::ui
