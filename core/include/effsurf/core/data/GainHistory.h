// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/Top500Catalog.h"

#include <string>
#include <vector>

namespace effsurf::core {

/// One point of Végh's "roofline of performance gain" (arXiv 1908.02280):
/// a system's gain G = N E (its speedup over one of its processors) in one
/// list edition, for HPL or HPCG, with its ceiling 1/s_eff.
struct GainPoint {
    enum class Benchmark { HPL, HPCG };
    enum class Role { Rank1, Rank2, Rank3, BestSerialFraction };

    std::string list;
    Benchmark benchmark = Benchmark::HPL;
    Role role = Role::Rank1;
    const Top500Entry* entry = nullptr;
    double processors = 0.0;      ///< N under the chosen convention
    double gain = 0.0;            ///< G = N E
    double serialFraction = 0.0;  ///< s_eff
    double ceiling = 0.0;         ///< 1 / s_eff
};

std::string_view gainRoleId(GainPoint::Role role);
std::string_view benchmarkId(GainPoint::Benchmark benchmark);

/// Per list edition: the HPL gain of the #1..#3 systems by Rmax and of the
/// system with the smallest s_eff; from the first edition with HPCG results
/// (2017-06) the same for HPCG (the three highest HPCG results and the
/// smallest HPCG s_eff). Entries without an s_eff (Rmax > Rpeak typos, no N
/// under the convention) are skipped. Ordered by list, benchmark, role.
std::vector<GainPoint> gainHistory(const Top500Catalog& catalog, CoreConvention convention = CoreConvention::TotalCores);

}  // namespace effsurf::core
