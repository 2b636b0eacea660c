// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/SurfaceVectorFigure.h"
#include "effsurf/ui/surface/SurfaceProjection.h"
#include "effsurf/ui/figures/FigureWriter.h"

#include "effsurf/ui/style/Palette.h"

#include "effsurf/ui/figures/SurfaceMeshPolygons.h"

#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"
#include "effsurf/ui/surface/GradientLegend.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <array>
#include <cmath>

namespace effsurf::ui {
namespace {

/// The window's colours (SurfaceView): the marker, HPL and HPCG runs, the
/// ridge, the walls and their grid, the cloud.
const QColor kMarkerColor(0xff, 0x45, 0x1f);
const QColor kRidgeColor(0x15, 0x15, 0x20);
const QColor kWallColor(0xf3, 0xf3, 0xf6);
const QColor kGridColor(0xc8, 0xc8, 0xd0);
const QColor kEdgeColor(0x90, 0x90, 0x9c);
const QColor kCloudColor(0x70, 0x70, 0x80);
const QColor kTextColor(0x20, 0x20, 0x28);
const QColor kLabelTextColor(0x10, 0x30, 0x60);
/// Labels float over the box (absolute height), rising until they overlap
/// none placed before, as the window places them.
constexpr double kLabelHeight = 1.16;
constexpr int kLabelAttempts = 16;

/// A text to place: its box's centre is pushed from `anchor` along `outward`
/// (a unit screen vector) until the box clears the anchor by `gap`.
struct PlacedText {
    QString text;
    QFont font;
    QPointF anchor;   // unit screen coordinates (before fitting)
    QPointF outward;  // unit vector in pixels
    double gap = 0.0;
    double extraOffset = 0.0;  // pixels beyond the gap (titles beyond their labels)
    double angle = 0.0;        // degrees, as QPainter::rotate turns it (titles run along their axis)
    QColor color = kTextColor;
};

/// The text's own size, before it is turned.
QSizeF upright(const PlacedText& t) {
    const QFontMetricsF metrics(t.font);
    return {metrics.horizontalAdvance(t.text), metrics.height()};
}

/// The box a turned text covers.
QSizeF textSize(const PlacedText& t) {
    const QSizeF size = upright(t);
    const double c = std::abs(std::cos(t.angle * 3.14159265358979 / 180.0));
    const double s = std::abs(std::sin(t.angle * 3.14159265358979 / 180.0));
    return {c * size.width() + s * size.height(), s * size.width() + c * size.height()};
}

/// The angle (QPainter::rotate degrees) of screen direction `d`, kept upright (-90 .. 90].
double uprightAngle(const QPointF& d) {
    double angle = std::atan2(d.y(), d.x()) * 180.0 / 3.14159265358979;
    if (angle > 90.0) angle -= 180.0;
    if (angle <= -90.0) angle += 180.0;
    return angle;
}

/// The box of `t` when its anchor lands on pixel `at`.
QRectF textBox(const PlacedText& t, const QPointF& at) {
    const QSizeF size = textSize(t);
    const double half = std::abs(t.outward.x()) * size.width() / 2.0 + std::abs(t.outward.y()) * size.height() / 2.0;
    const QPointF centre = at + t.outward * (t.gap + t.extraOffset + half);
    return QRectF(centre - QPointF(size.width() / 2.0, size.height() / 2.0), size);
}

QPointF unit(const QPointF& v) {
    const double length = std::hypot(v.x(), v.y());
    return length > 1e-9 ? v / length : QPointF(0.0, 1.0);
}

void drawText(QPainter& painter, const PlacedText& t, const QRectF& box) {
    painter.setFont(t.font);
    painter.setPen(t.color);
    if (t.angle == 0.0) {
        painter.drawText(box, Qt::AlignCenter, t.text);
        return;
    }
    const QSizeF size = upright(t);
    painter.save();
    painter.translate(box.center());
    painter.rotate(t.angle);
    painter.drawText(QRectF(-size.width() / 2.0, -size.height() / 2.0, size.width(), size.height()), Qt::AlignCenter, t.text);
    painter.restore();
}

/// Where each point sits in data coordinates (as SurfaceView::dataPosition).
QVector3D positionOf(const SurfaceProjection& projection, double processors, double serialFraction, double efficiency) {
    return projection.absolute(
        std::clamp(std::log10(processors), SurfaceProjection::kLog10NMin, SurfaceProjection::kLog10NMax), projection.heightOf(efficiency),
        std::clamp(std::log10(std::max(serialFraction, 1e-300)), SurfaceProjection::kLog10SMin, SurfaceProjection::kLog10SMax));
}

/// The marker sits at the baseline s whose transform is the configuration's
/// s' (the mesh is drawn over the FP64 baseline), as in SurfaceView::placeMarker.
double markerBaseline(const core::Scenario& scenario) { return std::clamp(scenario.surfaceSerialFraction(), 1e-12, 1.0); }

/// Everything drawn in the box's unit coordinates, fitted to pixels once the
/// labels' sizes are known: pixel = scale * unit + offset.
struct Fit {
    double scale = 1.0;
    QPointF offset;
    QPointF map(const QPointF& u) const { return u * scale + offset; }
};

class Painting {
public:
    Painting(const core::Scenario& scenario, const SurfaceVectorFigure::Spec& spec)
        : scenario_(scenario),
          spec_(spec),
          p_(spec.projection),
          mesh_(scenario, spec.projection, spec.projection.isTopView() ? 2 * spec.resolution : spec.resolution) {}

    void build(const std::vector<SystemPoint>& placed, const std::vector<SystemPoint>& cloud) {
        buildAxes();
        placed_ = placed;
        cloud_ = cloud;
        collectLabels();
    }

    /// Every axis text's box at fit `f`: tick labels at their anchors, each
    /// title pushed further out until it clears the labels of its axis
    /// (in perspective an axis' labels do not line up with its middle).
    std::vector<QRectF> axisBoxes(const Fit& f) const {
        std::vector<QRectF> boxes;
        std::size_t firstOfAxis = 0;
        for (std::size_t i = 0; i < axisTexts_.size(); ++i) {
            const PlacedText& t = axisTexts_[i];
            QRectF box = textBox(t, f.map(t.anchor));
            // A title clears everything before it; a tick label the other
            // axes' texts (at a shared corner "0.0" of E met "1" of N).
            const bool title = t.font.bold();
            const auto end = title ? boxes.end() : boxes.begin() + std::ptrdiff_t(firstOfAxis);
            for (int step = 0; step < 200; ++step) {
                if (std::none_of(boxes.begin(), end, [&](const QRectF& r) { return r.intersects(box); })) break;
                box.translate(t.outward * 2.0);
            }
            if (title) firstOfAxis = i + 1;
            boxes.push_back(box);
        }
        return boxes;
    }

    /// Whether two tick labels of one axis overlap at fit `f` (then fewer are labelled).
    bool ticksCrowded(const Fit& f) const {
        const std::vector<QRectF> boxes = axisBoxes(f);
        std::size_t first = 0;
        for (std::size_t i = 0; i < axisTexts_.size(); ++i) {
            if (axisTexts_[i].font.bold()) {
                first = i + 1;
                continue;
            }
            for (std::size_t j = first; j < i; ++j)
                if (boxes[i].intersects(boxes[j])) return true;
        }
        return false;
    }

    /// How densely the axes are labelled: 0 every second decade and E every
    /// 0.2, up to 3: every sixth decade and E at 0, 0.5 and 1.
    void setTickLevel(int level) {
        tickLevel_ = level;
        axisTexts_.clear();
        buildAxes();
    }
    int tickLevel() const { return tickLevel_; }

    /// The scale and offset that put the box and its axis texts inside `region`.
    Fit fit(const QRectF& region) const {
        QRectF units;
        for (const QPointF& corner : boxCorners()) units |= QRectF(corner, QSizeF(1e-9, 1e-9));
        // The largest scale at which the box, its texts and the labels fit
        // (bisection: the texts keep their size while the box scales, and
        // labels move as they avoid each other).
        const auto extent = [&](const Fit& at) {
            QRectF all = QRectF(at.map(units.topLeft()), at.map(units.bottomRight()));
            for (const QRectF& box : axisBoxes(at)) all |= box;
            for (const auto& label : labelBoxes(at)) all |= label.first;
            return all;
        };
        Fit f;
        double low = 0.0, high = std::min(region.width() / units.width(), region.height() / units.height());
        for (int iteration = 0; iteration < 24; ++iteration) {
            f.scale = (low + high) / 2.0;
            const QRectF all = extent(f);
            (all.width() <= region.width() && all.height() <= region.height() ? low : high) = f.scale;
        }
        // Labels that cannot all fit (many in a small panel) may leave it:
        // the box keeps half the region rather than vanish.
        f.scale = std::max(low, 0.5 * std::min(region.width() / units.width(), region.height() / units.height()));
        QRectF all = QRectF(f.map(units.topLeft()), f.map(units.bottomRight()));
        for (const QRectF& box : axisBoxes(f)) all |= box;
        for (const auto& label : labelBoxes(f)) all |= label.first;
        f.offset = region.center() - all.center();
        return f;
    }

    void paint(QPainter& painter, const Fit& f, SurfaceVectorFigure::Layout* layout) const {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        paintWalls(painter, f);
        // The mesh, far to near. Each cell's edge in its own colour closes the
        // hairline seams a viewer's antialiasing leaves between neighbours.
        for (const SurfaceMeshPolygons::Triangle& cell : mesh_.triangles()) {
            QPolygonF polygon;
            for (const QPointF& corner : cell.corners) polygon << f.map(corner);
            painter.setPen(QPen(cell.color, 0.35 * f.scale / 100.0 + 0.25, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(cell.color);
            painter.drawPolygon(polygon);
        }
        paintRidge(painter, f);
        paintPoints(painter, f, layout);
        const std::vector<QRectF> boxes = axisBoxes(f);
        for (std::size_t i = 0; i < axisTexts_.size(); ++i) {
            drawText(painter, axisTexts_[i], boxes[i]);
            if (layout) layout->texts.push_back({axisTexts_[i].text, boxes[i]});
        }
        if (layout) layout->polygons = static_cast<int>(mesh_.triangles().size());
        painter.restore();
    }

private:
    QPointF at(double log10N, double height, double log10S) const { return p_.screen(p_.absolute(log10N, height, log10S)); }
    QPointF atAbsolute(double x, double y, double z) const { return p_.screen(QVector3D(float(x), float(y), float(z))); }

    std::vector<QPointF> boxCorners() const {
        std::vector<QPointF> corners;
        for (double x : {-1.0, 1.0})
            for (double y : {-1.0, 1.0})
                for (double z : {-1.0, 1.0}) corners.push_back(atAbsolute(x, p_.isTopView() ? -1.0 : y, z));
        return corners;
    }

    /// An axis title, or in a small figure its symbol (the last word), as
    /// the charts shorten theirs (ChartStyle::keepAxisTitlesWhole).
    QString titleText(const QString& title) const { return compact_ ? title.section(QLatin1Char(' '), -1) : title; }

    /// Tick labels and axis titles, anchored at the box's edges facing the viewer.
    void buildAxes() {
        const QFont tick = spec_.font;
        QFont title = spec_.font;
        title.setBold(true);
        const double gap = QFontMetricsF(tick).height() * 0.35;
        const bool top = p_.isTopView();
        const int decadeStep = std::array<int, 4>{2, 3, 4, 6}[std::size_t(std::clamp(tickLevel_, 0, 3))];
        const bool fewE = tickLevel_ >= 2;
        // The edges nearest the viewer along the ground: N along the near z
        // edge, s along the near x edge; an edge seen end-on keeps no text.
        const double zNear = top ? -1.0 : (p_.nearZ() < 0.0 ? -1.0 : 1.0);
        const double xNear = top ? -1.0 : (p_.nearX() < 0.0 ? -1.0 : 1.0);
        const bool nAxisShown = top || std::abs(p_.nearZ()) > 0.1;
        const bool sAxisShown = top || std::abs(p_.nearX()) > 0.1;
        const auto outwardOf = [&](const QVector3D& edge, const QVector3D& out) { return unit(p_.screen(out) - p_.screen(edge)); };
        double widest = 0.0;
        if (nAxisShown) {
            const QPointF out = outwardOf(QVector3D(0.0f, -1.0f, float(zNear)), QVector3D(0.0f, -1.0f, float(zNear * 1.3)));
            for (int k = int(SurfaceProjection::kLog10NMin); k <= int(SurfaceProjection::kLog10NMax); k += decadeStep) {
                PlacedText t{NumberFormat::powerOfTen(k), tick, atAbsolute(double(p_.absolute(k, p_.heightLow(), 0.0).x()), -1.0, zNear),
                             out, gap};
                widest = std::max(widest, std::abs(out.x()) * textSize(t).width() + std::abs(out.y()) * textSize(t).height());
                axisTexts_.push_back(t);
            }
            PlacedText t{titleText(QStringLiteral("processors N")), title, atAbsolute(0.0, -1.0, zNear), out, gap, widest + gap};
            // Along its axis, as the window draws it; a small figure's symbol across.
            t.angle = top || compact_ ? 0.0 : uprightAngle(atAbsolute(1.0, -1.0, zNear) - atAbsolute(-1.0, -1.0, zNear));
            axisTexts_.push_back(t);
        }
        if (sAxisShown) {
            widest = 0.0;
            const QPointF out = outwardOf(QVector3D(float(xNear), -1.0f, 0.0f), QVector3D(float(xNear * 1.3), -1.0f, 0.0f));
            for (int k = int(SurfaceProjection::kLog10SMin); k <= int(SurfaceProjection::kLog10SMax); k += decadeStep) {
                PlacedText t{NumberFormat::powerOfTen(k), tick, atAbsolute(xNear, -1.0, double(p_.absolute(0.0, p_.heightLow(), k).z())),
                             out, gap};
                widest = std::max(widest, std::abs(out.x()) * textSize(t).width() + std::abs(out.y()) * textSize(t).height());
                axisTexts_.push_back(t);
            }
            PlacedText t{titleText(QStringLiteral("serial fraction s")), title, atAbsolute(xNear, -1.0, 0.0), out, gap, widest + gap};
            t.angle = compact_ ? 0.0 : top ? -90.0 : uprightAngle(atAbsolute(xNear, -1.0, 1.0) - atAbsolute(xNear, -1.0, -1.0));
            axisTexts_.push_back(t);
        }
        if (top) return;
        // E along the vertical edge furthest left on screen, labels to its left.
        QPointF leftmost(1e9, 0.0);
        double edgeX = -1.0, edgeZ = -1.0;
        for (double x : {-1.0, 1.0})
            for (double z : {-1.0, 1.0}) {
                const QPointF s = atAbsolute(x, 0.0, z);
                if (s.x() < leftmost.x()) leftmost = s, edgeX = x, edgeZ = z;
            }
        widest = 0.0;
        const QPointF left(-1.0, 0.0);
        const auto addE = [&](double height, const QString& text) {
            const double y = double(p_.absolute(0.0, height, 0.0).y());
            PlacedText t{text, tick, atAbsolute(edgeX, y, edgeZ), left, gap};
            widest = std::max(widest, textSize(t).width());
            axisTexts_.push_back(t);
        };
        if (p_.logarithmicEfficiency())
            for (int k = int(std::lround(p_.heightLow())); k <= 0; k += fewE ? 2 : 1) addE(k, NumberFormat::powerOfTen(k));
        else
            for (int k = 0; k <= 5; k += fewE ? 5 : 1) addE(k * 0.2, NumberFormat::ticks(k * 0.2, 0.2));
        if (fewE && !p_.logarithmicEfficiency()) addE(0.5, NumberFormat::ticks(0.5, 0.1));
        PlacedText t{titleText(QStringLiteral("efficiency E")), title, atAbsolute(edgeX, 0.0, edgeZ), left, gap, widest + gap};
        t.angle = compact_ ? 0.0 : -90.0;
        axisTexts_.push_back(t);
    }

    void paintWalls(QPainter& painter, const Fit& f) const {
        const auto quad = [&](const std::array<QVector3D, 4>& corners) {
            QPolygonF polygon;
            for (const QVector3D& c : corners) polygon << f.map(p_.screen(c));
            return polygon;
        };
        const auto line = [&](const QVector3D& a, const QVector3D& b) { painter.drawLine(f.map(p_.screen(a)), f.map(p_.screen(b))); };
        const double yTicks = p_.logarithmicEfficiency() ? -p_.heightLow() : 5.0;
        const auto yAt = [&](int k) { return float(-1.0 + 2.0 * k / yTicks); };
        const auto decade = [](int k) { return float(-1.0 + 2.0 * k / 6.0); };  // six 2-decade segments
        const QPen grid(kGridColor, 0.6 * spec_.lineWidth);
        const QPen edge(kEdgeColor, 0.8 * spec_.lineWidth);
        painter.setPen(edge);
        painter.setBrush(kWallColor);
        painter.drawPolygon(quad({QVector3D(-1, -1, -1), QVector3D(1, -1, -1), QVector3D(1, -1, 1), QVector3D(-1, -1, 1)}));
        painter.setPen(grid);
        for (int k = 1; k < 6; ++k) {
            line({decade(k), -1, -1}, {decade(k), -1, 1});
            line({-1, -1, decade(k)}, {1, -1, decade(k)});
        }
        if (p_.isTopView()) return;
        // The back walls: the x wall opposite the camera (none seen edge-on), the z wall behind.
        const float xFar = p_.nearX() < 0.0 ? 1.0f : -1.0f;
        const float zFar = p_.nearZ() < 0.0 ? 1.0f : -1.0f;
        if (std::abs(p_.nearX()) > 0.05) {
            painter.setPen(edge);
            painter.setBrush(kWallColor);
            painter.drawPolygon(quad({QVector3D(xFar, -1, -1), QVector3D(xFar, -1, 1), QVector3D(xFar, 1, 1), QVector3D(xFar, 1, -1)}));
            painter.setPen(grid);
            for (int k = 1; k < 6; ++k) line({xFar, -1, decade(k)}, {xFar, 1, decade(k)});
            for (int k = 1; k < int(yTicks); ++k) line({xFar, yAt(k), -1}, {xFar, yAt(k), 1});
        }
        painter.setPen(edge);
        painter.setBrush(kWallColor);
        painter.drawPolygon(quad({QVector3D(-1, -1, zFar), QVector3D(1, -1, zFar), QVector3D(1, 1, zFar), QVector3D(-1, 1, zFar)}));
        painter.setPen(grid);
        for (int k = 1; k < 6; ++k) line({decade(k), -1, zFar}, {decade(k), 1, zFar});
        for (int k = 1; k < int(yTicks); ++k) line({-1, yAt(k), zFar}, {1, yAt(k), zFar});
    }

    void paintRidge(QPainter& painter, const Fit& f) const {
        if (mesh_.ridge().size() < 2) return;
        QPolygonF line;
        for (const QPointF& point : mesh_.ridge()) line << f.map(point);
        painter.setPen(QPen(kRidgeColor, 2.0 * spec_.lineWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(line);
    }

    struct Label {
        QString text;
        QVector3D point;  // absolute
        QColor color;     // of the point and its leader
        bool marker = false;
    };

    /// The labels to draw: the current point's first, then each placed
    /// point that SystemPoint::labelsToShow keeps, and every snapshot.
    void collectLabels() {
        labels_.clear();
        if (spec_.markerShown) {
            const double e = scenario_.efficiency();
            labels_.push_back({QStringLiteral("E = %1").arg(NumberFormat::scientific(e)),
                               positionOf(p_, scenario_.processors, markerBaseline(scenario_), e), kMarkerColor, true});
        }
        const std::vector<bool> labelled = SystemPoint::labelsToShow(placed_, 1.0);
        for (std::size_t i = 0; i < placed_.size(); ++i) {
            const SystemPoint& point = placed_[i];
            // Every snapshot keeps its letter, however close to another point.
            const bool snapshot = point.label.size() == 1 && point.label.at(0).isUpper();
            if (labelled[i] || snapshot)
                labels_.push_back({point.label, positionOf(p_, point.processors, point.serialFraction, point.efficiency), colorOf(point)});
        }
    }

    static QColor colorOf(const SystemPoint& point) {
        return point.color.isValid() ? point.color : (point.hpcg ? Palette::hpcg() : Palette::hpl());
    }

    QFont labelFont(const Label& label) const {
        QFont own = spec_.font;
        // A small panel of a multi-panel figure: the points' labels a size smaller.
        // (never below 8 pt, the least a journal prints).
        if (compact_) own.setPointSizeF(std::max(own.pointSizeF() * 0.85, std::min(own.pointSizeF(), 8.0)));
        own.setBold(label.marker);
        return own;
    }

    /// Each label over its point at rising heights (beside it in the top
    /// view) until it overlaps no label placed before: its box and the end
    /// of its leader line.
    std::vector<std::pair<QRectF, QPointF>> labelBoxes(const Fit& f) const {
        std::vector<std::pair<QRectF, QPointF>> placed;
        std::vector<QRectF> taken;
        for (const Label& label : labels_) {
            const QFontMetricsF metrics(labelFont(label));
            const QSizeF size(metrics.horizontalAdvance(label.text) + metrics.height() * 0.5, metrics.height() * 1.15);
            const QPointF point = f.map(p_.screen(label.point));
            QRectF box;
            QPointF foot;
            if (p_.isTopView()) {
                for (int attempt = 0; attempt < kLabelAttempts; ++attempt) {
                    const double dy = (attempt / 2 + 1) * size.height() * (attempt % 2 == 0 ? -1.0 : 1.0);
                    box = QRectF(point + QPointF(size.height() * 0.6, dy - size.height() / 2.0), size);
                    foot = QPointF(box.left(), box.center().y());
                    if (std::none_of(taken.begin(), taken.end(), [&](const QRectF& r) { return r.intersects(box); })) break;
                }
            } else {
                // Over the box at the window's label height; where that is
                // taken, the nearest free place up the page or to either
                // side, in pixels (steps in box units would shrink with the
                // box as labels pile up, and a pile would need ever more).
                const QPointF over = f.map(p_.screen(QVector3D(label.point.x(), float(kLabelHeight), label.point.z())));
                double best = 1e300;
                for (int up = 0; up < kLabelAttempts; ++up) {
                    for (const double side : {0.0, -0.55, 0.55}) {
                        const double cost = up + 1.5 * std::abs(side);
                        if (cost >= best) continue;
                        const QPointF at = over - QPointF(-side * size.width(), up * size.height() * 1.1);
                        const QRectF candidate(at - QPointF(size.width() / 2.0, size.height()), size);
                        if (std::any_of(taken.begin(), taken.end(), [&](const QRectF& r) { return r.intersects(candidate); })) continue;
                        best = cost;
                        box = candidate;
                        foot = QPointF(std::clamp(point.x(), candidate.left(), candidate.right()), candidate.bottom());
                    }
                }
            }
            taken.push_back(box);
            placed.push_back({box, foot});
        }
        return placed;
    }

    void paintPoints(QPainter& painter, const Fit& f, SurfaceVectorFigure::Layout* layout) const {
        const double radius = 2.6 * spec_.lineWidth + 0.4;
        painter.setPen(Qt::NoPen);
        painter.setBrush(kCloudColor);
        for (const SystemPoint& point : cloud_)
            painter.drawEllipse(f.map(p_.screen(positionOf(p_, point.processors, point.serialFraction, point.efficiency))), 0.55 * radius,
                                0.55 * radius);
        for (const SystemPoint& point : placed_) {
            const QVector3D position = positionOf(p_, point.processors, point.serialFraction, point.efficiency);
            if (point.hpcg && point.pair >= 0) {  // dots from the HPL run to the HPCG run of the same machine
                const SystemPoint& other = placed_[std::size_t(point.pair)];
                const QPointF from = f.map(p_.screen(positionOf(p_, other.processors, other.serialFraction, other.efficiency)));
                painter.setPen(QPen(QColor(0x40, 0x40, 0x50), 1.2 * spec_.lineWidth, Qt::DotLine));
                painter.drawLine(from, f.map(p_.screen(position)));
            }
            painter.setPen(QPen(Qt::white, 0.6 * spec_.lineWidth));
            painter.setBrush(colorOf(point));
            painter.drawEllipse(f.map(p_.screen(position)), radius, radius);
        }
        if (spec_.markerShown && !labels_.empty()) {
            painter.setPen(QPen(Qt::white, 0.8 * spec_.lineWidth));
            painter.setBrush(kMarkerColor);
            painter.drawEllipse(f.map(p_.screen(labels_.front().point)), 1.6 * radius, 1.6 * radius);
        }
        const auto boxes = labelBoxes(f);
        // Every leader line first: a label's box covers the lines that pass behind it.
        for (std::size_t i = 0; i < labels_.size(); ++i) {
            painter.setPen(QPen(labels_[i].color, 1.0 * spec_.lineWidth));
            painter.drawLine(f.map(p_.screen(labels_[i].point)), boxes[i].second);
        }
        for (std::size_t i = 0; i < labels_.size(); ++i) {
            const Label& label = labels_[i];
            const QRectF& box = boxes[i].first;
            painter.setPen(QPen(label.marker ? kMarkerColor : QColor(0xb0, 0xb0, 0xc0), 0.6 * spec_.lineWidth));
            painter.setBrush(QColor(255, 255, 255, 225));
            painter.drawRoundedRect(box, 2.0, 2.0);
            painter.setFont(labelFont(label));
            painter.setPen(label.marker ? kTextColor : kLabelTextColor);
            painter.drawText(box, Qt::AlignCenter, label.text);
            if (layout) layout->texts.push_back({label.text, box});
        }
    }

    std::vector<Label> labels_;
    bool compact_ = false;
    int tickLevel_ = 0;

public:
    void setCompact(bool compact) { compact_ = compact; }

private:
    const core::Scenario& scenario_;
    const SurfaceVectorFigure::Spec& spec_;
    SurfaceProjection p_;
    SurfaceMeshPolygons mesh_;
    std::vector<PlacedText> axisTexts_;
    std::vector<SystemPoint> placed_, cloud_;
};

}  // namespace

void SurfaceVectorFigure::paint(QPainter& painter, const QRectF& area, const core::Scenario& scenario,
                                const std::vector<SystemPoint>& placed, const std::vector<SystemPoint>& cloud, const Spec& spec,
                                Layout* layout) {
    const QFontMetricsF metrics(spec.font);
    const double margin = metrics.height() * 0.5;
    const double gap = metrics.height() * 0.5;
    QFont titleFont = spec.font;
    titleFont.setBold(true);
    titleFont.setPointSizeF(spec.font.pointSizeF() * 1.15);  // as the charts' titles
    QFont captionFont = spec.font;
    captionFont.setPointSizeF(std::max(spec.font.pointSizeF() * 0.9, std::min(spec.font.pointSizeF(), 8.0)));
    const QRectF inner = area.adjusted(margin, margin, -margin, -margin);
    const auto heightOf = [&](const QFont& font, const QString& text) {
        if (text.isEmpty()) return 0.0;
        return QFontMetricsF(font).boundingRect(QRectF(0, 0, inner.width(), 1e6), Qt::TextWordWrap | Qt::AlignHCenter, text).height();
    };
    const double titleHeight = heightOf(titleFont, spec.title);
    const double captionHeight = heightOf(captionFont, spec.caption);
    const bool logarithmic = spec.projection.logarithmicEfficiency();
    const double barWidth = spec.colorBar ? GradientLegend::preferredWidth(logarithmic, spec.font) : 0.0;
    QRectF plot = inner.adjusted(0, titleHeight > 0 ? titleHeight + gap : 0, spec.colorBar ? -(barWidth + gap) : 0,
                                 captionHeight > 0 ? -(captionHeight + gap) : 0);
    if (plot.width() < 16 || plot.height() < 16) plot = inner;

    Painting painting(scenario, spec);
    const bool compact = plot.width() < 30.0 * metrics.height();
    painting.setCompact(compact);
    painting.build(placed, cloud);
    // Fewer tick labels until those of each axis stand apart.
    if (compact) painting.setTickLevel(2);
    Fit fit = painting.fit(plot);
    while (painting.tickLevel() < 3 && painting.ticksCrowded(fit)) {
        painting.setTickLevel(painting.tickLevel() + 1);
        fit = painting.fit(plot);
    }
    Layout parts;
    parts.plot = plot;
    painting.paint(painter, fit, &parts);

    painter.save();
    if (spec.colorBar) {
        const QRectF barArea(plot.right() + gap, plot.top() + 0.1 * plot.height(), barWidth, 0.8 * plot.height());
        GradientLegend::paintBar(painter, barArea, logarithmic, kTextColor, spec.font);
        parts.colorBar = GradientLegend::barRect(barArea, spec.font);
    }
    if (titleHeight > 0) {
        parts.title = QRectF(inner.left(), inner.top(), inner.width(), titleHeight);
        painter.setFont(titleFont);
        painter.setPen(kTextColor);
        painter.drawText(parts.title, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, spec.title);
        parts.texts.push_back({spec.title, parts.title});
    }
    if (captionHeight > 0) {
        parts.caption = QRectF(inner.left(), inner.bottom() - captionHeight, inner.width(), captionHeight);
        painter.setFont(captionFont);
        painter.setPen(FigureWriter::captionColor());
        painter.drawText(parts.caption, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, spec.caption);
        parts.texts.push_back({spec.caption, parts.caption});
    }
    painter.restore();
    if (layout) *layout = parts;
}

}  // namespace effsurf::ui
