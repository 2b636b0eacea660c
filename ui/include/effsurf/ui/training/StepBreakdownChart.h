// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

#include <array>

class QAreaSeries;
class QCategoryAxis;

namespace effsurf::ui {

/// The step of a training run by named term over N (d varied, the rest of
/// the layout kept), stacked as shares of the step: compute at the bottom,
/// then the memory-bound kernels, the pipeline bubble, the tensor-parallel
/// all-reduces, the pipeline's sends, the data-parallel all-reduce, ZeRO-3's
/// gathers and the serial part. Where compute's share shrinks, the rest is
/// Végh's non-payload time. Series ids are "term-<i>" (in TrainingStep's
/// order) and "current"; x is log10 N, y the share in per cent.
class StepBreakdownChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit StepBreakdownChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("share of the step (%)"); }
    bool yIsLog10() const override { return false; }
    /// Each term's share of the step over N (not the stacked edges), and the run's point.
    std::vector<std::pair<QString, QList<QPointF>>> exportedSeries() const override;
    /// The upper edge of term `index`'s band (cumulative share in per cent).
    QLineSeries* upperEdge(int index) const { return upper_[std::size_t(index)]; }

private:
    std::array<QAreaSeries*, core::TrainingStep::kTermCount> areas_{};
    std::array<QLineSeries*, core::TrainingStep::kTermCount> upper_{};
    std::array<QLineSeries*, core::TrainingStep::kTermCount> lower_{};
    QScatterSeries* current_ = nullptr;
    QCategoryAxis* x_ = nullptr;
};

}  // namespace effsurf::ui
