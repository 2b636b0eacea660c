// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/PointAnnotations.h"

#include "effsurf/ui/style/ChartStyle.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QTimer>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>

namespace effsurf::ui {

namespace {
/// Levels tried above and below a point before a label gives up and overlaps.
constexpr int kLevels = 14;
/// Space between a label and its point, and between stacked labels.
constexpr double kGap = 3.0;
}  // namespace

PointAnnotations::PointAnnotations(QChart* chart, int points) : QObject(chart), chart_(chart), points_(points) {
    // After the pass that moved the plot: while plotAreaChanged is emitted the
    // series' geometry is not updated yet and mapToPosition answers for the old plot.
    connect(chart, &QChart::plotAreaChanged, this, &PointAnnotations::schedulePlacing);
}

PointAnnotations::~PointAnnotations() = default;

void PointAnnotations::clear() {
    for (const Label& label : labels_) {
        delete label.text;
        delete label.leader;
    }
    labels_.clear();
}

void PointAnnotations::add(QXYSeries* series, QPointF value, const QString& text, double markerSize) {
    auto* item = new QGraphicsSimpleTextItem(text, chart_);
    auto* leader = new QGraphicsLineItem(chart_);
    // Over the series, which the chart draws at z 0 upwards.
    item->setZValue(20);
    leader->setZValue(19);
    labels_.push_back({series, value, markerSize / 2.0, item, leader});
    // The axes may still change their range (a chart fitting them to its data), which moves the points.
    for (QAbstractAxis* axis : series->attachedAxes())
        if (auto* valued = qobject_cast<QValueAxis*>(axis))
            connect(valued, &QValueAxis::rangeChanged, this, &PointAnnotations::schedulePlacing, Qt::UniqueConnection);
    schedulePlacing();
}

void PointAnnotations::schedulePlacing() {
    if (placingScheduled_) return;
    placingScheduled_ = true;
    QTimer::singleShot(0, this, [this] {
        placingScheduled_ = false;
        place();
    });
}

void PointAnnotations::avoid(QXYSeries* series, double markerSize) {
    avoided_.emplace_back(series, markerSize);
    connect(series, &QXYSeries::pointsReplaced, this, &PointAnnotations::schedulePlacing);
    connect(series, &QXYSeries::pointAdded, this, &PointAnnotations::schedulePlacing);
    connect(series, &QObject::destroyed, this, [this, series] {
        avoided_.erase(std::remove_if(avoided_.begin(), avoided_.end(), [series](const auto& a) { return a.first == series; }),
                       avoided_.end());
    });
}

QString PointAnnotations::labelText(int index) const { return labels_.at(std::size_t(index)).text->text(); }

QRectF PointAnnotations::labelRect(int index) const {
    const Label& label = labels_.at(std::size_t(index));
    return QRectF(label.text->pos(), label.text->boundingRect().size());
}

void PointAnnotations::place() {
    const QRectF plot = chart_->plotArea();
    if (plot.isEmpty()) return;
    const QFont font = ChartStyle::font(points_);
    const QFontMetricsF metrics(font);
    const QColor color = ChartStyle::look().text;
    std::vector<QRectF> placed;
    if (labels_.empty()) return;
    // The markers to keep clear of count as placed already; so do the labelled points' own.
    for (const auto& [series, size] : avoided_)
        for (const QPointF& value : series->points()) {
            const QPointF at = chart_->mapToPosition(value, series);
            placed.emplace_back(at - QPointF(size / 2.0, size / 2.0), QSizeF(size, size));
        }
    for (const Label& label : labels_) {
        const QPointF at = chart_->mapToPosition(label.value, label.series);
        placed.emplace_back(at - QPointF(label.markerRadius, label.markerRadius), QSizeF(2 * label.markerRadius, 2 * label.markerRadius));
    }
    // Left to right, so that neighbours make way for each other in reading order.
    std::vector<std::size_t> order(labels_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) { return labels_[a].value.x() < labels_[b].value.x(); });
    for (std::size_t index : order) {
        Label& label = labels_[index];
        label.text->setFont(font);
        label.text->setBrush(color);
        const QPointF at = chart_->mapToPosition(label.value, label.series);
        const QSizeF size(metrics.horizontalAdvance(label.text->text()), metrics.height());
        const double left =
            std::clamp(at.x() - size.width() / 2.0, plot.left() + 1.0, std::max(plot.left() + 1.0, plot.right() - size.width() - 1.0));
        QRectF chosen;
        for (int attempt = 0; attempt < 2 * kLevels && chosen.isNull(); ++attempt) {
            const int level = attempt / 2;
            const bool above = attempt % 2 == 0;
            const double top = above ? at.y() - label.markerRadius - kGap - size.height() - level * (size.height() + kGap)
                                     : at.y() + label.markerRadius + kGap + level * (size.height() + kGap);
            const QRectF box(QPointF(left, top), size);
            if (!plot.contains(box)) continue;
            // A little air between neighbours: labels that touch read as one.
            const QRectF spaced = box.adjusted(-4.0, -1.0, 4.0, 1.0);
            if (std::any_of(placed.begin(), placed.end(), [&](const QRectF& other) { return other.intersects(spaced); })) continue;
            chosen = box;
        }
        // Nowhere free: above the point, inside the plot (the overlap is the data's, dense as it is).
        if (chosen.isNull())
            chosen = QRectF(
                QPointF(left, std::clamp(at.y() - label.markerRadius - kGap - size.height(), plot.top(), plot.bottom() - size.height())),
                size);
        placed.push_back(chosen);
        label.text->setPos(chosen.topLeft());
        // A leader line where the label had to move away from its point.
        const bool adjacent = std::abs(chosen.bottom() - (at.y() - label.markerRadius - kGap)) < 0.5 ||
                              std::abs(chosen.top() - (at.y() + label.markerRadius + kGap)) < 0.5;
        label.leader->setVisible(!adjacent);
        if (!adjacent) {
            const double edge = chosen.center().y() < at.y() ? chosen.bottom() : chosen.top();
            label.leader->setLine(at.x(), at.y(), std::clamp(at.x(), chosen.left(), chosen.right()), edge);
            label.leader->setPen(QPen(color, 1.0 * ChartStyle::look().lineScale));
        }
    }
}

}  // namespace effsurf::ui
