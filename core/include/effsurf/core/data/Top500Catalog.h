// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ImportIssue.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// What counts as "N" for a TOP500 entry. s_eff depends on it (docs/models.md §1, Derived quantities):
/// Summit 2019-06 has s_eff ~ 1.5e-7 with all cores but ~ 12x more with CPU cores.
enum class CoreConvention {
    TotalCores,        ///< TOP500 "Total Cores", accelerator cores included (the lists' own N)
    AcceleratorCores,  ///< accelerator cores only (entries without them have no N)
    CpuCores,          ///< total minus accelerator cores (needs the accelerator column, 2011-11 on)
};

std::string_view coreConventionId(CoreConvention convention);
/// "total", "accelerator", "cpu". Throws InvalidParameter("N convention", ...).
CoreConvention parseCoreConvention(std::string_view id);

/// One row of a TOP500 list edition, with the efficiencies derived from it.
struct Top500Entry {
    std::string list;  ///< edition "YYYY-MM"
    int rank = 0;
    std::string system;
    std::string site;
    std::string country;
    int year = 0;
    double cores = 0.0;
    std::optional<double> acceleratorCores;
    double rmaxTflops = 0.0;
    double rpeakTflops = 0.0;
    std::optional<double> hpcgTflops;
    std::optional<double> powerKw;

    /// HPL efficiency Rmax / Rpeak. Can exceed 1 where the source has a typo.
    double hplEfficiency() const { return rmaxTflops / rpeakTflops; }
    std::optional<double> hpcgEfficiency() const;

    /// N under `convention`, if the entry has it and it is >= 2.
    std::optional<double> processorCount(CoreConvention convention) const;
    /// s_eff of the HPL run (L4), if N is known under `convention` and E <= 1.
    std::optional<double> hplSerialFraction(CoreConvention convention = CoreConvention::TotalCores) const;
    /// s_eff of the HPCG run, where an HPCG result exists.
    std::optional<double> hpcgSerialFraction(CoreConvention convention = CoreConvention::TotalCores) const;
    /// Why the entry's figures cannot be taken at face value ("Rmax exceeds
    /// Rpeak", "accelerator cores exceed total cores"), or empty.
    std::string anomaly() const;
};

/// Filters for Top500Catalog::query. Empty members match everything.
struct Top500Query {
    std::string nameContains;  ///< case-insensitive, in system, site or country
    std::string list;          ///< exact edition "YYYY-MM"
    int maxRank = 0;           ///< keep rank <= maxRank when > 0
};

/// Every entry of the TOP500 lists effsurf ships (see resources/data/README.md).
class Top500Catalog {
public:
    /// Parses the project's TOP500 CSV (columns list, rank, system, site,
    /// country, year, cores, accelerator_cores, rmax_tflops, rpeak_tflops,
    /// hpcg_tflops, power_kw). Throws ImportError listing every bad row.
    static Top500Catalog parse(std::string_view csvText, const std::string& fileName);
    static Top500Catalog load(const std::string& path);

    const std::vector<Top500Entry>& entries() const noexcept { return entries_; }
    /// Editions present, ascending.
    std::vector<std::string> editions() const;
    /// The same from the CSV text without parsing it (the first field of
    /// every line after the header): what `import effsurf` needs for a
    /// docstring in a millisecond instead of the catalog's 100.
    static std::vector<std::string> editionsIn(std::string_view csvText);
    /// Matching entries in list, then rank order.
    std::vector<const Top500Entry*> query(const Top500Query& query) const;
    /// The entry of `list` at `rank`, or nullptr.
    const Top500Entry* find(const std::string& list, int rank) const;
    /// Every entry named exactly `system` whose site contains `siteContains`
    /// (case-insensitive; sites are renamed over the years), by list.
    std::vector<const Top500Entry*> history(const std::string& system, const std::string& siteContains = "") const;

private:
    std::vector<Top500Entry> entries_;
};

}  // namespace effsurf::core
