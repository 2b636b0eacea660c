// SPDX-License-Identifier: MIT
#pragma once

#include "FormulaNode.h"

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QSizeF>

class QPainter;

namespace effsurf::ui {

/// Lays out and paints a Formula's parse tree with QPainter for a font: TeX's
/// boxes (width, ascent, descent, italic correction), a reduced inter-atom
/// spacing table, stacked fractions, scripts and radicals, sized for reading
/// from the back of a lecture hall.
class FormulaLayout {
public:
    /// The laid-out size with a small margin (italic overhangs, antialiasing).
    static QSizeF size(const Formula::Node& root, const QFont& font);
    /// From the top of size() to the top-level row's baseline.
    static qreal baseline(const Formula::Node& root, const QFont& font);
    /// Paints the formula in a box of size(root, font) at `topLeft`.
    static void paint(const Formula::Node& root, QPainter& painter, const QPointF& topLeft, const QFont& font, const QColor& color);
};

}  // namespace effsurf::ui
