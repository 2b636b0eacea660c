// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/style/ChartLook.h"

#include <QList>
#include <QPair>
#include <QWidget>

class QPainter;

namespace effsurf::ui {

/// The colour bar beside the 3D surface: the efficiency colour map with tick
/// labels, linear (0 .. 1) or logarithmic (10⁻⁴ .. 1), and the E = 0.5 ridge
/// marked. The window shows it as this widget; figures paint the same bar
/// with paintBar(), so both have the same ticks and colours.
class GradientLegend : public QWidget {
    Q_OBJECT
public:
    explicit GradientLegend(QWidget* parent = nullptr);
    void setLogarithmic(bool logarithmic);
    bool isLogarithmic() const noexcept { return logarithmic_; }
    /// Text colour, background and font scale (the 3D view's look).
    void setLook(const ChartLook& look);
    /// Compact: the ridge's tick reads "0.5" without the word "ridge" (its
    /// tooltip says it), which gives a projector's narrow 3D pane the width.
    void setCompact(bool compact);
    QSize sizeHint() const override;

    /// The labelled ticks: (E, label), from the bottom of the bar up.
    static QList<QPair<double, QString>> ticks(bool logarithmic);
    /// Paints title, bar, ticks and the ridge's label into `area` (the
    /// background is the caller's). Every length follows the line height of
    /// `font`, so a figure's bar is the window's, scaled with its font.
    static void paintBar(QPainter& painter, const QRectF& area, bool logarithmic, const QColor& text, const QFont& font,
                         bool compact = false);
    /// Where paintBar() puts the bar itself inside `area` (0 .. 1 of E from its bottom to its top).
    static QRectF barRect(const QRectF& area, const QFont& font, bool compact = false);
    /// The width paintBar() needs for its labels in `font`.
    static double preferredWidth(bool logarithmic, const QFont& font, bool compact = false);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QFont labelFont() const;

    bool logarithmic_ = false;
    bool compact_ = false;
    ChartLook look_ = ChartLook::light();
};

}  // namespace effsurf::ui
