#pragma once

#include "effsurf/ui/ComparisonChart.h"

#include <array>

namespace effsurf::ui {

/// Chart 4: the (N, s) plane on log-log axes with isoefficiency lines
/// E = 0.9, 0.5, 0.1, 0.01 (each s = (1 - E)/(E (N - 1)), slope -1), the
/// current configuration at (N, s'), and for the timeline model its
/// trajectory s_eff(N). Series ids: "iso-0.9", "iso-0.5", "iso-0.1",
/// "iso-0.01", "trajectory", "current"; points are (log10 N, log10 s).
class SerialFractionPlaneChart : public ComparisonChart {
    Q_OBJECT
public:
    static constexpr std::array<double, 4> kIsoefficiencies{0.9, 0.5, 0.1, 0.01};

    explicit SerialFractionPlaneChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;

private:
    QLineSeries* trajectory_;
    QScatterSeries* current_;
};

}  // namespace effsurf::ui
