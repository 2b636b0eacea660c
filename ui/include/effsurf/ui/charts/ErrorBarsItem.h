// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsObject>
#include <QLineF>
#include <QPointF>
#include <QString>

#include <vector>

class QAbstractSeries;
class QChart;

namespace effsurf::ui {

/// What Qt Charts lacks: error bars and free point labels, drawn over a
/// chart's plot area in the value coordinates of one series. A child of the
/// QChart, so exports (PNG, SVG, PDF) carry it like the series themselves;
/// positions are mapped at paint time, so any resize or axis change keeps
/// the bars on their points. A QGraphicsObject so that its connection to
/// the chart ends with it (the overlay deletes and rebuilds these items).
class ErrorBarsItem : public QGraphicsObject {
public:
    ErrorBarsItem(QChart* chart, QAbstractSeries* series, const QColor& color, qreal lineScale);

    /// Vertical bars in value coordinates: (x, y from) to (x, y to).
    void setBars(std::vector<QLineF> bars);
    /// Texts placed right of points (value coordinates), in the item's colour.
    void setLabels(std::vector<std::pair<QPointF, QString>> labels, const QFont& font, const QColor& ink);
    int barCount() const noexcept { return static_cast<int>(bars_.size()); }
    const std::vector<std::pair<QPointF, QString>>& labels() const noexcept { return labels_; }
    /// The labels as last painted, each with its box in the item's (the
    /// chart's scene) coordinates: what the text audit checks for overlaps.
    const std::vector<std::pair<QRectF, QString>>& drawnLabels() const noexcept { return drawn_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    /// The plot area (with room for labels) as last announced to the scene.
    /// boundingRect() returns this copy, never the live plot area: the
    /// scene's index finds an item by the rectangle it was told, so the
    /// rectangle may change only after prepareGeometryChange() (a live
    /// measurement re-ranges the axes many times a second; an item whose
    /// rectangle moved silently stays in the index after it is deleted and
    /// crashes the next paint).
    static QRectF boundsOf(const QChart* chart);
    QRectF bounds_;
    QChart* chart_;
    QAbstractSeries* series_;
    QColor color_;
    qreal lineScale_;
    std::vector<QLineF> bars_;
    std::vector<std::pair<QPointF, QString>> labels_;
    std::vector<std::pair<QRectF, QString>> drawn_;
    QFont font_;
    QColor ink_;
};

}  // namespace effsurf::ui
