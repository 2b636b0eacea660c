// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QWidget>

#include <array>
#include <utility>
#include <vector>

class QLabel;

namespace effsurf::ui {
class SettledAnnouncer;
}

namespace effsurf::ui {

/// The presentation view's large readout, readable from the back row: the
/// law's speedup S, efficiency E and gain ceiling 1/s' of the state on
/// screen, or what the tab on the stage puts there instead (the Training
/// tab: its run's step time, throughput, MFU and days; issue 44).
class ReadoutBar : public QWidget {
    Q_OBJECT
public:
    /// One number of the headline: the large value (with its unit) and the caption under it.
    struct Value {
        QString value;
        QString caption;
        QString toolTip;
    };

    explicit ReadoutBar(QWidget* parent = nullptr);
    /// The law's S, E and gain limit.
    void showScenario(const core::Scenario& scenario);
    /// Other numbers (at most kMaxValueCount), each in its own column.
    void showValues(const std::vector<Value>& values);
    /// How many numbers are shown.
    int valueCount() const noexcept { return shown_; }
    /// The numbers hidden ("S = ?") while the class thinks about a tour step's question, or shown again.
    void setConcealed(bool concealed);
    bool isConcealed() const noexcept { return concealed_; }
    /// A line under the numbers (why the presentation is not on the projector); empty hides it.
    void setNotice(const QString& notice);
    QString notice() const;
    /// "S = …", "E = …", "1/s = …" as shown.
    QLabel* valueLabel(int index) const { return values_.at(std::size_t(index)); }
    QLabel* captionLabel(int index) const { return captions_.at(std::size_t(index)); }
    static constexpr int kValueCount = 3;     ///< the law's numbers
    static constexpr int kMaxValueCount = 4;  ///< the most a tab may show
    /// The numbers are this many times the bar's font (bold), when they fit.
    static constexpr double kValueScale = 2.4;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// Each number as large as kValueScale allows within its third of the width.
    void fitValues();
    /// The first `count` columns shown, the others hidden.
    void showColumns(int count);
    /// Each value and caption as set, or concealed.
    void setTexts(const std::vector<std::pair<QString, QString>>& texts);

    bool concealed_ = false;
    /// The values and captions as the state gives them (shown when not concealed).
    std::vector<std::pair<QString, QString>> texts_;

    std::array<QLabel*, kMaxValueCount> values_{};
    std::array<QLabel*, kMaxValueCount> captions_{};
    int shown_ = kValueCount;
    QLabel* notice_;
    /// The numbers are heard once they settle, not at every step of a slider.
    SettledAnnouncer* announcer_;
};

}  // namespace effsurf::ui
