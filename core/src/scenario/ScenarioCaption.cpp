// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/ScenarioCaption.h"

#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/model/TransformerModel.h"
#include "effsurf/core/util/NumberText.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace effsurf::core::ScenarioCaption {
namespace {

std::string printed(const char* format, double value, int precision) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, precision, value);
    return buffer;
}

/// A count as the caption writes every number: whole, its thousands apart from 10⁴ on ("12,288", "2048").
std::string wholeCount(double n) {
    return n >= 1e4 ? count(static_cast<unsigned long long>(n)) : std::to_string(static_cast<long long>(n));
}

/// What a shape has beyond Narayanan et al.'s GPT: ", kv 8, f 28,672 gated, untied, 8 experts top-2".
std::string shapeExtras(const TransformerShape& shape) {
    std::string extras;
    if (shape.latentAttention()) extras += ", latent attention";
    else if (shape.kvHeads > 0 && shape.kvHeads != shape.heads) extras += ", kv " + std::to_string(shape.kvHeads);
    if (shape.ffnHidden > 0 || shape.gatedFfn) extras += ", f " + wholeCount(shape.ffnWidth()) + (shape.gatedFfn ? " gated" : "");
    if (!shape.tiedEmbeddings) extras += ", untied";
    if (shape.moe.enabled())
        extras += ", " + std::to_string(shape.moe.experts) + " experts top-" + std::to_string(shape.moe.expertsPerToken);
    return extras;
}

/// "40%": fractions the sliders set in whole percent, others to 3 digits.
std::string percent(double fraction) { return printed("%.*g", fraction * 100.0, 3) + "%"; }

/// How a timeline contribution grows, as the control panel names it.
std::string growthText(const TimelineContribution& c) {
    const int choice = timelineGrowthChoiceOf(c);
    const auto& chosen = timelineGrowthChoices()[std::size_t(choice)];
    if (chosen.growth == c.growth && (c.growth != ContributionGrowth::Power || std::fabs(chosen.exponent - c.exponent) < 1e-12))
        return chosen.label;
    return "\u221D N^" + number(c.exponent);
}

/// "communication" of "communication (signal propagation)": the name without its explanation.
std::string contributionName(const TimelineContribution& c, std::size_t index) {
    std::string name = c.name.substr(0, c.name.find(" ("));
    while (!name.empty() && name.back() == ' ') name.pop_back();
    while (!name.empty() && name.front() == ' ') name.erase(name.begin());
    return name.empty() ? "contribution " + std::to_string(index + 1) : name;
}

std::string precisionName(Precision p) { return std::string(precisionInfo(p).displayName); }

std::string joined(const std::vector<std::string>& parts) {
    std::string text;
    for (const auto& part : parts) text += (text.empty() ? "" : ", ") + part;
    return text;
}

}  // namespace

std::string count(unsigned long long n) {
    std::string digits = std::to_string(n);
    for (int at = int(digits.size()) - 3; at > 0; at -= 3) digits.insert(std::size_t(at), ",");
    return digits;
}

std::string alphaOf(double serialFraction) {
    if (serialFraction > 1.0) return "S < 1: slower than one processor";
    // The decimals s needs (its leading zeros plus about four significant digits), trailing zeros dropped.
    const int decimals = serialFraction > 0.0 ? static_cast<int>(std::ceil(-std::log10(serialFraction))) + 4 : 1;
    std::string text = printed("%.*f", 1.0 - serialFraction, std::clamp(decimals, 1, 15));
    if (text.find('.') != std::string::npos)
        while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
    return "\u03B1 = " + text;
}

std::string number(double value) {
    const auto scientific = [](double v, int digits) { return formatLiveNumber(v, NumberNotation::Text, digits); };
    if (!std::isfinite(value) || value == 0.0) return scientific(value, 3);
    for (int digits = 3; digits <= 6; ++digits) {
        const double rounded = std::strtod(printed("%.*e", value, digits - 1).c_str(), nullptr);
        if (std::fabs(rounded - value) <= 1e-12 * std::fabs(value)) return scientific(value, digits);
        // A count that three digits would round (N = 2,414,592, 12,433) keeps every digit.
        if (digits == 3 && std::floor(value) == value && std::fabs(value) >= 1e4 && std::fabs(value) < 1e15)
            return (value < 0 ? "-" : "") + wholeCount(std::fabs(value));
    }
    return scientific(value, 6);
}

std::vector<std::string> parts(const Scenario& s) {
    std::vector<std::string> parts;
    const std::string n = "N = " + number(s.processors);
    const std::string k = "k = " + number(s.speedFactor());
    switch (s.model) {
        case ModelKind::SunNi: parts.push_back("\u03B3 = " + number(s.growthExponent)); [[fallthrough]];
        case ModelKind::Amdahl:
        case ModelKind::Gustafson:
            parts.push_back("s = " + number(s.serialFraction) + " (" + alphaOf(s.serialFraction) + ")");
            parts.push_back(n);
            parts.push_back(precisionName(s.precision) + " (" + k + ")");
            break;
        case ModelKind::Timeline: {
            // s is no input here: the contributions add up to it.
            const auto& contributions = s.timeline.contributions();
            for (std::size_t i = 0; i < contributions.size(); ++i)
                parts.push_back(contributionName(contributions[i], i) + " " + number(contributions[i].shareAtOneProcessor) + " (" +
                                growthText(contributions[i]) + ")");
            parts.push_back(n);
            parts.push_back(precisionName(s.precision) + " (" + k + ")");
            break;
        }
        case ModelKind::Training: {
            const auto& sheet = AcceleratorDatasheet::byId(s.accelerator);
            const auto& t = s.training;
            // The precision goes with the accelerator: its datasheet peak for that datatype, times the
            // utilization, is the throughput. k enters only for a datatype the datasheet lacks.
            const std::string precision =
                sheet.peakTeraflops(s.precision) ? precisionName(s.precision) : precisionName(s.precision) + " (" + k + ")";
            parts.push_back(std::string(sheet.name) + ", " + precision + " at " + percent(s.utilization) + " utilization");
            parts.push_back("P = " + number(t.parameterCount));
            parts.push_back("F = " + number(t.flopsPerStep) + " FLOP/step");
            parts.push_back("\u03BB = " + number(t.latencySeconds) + " s");
            parts.push_back("B = " + number(t.bandwidthBytesPerSecond) + " B/s");
            parts.push_back("T_seq = " + number(t.sequentialSeconds) + " s");
            parts.push_back(std::string(TrainingModel::algorithmId(t.algorithm)) + " all-reduce");
            parts.push_back(std::string(TrainingModel::scalingId(t.scaling)) + " scaling");
            parts.push_back("\u03C9 = " + percent(t.overlap));
            parts.push_back(n);
            break;
        }
        case ModelKind::ParallelTraining: {
            const auto& r = s.trainingRun;
            parts.push_back(r.raw ? r.modelName + " (P = " + number(r.raw->parameters) + ", " + number(r.raw->flopsPerSample) +
                                        " FLOP/sample)"
                                  : r.modelName + " (l " + std::to_string(r.shape.layers) + ", h " + wholeCount(r.shape.hidden) + ", a " +
                                        std::to_string(r.shape.heads) + ", s " + wholeCount(r.shape.sequenceLength) + ", V " +
                                        wholeCount(r.shape.vocabulary) + shapeExtras(r.shape) + ")");
            const std::string precision =
                s.precision == Precision::FP8
                    ? precisionName(s.precision) +
                          (r.fp8Recipe == Fp8Recipe::DeepSeekV3 ? " (DeepSeek-V3 recipe)" : " (Transformer Engine recipe)")
                    : precisionName(s.precision);
            parts.push_back(r.acceleratorName + ", " + precision + " at " + percent(r.utilization) + " utilization");
            parts.push_back(std::to_string(r.gpusPerNode) + " GPUs a node, " + std::to_string(r.nicsPerNode) + " x " + r.networkName);
            parts.push_back("t " + std::to_string(r.tensorParallel) + " \u00D7 cp " + std::to_string(r.contextParallel) + " \u00D7 p " +
                            std::to_string(r.pipelineParallel) + " \u00D7 d " + std::to_string(r.dataParallel) + " = " +
                            wholeCount(r.gpus()) + " GPUs" +
                            (r.expertParallel > 1 ? ", ep " + std::to_string(r.expertParallel) : std::string()));
            parts.push_back("B " + wholeCount(r.globalBatch) + ", b " + std::to_string(r.microBatch) + ", v " +
                            std::to_string(r.interleave));
            parts.push_back("ZeRO " + std::to_string(r.zeroStage) + (r.offloadOptimizer ? " with offload" : "") + ", " +
                            std::string(TransformerModel::recomputeId(r.recompute)) + " recomputation, " +
                            std::string(TrainingModel::algorithmId(r.allReduce)) + " all-reduce");
            parts.push_back("\u03C9 = " + percent(r.overlap));
            parts.push_back(n);
            break;
        }
    }
    return parts;
}

std::string text(const Scenario& scenario) { return std::string(modelKindDisplayName(scenario.model)) + ": " + joined(parts(scenario)); }

}  // namespace effsurf::core::ScenarioCaption
