// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/AppTheme.h"

#include "effsurf/ui/style/AppStyle.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>
#include <cmath>
#include <optional>

namespace effsurf::ui {

namespace {
std::optional<QPalette>& systemPalette() {
    static std::optional<QPalette> palette;
    return palette;
}
/// WCAG 2.1 contrast ratio of two sRGB colours.
double contrastRatio(const QColor& a, const QColor& b) {
    const auto luminance = [](const QColor& c) {
        const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(double(c.redF())) + 0.7152 * linear(double(c.greenF())) + 0.0722 * linear(double(c.blueF()));
    };
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

/// Selected text 4.5:1 on its highlight, the highlight (a slider's filled
/// part, a focused frame) 3:1 on the window: Fusion's own blue with white
/// text has 3.7:1. A light theme gets a deeper blue; a dark one a light blue
/// with dark text (a blue dark enough for white text vanishes on the window).
void makeHighlightReadable(QPalette& p, bool dark) {
    const QColor window = p.color(QPalette::Window);
    if (contrastRatio(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight)) >= 4.5 &&
        contrastRatio(p.color(QPalette::Highlight), window) >= 3.0)
        return;
    p.setColor(QPalette::Highlight, dark ? QColor(0x5a, 0xa7, 0xf0) : QColor(0x1f, 0x6f, 0xb2));
    p.setColor(QPalette::HighlightedText, dark ? QColor(0x10, 0x10, 0x14) : QColor(Qt::white));
}
}  // namespace

QString AppTheme::modeId(Mode mode) {
    switch (mode) {
        case Mode::Light: return QStringLiteral("light");
        case Mode::Dark: return QStringLiteral("dark");
        case Mode::HighContrast: return QStringLiteral("high-contrast");
        case Mode::System: break;
    }
    return QStringLiteral("system");
}

AppTheme::Mode AppTheme::parseMode(const QString& id, Mode fallback) {
    for (Mode m : {Mode::System, Mode::Light, Mode::Dark, Mode::HighContrast})
        if (id.compare(modeId(m), Qt::CaseInsensitive) == 0) return m;
    return fallback;
}

void AppTheme::captureSystemPalette() {
    if (!systemPalette()) systemPalette() = QApplication::palette();
}

bool AppTheme::systemPrefersDark() {
    captureSystemPalette();
    const QPalette& p = *systemPalette();
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

bool AppTheme::isDark(Mode mode) { return mode == Mode::Dark || (mode == Mode::System && systemPrefersDark()); }

QPalette AppTheme::palette(bool dark) {
    captureSystemPalette();
    if (!dark) {
        // The desktop's own light palette if it has one; the style's otherwise.
        QPalette p = systemPrefersDark() ? QApplication::style()->standardPalette() : *systemPalette();
        makeHighlightReadable(p, false);
        return p;
    }
    if (systemPrefersDark()) {
        QPalette p = *systemPalette();
        makeHighlightReadable(p, true);
        return p;
    }
    QPalette p;
    const QColor window(0x2b, 0x2c, 0x32), base(0x1e, 0x1f, 0x24), text(0xe6, 0xe6, 0xec), button(0x35, 0x36, 0x3d);
    // Placeholder text 5:1 on the field (0x80 grey had 4.2:1); the highlight light, its text dark (see makeHighlightReadable).
    const QColor highlight(0x5a, 0xa7, 0xf0), disabled(0x8e, 0x8e, 0x96);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x60, 0x60));
    p.setColor(QPalette::Light, button.lighter(150));
    p.setColor(QPalette::Midlight, button.lighter(125));
    p.setColor(QPalette::Mid, button.darker(125));
    p.setColor(QPalette::Dark, button.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, QColor(0x10, 0x10, 0x14));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x90, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

QPalette AppTheme::highContrastPalette(bool dark) {
    QPalette p = palette(dark);
    const QColor background = dark ? QColor(Qt::black) : QColor(Qt::white);
    const QColor foreground = dark ? QColor(Qt::white) : QColor(Qt::black);
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase})
        p.setColor(QPalette::All, role, background);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText})
        p.setColor(QPalette::Active, role, foreground), p.setColor(QPalette::Inactive, role, foreground);
    p.setColor(QPalette::Highlight, dark ? QColor(0xff, 0xd0, 0x00) : QColor(0x00, 0x3c, 0xb4));
    p.setColor(QPalette::HighlightedText, dark ? QColor(Qt::black) : QColor(Qt::white));
    return p;
}

void AppTheme::apply(Mode mode) {
    // Edges of controls visible in both themes (AppStyle); installed once.
    if (!qobject_cast<AppStyle*>(QApplication::style())) QApplication::setStyle(new AppStyle);
    QApplication::setPalette(mode == Mode::HighContrast ? highContrastPalette(false) : palette(isDark(mode)));
}

ChartLook AppTheme::look(Mode mode) {
    if (mode == Mode::HighContrast) return ChartLook::light().highContrast();
    return isDark(mode) ? ChartLook::darkLook() : ChartLook::light();
}

}  // namespace effsurf::ui
