// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

namespace effsurf::ui {

/// How far each visible imported series lies from its fitted law: the
/// relative residual (observed - fitted) / fitted of the mean at each N, in
/// percent, against N, with the zero line of a perfect fit. Scatter without
/// a trend says Amdahl's law describes the data; a bow says s changes with N.
/// Points are (log10 N, residual in %).
class FitResidualChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit FitResidualChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    QString yQuantity() const override { return QStringLiteral("relative residual (%)"); }
    QString figureCaption(const core::Scenario& scenario) const override;
    bool yIsLog10() const override { return false; }

    /// Drawn points per series at most (a million distinct N are thinned evenly).
    static constexpr std::size_t kMaxDrawn = 2000;

private:
    std::vector<core::ImportedSeries> shown_;
    bool drawn_ = false;
    QCategoryAxis* x_ = nullptr;
    QValueAxis* y_ = nullptr;
    QLineSeries* zero_ = nullptr;
};

}  // namespace effsurf::ui
