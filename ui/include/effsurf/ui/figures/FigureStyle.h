// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace effsurf::ui {

/// A figure's print size, fonts and line widths, as a journal, a slide or a
/// poster asks for. Sizes are inches at print; `fontPoints` is the size of
/// the tick labels and legends at that print size, every other text is sized
/// from it (titles 1.15x, captions 0.95x), so a single-column figure's text
/// stays within 8–10 pt.
///
/// | id            | size (in)     | text  | for                              |
/// |---------------|---------------|-------|----------------------------------|
/// | screen        | 6.4 x 4.0     | 10 pt | the window's look (the default)  |
/// | single-column | 3.5 x 2.6     | 8 pt  | one column of a two-column paper |
/// | double-column | 7.1 x 3.6     | 9 pt  | across both columns              |
/// | slide         | 10 x 5.625    | 16 pt | a 16:9 slide, full width         |
/// | poster        | 12 x 8        | 24 pt | a poster panel read from 2 m     |
struct FigureStyle {
    QString id;
    QString name;  ///< for menus: "Single column (3.5 in, 8 pt)"
    double widthInches = 6.4;
    double heightInches = 4.0;
    double fontPoints = 10.0;
    double lineScale = 1.0;
    QString fontFamily = QStringLiteral("DejaVu Sans");

    /// The tick font the window uses: a style at this size keeps the window's look.
    static constexpr double kScreenPoints = 10.0;
    /// Limits of the options that override a style.
    static constexpr double kMinInches = 1.0, kMaxInches = 48.0;
    static constexpr double kMinPoints = 4.0, kMaxPoints = 72.0;
    static constexpr double kMinLineScale = 0.25, kMaxLineScale = 4.0;

    static std::vector<FigureStyle> presets();
    static QStringList ids();
    /// The preset `id` ("single-column", ...), if there is one.
    static std::optional<FigureStyle> named(const QString& id);
    /// The window's own look (6.4 x 4 in, 10 pt).
    static FigureStyle screen();

    /// Font scale relative to the window's charts (tick labels at 10 pt).
    double fontScale() const { return fontPoints / kScreenPoints; }
    /// True when fonts or family differ from the window's (then every text
    /// of a chart is set from fontPoints, in one family).
    bool restylesText() const { return fontPoints != kScreenPoints || fontFamily != screen().fontFamily; }

    friend bool operator==(const FigureStyle& a, const FigureStyle& b) {
        return a.id == b.id && a.widthInches == b.widthInches && a.heightInches == b.heightInches && a.fontPoints == b.fontPoints &&
               a.lineScale == b.lineScale && a.fontFamily == b.fontFamily;
    }
};

}  // namespace effsurf::ui
