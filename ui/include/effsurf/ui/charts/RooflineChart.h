// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

namespace effsurf::ui {

/// Végh's roofline of performance gain (2019): G = N E per TOP500 edition
/// for the #1..#3 systems and the best s_eff, HPL and HPCG, with the
/// ceilings 1/s_eff; hovering a point names the machine. The scenario gives
/// the core-count convention. Series hold (year, log10 G).
class RooflineChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit RooflineChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString xQuantity() const override { return QStringLiteral("list edition (year)"); }
    bool xIsLog10() const override { return false; }
    QString yQuantity() const override { return QStringLiteral("gain G = N E"); }
    QString figureCaption(const core::Scenario& scenario) const override;

private:
    void rebuild();

    core::CoreConvention convention_ = core::CoreConvention::TotalCores;
    bool built_ = false;
};

}  // namespace effsurf::ui
