// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/ink/InkStroke.h"

#include <QImage>
#include <QWidget>

#include <map>
#include <vector>

class QPainter;

namespace effsurf::ui {

/// What the lecturer draws with in the presentation view: a pen whose ink
/// lies over the surface and the charts, and a spotlight that dims all but
/// a circle under the pointer.
///
/// The layer covers the whole window and shows a still of it underneath
/// (setBackdrop): the 3D view is a native OpenGL window that no widget can
/// be drawn over, so while the layer is up the window's native views are
/// hidden and their picture is part of the still. Ink belongs to a page (a
/// tour step, or "" outside a tour): another page shows its own.
class InkLayer : public QWidget {
    Q_OBJECT
public:
    enum class Tool { None, Pen, Spotlight };

    explicit InkLayer(QWidget* parent);

    void setTool(Tool tool);
    Tool tool() const noexcept { return tool_; }
    /// The window as it is, drawn under the ink.
    void setBackdrop(const QImage& backdrop);
    const QImage& backdrop() const noexcept { return backdrop_; }

    /// Shows page `key`'s ink (kept from the last time it was shown).
    void setPage(const QString& key);
    const QString& page() const noexcept { return page_; }
    /// This page's ink, oldest first.
    const std::vector<InkStroke>& strokes() const;
    /// Erases this page's ink.
    void erase();
    /// Erases every page's ink.
    void eraseAll();

    /// The spotlight's centre in fractions of the layer, and its radius in fractions of the layer's height.
    QPointF spotlightCentre() const noexcept { return spotlightCentre_; }
    double spotlightRadius() const noexcept { return spotlightRadius_; }
    void setSpotlightRadius(double radius);

    /// Paints `strokes` into `area` (a recorded frame, a figure of the window).
    static void paintStrokes(QPainter& painter, const QRectF& area, const std::vector<InkStroke>& strokes);
    /// Dims `area` but for the spotlight's circle.
    static void paintSpotlight(QPainter& painter, const QRectF& area, QPointF centre, double radius);
    /// What the room sees over the window: this page's ink, and the spotlight while it is the tool.
    void paintOver(QPainter& painter, const QRectF& area) const;

    static constexpr double kDimming = 0.7;  ///< how much of the light outside the spotlight is taken
    static constexpr double kSmallestSpotlight = 0.04;
    static constexpr double kLargestSpotlight = 0.45;

signals:
    /// A stroke was finished or ink erased (the page's ink changed).
    void inkChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void tabletEvent(QTabletEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    QPointF fraction(QPointF position) const;
    void beginStroke(QPointF position, double pressure);
    void extendStroke(QPointF position);
    void endStroke();
    void moveSpotlight(QPointF position);

    Tool tool_ = Tool::None;
    QImage backdrop_;
    QString page_;
    std::map<QString, std::vector<InkStroke>> pages_;
    bool drawing_ = false;
    QPointF spotlightCentre_{0.5, 0.5};
    double spotlightRadius_ = 0.14;
};

}  // namespace effsurf::ui
