// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

class QCategoryAxis;

namespace effsurf::ui {

/// The paper's research question on precision, for a training run: the
/// step's compute, communication and the rest (bubble, serial) at FP32,
/// BF16 and FP8 on a log scale. Compute falls with the datasheet peak,
/// communication only with the bytes per element, so E falls. A datatype
/// the accelerator lacks is left out (its label says so). Series ids:
/// "compute", "communication", "other", "step"; x is the datatype's index,
/// y log10 seconds.
class PrecisionComparisonChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit PrecisionComparisonChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("seconds per step"); }
    QString xQuantity() const override { return QStringLiteral("datatype (0 FP32, 1 BF16, 2 FP8)"); }
    bool xIsLog10() const override { return false; }

private:
    QLineSeries* compute_ = nullptr;
    QLineSeries* communication_ = nullptr;
    QLineSeries* other_ = nullptr;
    QScatterSeries* step_ = nullptr;
    QCategoryAxis* x_ = nullptr;
    QCategoryAxis* y_ = nullptr;
};

}  // namespace effsurf::ui
