// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

#include <array>

namespace effsurf::ui {

/// Chart 2: efficiency E(N) for every precision at the current s and law:
/// the seed paper's half-precision effect at a glance (a faster payload, the
/// same non-payload time, a lower efficiency). Series ids are the precision
/// ids ("fp64" ... "fp8") and "current"; points are (log10 N, E).
class PrecisionEfficiencyChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit PrecisionEfficiencyChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("efficiency E"); }
    bool yIsLog10() const override { return false; }

    /// The legend entry of `precision`: "FP16 ×4" (its speed factor k) for the
    /// laws that take one; "FP16 312 TF" (the accelerator's datasheet peak,
    /// TFLOP/s) for the training model, which has no k.
    static QString curveName(const core::Scenario& scenario, core::Precision precision);

private:
    /// E above 1 is measured data (superlinear runs): the axis reaches the highest one.
    void fitEfficiencyAxis(const core::Scenario& scenario);

    std::array<QLineSeries*, 6> curves_{};
    QScatterSeries* current_;
    QValueAxis* y_ = nullptr;
    std::vector<core::ImportedSeries> axisFor_;
};

}  // namespace effsurf::ui
