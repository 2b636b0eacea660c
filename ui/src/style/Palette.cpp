// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/Palette.h"

#include <algorithm>

namespace effsurf::ui {

QColor Palette::line(Line which) {
    switch (which) {
        case Line::Blue: return {0x00, 0x72, 0xB2};
        case Line::SkyBlue: return {0x56, 0xB4, 0xE9};
        case Line::Green: return {0x00, 0x9E, 0x73};
        case Line::Orange: return {0xE6, 0x9F, 0x00};
        case Line::Vermillion: return {0xD5, 0x5E, 0x00};
        case Line::Purple: return {0xCC, 0x79, 0xA7};
        case Line::Grey: break;
    }
    return {0x80, 0x80, 0x80};
}

const std::array<QColor, 6>& Palette::series() {
    // Magenta, olive, lavender, brown, lime, pink: one after another as far
    // apart as the first two.
    static const std::array<QColor, 6> colors{QColor(0xCF, 0x1C, 0x90), QColor(0x8F, 0x8F, 0x24), QColor(0x82, 0x70, 0xDB),
                                              QColor(0x8F, 0x59, 0x24), QColor(0x8C, 0xD1, 0x47), QColor(0xF5, 0x3D, 0xF5)};
    return colors;
}

const std::array<QColor, 4>& Palette::snapshots() {
    // Crimson, royal blue, green, violet: none a line's colour.
    static const std::array<QColor, 4> colors{QColor(0xB8, 0x2E, 0x45), QColor(0x3D, 0x5C, 0xF5), QColor(0x0B, 0xDA, 0x73),
                                              QColor(0x95, 0x0B, 0xDA)};
    return colors;
}

QColor Palette::seriesColor(int index) { return series()[std::size_t(((index % 6) + 6) % 6)]; }

QColor Palette::snapshotColor(const std::string& label) {
    const int index = label.empty() ? 0 : std::clamp(label[0] - 'A', 0, 3);
    return snapshots()[std::size_t(index)];
}

QColor Palette::hpl() { return line(Line::Blue); }
QColor Palette::hpcg() { return line(Line::Orange); }
QColor Palette::trajectory() { return line(Line::Green); }

}  // namespace effsurf::ui
