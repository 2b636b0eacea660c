// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/Formula.h"
#include "effsurf/ui/tours/FormulaLabel.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>

#include <gtest/gtest.h>

#include <cmath>

using effsurf::ui::Formula;
using effsurf::ui::FormulaLabel;

namespace {

const QString kAmdahl = QStringLiteral("S(N) = \\frac{1}{s + \\frac{1-s}{N}}");

QFont fontAt(qreal points) {
    QFont f = QApplication::font();
    f.setPointSizeF(points);
    return f;
}

QSizeF sizeOf(const QString& markup, qreal points = 20) { return Formula::parse(markup).size(fontAt(points)); }

qreal em(qreal points = 20) { return QFontMetricsF(fontAt(points)).horizontalAdvance(QLatin1Char('M')); }

bool isDark(QRgb c) { return qGray(c) < 128; }

/// Renders `f` black on white with the same margin all around.
QImage render(const Formula& f, qreal points) {
    const QFont font = fontAt(points);
    const QSizeF s = f.size(font);
    QImage img(int(std::ceil(s.width())) + 20, int(std::ceil(s.height())) + 20, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    f.paint(p, QPointF(10, 10), font, Qt::black);
    p.end();
    return img;
}

int darkPixels(const QImage& img) {
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) n += isDark(img.pixel(x, y)) ? 1 : 0;
    return n;
}

}  // namespace

TEST(FormulaTest, FractionIsTallerThanInlineText) {
    const QSizeF stacked = sizeOf(QStringLiteral("\\frac{1}{s + 1}"));
    const QSizeF inlined = sizeOf(QStringLiteral("1/(s + 1)"));
    EXPECT_GT(stacked.height(), 1.5 * inlined.height());
    EXPECT_LT(stacked.width(), inlined.width());
}

TEST(FormulaTest, FractionWidthIsMaxOfPartsNotSum) {
    const qreal num = sizeOf(QStringLiteral("abcdef")).width();
    const qreal den = sizeOf(QStringLiteral("xy")).width();
    const qreal frac = sizeOf(QStringLiteral("\\frac{abcdef}{xy}")).width();
    EXPECT_GE(frac, num);
    EXPECT_LT(frac, num + 0.6 * em());  // only the rule overhang is added
    EXPECT_LT(frac, num + den);

    const qreal same = sizeOf(QStringLiteral("\\frac{abc}{abc}")).width();
    EXPECT_LT(same, 1.5 * sizeOf(QStringLiteral("abc")).width());
}

TEST(FormulaTest, FractionBaselineIsOnTheMathAxis) {
    // The rule sits at the height of '+', so the fraction extends both above and below the
    // baseline of the surrounding row.
    const QFont font = fontAt(20);
    const Formula f = Formula::parse(QStringLiteral("x = \\frac{1}{2}"));
    const qreal above = f.baseline(font);
    const qreal below = f.size(font).height() - above;
    EXPECT_GT(above, 0.9 * QFontMetricsF(font).capHeight());
    EXPECT_GT(below, 0.5 * QFontMetricsF(font).capHeight());
}

TEST(FormulaTest, SuperscriptRaisesAndSubscriptLowers) {
    const QFont font = fontAt(20);
    const Formula base = Formula::parse(QStringLiteral("x"));
    const Formula sup = Formula::parse(QStringLiteral("x^2"));
    const Formula sub = Formula::parse(QStringLiteral("x_i"));
    const Formula both = Formula::parse(QStringLiteral("x_i^2"));

    EXPECT_GT(sup.size(font).height(), base.size(font).height());
    EXPECT_GT(sup.baseline(font), base.baseline(font) + 2);

    const qreal baseDepth = base.size(font).height() - base.baseline(font);
    const qreal subDepth = sub.size(font).height() - sub.baseline(font);
    EXPECT_GT(subDepth, baseDepth + 2);

    EXPECT_NEAR(both.baseline(font), sup.baseline(font), 1.0);
    EXPECT_GE(both.size(font).height() - both.baseline(font), subDepth - 1.0);
    // Scripts on one base stack; they do not follow each other.
    EXPECT_LT(both.size(font).width(), sub.size(font).width() + 0.5 * em());
}

TEST(FormulaTest, ScriptsUseASmallerFont) {
    const qreal inlineWidth = sizeOf(QStringLiteral("x\\text{abcdefgh}")).width();
    const qreal scriptWidth = sizeOf(QStringLiteral("x^{\\text{abcdefgh}}")).width();
    EXPECT_LT(scriptWidth, 0.85 * inlineWidth);
}

TEST(FormulaTest, SizeScalesWithFontSize) {
    const Formula f = Formula::parse(kAmdahl);
    const QSizeF small = f.size(fontAt(12));
    const QSizeF large = f.size(fontAt(24));
    ASSERT_GT(small.width(), 0);
    ASSERT_GT(small.height(), 0);
    EXPECT_GE(large.width() / small.width(), 1.8);
    EXPECT_LE(large.width() / small.width(), 2.2);
    EXPECT_GE(large.height() / small.height(), 1.8);
    EXPECT_LE(large.height() / small.height(), 2.2);
}

TEST(FormulaTest, BinaryOperatorsGetSpacingUnaryMinusDoesNot) {
    // Braces turn an operator into an ordinary symbol, which removes its spacing.
    const qreal spaced = sizeOf(QStringLiteral("a+b")).width();
    const qreal tight = sizeOf(QStringLiteral("a{+}b")).width();
    EXPECT_GT(spaced - tight, 0.3 * em());

    const qreal rel = sizeOf(QStringLiteral("a=b")).width() - sizeOf(QStringLiteral("a{=}b")).width();
    EXPECT_GT(rel, 0.3 * em());

    const qreal unary = sizeOf(QStringLiteral("-7")).width();
    const qreal grouped = sizeOf(QStringLiteral("{-}7")).width();
    EXPECT_NEAR(unary, grouped, 0.5);
}

TEST(FormulaTest, MalformedInputNeverCrashes) {
    const QStringList inputs = {
        QStringLiteral("\\frac{1}{"),
        QStringLiteral("}}}"),
        QStringLiteral("^"),
        QStringLiteral("_"),
        QStringLiteral("x^"),
        QStringLiteral("x_{"),
        QStringLiteral("\\unknown{x}"),
        QString(),
        QStringLiteral("\\"),
        QStringLiteral("{{{{"),
        QStringLiteral("\\frac"),
        QStringLiteral("\\frac{}{}"),
        QStringLiteral("\\text{abc"),
        QStringLiteral("\\sqrt"),
        QStringLiteral("a^^b__c"),
        QStringLiteral("x^2^3"),
        QStringLiteral("\\left( x \\right."),
        QStringLiteral("\\,\\;\\!\\quad"),
        QStringLiteral("\\frac{\\frac{\\frac{1}{2}}{3}}{4}"),
        QStringLiteral("...."),
        QStringLiteral("\\{\\}\\\\"),
        QString(5000, QLatin1Char('{')),
        QString(5000, QLatin1Char('}')),
        QStringLiteral("\\frac").repeated(2000),
        QStringLiteral("x^").repeated(2000),
    };
    for (const QString& in : inputs) {
        SCOPED_TRACE(in.left(40).toStdString());
        const Formula f = Formula::parse(in);
        const QSizeF s = f.size(fontAt(16));
        EXPECT_TRUE(std::isfinite(s.width()) && std::isfinite(s.height()));
        EXPECT_GE(s.width(), 0);
        EXPECT_GE(s.height(), 0);
        EXPECT_TRUE(std::isfinite(f.baseline(fontAt(16))));
        (void)render(f, 16);
        (void)f.plainText();
    }
}

TEST(FormulaTest, PartialInputRendersWhatItCan) {
    EXPECT_EQ(Formula::parse(QStringLiteral("\\unknown{x}")).plainText(), QStringLiteral("\\unknownx"));
    EXPECT_GT(darkPixels(render(Formula::parse(QStringLiteral("\\frac{1}{")), 20)), 0);
    EXPECT_EQ(Formula::parse(QStringLiteral("a}}}b")).plainText(), QStringLiteral("ab"));
    EXPECT_TRUE(Formula::parse(QString()).isEmpty());
    EXPECT_EQ(Formula::parse(QString()).size(fontAt(20)), QSizeF(0, 0));
}

TEST(FormulaTest, PlainTextIsReadable) {
    EXPECT_EQ(Formula::parse(kAmdahl).plainText(), QStringLiteral("S(N) = 1/(s + (1\u2212s)/N)"));
    EXPECT_EQ(Formula::parse(QStringLiteral("S = 1/(10^{-7} + ...)")).plainText(), QStringLiteral("S = 1/(10^(\u22127) + \u2026)"));
    EXPECT_EQ(Formula::parse(QStringLiteral("\\alpha_{eff} = \\frac{N}{N-1} \\cdot \\frac{S-1}{S}")).plainText(),
              QStringLiteral("\u03B1_eff = N/(N \u2212 1) \u22C5 (S \u2212 1)/S"));
    EXPECT_EQ(Formula::parse(QStringLiteral("\\text{HPL}: s = 2.1 \\times 10^{-7}")).plainText(),
              QStringLiteral("HPL: s = 2.1 \u00D7 10^(\u22127)"));
    EXPECT_EQ(Formula::parse(QStringLiteral("s' = \\frac{k s}{1 + (k-1) s}")).plainText(),
              QStringLiteral("s\u2032 = ks/(1 + (k \u2212 1)s)"));
    EXPECT_EQ(Formula::parse(QStringLiteral("N_{1/2} \\approx \\frac{1}{s}")).plainText(), QStringLiteral("N_(1/2) \u2248 1/s"));
}

TEST(FormulaTest, SymbolsAndTextMode) {
    EXPECT_EQ(Formula::parse(QStringLiteral("a \\le b \\ge c \\ne d \\to \\infty")).plainText(),
              QStringLiteral("a \u2264 b \u2265 c \u2260 d \u2192 \u221E"));
    EXPECT_EQ(Formula::parse(QStringLiteral("\\beta\\gamma\\delta\\varepsilon\\lambda\\mu\\sigma\\tau")).plainText(),
              QStringLiteral("\u03B2\u03B3\u03B4\u03B5\u03BB\u03BC\u03C3\u03C4"));
    // Text mode keeps spaces and a plain hyphen.
    EXPECT_EQ(Formula::parse(QStringLiteral("\\text{non-parallel part}")).plainText(), QStringLiteral("non-parallel part"));
    // Thin space adds width.
    EXPECT_GT(sizeOf(QStringLiteral("a\\,b")).width(), sizeOf(QStringLiteral("ab")).width() + 1);
}

TEST(FormulaTest, IdentifiersAreItalicTextIsUpright) {
    // Same character, different style: the pixels must differ.
    const QImage italic = render(Formula::parse(QStringLiteral("x")), 30);
    const QImage upright = render(Formula::parse(QStringLiteral("\\text{x}")), 30);
    EXPECT_NE(italic, upright);
    // Multi-letter subscripts are upright words, single-letter ones italic.
    const QImage eff = render(Formula::parse(QStringLiteral("a_{eff}")), 30);
    const QImage effText = render(Formula::parse(QStringLiteral("a_{\\text{eff}}")), 30);
    EXPECT_EQ(eff, effText);
}

TEST(FormulaTest, RenderingHasInkAboveAndBelowTheFractionRule) {
    const QImage img = render(Formula::parse(kAmdahl), 24);
    ASSERT_FALSE(img.isNull());

    // The outer fraction rule is the longest horizontal run of dark pixels.
    int ruleRow = -1, ruleStart = 0, ruleLen = 0;
    for (int y = 0; y < img.height(); ++y) {
        int run = 0;
        for (int x = 0; x < img.width(); ++x) {
            run = isDark(img.pixel(x, y)) ? run + 1 : 0;
            if (run > ruleLen) {
                ruleLen = run;
                ruleRow = y;
                ruleStart = x - run + 1;
            }
        }
    }
    ASSERT_GE(ruleRow, 0);
    ASSERT_GT(ruleLen, img.width() / 3) << "no fraction rule found";

    auto inkInRows = [&](int y0, int y1) {
        int n = 0;
        for (int y = std::max(0, y0); y < std::min(img.height(), y1); ++y)
            for (int x = ruleStart; x < ruleStart + ruleLen; ++x) n += isDark(img.pixel(x, y)) ? 1 : 0;
        return n;
    };
    EXPECT_GT(inkInRows(0, ruleRow - 3), 10) << "numerator missing";
    EXPECT_GT(inkInRows(ruleRow + 4, img.height()), 10) << "denominator missing";
    // "S(N) =" sits left of the rule, vertically around it.
    int left = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < ruleStart; ++x) left += isDark(img.pixel(x, y)) ? 1 : 0;
    EXPECT_GT(left, 20);
}

TEST(FormulaTest, PaintUsesTheGivenColor) {
    const Formula f = Formula::parse(kAmdahl);
    const QFont font = fontAt(20);
    QImage img(f.size(font).toSize() + QSize(4, 4), QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    f.paint(p, QPointF(2, 2), font, Qt::red);
    p.end();
    int red = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            red += (c.red() > 200 && c.green() < 60 && c.blue() < 60) ? 1 : 0;
        }
    EXPECT_GT(red, 20);
}

TEST(FormulaLabelTest, SizeHintGrowsWithFont) {
    FormulaLabel label;
    label.setFormula(kAmdahl);
    label.setFont(fontAt(12));
    const QSize small = label.sizeHint();
    label.setFont(fontAt(24));
    const QSize large = label.sizeHint();
    EXPECT_GT(large.width(), 1.6 * small.width());
    EXPECT_GT(large.height(), 1.6 * small.height());
    EXPECT_EQ(label.minimumSizeHint(), label.sizeHint());
}

TEST(FormulaLabelTest, MultipleLinesStack) {
    FormulaLabel one;
    one.setFont(fontAt(16));
    one.setFormula(QStringLiteral("E = \\frac{S}{N}"));
    FormulaLabel two;
    two.setFont(fontAt(16));
    two.setFormula(QStringLiteral("E = \\frac{S}{N}\n") + kAmdahl);
    EXPECT_GT(two.sizeHint().height(), 2 * one.sizeHint().height());
    EXPECT_EQ(two.plainText(), QStringLiteral("E = S/N\nS(N) = 1/(s + (1\u2212s)/N)"));
    EXPECT_EQ(two.accessibleName(), two.plainText());
}

TEST(FormulaLabelTest, EmptyLabelHasNoSize) {
    FormulaLabel label;
    EXPECT_EQ(label.sizeHint(), QSize(0, 0));
    label.setFormula(QString());
    EXPECT_EQ(label.sizeHint(), QSize(0, 0));
}

TEST(FormulaLabelTest, PaintsWithWindowTextColorAndAlignment) {
    FormulaLabel label;
    label.setFont(fontAt(18));
    QPalette pal = label.palette();
    pal.setColor(QPalette::Window, Qt::white);
    pal.setColor(QPalette::WindowText, Qt::blue);
    label.setPalette(pal);
    label.setAutoFillBackground(true);
    label.setFormula(QStringLiteral("E = \\frac{S}{N}"));
    const QSize hint = label.sizeHint();
    label.resize(hint.width() * 3, hint.height() + 20);

    auto inkColumns = [](const QImage& img, int* minX, int* maxX) {
        int blue = 0;
        *minX = img.width();
        *maxX = -1;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x) {
                const QColor c = img.pixelColor(x, y);
                if (c.blue() > 150 && c.red() < 100 && c.green() < 100) {
                    ++blue;
                    *minX = std::min(*minX, x);
                    *maxX = std::max(*maxX, x);
                }
            }
        return blue;
    };

    int minX = 0, maxX = 0;
    const QImage centred = label.grab().toImage();
    EXPECT_GT(inkColumns(centred, &minX, &maxX), 20);
    EXPECT_GT(minX, label.width() / 4);  // centred: nothing near the left edge

    label.setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    EXPECT_EQ(label.alignment(), Qt::AlignLeft | Qt::AlignVCenter);
    const QImage left = label.grab().toImage();
    EXPECT_GT(inkColumns(left, &minX, &maxX), 20);
    EXPECT_LT(minX, label.width() / 8);
}
