// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/figures/FigureStyle.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFontComboBox;

namespace effsurf::ui {

/// The Export dialog's style controls: a preset (screen, single or double
/// column, slide, poster) that fills in the print size, font and text size,
/// each of which can then be changed (the style becomes "custom").
class FigureStyleBox : public QWidget {
    Q_OBJECT
public:
    explicit FigureStyleBox(QWidget* parent = nullptr);

    FigureStyle style() const;
    void setStyle(const FigureStyle& style);

    QComboBox* presetCombo() const noexcept { return preset_; }
    QDoubleSpinBox* widthSpin() const noexcept { return width_; }
    QDoubleSpinBox* fontSizeSpin() const noexcept { return fontSize_; }
    QDoubleSpinBox* lineWidthSpin() const noexcept { return lineWidth_; }

signals:
    void styleChanged();

private:
    void showPreset(const FigureStyle& style);

    QComboBox* preset_;
    QDoubleSpinBox* width_;
    QDoubleSpinBox* height_;
    QFontComboBox* font_;
    QDoubleSpinBox* fontSize_;
    QDoubleSpinBox* lineWidth_;
    FigureStyle current_ = FigureStyle::screen();
    bool updating_ = false;
};

}  // namespace effsurf::ui
