// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Tour.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace effsurf::ui {

/// The six guided tours that ship with effsurf (resources/tours/*.json),
/// written from docs/models.md: Amdahl and the surface, TOP500 HPL vs HPCG, Piz
/// Daint's GPU upgrade, half precision, the performance wall, deep networks.
class BuiltinTours {
public:
    /// In teaching order; parsed once. A tour file that fails to parse is
    /// left out and its message kept in loadErrors() (a test checks none does).
    static const std::vector<std::shared_ptr<const core::Tour>>& all();
    static QStringList loadErrors();
    static QStringList resourcePaths();
};

}  // namespace effsurf::ui
