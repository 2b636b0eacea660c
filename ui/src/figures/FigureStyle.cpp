// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/FigureStyle.h"

namespace effsurf::ui {

std::vector<FigureStyle> FigureStyle::presets() {
    // Column widths: 3.5 in (single) and 7.1 in (double) are IEEE's and
    // Elsevier's (89 and 180 mm); journals ask for 8-10 pt text at print size.
    return {
        screen(),
        {QStringLiteral("single-column"), QStringLiteral("Single column (3.5 in, 8 pt)"), 3.5, 2.6, 8.0, 0.8},
        {QStringLiteral("double-column"), QStringLiteral("Double column (7.1 in, 9 pt)"), 7.1, 3.6, 9.0, 0.9},
        {QStringLiteral("slide"), QStringLiteral("Slide 16:9 (10 in, 16 pt)"), 10.0, 5.625, 16.0, 1.8},
        {QStringLiteral("poster"), QStringLiteral("Poster (12 in, 24 pt)"), 12.0, 8.0, 24.0, 2.6},
    };
}

FigureStyle FigureStyle::screen() {
    return {QStringLiteral("screen"), QStringLiteral("Screen (6.4 in, 10 pt)"), 6.4, 4.0, kScreenPoints, 1.0};
}

QStringList FigureStyle::ids() {
    QStringList list;
    for (const FigureStyle& style : presets()) list << style.id;
    return list;
}

std::optional<FigureStyle> FigureStyle::named(const QString& id) {
    for (const FigureStyle& style : presets())
        if (style.id == id.toLower()) return style;
    return std::nullopt;
}

}  // namespace effsurf::ui
