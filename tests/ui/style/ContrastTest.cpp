// SPDX-License-Identifier: MIT
// WCAG 2.1 AA in both themes, and in both with the presentation view's high
// contrast (what a projector shows), measured on what is drawn: text 4.5:1 against
// its background (1.4.3), the edges that identify a control 3:1 (1.4.11).
// Slider grooves and field frames are rendered and their pixels compared
// with the window's; chart text is read from a rendered chart.

#include "effsurf/ui/charts/SpeedupChart.h"
#include "effsurf/ui/style/AppStyle.h"
#include "effsurf/ui/style/AppTheme.h"
#include "effsurf/ui/style/ChartLook.h"
#include "effsurf/ui/style/ChartStyle.h"

#include <QApplication>
#include <QChart>
#include <QImage>
#include <QLineEdit>
#include <QSlider>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {

/// WCAG relative luminance of an sRGB colour.
double luminance(const QColor& c) {
    const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(double(c.redF())) + 0.7152 * linear(double(c.greenF())) + 0.0722 * linear(double(c.blueF()));
}

double contrast(const QColor& a, const QColor& b) {
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

/// The colour in `image` within `area` that contrasts most with `background`.
QColor strongest(const QImage& image, const QRect& area, const QColor& background) {
    QColor best = background;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (contrast(image.pixelColor(x, y), background) > contrast(best, background)) best = image.pixelColor(x, y);
    return best;
}

struct Theme {
    bool dark;
    bool highContrast;  ///< the presentation view's palette and chart look
};

class Contrast : public ::testing::TestWithParam<Theme> {
protected:
    void SetUp() override {
        // Light and high contrast: the desk's High contrast theme; dark: the presentation view's own.
        if (GetParam().highContrast && !GetParam().dark) {
            ui::AppTheme::apply(ui::AppTheme::Mode::HighContrast);
            return;
        }
        ui::AppTheme::apply(GetParam().dark ? ui::AppTheme::Mode::Dark : ui::AppTheme::Mode::Light);
        if (GetParam().highContrast) QApplication::setPalette(ui::AppTheme::highContrastPalette(GetParam().dark));
    }
    void TearDown() override { ui::AppTheme::apply(ui::AppTheme::Mode::Light); }
};

TEST_P(Contrast, PaletteTextIsAA) {
    const QPalette p = QApplication::palette();
    const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
        {QPalette::WindowText, QPalette::Window},       {QPalette::Text, QPalette::Base},
        {QPalette::ButtonText, QPalette::Button},       {QPalette::HighlightedText, QPalette::Highlight},
        {QPalette::ToolTipText, QPalette::ToolTipBase}, {QPalette::PlaceholderText, QPalette::Base}};
    for (const auto& [text, background] : pairs)
        EXPECT_GE(contrast(p.color(text), p.color(background)), 4.5) << int(text) << " on " << int(background);
    EXPECT_GE(contrast(ui::AppStyle::errorText(p), p.color(QPalette::Window)), 4.5);
    EXPECT_GE(contrast(ui::AppStyle::errorText(p), p.color(QPalette::Base)), 4.5);
}

TEST_P(Contrast, SliderGrooveAndFieldFrameStandOutFromTheWindow) {
    const QColor window = QApplication::palette().color(QPalette::Window);
    QSlider slider(Qt::Horizontal);
    slider.setRange(0, 100);
    slider.setValue(20);
    slider.resize(240, 28);
    const QImage groove = slider.grab().toImage();
    // Right of the handle: the unfilled groove, on the slider's middle row.
    const QColor unfilled = strongest(groove, QRect(150, 10, 60, 8), window);
    EXPECT_GE(contrast(unfilled, window), 3.0) << unfilled.name().toStdString() << " on " << window.name().toStdString();
    const QColor filled = strongest(groove, QRect(5, 10, 20, 8), window);
    EXPECT_GE(contrast(filled, window), 3.0) << filled.name().toStdString();

    QLineEdit field;
    field.resize(200, 28);
    const QImage frame = field.grab().toImage();
    const QColor edge = strongest(frame, QRect(0, 8, 2, 12), window);
    EXPECT_GE(contrast(edge, window), 3.0) << edge.name().toStdString() << " on " << window.name().toStdString();
    const QColor inside = frame.pixelColor(100, 14);
    EXPECT_GE(contrast(edge, inside), 3.0) << edge.name().toStdString() << " on " << inside.name().toStdString();
}

TEST_P(Contrast, ChartTextAndAnnotationsAreAA) {
    ui::ChartLook look = GetParam().dark ? ui::ChartLook::darkLook() : ui::ChartLook::light();
    if (GetParam().highContrast) look = look.highContrast();
    for (const QColor& text : {look.text, look.ink}) EXPECT_GE(contrast(text, look.background), 4.5);
    // The rendered title, in the look's colours.
    const ui::ChartLook before = ui::ChartStyle::look();
    ui::ChartStyle::setLook(look);
    {
        ui::SpeedupChart chart;
        chart.resize(600, 380);
        chart.render(core::Scenario{}, 1);
        const QImage image = chart.grab().toImage();
        const QColor background = image.pixelColor(2, 2);
        const QColor title = strongest(image, QRect(200, 4, 200, 22), background);
        EXPECT_GE(contrast(title, background), 4.5) << title.name().toStdString() << " on " << background.name().toStdString();
    }
    ui::ChartStyle::setLook(before);
}

INSTANTIATE_TEST_SUITE_P(Themes, Contrast,
                         ::testing::Values(Theme{false, false}, Theme{true, false}, Theme{false, true}, Theme{true, true}),
                         [](const auto& param) {
                             return std::string(param.param.dark ? "Dark" : "Light") + (param.param.highContrast ? "HighContrast" : "");
                         });

}  // namespace
