// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"

namespace effsurf::ui {

class PointAnnotations;

/// One TOP500 machine across list editions: s_eff of HPL and HPCG on a log
/// axis, E of HPL on a linear one at the right, and the configuration changes
/// the data shows (new accelerators, more cores) marked and labelled where
/// they happen. The machine is one of MachineHistory::machines(); the
/// scenario gives the core-count convention. Series hold (year, log10 s_eff)
/// and (year, E).
class MachineHistoryChart : public ComparisonChart {
    Q_OBJECT
public:
    explicit MachineHistoryChart(QWidget* parent = nullptr);

    /// Shows `label`'s history (a MachineHistory label); false for an unknown machine.
    bool setMachine(const QString& label);
    QString machine() const { return machine_; }
    void render(const core::Scenario& scenario, quint64 generation) override;
    void settle() override;

    QString xQuantity() const override { return QStringLiteral("list edition (year)"); }
    bool xIsLog10() const override { return false; }
    QString yQuantity() const override { return QStringLiteral("s_eff (E for E-HPL)"); }
    QString figureCaption(const core::Scenario& scenario) const override;
    /// The s_eff lines and E as log10, so that one conversion writes both as values.
    std::vector<std::pair<QString, QList<QPointF>>> exportedSeries() const override;
    /// The configuration changes as labelled ("CPU only", "K20X GPUs", ...).
    QStringList upgradeLabels() const;

private:
    void rebuild();

    QString machine_;
    core::CoreConvention convention_ = core::CoreConvention::TotalCores;
    bool built_ = false;
    PointAnnotations* upgrades_ = nullptr;
};

}  // namespace effsurf::ui
