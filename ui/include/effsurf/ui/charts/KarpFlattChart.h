// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

namespace effsurf::ui {

/// The imported series' per-point effective serial fraction (Karp–Flatt e)
/// against N, with each fitted s. A flat row of points means Amdahl's law
/// holds; a rising one means s grows with N, as Végh predicts for
/// communication. Points are (log10 N, log10 s_eff).
class KarpFlattChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit KarpFlattChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("s_eff (Karp-Flatt)"); }
    QString figureCaption(const core::Scenario& scenario) const override;

private:
    /// Axes spanning the visible series' decades (at least 3 of s, 2 of N).
    void fitAxesTo(const core::Scenario& scenario);

    std::vector<core::ImportedSeries> axesFor_;
    QCategoryAxis* x_ = nullptr;
    QCategoryAxis* y_ = nullptr;
};

}  // namespace effsurf::ui
