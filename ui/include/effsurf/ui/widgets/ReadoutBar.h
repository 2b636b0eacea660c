#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QWidget>

#include <array>

class QLabel;

namespace effsurf::ui {

/// The presentation view's large readout: speedup S, efficiency E and the
/// gain ceiling 1/s' of the state on screen, readable from the back row.
class ReadoutBar : public QWidget {
    Q_OBJECT
public:
    explicit ReadoutBar(QWidget* parent = nullptr);
    void showScenario(const core::Scenario& scenario);
    /// A line under the numbers (why the presentation is not on the projector); empty hides it.
    void setNotice(const QString& notice);
    QString notice() const;
    /// "S = …", "E = …", "1/s = …" as shown.
    QLabel* valueLabel(int index) const { return values_.at(std::size_t(index)); }
    static constexpr int kValueCount = 3;
    /// The numbers are this many times the bar's font (bold), when they fit.
    static constexpr double kValueScale = 2.4;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// Each number as large as kValueScale allows within its third of the width.
    void fitValues();

    std::array<QLabel*, kValueCount> values_{};
    std::array<QLabel*, kValueCount> captions_{};
    QLabel* notice_;
};

}  // namespace effsurf::ui
