// SPDX-License-Identifier: MIT
#include "effsurf/cli/TrainingRunOptions.h"

#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/scenario/TrainingRunEdits.h"
#include "effsurf/core/scenario/TrainingRunKeywords.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/resources/BuiltinData.h"

#include <algorithm>
#include <cmath>

namespace effsurf::cli {
namespace {

/// Reads an option through a parser that names its own field, renamed to the option.
template <typename Parse>
auto parsed(const ParsedArguments& args, const std::string& name, Parse&& parse) {
    try {
        return parse(*args.value(name));
    } catch (const core::InvalidParameter& e) {
        throw e.renamed("--" + name);
    }
}

bool onOff(const ParsedArguments& args, const std::string& name) {
    const std::string value = core::toLower(*args.value(name));
    if (value == "on" || value == "yes" || value == "true" || value == "1") return true;
    if (value == "off" || value == "no" || value == "false" || value == "0") return false;
    throw core::InvalidParameter("--" + name, "must be on or off, not '" + *args.value(name) + "'");
}

/// A count that may be 0 ("none"): shared experts, dense layers.
int countOrZero(const ParsedArguments& args, const std::string& name, int fallback) {
    if (!args.has(name)) return fallback;
    const double value = numberOption(args, name);
    if (value < 0.0 || value > 1e9 || std::floor(value) != value)
        throw core::InvalidParameter("--" + name, "must be a whole number from 0 to 1e9, got " + core::formatNumber(value));
    return int(value);
}

}  // namespace

std::pair<double, double> TrainingRunOptions::bandOption(const ParsedArguments& args) {
    const std::string text = args.value("band").value_or("");
    if (text.empty()) return {core::TrainingRun{}.bandLow, core::TrainingRun{}.bandHigh};
    const auto colon = text.find(':');
    const auto low = core::parseDouble(text.substr(0, colon));
    const auto high = colon == std::string::npos ? std::nullopt : core::parseDouble(text.substr(colon + 1));
    if (!low || !high)
        throw core::InvalidParameter("--band", "expected LO:HI, two shares of the peak such as 0.55:0.75, got '" + text + "'");
    return {*low, *high};
}

int TrainingRunOptions::count(const ParsedArguments& args, const std::string& name, int fallback) {
    const double value = numberOption(args, name, double(fallback));
    if (value < 1.0 || value > 1e9 || std::floor(value) != value)
        throw core::InvalidParameter("--" + name, "must be a whole number from 1 to 1e9, got " + core::formatNumber(value));
    return int(value);
}

std::string TrainingRunOptions::optionOf(const std::string& field) { return core::TrainingRunKeywords::optionsOf(field); }

void TrainingRunOptions::addTo(ArgumentParser& p) {
    p.addOption("published", "ID", "a published run as its paper describes it (model, GPUs, layout, settings); see 'presets --training'")
        .addOption("model", "ID", "model preset (default gpt3-175b); see 'presets --training'")
        .addOption("layers", "L", "transformer layers l (the model's depth)")
        .addOption("hidden", "H", "hidden size h")
        .addOption("heads", "A", "attention (query) heads a")
        .addOption("kv-heads", "K", "key/value heads: grouped-query attention (1: multi-query; default: as many as heads)")
        .addOption("head-dim", "D", "one head's width (default h / a)")
        .addOption("ffn-hidden", "F", "the FFN's width (default 4 h)")
        .addFlag("swiglu", "a gated FFN (SwiGLU): three h x f matrices instead of two")
        .addFlag("untied", "an output layer of its own (not the input embedding's weights)")
        .addOption("seq", "S", "sequence length in tokens")
        .addOption("vocab", "V", "vocabulary size")
        .addOption("experts", "E", "a mixture of experts: routed experts per MoE layer (0: dense)")
        .addOption("experts-per-token", "K", "experts the router sends each token to (top-k, default 1)")
        .addOption("shared-experts", "S", "experts every token passes (default 0)")
        .addOption("expert-ffn-hidden", "F", "an expert's FFN width (default: --ffn-hidden)")
        .addOption("dense-layers", "L", "the first layers that keep a dense FFN (default 0)")
        .addOption("capacity-factor", "C", "expert capacity as a multiple of an even share (default: dropless)")
        .addOption("max-nodes-per-token", "M", "node-limited routing: a token's experts on at most M nodes (0: unlimited)")
        .addOption("kv-lora-rank", "R", "multi-head latent attention: the rank keys and values are compressed to (0: none)")
        .addOption("q-lora-rank", "R", "multi-head latent attention: the rank queries are compressed to (0: not compressed)")
        .addOption("rope-head-dim", "D", "multi-head latent attention: the decoupled RoPE width per head (default 64)")
        .addOption("params", "P", "a model given by totals: parameters (with --flops-per-sample); not a transformer")
        .addOption("flops-per-sample", "F", "training FLOP per sample of a --params model")
        .addOption("gpu", "ID", "accelerator preset (default a100-80gb)")
        .addOption("precision", "P", "fp32|tf32|bf16|fp16|fp8 (default bf16)")
        .addOption("fp8-recipe", "R", "with fp8: transformer-engine (default) or deepseek-v3 (FP8 dispatch)")
        .addOption("gpus-per-node", "G", "GPUs sharing a node's network adapters (default 8)")
        .addOption("nvlink-domain", "G", "GPUs one NVLink domain joins (default: the GPU preset's, 8; 72 for NVL72)")
        .addOption("network", "ID", "network preset between nodes (default hdr-ib)")
        .addOption("network-gbps", "R", "a network of your own: one adapter's line rate in Gb/s")
        .addOption("network-latency", "US", "a network of your own: latency of one step of a collective in microseconds")
        .addOption("nics-per-node", "K", "network adapters per node (default: the network preset's)")
        .addOption("tp", "T", "tensor-parallel size t (default 8)")
        .addOption("cp", "C", "context-parallel size cp: each sequence over cp GPUs, ring attention (default 1)")
        .addOption("pp", "P", "pipeline-parallel size p (default 12); layers need not divide evenly")
        .addOption("dp", "D", "data-parallel size d (default 16; or from --gpus)")
        .addOption("ep", "E", "expert-parallel size ep, out of d x cp (default 1)")
        .addOption("gpus", "N", "GPU count N = t cp p d, to set d from t, cp and p")
        .addOption("global-batch", "B", "sequences per step (default 1536)")
        .addOption("micro-batch", "b", "sequences per micro-batch (default 1)")
        .addOption("interleave", "V", "model chunks per GPU, interleaved 1F1B (default 1; needs p > 1)")
        .addOption("zero", "Z", "ZeRO stage 0|1|2|3 (default 1): 2 shards the gradients too, 3 the weights (FSDP); with pipelines too")
        .addOption("shard-group", "G", "hybrid sharding: ZeRO's states over groups of G of the d x cp ranks (0: all, the default)")
        .addFlag("offload", "ZeRO-Offload: optimizer states and Adam on the host, over the GPU's host link")
        .addOption("recompute", "R", "activation recomputation none|selective|full (default selective)")
        .addOption("fused-attention", "ON", "on (default) or off: fused attention (FlashAttention) never keeps the s x s scores")
        .addOption("dropout", "ON", "on or off (default): dropout's masks kept for the backward pass (2021's runs had dropout)")
        .addOption("schedule", "S", "pipeline schedule 1f1b (Megatron-Core, default) or dualpipe (DeepSeek-V3)")
        .addOption("sequence-parallel", "ON", "on (default) or off: activations outside the tensor-parallel blocks split over t")
        .addOption("all-reduce", "A", "the gradients' all-reduce across nodes: ring (default) or tree")
        .addOption("utilization", "U", "sustained share of the peak in the matrix products, 0.001..1 (default 0.65)")
        .addOption("overlap", "W", "share of the data-parallel all-reduce hidden behind the backward pass (default 0)")
        .addOption("serial-seconds", "S", "optimizer step and other time per step no GPU count divides (default 0)")
        .addOption("tokens", "T", "tokens to train on, for the days (e.g. 300e9)")
        .addFlagWithValue("band", "LO:HI", "show every prediction at the two ends of a utilization range (default 0.55:0.75)")
        .addOption("memory-margin", "GIB", "memory kept free on every GPU, in GiB (default 0): fits means at most the rest")
        .addOption("samples", "N", "samples to train a --params model on, for the days");
}

core::TrainingRun TrainingRunOptions::read(const ParsedArguments& args, bool withoutGpuCount) {
    // The options' syntax is read here; what the values mean, TrainingRunEdits
    // checks (its fields come back as options through optionOf).
    core::TrainingRunEdits edits;
    const auto text = [&](const char* name, std::optional<std::string>& field) {
        if (args.has(name)) field = *args.value(name);
    };
    const auto whole = [&](const char* name, std::optional<int>& field, bool zeroAllowed = false) {
        if (args.has(name)) field = zeroAllowed ? countOrZero(args, name, 0) : count(args, name, 1);
    };
    const auto number = [&](const char* name, std::optional<double>& field) {
        if (args.has(name)) field = numberOption(args, name);
    };
    // The counts and numbers both faces read alike: core's list, the option the keyword with '-'.
    for (const auto& edit : core::TrainingRunKeywords::counts()) {
        std::string option(edit.keyword);
        std::replace(option.begin(), option.end(), '_', '-');
        whole(option.c_str(), edits.*edit.field, edit.zeroAllowed);
    }
    for (const auto& edit : core::TrainingRunKeywords::numbers()) {
        std::string option(edit.keyword);
        std::replace(option.begin(), option.end(), '_', '-');
        number(option.c_str(), edits.*edit.field);
    }
    text("published", edits.published);
    text("model", edits.model);
    if (args.has("params") || args.has("flops-per-sample")) {
        edits.rawParameters = positiveOption(args, "params");
        edits.rawFlopsPerSample = positiveOption(args, "flops-per-sample");
    }
    if (args.has("swiglu")) edits.gatedFfn = true;
    if (args.has("untied")) edits.untiedEmbeddings = true;
    text("gpu", edits.gpu);
    text("network", edits.network);
    if (args.has("network-gbps")) edits.networkBytesPerSecond = positiveOption(args, "network-gbps") * 1e9 / 8.0;
    if (args.has("network-latency")) {
        const double microseconds = numberOption(args, "network-latency");
        if (!(microseconds >= 0.0 && microseconds <= 1e6))
            throw core::InvalidParameter("--network-latency", "must lie in [0, 1e6] microseconds, got " + core::formatNumber(microseconds));
        edits.networkLatencySeconds = microseconds * 1e-6;
    }
    if (!withoutGpuCount) whole("gpus", edits.gpus);
    if (args.has("zero")) {
        const double zero = numberOption(args, "zero");
        if (zero != 0 && zero != 1 && zero != 2 && zero != 3)
            throw core::InvalidParameter("--zero", "must be 0, 1, 2 or 3, not " + core::formatNumber(zero));
        edits.zeroStage = int(zero);
    }
    if (args.has("offload")) edits.offloadOptimizer = true;
    if (args.has("fused-attention")) edits.fusedAttention = onOff(args, "fused-attention");
    if (args.has("dropout")) edits.dropout = onOff(args, "dropout");
    if (args.has("schedule"))
        edits.schedule = parsed(args, "schedule", [](const std::string& v) { return core::ParallelTrainingModel::parseSchedule(v); });
    if (args.has("band")) {
        const auto [low, high] = bandOption(args);
        edits.bandLow = low;
        edits.bandHigh = high;
    }
    if (args.has("memory-margin")) {
        const double gib = numberOption(args, "memory-margin");
        if (gib < 0.0) throw core::InvalidParameter("--memory-margin", "must be 0 or more GiB, got " + core::formatNumber(gib));
        edits.memoryMarginBytes = gib * core::kGibibyte;
    }
    if (args.has("recompute"))
        edits.recompute = parsed(args, "recompute", [](const std::string& v) { return core::TransformerModel::parseRecompute(v); });
    if (args.has("sequence-parallel")) edits.sequenceParallel = onOff(args, "sequence-parallel");
    if (args.has("all-reduce"))
        edits.allReduce = parsed(args, "all-reduce", [](const std::string& v) { return core::TrainingModel::parseAlgorithm(v); });
    if (args.has("fp8-recipe"))
        edits.fp8Recipe = parsed(args, "fp8-recipe", [](const std::string& v) { return core::TrainingRun::parseFp8Recipe(v); });
    const bool raw = edits.rawParameters.has_value();
    if (raw && args.has("tokens")) throw core::InvalidParameter("--tokens", "a --params model counts samples, not tokens: give --samples");
    if (!raw && args.has("samples")) throw core::InvalidParameter("--samples", "a transformer counts tokens: give --tokens");
    if (args.has("tokens")) edits.tokens = positiveOption(args, "tokens");
    if (args.has("samples")) edits.tokens = positiveOption(args, "samples");
    try {
        return edits.apply(resources::trainingCatalog());
    } catch (const core::InvalidParameter& e) {
        const std::string option = optionOf(e.field());
        if (option == e.field()) throw;
        throw e.renamed(option);
    }
}

}  // namespace effsurf::cli
