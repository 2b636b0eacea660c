#pragma once

#include "effsurf/core/Scenario.h"

#include <QString>

#include <vector>

namespace effsurf::ui {

/// A TOP500 measurement placed in the model's coordinates: one benchmark run
/// (HPL or HPCG) of one entry, at (N, s_eff, E). By L4, E = E_Amdahl(N, s_eff),
/// so every point lies on the FP64 Amdahl surface.
struct SystemPoint {
    QString label;       ///< "Summit 2019-06"
    bool hpcg = false;   ///< HPCG run (else HPL)
    int pair = -1;       ///< index of the same entry's other run, or -1
    double processors = 0.0;
    double serialFraction = 0.0;
    double efficiency = 0.0;

    friend bool operator==(const SystemPoint& a, const SystemPoint& b) {
        return a.label == b.label && a.hpcg == b.hpcg && a.pair == b.pair && a.processors == b.processors &&
               a.serialFraction == b.serialFraction && a.efficiency == b.efficiency;
    }

    /// Points for the scenario's selected systems under its N convention: HPL
    /// and, where the entry has one, HPCG (paired). Entries without an s_eff
    /// (a source typo, no N under the convention) are left out.
    static std::vector<SystemPoint> selected(const core::Scenario& scenario);
    /// HPL points of every entry in the scenario's cloud edition (no labels).
    static std::vector<SystemPoint> cloud(const core::Scenario& scenario);
    /// Which HPL points get a text label: not HPCG runs (the marker says it),
    /// and not a point within `decades` (in log10 N and log10 s) of one
    /// already labelled, so re-listed identical configurations do not pile
    /// their labels on top of each other.
    static std::vector<bool> labelsToShow(const std::vector<SystemPoint>& points, double decades);
};

}  // namespace effsurf::ui
