// SPDX-License-Identifier: MIT
#include "effsurf/ui/surface/GradientLegend.h"

#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

/// Lengths in line heights of the label font (at 10 pt on screen a line is
/// about 16 px: the bar 22 px wide, 10 px from the left edge, as it was drawn
/// in pixels before figures shared it).
constexpr double kLeftMargin = 0.62;
constexpr double kBarWidth = 1.4;
constexpr double kTickLength = 0.32;
constexpr double kLabelGap = 0.5;
constexpr double kRightMargin = 0.4;
/// Compact (a projector's narrow pane): a narrower bar nearer the edge.
constexpr double kCompactLeftMargin = 0.25;
constexpr double kCompactBarWidth = 1.0;

QString ridgeLabel(bool logarithmic, bool compact) {
    return logarithmic || compact ? QStringLiteral("0.5") : GradientLegend::tr("0.5 ridge");
}

}  // namespace

GradientLegend::GradientLegend(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setToolTip(tr("Efficiency E = S / N. The dark band is E = 0.5, the ridge N s = 1."));
}

void GradientLegend::setLogarithmic(bool logarithmic) {
    logarithmic_ = logarithmic;
    update();
}

void GradientLegend::setCompact(bool compact) {
    if (compact == compact_) return;
    compact_ = compact;
    updateGeometry();
    update();
}

void GradientLegend::setLook(const ChartLook& look) {
    look_ = look;
    updateGeometry();
    update();
}

QSize GradientLegend::sizeHint() const {
    // The wider of the two scales: switching the E axis does not move the view.
    const double width = std::max(preferredWidth(false, labelFont(), compact_), preferredWidth(true, labelFont(), compact_));
    return {static_cast<int>(std::ceil(width)), 300};
}

QFont GradientLegend::labelFont() const {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10 * look_.fontScale);
    return font;
}

QList<QPair<double, QString>> GradientLegend::ticks(bool logarithmic) {
    QList<QPair<double, QString>> result;
    if (logarithmic) {
        for (int k = -4; k <= 0; ++k) result.append({std::pow(10.0, k), NumberFormat::powerOfTen(k)});
    } else {
        for (int i = 0; i <= 5; ++i) result.append({i / 5.0, QString::number(i / 5.0, 'f', 1)});
    }
    return result;
}

QRectF GradientLegend::barRect(const QRectF& area, const QFont& font, bool compact) {
    const double line = QFontMetricsF(font).height();
    const double top = area.top() + 0.25 * line + 2 * line;  // under the title
    const double bottom = area.bottom() - line;              // room for the lowest tick's label
    return {area.left() + (compact ? kCompactLeftMargin : kLeftMargin) * line, top, (compact ? kCompactBarWidth : kBarWidth) * line,
            std::max(bottom - top, 1.0)};
}

double GradientLegend::preferredWidth(bool logarithmic, const QFont& font, bool compact) {
    const QFontMetricsF metrics(font);
    double widest = metrics.horizontalAdvance(ridgeLabel(logarithmic, compact));
    for (const auto& tick : ticks(logarithmic)) widest = std::max(widest, metrics.horizontalAdvance(tick.second));
    const double bar = compact ? kCompactLeftMargin + kCompactBarWidth : kLeftMargin + kBarWidth;
    return (bar + kLabelGap + kRightMargin) * metrics.height() + widest;
}

void GradientLegend::paintBar(QPainter& painter, const QRectF& area, bool logarithmic, const QColor& text, const QFont& font,
                              bool compact) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double line = QFontMetricsF(font).height();
    const QRectF bar = barRect(area, font, compact);
    QPen pen(text);
    pen.setWidthF(std::max(1.0, line / 16.0));
    painter.setPen(pen);
    QFont bold = font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRectF(area.left(), area.top() + 0.25 * line, bar.right() - area.left() + (bar.left() - area.left()), 2 * line),
                     Qt::AlignCenter, tr("E"));
    painter.setFont(font);

    // The gradient is the surface's own stops; pixels of the bar take exactly
    // the colour map's colour at their E (the stops include every knot of it).
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    gradient.setStops(EfficiencyColorMap::stops(logarithmic));
    painter.fillRect(bar, gradient);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);

    const auto yOf = [&](double e) { return bar.bottom() - EfficiencyColorMap::position(e, logarithmic) * bar.height(); };
    const double labelLeft = bar.right() + kLabelGap * line;
    const double labelWidth = std::max(area.right() - labelLeft, 1.0);
    for (const auto& [e, label] : ticks(logarithmic)) {
        const double y = yOf(e);
        painter.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + kTickLength * line, y));
        painter.drawText(QRectF(labelLeft, y - line, labelWidth, 2 * line), Qt::AlignVCenter, label);
    }
    const double ridge = yOf(0.5);
    painter.drawText(QRectF(labelLeft, ridge - line, labelWidth, 2 * line), Qt::AlignVCenter, ridgeLabel(logarithmic, compact));
    painter.restore();
}

void GradientLegend::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), look_.background);
    paintBar(painter, QRectF(rect()), logarithmic_, look_.text, labelFont(), compact_);
}

}  // namespace effsurf::ui
