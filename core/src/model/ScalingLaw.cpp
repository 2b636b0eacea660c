#include "effsurf/core/model/ScalingLaw.h"

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
            return sunNiSpeedup(n, s, std::pow(n, growthExponent_));
        }
    }
    return amdahlSpeedup(n, s);
}

double ScalingLaw::efficiency(double n, double s) const { return speedup(n, s) / n; }

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

LawKind ScalingLaw::parseKind(std::string_view id) {
    const std::string key = toLower(trim(id));
    if (key == "amdahl") return LawKind::Amdahl;
    if (key == "gustafson") return LawKind::Gustafson;
    if (key == "sun-ni" || key == "sunni" || key == "sun_ni") return LawKind::SunNi;
    throw InvalidParameter("law", "unknown law '" + std::string(id) + "'; expected amdahl, gustafson or sun-ni");
}

std::vector<LawKind> ScalingLaw::allKinds() { return {LawKind::Amdahl, LawKind::Gustafson, LawKind::SunNi}; }

}  // namespace effsurf::core
