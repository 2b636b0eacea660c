// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/ChartFigureLayout.h"

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/style/ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

/// The caption's font: small, and the same wherever the figure is drawn
/// (8 pt for the window's look, the style's text size otherwise).
QFont ChartFigureLayout::captionFont(const FigureStyle& style) {
    QFont font(style.fontFamily);
    font.setPointSizeF(style.restylesText() ? style.fontPoints : 8.0);
    font.setStyleStrategy(QFont::PreferNoShaping);  // searchable as typed: no "ﬃ" ligature glyphs
    return font;
}

/// The look charts are built in for `style`: light, its fonts and line widths.
ChartLook ChartFigureLayout::lookFor(const FigureStyle& style) {
    ChartLook look = ChartLook::light().withFontScale(style.fontScale());
    look.lineScale = style.lineScale;
    look.fontFamily = style.fontFamily;
    return look;
}

/// A journal's style sets every text of the chart from one size (ticks and
/// legend at it, titles a little larger), where the window's look spreads
/// them from 9 to 13 pt: within a single column's 8-10 pt.
void ChartFigureLayout::applyStyleFonts(QChart* chart, const FigureStyle& style) {
    if (!style.restylesText()) return;
    const auto font = [&](double factor, bool bold) {
        QFont f(style.fontFamily);
        f.setStyleStrategy(QFont::PreferNoShaping);
        f.setPointSizeF(style.fontPoints * factor);
        f.setBold(bold);
        return f;
    };
    chart->setTitleFont(font(1.15, true));
    ChartStyle::setLegendFont(chart, font(1.0, false));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font(1.0, false));
        axis->setTitleFont(font(1.0, true));
    }
}

/// Whether a legend of `entries` belongs under the plot at `size`: its
/// widest entry would take more than 30 % of the width at the right, or its
/// rows more than the plot's height (Qt then elides labels or drops entries).
bool ChartFigureLayout::legendGoesBelow(QChart* chart, const std::vector<FlowLegend::Entry>& entries, const QSizeF& size,
                                        double captionHeight) {
    QLegend* legend = chart->legend();
    if (entries.empty() || !legend->isVisible() || legend->alignment() != Qt::AlignRight) return false;
    const QFontMetricsF metrics(legend->font());
    double widest = 0.0;
    for (const auto& entry : entries) widest = std::max(widest, metrics.horizontalAdvance(entry.label));
    const double width = widest + 2.5 * metrics.height() + 16.0;
    const double title = chart->title().isEmpty() ? 0.0 : QFontMetricsF(chart->titleFont()).height() * 1.5;
    const double height = double(entries.size()) * (metrics.height() + 8.0);
    return width > 0.3 * size.width() || height > 0.8 * (size.height() - captionHeight - title - 40.0);
}

/// Lays the chart out at `size` (logical units), light theme, with the
/// caption under the plot on as many lines as the parameters need, and the
/// legend under the plot where it would not fit at the right (`below` set).
/// Where caption and legend would leave the plot less than 75 % of the
/// height, the figure grows taller (its width is the journal's column):
/// returns the size laid out.
QSizeF ChartFigureLayout::prepare(ComparisonChart& chart, const core::Scenario& scenario, const FigureExporter::Options& options,
                                  QSizeF size, LegendBelow* below) {
    constexpr double kCaptionInset = 8.0;
    constexpr double kPlotShare = 0.75;
    const QFont caption = captionFont(options.style);
    QStringList lines;
    double captionHeight = 0.0;
    chart.setLegendMayMoveBelow(false);  // placed here, for the figure's size and style
    applyStyleFonts(chart.chart(), options.style);
    if (options.caption) {
        // What the chart shows (measurements, the TOP500), else the law's parameters.
        const QString own = chart.figureCaption(scenario);
        lines = own.isEmpty() ? FigureCaption::lines(scenario, caption, size.width() - 2 * kCaptionInset)
                              : FigureCaption::wrapped(own, caption, size.width() - 2 * kCaptionInset);
        captionHeight = static_cast<double>(lines.size()) * QFontMetricsF(caption).lineSpacing();
    }
    if (options.transparent && options.format == FigureExporter::Format::Png) {
        chart.chart()->setBackgroundBrush(Qt::transparent);
        chart.chart()->setBackgroundVisible(false);
    }
    chart.setInteractive(false);  // antialiasing on, every sample
    double legendHeight = 0.0;
    if (below && chart.chart()->legend()->isVisible()) {
        // Laid out large first, Qt's legend shows every entry it has (at
        // the figure's size it hides those that do not fit).
        chart.resize(1600, 1000);
        chart.chart()->setGeometry(QRectF(0, 0, 1600, 1000));
        if (auto* layout = chart.chart()->layout()) layout->activate();
        auto entries = FlowLegend::entriesOf(chart.chart());
        // The legend under the plot, wrapped, where it would not fit whole at the right.
        if (legendGoesBelow(chart.chart(), entries, size, captionHeight)) {
            below->entries = std::move(entries);
            // The style's text size (Qt's legend may have shrunk its own to fit).
            below->font = QFont(options.style.fontFamily);
            below->font.setStyleStrategy(QFont::PreferNoShaping);
            below->font.setPointSizeF(options.style.restylesText() ? options.style.fontPoints : 9.0);
            legendHeight = FlowLegend::height(below->entries, below->font, size.width() - 2 * kCaptionInset) + 6.0;
            chart.chart()->legend()->hide();
        }
    }
    const double under = captionHeight + legendHeight + (options.caption ? 5.0 : 0.0);
    // (An exact pixel size asked for is kept: the plot then gives the room.)
    if (!options.pixelSize.isValid() || options.format != FigureExporter::Format::Png)
        size.setHeight(std::max(size.height(), std::ceil(kPlotShare * size.height() + under)));
    if (under > 0.0) {  // room under the plot, before the layout runs
        QMargins margins = chart.chart()->margins();
        margins.setBottom(margins.bottom() + static_cast<int>(std::ceil(under)));
        chart.chart()->setMargins(margins);
    }
    if (below && legendHeight > 0.0)
        below->area =
            QRectF(kCaptionInset, size.height() - captionHeight - 4.0 - legendHeight, size.width() - 2 * kCaptionInset, legendHeight - 6.0);
    chart.resize(size.toSize());
    chart.chart()->setGeometry(QRectF(QPointF(0, 0), size));
    chart.scene()->setSceneRect(QRectF(QPointF(0, 0), size));
    if (auto* layout = chart.chart()->layout()) layout->activate();
    // The title fitted to this size (perhaps on two lines), laid out again,
    // then what is placed over the final layout (point labels).
    chart.settle();
    if (auto* layout = chart.chart()->layout()) layout->activate();
    chart.settle();
    if (options.caption) {
        auto* text = chart.scene()->addSimpleText(lines.join(QLatin1Char('\n')));
        text->setFont(caption);
        text->setBrush(QColor(0x40, 0x40, 0x50));
        text->setPos(kCaptionInset, size.height() - captionHeight - 4.0);
        text->setZValue(10.0);
    }
    return size;
}

QStringList ChartFigureLayout::cutTexts(QChart* chart) {
    QStringList cut;
    if (!chart->scene()) return cut;
    for (QGraphicsItem* item : chart->scene()->items()) {
        if (!item->isVisible()) continue;
        QString text;
        if (const auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item)) text = simple->text();
        else if (const auto* rich = dynamic_cast<QGraphicsTextItem*>(item)) text = rich->toPlainText();
        // Qt Charts elides with three dots; QFontMetrics with the ellipsis character.
        if (text.contains(QStringLiteral("...")) || text.contains(QChar(0x2026))) cut << text.simplified();
    }
    cut.removeDuplicates();
    return cut;
}

}  // namespace effsurf::ui
