// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

namespace effsurf::ui {

/// Chart 1: speedup S(N) on log-log axes for Amdahl, Gustafson and the
/// chosen law (Sun–Ni or the timeline model when chosen), the ideal S = N,
/// Amdahl's gain ceiling 1/s' as a line, and the current configuration.
/// Series ids: "ideal", "amdahl", "gustafson", "chosen", "ceiling", "current";
/// points are (log10 N, log10 S).
class SpeedupChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit SpeedupChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("speedup S"); }

private:
    QLineSeries* ideal_;
    QLineSeries* amdahl_;
    QLineSeries* gustafson_;
    QLineSeries* chosen_;
    QLineSeries* ceiling_;
    QScatterSeries* current_;
};

}  // namespace effsurf::ui
