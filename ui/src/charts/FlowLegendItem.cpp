// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/FlowLegendItem.h"

#include <QPainter>

namespace effsurf::ui {

FlowLegendItem::FlowLegendItem(QGraphicsItem* parent) : QGraphicsItem(parent) { setZValue(5.0); }

void FlowLegendItem::setContent(const std::vector<FlowLegend::Entry>& entries, const QFont& font, const QColor& text) {
    const bool same = font == font_ && text == text_ && entries.size() == entries_.size() &&
                      std::equal(entries.begin(), entries.end(), entries_.begin(),
                                 [](const auto& a, const auto& b) { return a.label == b.label && a.color == b.color; });
    if (same) return;
    entries_ = entries;
    font_ = font;
    text_ = text;
    update();
}

void FlowLegendItem::setArea(const QRectF& area) {
    if (area == area_) return;
    prepareGeometryChange();
    area_ = area;
}

void FlowLegendItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    FlowLegend::paint(*painter, area_, entries_, font_, text_);
}

}  // namespace effsurf::ui
