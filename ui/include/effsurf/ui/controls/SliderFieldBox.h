// SPDX-License-Identifier: MIT
#pragma once

#include <QGroupBox>
#include <QString>

namespace effsurf::ui {

class LogSlider;
class NumberField;
class ScenarioController;

/// A quantity set on a logarithmic slider or typed into a field under it
/// (s, N). In the presentation view's strip the two stand side by side after
/// a heading that takes the place of the group's title; a compact strip (a
/// 4:3 projector) names the slider by its symbol only.
class SliderFieldBox : public QGroupBox {
    Q_OBJECT
public:
    struct Names {
        QString title;           ///< the group's title in the column
        QString stripHeading;    ///< the heading in the strip
        QString compactHeading;  ///< the heading in a compact strip: the symbol
        QString widestValue;     ///< the longest value the field must show whole in the strip
    };

    LogSlider* slider() const noexcept { return slider_; }
    NumberField* field() const noexcept { return field_; }

    void setStrip(bool strip);
    void setCompact(bool compact);
    /// The slider and the field as wide as the font needs in the strip (no minimum in the column).
    void fitWidths();

protected:
    SliderFieldBox(Names names, ScenarioController* controller, QWidget* parent);
    /// Places the slider and the field (made by the subclass) and binds both to `apply`.
    void setSliderAndField(LogSlider* slider, NumberField* field, void (ScenarioController::*apply)(double));
    bool isStrip() const noexcept { return strip_; }
    bool isCompact() const noexcept { return compact_; }
    /// Called after the strip or its compactness changed, for what the subclass shows beside.
    virtual void stripChanged() {}

    ScenarioController* controller_;

private:
    Names names_;
    LogSlider* slider_ = nullptr;
    NumberField* field_ = nullptr;
    bool strip_ = false;
    bool compact_ = false;
};

}  // namespace effsurf::ui
