// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/FlowLegend.h"

#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/SymbolMarkup.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QTextDocument>

#include <algorithm>

namespace effsurf::ui {

std::vector<FlowLegend::Entry> FlowLegend::entriesOf(QChart* chart) {
    std::vector<Entry> entries;
    for (QLegendMarker* marker : chart->legend()->markers()) {
        // What the chart means to show, whether or not Qt's legend found room for it.
        if (!ChartStyle::isLegendEntry(marker->series()) || marker->label().isEmpty()) continue;
        // A line series' marker has its line's colour as pen and no fill.
        const QColor color = marker->brush().style() != Qt::NoBrush ? marker->brush().color() : marker->pen().color();
        entries.push_back({marker->label(), color});
    }
    return entries;
}

std::vector<QRectF> FlowLegend::boxes(const QRectF& area, const std::vector<Entry>& entries, const QFont& font) {
    const QFontMetricsF metrics(font);
    const double line = metrics.height() * 1.2;
    const double square = metrics.height() * 0.7;
    const double spacing = metrics.height() * 0.9;
    std::vector<QRectF> placed;
    double x = area.left(), y = area.top();
    for (const Entry& entry : entries) {
        // Measured plain: a typeset "s_eff" (its subscript smaller) is never wider.
        const double width =
            std::min(square + metrics.height() * 0.3 + metrics.horizontalAdvance(SymbolMarkup::plain(entry.label)), area.width());
        if (x > area.left() && x + width > area.right()) {
            x = area.left();
            y += line;
        }
        placed.emplace_back(x, y, width, line);
        x += width + spacing;
    }
    return placed;
}

double FlowLegend::height(const std::vector<Entry>& entries, const QFont& font, double width) {
    if (entries.empty()) return 0.0;
    const auto placed = boxes(QRectF(0, 0, width, 1e6), entries, font);
    return placed.back().bottom();
}

void FlowLegend::paintRich(QPainter& painter, const QRectF& box, const QString& markup, const QFont& font, const QColor& text) {
    // As Qt's legend shows the same label (rich text): "s_eff" with its subscript.
    QTextDocument document;
    document.setDocumentMargin(0.0);
    document.setDefaultFont(font);
    document.setHtml(markup);
    // Its first line's baseline where drawText() puts a plain label's.
    const QFontMetricsF metrics(font);
    const double top = box.center().y() - metrics.height() / 2.0;
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, text);
    context.clip = QRectF(0.0, 0.0, box.width(), box.height() + metrics.descent());
    painter.save();
    painter.translate(box.left(), top);
    painter.setClipRect(context.clip, Qt::IntersectClip);
    document.documentLayout()->draw(&painter, context);
    painter.restore();
}

void FlowLegend::paint(QPainter& painter, const QRectF& area, const std::vector<Entry>& entries, const QFont& font, const QColor& text) {
    const QFontMetricsF metrics(font);
    const double square = metrics.height() * 0.7;
    const auto placed = boxes(area, entries, font);
    painter.save();
    painter.setFont(font);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const QRectF& box = placed[i];
        const QRectF mark(box.left(), box.center().y() - square / 2.0, square, square);
        painter.setPen(QPen(text, 0.5));
        painter.setBrush(entries[i].color);
        painter.drawRect(mark);
        painter.setPen(text);
        const QRectF label(mark.right() + metrics.height() * 0.3, box.top(), box.right() - mark.right(), box.height());
        if (SymbolMarkup::isMarkup(entries[i].label)) paintRich(painter, label, entries[i].label, font, text);
        else painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, entries[i].label);
    }
    painter.restore();
}

bool FlowLegend::qtLegendClipped(QChart* chart) {
    QLegend* legend = chart->legend();
    for (QLegendMarker* marker : legend->markers())
        if (ChartStyle::isLegendEntry(marker->series()) && !marker->label().isEmpty() && !marker->isVisible()) return true;
    // The legend clips its items to its own box, itself inside the chart's margins.
    const double bottom = std::min(legend->sceneBoundingRect().bottom(),
                                   chart->mapToScene(QPointF(0.0, chart->size().height() - chart->margins().bottom())).y());
    const QList<QGraphicsItem*> items = legend->childItems();
    std::vector<QGraphicsItem*> pending(items.begin(), items.end());
    while (!pending.empty()) {
        QGraphicsItem* item = pending.back();
        pending.pop_back();
        if (!item->isVisible()) continue;
        const bool drawn = dynamic_cast<QGraphicsRectItem*>(item) || dynamic_cast<QGraphicsTextItem*>(item) ||
                           dynamic_cast<QGraphicsSimpleTextItem*>(item);
        if (drawn && item->sceneBoundingRect().bottom() > bottom + 1.0) return true;
        for (QGraphicsItem* child : item->childItems()) pending.push_back(child);
    }
    return false;
}

}  // namespace effsurf::ui
