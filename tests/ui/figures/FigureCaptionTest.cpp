// SPDX-License-Identifier: MIT
// Captions: every parameter of the law shown, in the app's number format
// (never "1e-07"), broken into lines that fit the figure; and the figures
// lay out around them with no text cut or overlapping the plot's.

#include "FigureScenarios.h"

#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/surface/SurfaceProjection.h"

#include <QDomDocument>
#include <QFile>
#include <QFontMetricsF>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace effsurf;
using Caption = ui::FigureCaption;

namespace {

void expectContains(const QString& text, const QStringList& pieces) {
    for (const QString& piece : pieces)
        EXPECT_TRUE(text.contains(piece)) << "'" << piece.toStdString() << "' not in: " << text.toStdString();
}

/// No C-style exponent ("1e-07", "2.5e+10") anywhere.
void expectAppNumbers(const QString& text) {
    EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("\\de[-+]?\\d")))) << text.toStdString();
}

TEST(FigureCaption, ClosedFormLawsNameSNAndThePrecisionWithItsK) {
    const QString amdahl = Caption::text(test::amdahlFigureScenario());
    EXPECT_EQ(amdahl, QStringLiteral("Amdahl: s = 2.5\u00D710\u207B\u2076 (\u03B1 = 0.9999975), N = 123,456, FP16 (k = 3.5)"));
    expectContains(Caption::text(test::gustafsonFigureScenario()),
                   {QStringLiteral("Gustafson: "), QStringLiteral("s = 0.01 (\u03B1 = 0.99)"), QStringLiteral("N = 10\u2079"),
                    QStringLiteral("FP32 (k = 2)")});
    const QString sunNi = Caption::text(test::sunNiFigureScenario());
    expectContains(sunNi, {QStringLiteral("Sun\u2013Ni: "), QStringLiteral("\u03B3 = 0.75"), QStringLiteral("s = 10\u207B\u2075"),
                           QStringLiteral("N = 5\u00d710\u2074"), QStringLiteral("BF16 (k = 4)")});
    for (const auto& [name, scenario] : test::figureScenarios()) expectAppNumbers(Caption::text(scenario));
}

TEST(FigureCaption, TimelineNamesEachContributionAndItsGrowthButNoS) {
    const QString text = Caption::text(test::timelineFigureScenario());
    expectContains(text, {QStringLiteral("Timeline model: "), QStringLiteral("software 2.5\u00D710\u207B\u2078 (constant)"),
                          QStringLiteral("operating system 10\u207B\u2079 (\u221D 1 + log\u2082 N)"),
                          QStringLiteral("communication 3.3\u00D710\u207B\u2078 (\u221D N^1/3)"),
                          QStringLiteral("synchronization 7\u00D710\u207B\u2079 (\u221D N^0.25)"), QStringLiteral("N = 2,414,592"),
                          QStringLiteral("FP16 (k = 5.5)")});
    EXPECT_FALSE(text.contains(QStringLiteral("s = "))) << "s is no input of the timeline model: " << text.toStdString();
}

TEST(FigureCaption, TrainingNamesTheAcceleratorTheModelAndTheNetwork) {
    const QString text = Caption::text(test::trainingFigureScenario());
    expectContains(text, {QStringLiteral("Data-parallel training: "), QStringLiteral("NVIDIA V100, BF16 (k = 4.5) at 37% utilization"),
                          QStringLiteral("P = 1.75\u00D710\u00B9\u00B9"), QStringLiteral("F = 3.2\u00D710\u00B9\u2078 FLOP/step"),
                          QStringLiteral("\u03BB = 2.5\u00D710\u207B\u2076 s"), QStringLiteral("B = 4.5\u00D710\u00B9\u2070 B/s"),
                          QStringLiteral("T_seq = 0.012 s"), QStringLiteral("tree all-reduce"), QStringLiteral("weak scaling"),
                          QStringLiteral("\u03C9 = 35%"), QStringLiteral("N = 4096")});
    EXPECT_FALSE(text.contains(QStringLiteral("s = "))) << text.toStdString();
    // A datatype the datasheet has: its peak sets the throughput, k plays no part and is not shown.
    core::Scenario h100 = test::trainingFigureScenario();
    h100.accelerator = "h100";
    h100.precision = core::Precision::FP8;
    expectContains(Caption::text(h100), {QStringLiteral("NVIDIA H100 SXM, FP8 at 37% utilization")});
    EXPECT_FALSE(Caption::text(h100).contains(QStringLiteral("k = "))) << Caption::text(h100).toStdString();
}

TEST(FigureCaption, NumbersAreExactWhereShortAndNeverLoseACount) {
    EXPECT_EQ(Caption::number(1e-7), QStringLiteral("10\u207B\u2077"));
    EXPECT_EQ(Caption::number(1.4547e-7), QStringLiteral("1.4547\u00D710\u207B\u2077"));  // 3 digits would round it
    EXPECT_EQ(Caption::number(2414592.0), QStringLiteral("2,414,592"));
    EXPECT_EQ(Caption::number(1e6), QStringLiteral("10\u2076"));
    EXPECT_EQ(Caption::number(0.5), QStringLiteral("0.5"));
    EXPECT_EQ(Caption::number(0.0), QStringLiteral("0"));
    EXPECT_EQ(Caption::number(22122.1629107), QStringLiteral("2.21222\u00D710\u2074"));  // a sweep's N: 6 digits at most
    EXPECT_EQ(Caption::number(12433.0), QStringLiteral("12,433"));                       // a count keeps its digits
}

TEST(FigureCaption, LongCaptionsBreakBetweenPartsAndFitTheWidth) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSize(8);
    const double width = ui::FigureExporter::kWidthInches * 96.0 - 16.0;
    const QFontMetricsF metrics(font);
    for (const auto& [name, scenario] : test::figureScenarios()) {
        const QStringList lines = Caption::lines(scenario, font, width);
        for (const QString& line : lines) EXPECT_LE(metrics.horizontalAdvance(line), width) << name << ": " << line.toStdString();
        // Nothing elided: the lines are the caption, broken after its commas.
        EXPECT_EQ(lines.join(QLatin1Char(' ')), Caption::text(scenario)) << name;
        EXPECT_FALSE(lines.join(QString()).contains(QChar(0x2026))) << name;
    }
    EXPECT_EQ(Caption::lines(test::amdahlFigureScenario(), font, width).size(), 1);
    EXPECT_GE(Caption::lines(test::trainingFigureScenario(), font, width).size(), 2);
    EXPECT_GE(Caption::lines(test::timelineFigureScenario(), font, width).size(), 2);
}

/// The SVG's texts with their position in the figure (each sits in a <g> translated by its matrix).
struct PlacedText {
    QString text;
    QString fill;
    double x, y, top;  ///< baseline position; top of its group (where the caption's block starts)
};

std::vector<PlacedText> placedTexts(const QByteArray& svg) {
    QDomDocument document;
    if (!document.setContent(svg)) return {};
    std::vector<PlacedText> texts;
    const QDomNodeList nodes = document.elementsByTagName(QStringLiteral("text"));
    for (int i = 0; i < nodes.size(); ++i) {
        const QDomElement text = nodes.at(i).toElement();
        const QString transform = text.parentNode().toElement().attribute(QStringLiteral("transform"));
        const auto m = QRegularExpression(QStringLiteral("matrix\\(([^)]*)\\)")).match(transform);
        const QStringList values = m.hasMatch() ? m.captured(1).split(QLatin1Char(',')) : QStringList();
        const double tx = values.size() == 6 ? values[4].toDouble() : 0.0;
        const double ty = values.size() == 6 ? values[5].toDouble() : 0.0;
        texts.push_back({text.text(), text.attribute(QStringLiteral("fill")), tx + text.attribute(QStringLiteral("x")).toDouble(),
                         ty + text.attribute(QStringLiteral("y")).toDouble(), ty});
    }
    return texts;
}

TEST(FigureCaption, EveryChartLaysOutAroundItsCaptionWithNothingCut) {
    QTemporaryDir dir;
    const double height = ui::FigureExporter::kHeightInches * 96.0;
    for (const auto& [name, scenario] : test::figureScenarios()) {
        for (const QString& figure :
             {QStringLiteral("speedup"), QStringLiteral("efficiency"), QStringLiteral("performance"), QStringLiteral("plane")}) {
            const std::string where = name + " " + figure.toStdString();
            ui::FigureExporter::Options options;
            options.format = ui::FigureExporter::Format::Svg;
            const QString path = dir.filePath(QString::fromStdString(name) + QLatin1Char('-') + figure + QStringLiteral(".svg"));
            QString error;
            ASSERT_TRUE(ui::FigureExporter::exportChart(figure, scenario, path, options, &error)) << error.toStdString();
            QFile file(path);
            ASSERT_TRUE(file.open(QIODevice::ReadOnly));
            const auto texts = placedTexts(file.readAll());
            ASSERT_FALSE(texts.empty()) << where;
            QString caption;
            double captionTop = height;
            double lowestOther = 0.0;
            for (const auto& t : texts) {
                if (t.fill == QLatin1String("#404050")) {
                    caption += t.text;
                    captionTop = std::min(captionTop, t.top);
                    EXPECT_GE(t.x, 0.0) << where;
                    EXPECT_LT(t.y, height - 2.0) << where << ": caption below the page";
                } else {
                    lowestOther = std::max(lowestOther, t.y);
                }
            }
            // All of the caption is there, as text, and the plot's texts (the axis title) end above it.
            caption.remove(QLatin1Char(' '));
            EXPECT_EQ(caption, Caption::text(scenario).remove(QLatin1Char(' '))) << where;
            EXPECT_LT(lowestOther + 3.0, captionTop) << where << ": the plot's text (its descent too) runs into the caption";
            EXPECT_GT(captionTop, height * 0.8) << where << ": the caption took the plot's room";
        }
    }
    // The PNG of the longest caption: its last line is inside the picture.
    ui::FigureExporter::Options png;
    const QString path = dir.filePath(QStringLiteral("training.png"));
    QString error;
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("speedup"), test::trainingFigureScenario(), path, png, &error));
    const QImage image(path);
    int inkInLastRows = 0;
    for (int y = image.height() - 3; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) inkInLastRows += image.pixelColor(x, y).lightness() < 200;
    EXPECT_EQ(inkInLastRows, 0) << "text cut at the bottom edge";
}

TEST(FigureCaption, ChartsOfMeasurementsAndTheTop500SayWhatTheyShowNotTheLaw) {
    // The roofline of the TOP500 was captioned "Amdahl: s = 10^-7, N = 10^6"
    // (issue 44): each such chart says what it shows, in its file and its SVG.
    QTemporaryDir dir;
    const core::Scenario scenario;  // Amdahl, no measured series
    const QString law = Caption::text(scenario);
    struct Expected {
        const char* figure;
        const char* says;
    };
    for (const Expected& e : {Expected{"roofline", "TOP500's first three systems"}, Expected{"history", "in the TOP500 list editions"},
                              Expected{"karp-flatt", "No measured series"}, Expected{"fit-residuals", "No measured series"}}) {
        ui::FigureExporter::Options options;
        options.format = ui::FigureExporter::Format::Svg;
        const QString path = dir.filePath(QString::fromLatin1(e.figure) + QStringLiteral(".svg"));
        QString error;
        ASSERT_TRUE(ui::FigureExporter::exportChart(QString::fromLatin1(e.figure), scenario, path, options, &error)) << error.toStdString();
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        QString caption;
        for (const auto& placed : placedTexts(file.readAll()))
            if (placed.fill == QLatin1String("#404050")) caption += placed.text + QLatin1Char(' ');
        EXPECT_TRUE(caption.simplified().contains(QString::fromLatin1(e.says))) << e.figure << ": " << caption.toStdString();
        EXPECT_FALSE(caption.contains(QStringLiteral("Amdahl:"))) << e.figure << ": " << caption.toStdString();
    }
    // A multi-panel figure: each panel's own words with its letter, the law's where a panel draws it.
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Svg;
    const QString path = dir.filePath(QStringLiteral("panels.svg"));
    QString error;
    ASSERT_TRUE(ui::FigureExporter::exportPanels({QStringLiteral("speedup"), QStringLiteral("roofline")}, 1, 2, scenario,
                                                 ui::SurfaceProjection::preset(2, false), path, options, &error))
        << error.toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QString all;
    for (const auto& placed : placedTexts(file.readAll())) all += placed.text + QLatin1Char(' ');
    all = all.simplified();
    EXPECT_TRUE(all.contains(QStringLiteral("(b) Gain G = N E"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("Amdahl:"))) << "panel (a) draws the law: " << all.toStdString();
}

}  // namespace
