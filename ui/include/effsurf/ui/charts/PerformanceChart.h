// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

namespace effsurf::ui {

/// Chart 3: payload performance R(N) = N E(N) R_single in units of one FP64
/// processor, for FP64 and for the chosen precision, with the performance
/// wall R_single/s (Amdahl and the timeline model) and, for the timeline
/// model, the N of maximal performance. Series ids: "fp64", "chosen",
/// "wall", "maximum", "current"; points are (log10 N, log10 R).
class PerformanceChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit PerformanceChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("R / R1 (payload performance in FP64 processors)"); }

private:
    QLineSeries* baseline_;
    QLineSeries* chosen_;
    QLineSeries* wall_;
    QScatterSeries* maximum_;
    QScatterSeries* current_;
};

}  // namespace effsurf::ui
