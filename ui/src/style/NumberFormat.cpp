#include "effsurf/ui/style/NumberFormat.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

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
    if (std::isnan(value)) return QStringLiteral("\u2013");
    if (std::isinf(value)) return value > 0 ? QStringLiteral("\u221E") : QStringLiteral("-\u221E");
    if (value == 0.0) return QStringLiteral("0");
    const QLocale c = QLocale::c();
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e-3 && magnitude < 1e5) {
        // 'g' would write 21622 as "2.16e+04" at three digits: whole numbers stay whole.
        if (magnitude >= std::pow(10.0, digits)) return c.toString(std::round(value), 'f', 0);
        return c.toString(value, 'g', digits);
    }
    int exponent = static_cast<int>(std::floor(std::log10(magnitude)));
    double mantissa = value / std::pow(10.0, exponent);
    // Rounding can carry the mantissa to 10.0 ("10.0×10⁶" -> "1.00×10⁷").
    if (std::fabs(std::stod(c.toString(mantissa, 'f', digits - 1).toStdString())) >= 10.0) {
        mantissa /= 10.0;
        ++exponent;
    }
    const QString m = c.toString(mantissa, 'f', digits - 1);
    if (m == QStringLiteral("1") || (digits == 1 && std::fabs(mantissa) == 1.0)) return powerOfTen(exponent);
    return m + QChar(0x00D7) + powerOfTen(exponent);
}

QString NumberFormat::count(unsigned long long n) {
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);  // the C locale omits the separators otherwise
    return c.toString(n);
}

QString NumberFormat::alphaOf(double serialFraction) {
    if (serialFraction > 1.0) return QStringLiteral("S < 1: slower than one processor");
    // alpha = 1 - s with the decimals s needs (its leading zeros plus about
    // four significant digits), trailing zeros dropped: "0.9999999".
    const int decimals = serialFraction > 0.0 ? static_cast<int>(std::ceil(-std::log10(serialFraction))) + 4 : 1;
    QString text = QLocale::c().toString(1.0 - serialFraction, 'f', std::clamp(decimals, 1, 15));
    while (text.contains(QLatin1Char('.')) && text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
    return QStringLiteral("\u03B1 = ") + text;
}

}  // namespace effsurf::ui
