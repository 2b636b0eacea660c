// SPDX-License-Identifier: MIT
#include "effsurf/core/data/GainHistory.h"

#include <algorithm>
#include <map>

namespace effsurf::core {
namespace {

GainPoint::Role rankRole(std::size_t index) {
    switch (index) {
        case 0: return GainPoint::Role::Rank1;
        case 1: return GainPoint::Role::Rank2;
        default: return GainPoint::Role::Rank3;
    }
}

}  // namespace

std::string_view gainRoleId(GainPoint::Role role) {
    switch (role) {
        case GainPoint::Role::Rank1: return "#1";
        case GainPoint::Role::Rank2: return "#2";
        case GainPoint::Role::Rank3: return "#3";
        case GainPoint::Role::BestSerialFraction: return "best s_eff";
    }
    return "#1";
}

std::string_view benchmarkId(GainPoint::Benchmark benchmark) { return benchmark == GainPoint::Benchmark::HPL ? "HPL" : "HPCG"; }

std::vector<GainPoint> gainHistory(const Top500Catalog& catalog, CoreConvention convention) {
    std::map<std::string, std::vector<const Top500Entry*>> byList;
    for (const auto& e : catalog.entries()) byList[e.list].push_back(&e);

    std::vector<GainPoint> points;
    for (const auto& edition : byList) {
        // Named members, not a structured binding: C++17 lambdas cannot capture those (clang refuses).
        const std::string& list = edition.first;
        const std::vector<const Top500Entry*>& entries = edition.second;
        const auto make = [&](const Top500Entry* e, GainPoint::Benchmark benchmark, GainPoint::Role role) {
            const bool hpl = benchmark == GainPoint::Benchmark::HPL;
            const auto s = hpl ? e->hplSerialFraction(convention) : e->hpcgSerialFraction(convention);
            const auto n = e->processorCount(convention);
            if (!s || !n) return;
            const double efficiency = hpl ? e->hplEfficiency() : *e->hpcgEfficiency();
            points.push_back({list, benchmark, role, e, *n, *n * efficiency, *s, *s > 0.0 ? 1.0 / *s : 0.0});
        };
        for (const auto benchmark : {GainPoint::Benchmark::HPL, GainPoint::Benchmark::HPCG}) {
            const bool hpl = benchmark == GainPoint::Benchmark::HPL;
            // #1..#3 by the benchmark's own result (HPL: Rmax, the list's rank;
            // HPCG: the HPCG result), before skipping entries without an s_eff,
            // so that a skipped #1 does not promote #2 to "#1".
            std::vector<const Top500Entry*> ranked;
            for (const auto* e : entries)
                if (hpl || e->hpcgTflops) ranked.push_back(e);
            if (ranked.empty()) continue;
            std::stable_sort(ranked.begin(), ranked.end(), [hpl](const auto* a, const auto* b) {
                return hpl ? a->rmaxTflops > b->rmaxTflops : *a->hpcgTflops > *b->hpcgTflops;
            });
            for (std::size_t i = 0; i < std::min<std::size_t>(3, ranked.size()); ++i) make(ranked[i], benchmark, rankRole(i));
            const auto serialFraction = [&](const Top500Entry* e) {
                return hpl ? e->hplSerialFraction(convention) : e->hpcgSerialFraction(convention);
            };
            const Top500Entry* best = nullptr;
            for (const auto* e : ranked)
                if (serialFraction(e) && (!best || *serialFraction(e) < *serialFraction(best))) best = e;
            if (best) make(best, benchmark, GainPoint::Role::BestSerialFraction);
        }
    }
    return points;
}

}  // namespace effsurf::core
