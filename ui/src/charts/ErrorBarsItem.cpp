// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/ErrorBarsItem.h"

#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

ErrorBarsItem::ErrorBarsItem(QChart* chart, QAbstractSeries* series, const QColor& color, qreal lineScale)
    : QGraphicsObject(chart), chart_(chart), series_(series), color_(color), lineScale_(lineScale) {
    setZValue(5.0);  // above the plot's background and grid, with the series
    bounds_ = boundsOf(chart);
    // `this` as the context: deleting the item disconnects it.
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        prepareGeometryChange();  // with the old rectangle, then the new one
        bounds_ = boundsOf(chart_);
        update();
    });
}

QRectF ErrorBarsItem::boundsOf(const QChart* chart) {
    // The labels may reach a little beyond the plot area (to the right of the last point).
    return chart->plotArea().adjusted(-4.0, -4.0, 120.0, 4.0);
}

void ErrorBarsItem::setBars(std::vector<QLineF> bars) {
    bars_ = std::move(bars);
    update();
}

void ErrorBarsItem::setLabels(std::vector<std::pair<QPointF, QString>> labels, const QFont& font, const QColor& ink) {
    labels_ = std::move(labels);
    font_ = font;
    ink_ = ink;
    update();
}

QRectF ErrorBarsItem::boundingRect() const { return bounds_; }

void ErrorBarsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF plot = chart_->plotArea();
    painter->save();
    painter->setClipRect(plot.adjusted(-1.0, -1.0, 1.0, 1.0));
    QPen pen(color_, 1.3 * lineScale_, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
    painter->setPen(pen);
    const qreal cap = 3.0 * lineScale_;
    for (const QLineF& bar : bars_) {
        const QPointF from = chart_->mapToPosition(bar.p1(), series_);
        const QPointF to = chart_->mapToPosition(bar.p2(), series_);
        if (std::abs(from.y() - to.y()) < 1.0) continue;  // no spread worth a bar
        painter->drawLine(from, to);
        painter->drawLine(QPointF(from.x() - cap, from.y()), QPointF(from.x() + cap, from.y()));
        painter->drawLine(QPointF(to.x() - cap, to.y()), QPointF(to.x() + cap, to.y()));
    }
    painter->restore();
    drawn_.clear();
    if (labels_.empty()) return;
    painter->save();
    painter->setFont(font_);
    painter->setPen(ink_);
    // Labels of close points go to a second row above; one that still
    // collides is left out rather than drawn over another.
    const QFontMetricsF metrics(font_);
    std::vector<std::pair<QPointF, QString>> ordered = labels_;
    std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) { return a.first.x() < b.first.x(); });
    qreal rowEnd[2] = {-1e9, -1e9};
    for (const auto& [at, text] : ordered) {
        const QPointF anchor = chart_->mapToPosition(at, series_) + QPointF(7.0 * lineScale_, -4.0 * lineScale_);
        const qreal width = metrics.horizontalAdvance(text);
        for (int row = 0; row < 2; ++row) {
            if (anchor.x() < rowEnd[row] + 4.0) continue;
            const QPointF baseline = anchor - QPointF(0.0, row * metrics.height());
            painter->drawText(baseline, text);
            drawn_.emplace_back(QRectF(baseline.x(), baseline.y() - metrics.ascent(), width, metrics.ascent() + metrics.descent()), text);
            rowEnd[row] = anchor.x() + width;
            break;
        }
    }
    painter->restore();
}

}  // namespace effsurf::ui
