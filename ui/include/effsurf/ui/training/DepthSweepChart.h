// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

namespace effsurf::ui {

/// The paper's question, answered by the training model: E of the run as
/// its model gets deeper (layers 12 to 200), at fixed width and at fixed
/// parameters (h shrinking as 1/sqrt(l)). Each stage keeps the run's layers,
/// so a deeper model has more pipeline stages and a longer bubble. Series
/// ids: "fixed-width", "fixed-parameters", "current"; x is layers, y E.
class DepthSweepChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit DepthSweepChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("efficiency E"); }
    bool yIsLog10() const override { return false; }
    QString xQuantity() const override { return QStringLiteral("layers"); }
    bool xIsLog10() const override { return false; }

private:
    QLineSeries* fixedWidth_ = nullptr;
    QLineSeries* fixedParameters_ = nullptr;
    QScatterSeries* current_ = nullptr;
    QValueAxis* y_ = nullptr;
};

}  // namespace effsurf::ui
