// SPDX-License-Identifier: MIT
#include "effsurf/core/data/Top500Catalog.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/data/CsvReader.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/TextUtil.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace effsurf::core {

std::string_view coreConventionId(CoreConvention convention) {
    switch (convention) {
        case CoreConvention::TotalCores: return "total";
        case CoreConvention::AcceleratorCores: return "accelerator";
        case CoreConvention::CpuCores: return "cpu";
    }
    return "total";
}

CoreConvention parseCoreConvention(std::string_view id) {
    const std::string key = toLower(trim(id));
    if (key == "total") return CoreConvention::TotalCores;
    if (key == "accelerator" || key == "accel") return CoreConvention::AcceleratorCores;
    if (key == "cpu") return CoreConvention::CpuCores;
    throw InvalidParameter("N convention",
                           Message(EFFSURF_TEXT("unknown convention '%1'; expected total, accelerator or cpu"), {std::string(id)}).text());
}

std::optional<double> Top500Entry::hpcgEfficiency() const {
    if (!hpcgTflops) return std::nullopt;
    return *hpcgTflops / rpeakTflops;
}

std::optional<double> Top500Entry::processorCount(CoreConvention convention) const {
    double n = 0.0;
    switch (convention) {
        case CoreConvention::TotalCores: n = cores; break;
        case CoreConvention::AcceleratorCores:
            if (!acceleratorCores) return std::nullopt;
            n = *acceleratorCores;
            break;
        case CoreConvention::CpuCores:
            if (!acceleratorCores) return std::nullopt;
            n = cores - *acceleratorCores;
            break;
    }
    if (!(n >= 2.0)) return std::nullopt;
    return n;
}

std::optional<double> Top500Entry::hplSerialFraction(CoreConvention convention) const {
    const auto n = processorCount(convention);
    if (!n || rmaxTflops > rpeakTflops) return std::nullopt;
    return serialFractionFromRmaxRpeak(*n, rmaxTflops, rpeakTflops);
}

std::optional<double> Top500Entry::hpcgSerialFraction(CoreConvention convention) const {
    const auto n = processorCount(convention);
    if (!n || !hpcgTflops || *hpcgTflops <= 0.0 || *hpcgTflops > rpeakTflops) return std::nullopt;
    return serialFractionFromRmaxRpeak(*n, *hpcgTflops, rpeakTflops);
}

std::string Top500Entry::anomaly() const {
    const bool aboveRpeak = rmaxTflops > rpeakTflops;
    const bool tooManyAccelerators = acceleratorCores && *acceleratorCores > cores;
    const std::string efficiency = std::to_string(hplEfficiency());
    if (aboveRpeak && tooManyAccelerators)
        return Message(EFFSURF_TEXT("Rmax exceeds Rpeak (E = %1), a source error; accelerator cores exceed total cores"), {efficiency})
            .text();
    if (aboveRpeak) return Message(EFFSURF_TEXT("Rmax exceeds Rpeak (E = %1), a source error"), {efficiency}).text();
    if (tooManyAccelerators) return EFFSURF_TEXT("accelerator cores exceed total cores");
    return {};
}

Top500Catalog Top500Catalog::parse(std::string_view csvText, const std::string& fileName) {
    const CsvDocument doc = CsvReader::parse(csvText, fileName);
    std::vector<ImportIssue> issues = doc.issues;
    const auto column = [&](std::string_view name) {
        const int index = doc.columnIndex(name);
        if (index < 0)
            throw ImportError(ImportIssue{fileName, doc.headerLine, 0, "header",
                                          Message(EFFSURF_TEXT("missing column '%1'"), {std::string(name)}).text()});
        return std::size_t(index);
    };
    const std::size_t cList = column("list"), cRank = column("rank"), cSystem = column("system"), cSite = column("site"),
                      cCountry = column("country"), cYear = column("year"), cCores = column("cores"), cAccel = column("accelerator_cores"),
                      cRmax = column("rmax_tflops"), cRpeak = column("rpeak_tflops"), cHpcg = column("hpcg_tflops"),
                      cPower = column("power_kw");

    Top500Catalog catalog;
    catalog.entries_.reserve(doc.records.size());
    for (const auto& record : doc.records) {
        bool valid = true;
        const auto number = [&](std::size_t c, bool required) -> std::optional<double> {
            const std::string& raw = record.fields[c];
            if (raw.empty() && !required) return std::nullopt;
            const auto value = parseDouble(raw);
            if (!value || !std::isfinite(*value) || *value < 0.0) {
                issues.push_back({fileName, record.line, int(c) + 1, doc.header[c],
                                  Message(EFFSURF_TEXT("expected a non-negative number, got '%1'"), {raw}).text()});
                valid = false;
                return std::nullopt;
            }
            return value;
        };
        Top500Entry e;
        e.list = record.fields[cList];
        e.system = record.fields[cSystem];
        e.site = record.fields[cSite];
        e.country = record.fields[cCountry];
        const auto wholeNumber = [&](std::size_t c, bool required) {
            const auto value = number(c, required);
            if (value && (*value > 1e6 || std::floor(*value) != *value)) {
                issues.push_back({fileName, record.line, int(c) + 1, doc.header[c],
                                  Message(EFFSURF_TEXT("expected a whole number up to 1000000, got '%1'"), {record.fields[c]}).text()});
                valid = false;
                return 0;
            }
            return static_cast<int>(value.value_or(0));
        };
        e.rank = wholeNumber(cRank, true);
        e.year = wholeNumber(cYear, false);
        e.cores = number(cCores, true).value_or(0);
        e.acceleratorCores = number(cAccel, false);
        e.rmaxTflops = number(cRmax, true).value_or(0);
        e.rpeakTflops = number(cRpeak, true).value_or(0);
        e.hpcgTflops = number(cHpcg, false);
        e.powerKw = number(cPower, false);
        if (valid && (e.rmaxTflops <= 0.0 || e.rpeakTflops <= 0.0 || e.cores < 1.0)) {
            issues.push_back({fileName, record.line, 0, "", EFFSURF_TEXT("Rmax, Rpeak and cores must be positive")});
            valid = false;
        }
        if (valid && (e.list.size() != 7 || e.list[4] != '-')) {
            issues.push_back({fileName, record.line, int(cList) + 1, "list",
                              Message(EFFSURF_TEXT("expected an edition YYYY-MM, got '%1'"), {e.list}).text()});
            valid = false;
        }
        if (valid) catalog.entries_.push_back(std::move(e));
    }
    if (!issues.empty()) throw ImportError(std::move(issues));
    std::stable_sort(catalog.entries_.begin(), catalog.entries_.end(),
                     [](const auto& a, const auto& b) { return a.list != b.list ? a.list < b.list : a.rank < b.rank; });
    return catalog;
}

Top500Catalog Top500Catalog::load(const std::string& path) { return parse(readFileBytes(path), path); }

std::vector<std::string> Top500Catalog::editions() const {
    std::set<std::string> unique;
    for (const auto& e : entries_) unique.insert(e.list);
    return {unique.begin(), unique.end()};
}

std::vector<std::string> Top500Catalog::editionsIn(std::string_view csvText) {
    std::set<std::string, std::less<>> unique;
    std::size_t at = csvText.find('\n');  // past the header
    while (at != std::string_view::npos && at + 1 < csvText.size()) {
        const std::size_t start = at + 1;
        const std::size_t comma = csvText.find_first_of(",\r\n", start);
        if (comma != std::string_view::npos && comma > start && csvText[comma] == ',') {
            const std::string_view edition = csvText.substr(start, comma - start);
            if (unique.find(edition) == unique.end()) unique.emplace(edition);
        }
        at = csvText.find('\n', start);
    }
    return {unique.begin(), unique.end()};
}

const Top500Entry* Top500Catalog::find(const std::string& list, int rank) const {
    // Entries are sorted by (list, rank): binary search.
    const auto it = std::lower_bound(entries_.begin(), entries_.end(), std::make_pair(list, rank),
                                     [](const Top500Entry& e, const std::pair<std::string, int>& key) {
                                         return e.list != key.first ? e.list < key.first : e.rank < key.second;
                                     });
    return it != entries_.end() && it->list == list && it->rank == rank ? &*it : nullptr;
}

std::vector<const Top500Entry*> Top500Catalog::history(const std::string& system, const std::string& siteContains) const {
    std::vector<const Top500Entry*> result;
    for (const auto& e : entries_)
        if (e.system == system && containsIgnoreCase(e.site, siteContains)) result.push_back(&e);
    return result;
}

std::vector<const Top500Entry*> Top500Catalog::query(const Top500Query& q) const {
    std::vector<const Top500Entry*> result;
    for (const auto& e : entries_) {
        if (!q.list.empty() && e.list != q.list) continue;
        if (q.maxRank > 0 && e.rank > q.maxRank) continue;
        if (!q.nameContains.empty() && !containsIgnoreCase(e.system, q.nameContains) && !containsIgnoreCase(e.site, q.nameContains) &&
            !containsIgnoreCase(e.country, q.nameContains))
            continue;
        result.push_back(&e);
    }
    return result;
}

}  // namespace effsurf::core
