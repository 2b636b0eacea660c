// SPDX-License-Identifier: MIT
// Issue 44 point 7: "s_eff" was printed with an underscore in chart titles,
// axis titles and legends, on the projector and in journal figures. Unicode
// has no subscript "f", so the charts set it as rich text (SymbolMarkup).

#include "UiTestSupport.h"

#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/charts/FlowLegend.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/charts/MachineHistoryChart.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/SymbolMarkup.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QXYSeries>

#include <gtest/gtest.h>

using namespace effsurf;
using ui::SymbolMarkup;

namespace {

/// Whether `item` shows a subscript run reading `text` (Qt's ChartTitle,
/// axis titles and legend labels are QGraphicsTextItems).
bool hasSubscript(const QGraphicsTextItem& item, const QString& text) {
    for (QTextBlock block = item.document()->begin(); block.isValid(); block = block.next())
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QTextFragment part = fragment.fragment();
            if (part.charFormat().verticalAlignment() == QTextCharFormat::AlignSubScript && part.text() == text) return true;
        }
    return false;
}

/// The chart's visible text items that read `plainText` (an "s" and its subscript read "seff").
std::vector<const QGraphicsTextItem*> textsReading(ui::ComparisonChart& chart, const QString& plainText) {
    std::vector<const QGraphicsTextItem*> found;
    for (QGraphicsItem* item : chart.scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            text && text->isVisible() && text->toPlainText().contains(plainText))
            found.push_back(text);
    return found;
}

/// The bounding box of the pixels that differ from white.
QRect inkOf(const QImage& image) {
    QRect ink;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) != qRgb(255, 255, 255)) ink |= QRect(x, y, 1, 1);
    return ink;
}

}  // namespace

TEST(SymbolMarkup, SetsEachSymbolWithItsSubscriptAndEverythingElseAsTyped) {
    EXPECT_EQ(SymbolMarkup::rich(QStringLiteral("Amdahl 1/s_eff(N)")), QStringLiteral("Amdahl 1/s<sub>eff</sub>(N)"));
    EXPECT_EQ(SymbolMarkup::rich(QStringLiteral("S_max at R_peak")), QStringLiteral("S<sub>max</sub> at R<sub>peak</sub>"));
    // Whole words only: a series called "runs_eff", an id "s_eff-HPL", "s_effective".
    for (const char* kept : {"runs_eff", "s_eff-HPL", "s_effective", "cluster_run"})
        EXPECT_EQ(SymbolMarkup::rich(QString::fromUtf8(kept)), QString::fromUtf8(kept)) << kept;
    // A name is shown as typed, never as markup.
    EXPECT_EQ(SymbolMarkup::rich(QStringLiteral("<b>a & b</b>")), QStringLiteral("&lt;b&gt;a &amp; b&lt;/b&gt;"));
    for (const char* text : {"Karp\u2013Flatt s_eff per point", "<img src=x> & s_eff", "best s_eff HPL", "N \u2264 10\u00B9\u00B2"})
        EXPECT_EQ(SymbolMarkup::plain(SymbolMarkup::rich(QString::fromUtf8(text))), QString::fromUtf8(text)) << text;
    EXPECT_TRUE(SymbolMarkup::hasSymbol(QStringLiteral("s_eff HPCG")));
    EXPECT_FALSE(SymbolMarkup::hasSymbol(QStringLiteral("strong_scaling")));
}

TEST(SymbolTypesetting, TheKarpFlattChartSetsSeffWithItsSubscriptInTitleAxisAndLegend) {
    core::Scenario scenario;
    auto data = test::amdahlSpeedupSeries(0.01, {1, 2, 4, 8, 16, 32});
    data->name = "run";
    scenario.series = {{"run", data, std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)), true, 0}};
    ui::KarpFlattChart chart;
    chart.resize(900, 600);
    chart.show();
    chart.render(scenario, 1);
    ASSERT_TRUE(test::settleLayouts(chart));

    // Nothing on the chart reads "s_eff" with its underscore.
    for (QGraphicsItem* item : chart.scene()->items()) {
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item); text && text->isVisible()) {
            EXPECT_FALSE(text->toPlainText().contains(QStringLiteral("s_eff"))) << text->toPlainText().toStdString();
        }
    }
    // The title and the y axis' title each set "eff" as a subscript.
    const auto title = textsReading(chart, QStringLiteral("Karp\u2013Flatt seff per point"));
    ASSERT_EQ(title.size(), 1u);
    EXPECT_TRUE(hasSubscript(*title.front(), QStringLiteral("eff")));
    const auto axis = textsReading(chart, QStringLiteral("seff"));
    EXPECT_GE(axis.size(), 2u);  // title and axis title
    for (const QGraphicsTextItem* text : axis) EXPECT_TRUE(hasSubscript(*text, QStringLiteral("eff"))) << text->toPlainText().toStdString();
}

TEST(SymbolTypesetting, ANameAUserTypedIsShownAsTypedNeverAsMarkup) {
    // Issue 46: a series named like this showed a broken image (and a live link on the page).
    const std::string hostile = "<img src=\"x\"><a href=\"https://example.org\">solutions</a> & <b>bold</b><br>";
    core::Scenario scenario;
    auto data = test::amdahlSpeedupSeries(0.01, {1, 2, 4, 8, 16, 32});
    data->name = hostile;
    scenario.series = {{"runs", data, std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)), true, 0}};
    ui::KarpFlattChart chart;
    chart.resize(900, 600);
    chart.show();
    chart.render(scenario, 1);
    ASSERT_TRUE(test::settleLayouts(chart));
    const QString name = QString::fromStdString(hostile);
    bool shown = false;
    for (QGraphicsItem* item : chart.scene()->items()) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (!text || !text->isVisible()) continue;
        // No text item holds an image or a link: the markup is text (and the name reads as typed below).
        const QString html = text->toHtml();
        EXPECT_FALSE(html.contains(QStringLiteral("<img"))) << html.toStdString();
        EXPECT_FALSE(html.contains(QStringLiteral("<a href"))) << html.toStdString();
        // (Qt elides a long label: its beginning reads as typed.)
        shown = shown || text->toPlainText().startsWith(name.left(40));
    }
    EXPECT_TRUE(shown) << "the legend does not read the name as typed";
    // The series keeps its name as typed (what exports and the page read).
    EXPECT_NE(chart.seriesNamed(name), nullptr);
}

TEST(SymbolTypesetting, LegendsSetSeffWithItsSubscriptAndKeepTheSeriesPlainName) {
    ui::MachineHistoryChart chart;
    chart.resize(1000, 640);
    chart.show();
    chart.render(core::Scenario{}, 1);
    ASSERT_TRUE(test::settleLayouts(chart));
    // The series keeps its plain name: the CSV's column, what tests and the page look up.
    ASSERT_NE(chart.seriesNamed(QStringLiteral("s_eff HPL")), nullptr);
    // Qt's legend shows it typeset.
    const auto labels = textsReading(chart, QStringLiteral("seff HPL"));
    ASSERT_FALSE(labels.empty());
    EXPECT_TRUE(hasSubscript(*labels.front(), QStringLiteral("eff")));
    // A series renamed away from a symbol shows its new plain name, not the old label.
    QAbstractSeries* hpl = chart.seriesNamed(QStringLiteral("s_eff HPL"));
    hpl->setName(QStringLiteral("HPL line"));
    ui::ChartStyle::typesetLegend(chart.chart());
    ASSERT_TRUE(test::settleLayouts(chart));
    EXPECT_FALSE(textsReading(chart, QStringLiteral("HPL line")).empty());
    EXPECT_TRUE(textsReading(chart, QStringLiteral("seff HPL")).empty());
}

TEST(SymbolTypesetting, TheLegendBelowAFigureDrawsATypesetLabelOnThePlainLabelsLine) {
    // FlowLegend (under a narrow figure's plot) draws a typeset label where a
    // plain one of the same letters goes, inside the box it measured.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(24);
    const QRectF area(0, 0, 400, 60);
    const auto inkFor = [&](const QString& label) {
        QImage image(400, 60, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        // The colour square left out (white on white): only the label's ink is measured.
        ui::FlowLegend::paint(painter, area, {{label, Qt::white}}, font, Qt::black);
        painter.end();
        return inkOf(image);
    };
    const QRect plain = inkFor(QStringLiteral("s HPL"));
    const QRect typeset = inkFor(SymbolMarkup::rich(QStringLiteral("s_eff HPL")));
    const QRectF box = ui::FlowLegend::boxes(area, {{SymbolMarkup::rich(QStringLiteral("s_eff HPL")), Qt::white}}, font).front();
    ASSERT_FALSE(plain.isEmpty());
    ASSERT_FALSE(typeset.isEmpty());
    // Same line: the letters' tops agree; the subscript reaches lower, not higher.
    EXPECT_NEAR(typeset.top(), plain.top(), 2);
    EXPECT_GE(typeset.bottom(), plain.bottom());
    // Wider than "s HPL" (it has "eff"), and within its measured box.
    EXPECT_GT(typeset.width(), plain.width());
    EXPECT_LE(typeset.right(), box.right());
    EXPECT_LE(typeset.bottom(), box.bottom() + 4);
}

TEST(SymbolTypesetting, ATourStepsNarrationSetsSeffWithItsSubscriptOnTheProjector) {
    // Tour 3 step 2 says "s_eff = 2.09×10⁻⁶" beside the formula that typesets it.
    auto window = test::makeShownWindow();
    ui::TourPlayer* player = window->tourPlayer();
    player->setAnimated(false);
    std::shared_ptr<const core::Tour> pizDaint;
    for (const auto& tour : ui::BuiltinTours::all())
        if (tour->id == "piz-daint") pizDaint = tour;
    ASSERT_NE(pizDaint, nullptr);
    player->start(pizDaint, 1);
    ASSERT_TRUE(test::settle(*window));
    const QLabel* text = window->tourPanel()->textLabel();
    ASSERT_EQ(text->textFormat(), Qt::RichText);
    EXPECT_TRUE(text->text().contains(QStringLiteral("s<sub>eff</sub> = 2.09\u00d710\u207b\u2076"))) << text->text().toStdString();
    // Read back as the label shows it: the subscript, no underscore.
    QTextDocument shown;
    shown.setHtml(text->text());
    EXPECT_FALSE(shown.toPlainText().contains(QStringLiteral("s_eff"))) << shown.toPlainText().toStdString();
    player->stop();
}
