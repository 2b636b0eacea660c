#include "effsurf/ui/style/Palette.h"

#include <algorithm>

namespace effsurf::ui {

const std::array<QColor, 6>& Palette::series() {
    // Rose, olive, pink, light cyan, sand, wine: none is a snapshot's, a
    // system's or the ink (the old first series was the HPL blue's twin).
    static const std::array<QColor, 6> colors{QColor(0xEE, 0x66, 0x77), QColor(0x99, 0x99, 0x33), QColor(0xCC, 0x79, 0xA7),
                                              QColor(0x88, 0xCC, 0xEE), QColor(0xDD, 0xCC, 0x77), QColor(0xAA, 0x33, 0x77)};
    return colors;
}

const std::array<QColor, 4>& Palette::snapshots() {
    // Red, sky blue, green, vermillion: A is no longer the ink of "current",
    // C no longer a series' green.
    static const std::array<QColor, 4> colors{QColor(0xCC, 0x33, 0x11), QColor(0x56, 0xB4, 0xE9), QColor(0x11, 0x77, 0x33),
                                              QColor(0xD5, 0x5E, 0x00)};
    return colors;
}

QColor Palette::seriesColor(int index) { return series()[std::size_t(((index % 6) + 6) % 6)]; }

QColor Palette::snapshotColor(const std::string& label) {
    const int index = label.empty() ? 0 : std::clamp(label[0] - 'A', 0, 3);
    return snapshots()[std::size_t(index)];
}

QColor Palette::hpl() { return {0x00, 0x72, 0xB2}; }
QColor Palette::hpcg() { return {0xE6, 0x9F, 0x00}; }
QColor Palette::trajectory() { return {0x00, 0x9E, 0x73}; }

}  // namespace effsurf::ui
