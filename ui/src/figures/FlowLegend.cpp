#include "effsurf/ui/figures/FlowLegend.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>

#include <algorithm>

namespace effsurf::ui {

std::vector<FlowLegend::Entry> FlowLegend::entriesOf(QChart* chart) {
    std::vector<Entry> entries;
    for (QLegendMarker* marker : chart->legend()->markers()) {
        if (!marker->isVisible() || marker->label().isEmpty()) continue;
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
        const double width = std::min(square + metrics.height() * 0.3 + metrics.horizontalAdvance(entry.label), area.width());
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

void FlowLegend::paint(QPainter& painter, const QRectF& area, const std::vector<Entry>& entries, const QFont& font,
                       const QColor& text) {
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
        painter.drawText(QRectF(mark.right() + metrics.height() * 0.3, box.top(), box.right() - mark.right(), box.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, entries[i].label);
    }
    painter.restore();
}

}  // namespace effsurf::ui
