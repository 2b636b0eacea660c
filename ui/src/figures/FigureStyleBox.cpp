// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/FigureStyleBox.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontComboBox>
#include <QGridLayout>
#include <QLabel>

namespace effsurf::ui {

FigureStyleBox::FigureStyleBox(QWidget* parent)
    : QWidget(parent),
      preset_(new QComboBox(this)),
      width_(new CheckedDoubleSpinBox(tr("figure width"), this)),
      height_(new CheckedDoubleSpinBox(tr("figure height"), this)),
      font_(new QFontComboBox(this)),
      fontSize_(new CheckedDoubleSpinBox(tr("font size"), this)),
      lineWidth_(new CheckedDoubleSpinBox(tr("line width"), this)) {
    for (const FigureStyle& style : FigureStyle::presets()) preset_->addItem(style.name, style.id);
    preset_->addItem(tr("Custom"), QStringLiteral("custom"));
    for (QDoubleSpinBox* spin : {width_, height_}) {
        spin->setRange(FigureStyle::kMinInches, FigureStyle::kMaxInches);
        spin->setDecimals(2);
        spin->setSingleStep(0.1);
        spin->setSuffix(tr(" in"));
    }
    fontSize_->setRange(FigureStyle::kMinPoints, FigureStyle::kMaxPoints);
    fontSize_->setDecimals(1);
    fontSize_->setSingleStep(0.5);
    fontSize_->setSuffix(tr(" pt"));
    fontSize_->setToolTip(tr("Tick labels, legends and captions at print size; titles are 15% larger"));
    font_->setFontFilters(QFontComboBox::ScalableFonts);
    lineWidth_->setRange(FigureStyle::kMinLineScale, FigureStyle::kMaxLineScale);
    lineWidth_->setDecimals(2);
    lineWidth_->setSingleStep(0.25);
    lineWidth_->setPrefix(tr("lines \u00D7"));
    lineWidth_->setToolTip(tr("Line widths as a multiple of the screen's (curves 2.5 px, axes 1 px at 1.00)"));

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(preset_, 0, 0, 1, 4);
    grid->addWidget(width_, 1, 0);
    grid->addWidget(new QLabel(QStringLiteral("\u00D7"), this), 1, 1);
    grid->addWidget(height_, 1, 2);
    grid->addWidget(lineWidth_, 1, 3);
    grid->addWidget(font_, 2, 0, 1, 3);
    grid->addWidget(fontSize_, 2, 3);

    connect(preset_, &QComboBox::currentIndexChanged, this, [this] {
        if (updating_) return;
        if (const auto preset = FigureStyle::named(preset_->currentData().toString())) showPreset(*preset);
        emit styleChanged();
    });
    const auto edited = [this] {
        if (updating_) return;
        current_.widthInches = width_->value();
        current_.heightInches = height_->value();
        current_.fontFamily = font_->currentFont().family();
        current_.fontPoints = fontSize_->value();
        current_.lineScale = lineWidth_->value();
        current_.id = QStringLiteral("custom");
        updating_ = true;
        preset_->setCurrentIndex(preset_->findData(QStringLiteral("custom")));
        updating_ = false;
        emit styleChanged();
    };
    connect(width_, &QDoubleSpinBox::valueChanged, this, edited);
    connect(height_, &QDoubleSpinBox::valueChanged, this, edited);
    connect(fontSize_, &QDoubleSpinBox::valueChanged, this, edited);
    connect(lineWidth_, &QDoubleSpinBox::valueChanged, this, edited);
    connect(font_, &QFontComboBox::currentFontChanged, this, edited);
    showPreset(FigureStyle::screen());
}

FigureStyle FigureStyleBox::style() const { return current_; }

void FigureStyleBox::setStyle(const FigureStyle& style) {
    showPreset(style);
    const int index = preset_->findData(style.id);
    updating_ = true;
    preset_->setCurrentIndex(index >= 0 ? index : preset_->findData(QStringLiteral("custom")));
    updating_ = false;
}

void FigureStyleBox::showPreset(const FigureStyle& style) {
    current_ = style;
    updating_ = true;
    width_->setValue(style.widthInches);
    height_->setValue(style.heightInches);
    font_->setCurrentFont(QFont(style.fontFamily));
    fontSize_->setValue(style.fontPoints);
    lineWidth_->setValue(style.lineScale);
    updating_ = false;
}

}  // namespace effsurf::ui
