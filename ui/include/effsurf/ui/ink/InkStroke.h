// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPointF>

#include <vector>

namespace effsurf::ui {

/// One line drawn with the pen, in fractions of the layer it was drawn on
/// (0..1 across, 0..1 down), so that it stays where it was put when the
/// window is resized or recorded at another size.
struct InkStroke {
    std::vector<QPointF> points;
    double width = 0.006;  ///< in fractions of the layer's height (6 px on a 1080-line projector)
    QColor color;
};

}  // namespace effsurf::ui
