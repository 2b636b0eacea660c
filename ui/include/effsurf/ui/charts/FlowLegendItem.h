// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/FlowLegend.h"

#include <QGraphicsItem>

namespace effsurf::ui {

/// A chart's legend under its plot, in the chart's scene: FlowLegend's
/// entries wrapped onto as many lines as the width needs. A chart shows it
/// where Qt's legend beside the plot has no room for every entry.
class FlowLegendItem : public QGraphicsItem {
public:
    explicit FlowLegendItem(QGraphicsItem* parent = nullptr);

    void setContent(const std::vector<FlowLegend::Entry>& entries, const QFont& font, const QColor& text);
    /// Where it paints, in its parent's coordinates.
    void setArea(const QRectF& area);
    const std::vector<FlowLegend::Entry>& entries() const noexcept { return entries_; }
    QRectF area() const noexcept { return area_; }

    QRectF boundingRect() const override { return area_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<FlowLegend::Entry> entries_;
    QFont font_;
    QColor text_;
    QRectF area_;
};

}  // namespace effsurf::ui
