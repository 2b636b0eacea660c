// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/SystemPoint.h"

#include "effsurf/core/model/ScalingLaw.h"

#include <array>
#include <optional>
#include <vector>

namespace effsurf::ui {

/// Chart 4: the (N, s) plane on log-log axes with the chosen law's
/// isoefficiency lines E = 0.9, 0.5, 0.1, 0.01 (Amdahl's s = (1 - E)/(E (N - 1)),
/// slope -1, also the lines of the timeline and training models, whose E is
/// Amdahl's at s_eff; Gustafson's near s = 1 - E; Sun–Ni's between), the
/// current configuration at (N, s'), and for the timeline model its
/// trajectory s_eff(N); selected TOP500 systems as labelled points (HPL
/// circles, HPCG squares, the two runs of a machine joined), and the whole
/// list of the cloud edition. Series ids: "iso-0.9", "iso-0.5", "iso-0.1",
/// "iso-0.01", "trajectory", "current", "cloud", "system-<i>" (one per
/// placed run, in SystemPoint::selected order), "join-<i>"; points are
/// (log10 N, log10 s).
class SerialFractionPlaneChart : public ComparisonChart {
    Q_OBJECT
public:
    static constexpr std::array<double, 4> kIsoefficiencies{0.9, 0.5, 0.1, 0.01};

    explicit SerialFractionPlaneChart(QWidget* parent = nullptr);
    void render(const core::Scenario& scenario, quint64 generation) override;
    /// Also places the systems' names over the final layout (a figure is drawn before the event loop would).
    void settle() override;
    QString yQuantity() const override { return QStringLiteral("serial fraction s"); }

private:
    void renderSystems(const core::Scenario& scenario);
    /// Recomputes the isoefficiency lines when the law or its gamma changed.
    void renderIsoefficiencies(const core::Scenario& scenario);
    /// The N axis as the scenario asks; s fitted to the smallest s shown when fitting.
    void fitPlaneAxes(const core::Scenario& scenario);

    QAbstractAxis* axisX_ = nullptr;
    QAbstractAxis* axisY_ = nullptr;
    std::array<QLineSeries*, kIsoefficiencies.size()> isoLines_{};
    std::optional<core::ScalingLaw> isoLaw_;  // the law the lines are drawn for
    QLineSeries* trajectory_;
    QScatterSeries* current_;
    QScatterSeries* cloud_;
    QScatterSeries* hplKey_;
    QScatterSeries* hpcgKey_;
    std::vector<SystemPoint> shownSystems_;
    std::vector<QAbstractSeries*> systemSeries_;
    class PointAnnotations* systemLabels_ = nullptr;  ///< the systems' names, kept apart and inside the plot
    std::string shownCloud_;
    core::CoreConvention shownConvention_ = core::CoreConvention::TotalCores;
};

}  // namespace effsurf::ui
