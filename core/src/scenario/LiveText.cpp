// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/LiveText.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"

#include "effsurf/core/scenario/Scenario.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>

namespace effsurf::core {
namespace {

/// " %" with a no-break space (U+00A0): "62.8 %" is one word to a line breaker.
const std::string kPercent = "\u00A0%";

}  // namespace

std::string describeGainLimit(const Scenario& scenario) { return gainLimitMessage(scenario).text(); }

Message gainLimitMessage(const Scenario& scenario) {
    const auto number = [](double v) { return formatLiveNumber(v, NumberNotation::Text); };
    const Scenario::GainLimit limit = scenario.gainLimit();
    switch (limit.kind) {
        case Scenario::GainLimit::Kind::Ceiling: return Message(EFFSURF_TEXT("gain ceiling 1/s' = %1"), {number(limit.speedup)});
        case Scenario::GainLimit::Kind::Unbounded:
            return Message(EFFSURF_TEXT("no gain ceiling: S grows without bound (%1)"),
                           {std::string(modelKindDisplayName(scenario.model))});
        case Scenario::GainLimit::Kind::Maximum:
            return Message(EFFSURF_TEXT("maximum S = %1 at N = %2"), {number(limit.speedup), number(limit.processors)});
        case Scenario::GainLimit::Kind::NoMaximumInRange:
            return Message(EFFSURF_TEXT("no maximum within N \u2264 %1"), {number(Scenario::kMaxProcessors)});
    }
    return Message("");
}

const std::vector<std::pair<std::string_view, std::string_view>>& livePlaceholders() {
    static const std::vector<std::pair<std::string_view, std::string_view>> names{
        {"s", "serial fraction s (FP64 baseline)"},
        {"alpha", "parallel fraction alpha = 1 - s"},
        {"N", "number of processors N"},
        {"S", "speedup S(N)"},
        {"E", "efficiency E = S/N"},
        {"E%", "efficiency in percent"},
        {"s_eff", "effective serial fraction s' at the chosen precision"},
        {"gain", "performance gain ceiling 1/s'"},
        {"limit", "what caps the gain under the chosen law, in words"},
        {"N_half", "N at which E falls to 0.5 (1 + 1/s')"},
        {"k", "speed factor k of the chosen precision"},
        {"precision", "the chosen precision"},
        {"law", "the chosen law or model"},
        {"N_best", "N of maximal performance up to 1e12 (the performance wall)"},
        {"S_best", "speedup at N_best"},
        {"layers", "training run: the model's layers l"},
        {"stages", "training run: pipeline stages p"},
        {"layout", "training run: t x p x d"},
        {"step", "training run: seconds per step"},
        {"tflops", "training run: achieved TFLOP/s per GPU"},
        {"MFU%", "training run: model FLOP utilization in percent"},
        {"bubble%", "training run: the pipeline bubble's share of the step, in percent"},
        {"tokens_s", "training run: tokens per second"},
    };
    return names;
}

std::string substituteLiveNumbers(std::string_view text, const Scenario& scenario, NumberNotation notation) {
    const auto number = [notation](double v) { return formatLiveNumber(v, notation); };
    const auto word = [notation](std::string_view w) {
        return notation == NumberNotation::Formula ? "\\text{" + std::string(w) + "}" : std::string(w);
    };
    const auto value = [&](std::string_view name) -> std::optional<std::string> {
        if (name == "s") return number(scenario.serialFraction);
        if (name == "alpha") {
            // 1 - s to three digits would print 1 for every real machine: say it as 1 - s.
            if (scenario.serialFraction < 1e-3)
                return (notation == NumberNotation::Formula ? "1 - " : "1 \u2212 ") + number(scenario.serialFraction);
            return number(1.0 - scenario.serialFraction);
        }
        if (name == "N") return number(scenario.processors);
        if (name == "S") return number(scenario.speedup());
        if (name == "E") return number(scenario.efficiency());
        if (name == "E%")
            return plainNumber(100.0 * scenario.efficiency(), 3) + (notation == NumberNotation::Formula ? "\\,\\%" : kPercent);
        const double sEff = scenario.effectiveSerialFraction();
        if (name == "s_eff") return number(sEff);
        if (name == "limit") return describeGainLimit(scenario);
        if (name == "gain") return number(sEff > 0 ? 1.0 / sEff : std::numeric_limits<double>::infinity());
        if (name == "N_half") return number(sEff > 0 ? 1.0 + 1.0 / sEff : std::numeric_limits<double>::infinity());
        if (name == "k") return plainNumber(scenario.speedFactor(), 3);
        if (name == "precision") return word(precisionInfo(scenario.precision).displayName);
        if (name == "law") return word(modelKindDisplayName(scenario.model));
        if (name == "N_best" || name == "S_best") {
            const auto best = scenario.bestProcessorCount(Scenario::kMaxProcessors);
            return number(name == "N_best" ? best.processorCount : best.speedup);
        }
        const auto percent = [&](double share) {
            return plainNumber(100.0 * share, 3) + (notation == NumberNotation::Formula ? "\\,\\%" : kPercent);
        };
        const TrainingRun& run = scenario.trainingRun;
        if (name == "layers") return std::to_string(run.shape.layers);
        if (name == "stages") return std::to_string(run.pipelineParallel);
        if (name == "layout")
            return std::to_string(run.tensorParallel) + (notation == NumberNotation::Formula ? " \\times " : " × ") +
                   std::to_string(run.pipelineParallel) + (notation == NumberNotation::Formula ? " \\times " : " × ") +
                   std::to_string(run.dataParallel);
        if (name == "step" || name == "tflops" || name == "MFU%" || name == "bubble%" || name == "tokens_s") {
            try {
                const ParallelTrainingModel model = run.model(run.preferredPrecision(scenario.precision));
                if (name == "step") return number(model.step().total);
                if (name == "tflops") return plainNumber(model.achievedFlopsPerGpu() / 1e12, 4);
                if (name == "MFU%") return percent(model.modelFlopsUtilization());
                if (name == "bubble%") return percent(model.step().seconds("pipeline bubble") / model.step().total);
                return number(model.tokensPerSecond());
            } catch (const InvalidParameter&) {
                return std::nullopt;  // a run that cannot be evaluated keeps its placeholder visible
            }
        }
        return std::nullopt;
    };
    std::string out;
    out.reserve(text.size() + 32);
    std::size_t i = 0;
    while (i < text.size()) {
        if (text.compare(i, 2, "${") == 0) {
            const std::size_t close = text.find('}', i + 2);
            if (close != std::string_view::npos) {
                if (auto v = value(text.substr(i + 2, close - i - 2))) {
                    out += *v;
                    i = close + 1;
                    continue;
                }
            }
        }
        // A number and its "%" stay on one line however the text wraps
        // ("62.8" ended one line and "%" began the next): written, too.
        if (notation == NumberNotation::Text && text.compare(i, 2, " %") == 0 && !out.empty() && out.back() >= '0' && out.back() <= '9') {
            out += kPercent;
            i += 2;
            continue;
        }
        out += text[i++];
    }
    return out;
}

}  // namespace effsurf::core
