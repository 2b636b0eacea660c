// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

class QAreaSeries;
class QCategoryAxis;

namespace effsurf::ui {

/// A training run's achieved model TFLOP/s per GPU over N (left axis) and
/// its MFU, the share of the datasheet peak (right axis: the same curve
/// read in per cent), with the run itself and the N of the most tokens per
/// second that fits in memory marked; the band between the run's utilization
/// range's ends, or, where the run has measured steps, those steps and the
/// 95 % band of the run fitted to them. Series ids: "tflops", "current",
/// "best", "band", "measured"; x is log10 N.
class TrainingThroughputChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit TrainingThroughputChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("achieved TFLOP/s per GPU"); }
    bool yIsLog10() const override { return false; }

private:
    QLineSeries* tflops_ = nullptr;
    QLineSeries* bandLow_ = nullptr;
    QLineSeries* bandHigh_ = nullptr;
    QAreaSeries* band_ = nullptr;
    QScatterSeries* measured_ = nullptr;
    QScatterSeries* current_ = nullptr;
    QScatterSeries* best_ = nullptr;
    QCategoryAxis* x_ = nullptr;
    QValueAxis* y_ = nullptr;
    QValueAxis* mfu_ = nullptr;
};

}  // namespace effsurf::ui
