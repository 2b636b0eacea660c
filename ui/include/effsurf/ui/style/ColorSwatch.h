// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QIcon>

namespace effsurf::ui {

/// A small square of a mark's colour, shown before its name in a table:
/// the name stays in the text's colour (a light mark, the lime series or
/// snapshot C's green, would not read as text on a white table).
class ColorSwatch {
public:
    static QIcon icon(const QColor& color, int pixels = 14);
};

}  // namespace effsurf::ui
