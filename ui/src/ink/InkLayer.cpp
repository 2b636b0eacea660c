// SPDX-License-Identifier: MIT
#include "effsurf/ui/ink/InkLayer.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTabletEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

namespace {
/// A red that reads on the surface's yellow and purple alike; a white rim keeps it on the dark theme's charts.
const QColor kInk(0xe0, 0x10, 0x3a);
const QColor kRim(255, 255, 255, 220);
constexpr double kRimWidth = 1.8;  ///< the rim's width over the line's
const std::vector<InkStroke> kNoStrokes;
}  // namespace

InkLayer::InkLayer(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("inkLayer"));
    setAccessibleName(tr("Ink and spotlight"));
    setAccessibleDescription(tr("Draw with the mouse, a finger or a pen. P: pen, L: spotlight, E: erase the ink, Esc: put them away."));
    // The focus stays where it was (a field, the tour): the lecture keys reach the window as before.
    setFocusPolicy(Qt::NoFocus);
    setMouseTracking(true);  // the spotlight follows the pointer without a button
    setAttribute(Qt::WA_OpaquePaintEvent);
    hide();
}

void InkLayer::setTool(Tool tool) {
    if (tool == tool_) return;
    if (drawing_) endStroke();
    tool_ = tool;
    setCursor(tool == Tool::Spotlight ? Qt::BlankCursor : Qt::CrossCursor);
    if (tool == Tool::Spotlight) {
        const QPoint pointer = mapFromGlobal(QCursor::pos());
        if (rect().contains(pointer)) spotlightCentre_ = fraction(pointer);
    }
    update();
}

void InkLayer::setBackdrop(const QImage& backdrop) {
    backdrop_ = backdrop;
    update();
}

void InkLayer::setPage(const QString& key) {
    if (key == page_) return;
    if (drawing_) endStroke();
    page_ = key;
    update();
}

const std::vector<InkStroke>& InkLayer::strokes() const {
    const auto found = pages_.find(page_);
    return found == pages_.end() ? kNoStrokes : found->second;
}

void InkLayer::erase() {
    drawing_ = false;
    if (pages_.erase(page_) == 0) return;
    update();
    emit inkChanged();
}

void InkLayer::eraseAll() {
    drawing_ = false;
    if (pages_.empty()) return;
    pages_.clear();
    update();
    emit inkChanged();
}

void InkLayer::setSpotlightRadius(double radius) {
    spotlightRadius_ = std::clamp(radius, kSmallestSpotlight, kLargestSpotlight);
    update();
}

void InkLayer::paintStrokes(QPainter& painter, const QRectF& area, const std::vector<InkStroke>& strokes) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const InkStroke& stroke : strokes) {
        if (stroke.points.empty()) continue;
        QPainterPath path;
        const auto at = [&](QPointF f) { return QPointF(area.left() + f.x() * area.width(), area.top() + f.y() * area.height()); };
        path.moveTo(at(stroke.points.front()));
        for (std::size_t i = 1; i < stroke.points.size(); ++i) path.lineTo(at(stroke.points[i]));
        // A dot where the pen only touched: a line of zero length draws nothing with some painters.
        if (stroke.points.size() == 1) path.lineTo(at(stroke.points.front()) + QPointF(0.01, 0.0));
        const double width = std::max(1.0, stroke.width * area.height());
        for (const auto& [colour, scale] : {std::pair{kRim, kRimWidth}, std::pair{stroke.color, 1.0}}) {
            painter.setPen(QPen(colour, width * scale, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.drawPath(path);
        }
    }
    painter.restore();
}

void InkLayer::paintSpotlight(QPainter& painter, const QRectF& area, QPointF centre, double radius) {
    QPainterPath dimmed;
    dimmed.addRect(area);
    const double r = radius * area.height();
    dimmed.addEllipse(QPointF(area.left() + centre.x() * area.width(), area.top() + centre.y() * area.height()), r, r);
    dimmed.setFillRule(Qt::OddEvenFill);  // the circle is a hole in the rectangle
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillPath(dimmed, QColor(0, 0, 0, int(std::lround(255 * kDimming))));
    painter.restore();
}

void InkLayer::paintOver(QPainter& painter, const QRectF& area) const {
    paintStrokes(painter, area, strokes());
    if (tool_ == Tool::Spotlight) paintSpotlight(painter, area, spotlightCentre_, spotlightRadius_);
}

void InkLayer::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    if (backdrop_.isNull()) painter.fillRect(rect(), palette().window());
    else painter.drawImage(QRectF(rect()), backdrop_);
    paintOver(painter, QRectF(rect()));
}

QPointF InkLayer::fraction(QPointF position) const { return {position.x() / std::max(1, width()), position.y() / std::max(1, height())}; }

void InkLayer::beginStroke(QPointF position, double pressure) {
    InkStroke stroke;
    stroke.color = kInk;
    // A tablet's pressure makes the line up to half again as wide, or half as wide at a light touch.
    stroke.width *= std::clamp(0.5 + pressure, 0.5, 1.5);
    stroke.points.push_back(fraction(position));
    pages_[page_].push_back(std::move(stroke));
    drawing_ = true;
    update();
}

void InkLayer::extendStroke(QPointF position) {
    auto& page = pages_[page_];
    if (!drawing_ || page.empty()) return;
    const QPointF next = fraction(position);
    if (page.back().points.back() == next) return;
    page.back().points.push_back(next);
    update();
}

void InkLayer::endStroke() {
    if (!drawing_) return;
    drawing_ = false;
    emit inkChanged();
}

void InkLayer::moveSpotlight(QPointF position) {
    spotlightCentre_ = fraction(position);
    update();
}

void InkLayer::mousePressEvent(QMouseEvent* event) {
    if (tool_ == Tool::Pen && event->button() == Qt::LeftButton) beginStroke(event->position(), 0.5);
    else if (tool_ == Tool::Spotlight) moveSpotlight(event->position());
    event->accept();
}

void InkLayer::mouseMoveEvent(QMouseEvent* event) {
    if (tool_ == Tool::Pen && (event->buttons() & Qt::LeftButton)) extendStroke(event->position());
    else if (tool_ == Tool::Spotlight) moveSpotlight(event->position());
    event->accept();
}

void InkLayer::mouseReleaseEvent(QMouseEvent* event) {
    if (tool_ == Tool::Pen && event->button() == Qt::LeftButton) {
        extendStroke(event->position());
        endStroke();
    }
    event->accept();
}

void InkLayer::tabletEvent(QTabletEvent* event) {
    // A pen tablet or a pen display: the pressure sets the line's width. Accepted, so no mouse event follows.
    if (tool_ != Tool::Pen) {
        event->ignore();  // the mouse event Qt makes of it moves the spotlight
        return;
    }
    switch (event->type()) {
        case QEvent::TabletPress: beginStroke(event->position(), event->pressure()); break;
        case QEvent::TabletMove: extendStroke(event->position()); break;
        case QEvent::TabletRelease:
            extendStroke(event->position());
            endStroke();
            break;
        default: break;
    }
    event->accept();
}

void InkLayer::wheelEvent(QWheelEvent* event) {
    // The wheel widens or narrows the spotlight, a tenth a notch.
    if (tool_ != Tool::Spotlight) return;
    const double notches = event->angleDelta().y() / 120.0;
    setSpotlightRadius(spotlightRadius_ * std::pow(1.1, notches));
    event->accept();
}

}  // namespace effsurf::ui
