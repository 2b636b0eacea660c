// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <utility>
#include <vector>

class QChart;
class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QXYSeries;

namespace effsurf::ui {

/// Text labels for points of a chart (a machine's upgrades on its history,
/// say) that Qt's point labels would stack on top of each other: each label
/// sits centred above its point if it can, else on the first free level
/// above or below it with a thin leader line, always inside the plot area,
/// never over another label. Placed again whenever the plot area changes
/// (a resize, projector fonts), in the chart look's text font and colour.
class PointAnnotations : public QObject {
    Q_OBJECT
public:
    /// Labels drawn on `chart` at `points` (ChartStyle::font sizes).
    explicit PointAnnotations(QChart* chart, int points = 10);
    ~PointAnnotations() override;

    /// Removes every label (the series to avoid stay).
    void clear();
    /// Keeps the labels off the markers of `series` (the current point, say),
    /// `markerSize` px across, wherever its points move.
    void avoid(QXYSeries* series, double markerSize);
    /// A label for the point `value` of `series` (in its axes' units), whose marker is `markerSize` px across.
    void add(QXYSeries* series, QPointF value, const QString& text, double markerSize);
    int count() const noexcept { return int(labels_.size()); }
    QString labelText(int index) const;
    /// Where label `index` is drawn, in the chart's coordinates.
    QRectF labelRect(int index) const;

    /// Places every label for the plot area and look now.
    void place();

private:
    /// Places the labels at the end of this event-loop pass (once, however many points were added).
    void schedulePlacing();

    struct Label {
        QXYSeries* series;
        QPointF value;
        double markerRadius;
        QGraphicsSimpleTextItem* text;
        QGraphicsLineItem* leader;
    };
    QChart* chart_;
    int points_;
    std::vector<Label> labels_;
    std::vector<std::pair<QXYSeries*, double>> avoided_;
    bool placingScheduled_ = false;
};

}  // namespace effsurf::ui
