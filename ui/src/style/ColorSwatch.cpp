// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/ColorSwatch.h"

#include <QPixmap>

namespace effsurf::ui {

QIcon ColorSwatch::icon(const QColor& color, int pixels) {
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(color);
    return QIcon(pixmap);
}

}  // namespace effsurf::ui
