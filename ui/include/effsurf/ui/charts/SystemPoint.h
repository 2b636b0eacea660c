// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QColor>
#include <QString>

#include <vector>

namespace effsurf::ui {

/// A TOP500 measurement placed in the model's coordinates: one benchmark run
/// (HPL or HPCG) of one entry, at (N, s_eff, E). By L4, E = E_Amdahl(N, s_eff),
/// so every point lies on the FP64 Amdahl surface.
struct SystemPoint {
    QString label;      ///< "Summit 2019-06"
    bool hpcg = false;  ///< HPCG run (else HPL)
    int pair = -1;      ///< index of the same entry's other run, or -1
    double processors = 0.0;
    double serialFraction = 0.0;
    double efficiency = 0.0;
    QColor color;  ///< a measured series' colour; invalid for TOP500 runs

    friend bool operator==(const SystemPoint& a, const SystemPoint& b) {
        return a.label == b.label && a.hpcg == b.hpcg && a.pair == b.pair && a.processors == b.processors &&
               a.serialFraction == b.serialFraction && a.efficiency == b.efficiency && a.color == b.color;
    }

    /// The colour of imported series number `index` (Paul Tol's bright scheme).
    static QColor seriesColor(int index);
    /// The visible imported series' points (N > 1) at (N, Karp–Flatt s_eff,
    /// measured E), in their colours; the first of each series labelled.
    static std::vector<SystemPoint> measured(const core::Scenario& scenario);
    /// The large-model run's trajectory: its valid layouts over N (d varied)
    /// at (N, s_eff(N), E), unlabelled; empty under the other laws.
    static std::vector<SystemPoint> trajectory(const core::Scenario& scenario);
    /// Snapshots A .. D at their own configuration, labelled with their letter.
    static std::vector<SystemPoint> snapshots(const core::Scenario& scenario);

    /// Points for the scenario's selected systems under its N convention: HPL
    /// and, where the entry has one, HPCG (paired). Entries without an s_eff
    /// (a source typo, no N under the convention) are left out.
    static std::vector<SystemPoint> selected(const core::Scenario& scenario);
    /// Everything placed on the surface besides the cloud: selected(), then
    /// measured(), then snapshots(), then trajectory().
    static std::vector<SystemPoint> placed(const core::Scenario& scenario);
    /// HPL points of every entry in the scenario's cloud edition (no labels).
    static std::vector<SystemPoint> cloud(const core::Scenario& scenario);
    /// Which HPL points get a text label: not HPCG runs (the marker says it),
    /// and not a point within `decades` (in log10 N and log10 s) of one
    /// already labelled, so re-listed identical configurations do not pile
    /// their labels on top of each other.
    static std::vector<bool> labelsToShow(const std::vector<SystemPoint>& points, double decades);
};

}  // namespace effsurf::ui
