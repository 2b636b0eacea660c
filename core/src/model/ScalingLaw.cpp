// SPDX-License-Identifier: MIT
#include "effsurf/core/model/ScalingLaw.h"

#include "LawFormulas.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/core/util/Validation.h"

#include <cmath>

namespace effsurf::core {

ScalingLaw::ScalingLaw(LawKind kind, double growthExponent) : kind_(kind), growthExponent_(growthExponent) {
    requireInRange(growthExponent, 0.0, kMaxGrowthExponent, "growth exponent gamma");
}

double ScalingLaw::speedup(double n, double s) const {
    switch (kind_) {
        case LawKind::Amdahl: return amdahlSpeedup(n, s);
        case LawKind::Gustafson: return gustafsonSpeedup(n, s);
        case LawKind::SunNi: {
            requireProcessorCount(n);
            return sunNiSpeedup(n, s, formulas::growth(n, growthExponent_));
        }
    }
    return amdahlSpeedup(n, s);
}

double ScalingLaw::efficiency(double n, double s) const { return speedup(n, s) / n; }

std::size_t ScalingLaw::evaluate(bool efficiency, double k, const double* n, std::ptrdiff_t nStride, const double* s,
                                 std::ptrdiff_t sStride, double* out, std::size_t count) const noexcept {
    switch (kind_) {
        case LawKind::Amdahl:
            if (k == 1.0)
                return efficiency ? amdahlEfficiencies(n, nStride, s, sStride, out, count)
                                  : amdahlSpeedups(n, nStride, s, sStride, out, count);
            return acceleratedAmdahlValues(efficiency, k, n, nStride, s, sStride, out, count);
        case LawKind::Gustafson: return gustafsonValues(efficiency, k, n, nStride, s, sStride, out, count);
        case LawKind::SunNi: return sunNiValues(efficiency, k, growthExponent_, n, nStride, s, sStride, out, count);
    }
    return 0;
}

std::optional<double> ScalingLaw::isoefficiencySerialFraction(double n, double targetEfficiency) const {
    // L7 (which checks N > 1 and 0 < E <= 1) is Amdahl's line, without r's cancellation for large N.
    const double amdahl = core::isoefficiencySerialFraction(n, targetEfficiency);
    if (kind_ == LawKind::Amdahl) return amdahl <= 1.0 ? std::optional<double>(amdahl) : std::nullopt;
    const double growth = kind_ == LawKind::Gustafson ? n : formulas::growth(n, growthExponent_);
    const double excess = targetEfficiency * n - 1.0;
    if (!(excess > 0.0)) return std::nullopt;
    const double r = growth * (1.0 - targetEfficiency) / excess;
    if (!std::isfinite(r)) return 1.0;
    return r / (1.0 + r);
}

bool ScalingLaw::hasGainCeiling() const noexcept { return kind_ == LawKind::Amdahl || (kind_ == LawKind::SunNi && growthExponent_ == 0.0); }

std::string_view ScalingLaw::id() const noexcept {
    switch (kind_) {
        case LawKind::Amdahl: return "amdahl";
        case LawKind::Gustafson: return "gustafson";
        case LawKind::SunNi: return "sun-ni";
    }
    return "amdahl";
}

std::string_view ScalingLaw::displayName() const noexcept {
    switch (kind_) {
        case LawKind::Amdahl: return "Amdahl";
        case LawKind::Gustafson: return "Gustafson";
        case LawKind::SunNi: return "Sun\u2013Ni";
    }
    return "Amdahl";
}

const NameList& ScalingLaw::names() {
    // In LawKind's order; the same ids and labels as the scenario's first three models.
    static const NameList names({{"amdahl", "Amdahl"}, {"gustafson", "Gustafson"}, {"sun-ni", "Sun\u2013Ni", {"sunni", "sun_ni"}}});
    return names;
}

LawKind ScalingLaw::parseKind(std::string_view id) {
    const std::string_view known = names().parse(trim(id), "law");
    return LawKind(names().indexOf(known));
}

std::vector<LawKind> ScalingLaw::allKinds() { return {LawKind::Amdahl, LawKind::Gustafson, LawKind::SunNi}; }

}  // namespace effsurf::core
