// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/Top500Catalog.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace effsurf::ui {

/// The machines the papers discuss, and how to find one machine's entries
/// across list editions (names and sites change over the years; see
/// resources/data/README.md, "paper_systems.csv").
class MachineHistory {
public:
    struct Machine {
        QString label;            ///< "Piz Daint"
        QStringList names;        ///< exact TOP500 names it was listed under
        QString siteContains;     ///< to exclude same-named machines elsewhere
        bool namePrefix = false;  ///< match names by prefix (the K computer has no Name field)
    };

    /// A configuration change the data shows, with the papers' words for it where known.
    struct Annotation {
        std::string list;
        QString text;
    };

    static const std::vector<Machine>& machines();
    /// The machine labelled `label`, in any case; nullptr if none is.
    static const Machine* find(const QString& label);
    /// The machine's entries, one per edition, in list order.
    static std::vector<const core::Top500Entry*> entries(const core::Top500Catalog& catalog, const Machine& machine);
    /// Where N or the accelerator cores change (and the first entry): "CPU only,
    /// N = 12,032", or docs/models.md's description for Piz Daint's upgrades.
    static std::vector<Annotation> annotations(const Machine& machine, const std::vector<const core::Top500Entry*>& entries);
    /// A list edition as a year: "2012-11" -> 2012.875 (mid-month).
    static double yearOf(const std::string& list);
};

}  // namespace effsurf::ui
