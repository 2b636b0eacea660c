// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/ChartLook.h"

namespace effsurf::ui {

ChartLook ChartLook::light() {
    ChartLook look;
    look.background = QColor(0xff, 0xff, 0xff);
    look.text = QColor(0x20, 0x20, 0x30);
    look.grid = QColor(0xd8, 0xd8, 0xe0);
    look.axisLine = QColor(0x60, 0x60, 0x70);
    look.ink = QColor(0x20, 0x20, 0x30);
    return look;
}

ChartLook ChartLook::darkLook() {
    ChartLook look;
    look.background = QColor(0x1e, 0x1f, 0x24);
    look.text = QColor(0xe6, 0xe6, 0xec);
    look.grid = QColor(0x3c, 0x3e, 0x48);
    look.axisLine = QColor(0xa0, 0xa0, 0xb0);
    look.ink = QColor(0xe6, 0xe6, 0xec);
    look.dark = true;
    return look;
}

ChartLook ChartLook::highContrast() const {
    ChartLook look = *this;
    look.background = dark ? QColor(Qt::black) : QColor(Qt::white);
    look.text = dark ? QColor(Qt::white) : QColor(Qt::black);
    look.ink = look.text;
    look.axisLine = look.text;
    // Still lighter than the data: the grid guides, it must not compete.
    look.grid = dark ? QColor(0x60, 0x60, 0x60) : QColor(0xa8, 0xa8, 0xa8);
    look.lineScale = 1.5;
    return look;
}

ChartLook ChartLook::withFontScale(double scale) const {
    ChartLook look = *this;
    look.fontScale = scale;
    return look;
}

}  // namespace effsurf::ui
