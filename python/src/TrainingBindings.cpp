// SPDX-License-Identifier: MIT
#include "Bindings.h"
#include "Interrupt.h"

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/model/TransformerModel.h"
#include "effsurf/core/report/TrainingReport.h"
#include "effsurf/core/scenario/TrainingRunKeywords.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/core/scenario/TrainingRunEdits.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/resources/BuiltinData.h"

#include <pybind11/stl.h>

#include <cmath>
#include <map>
#include <set>
#include <string>

namespace effsurf::python {
namespace {

/// A run at a precision with its numbers, computed once (a run is immutable in Python).
struct Run {
    core::TrainingRun run;
    core::Precision precision = core::Precision::BF16;
    core::TrainingSummary summary;
};

/// The keyword arguments of Run(), in the order they are applied (the
/// order of `effsurf-cli train`'s options, so that both read a run alike).
const std::vector<std::string>& runKeywords() {
    static const std::vector<std::string> keywords{"published",
                                                   "model",
                                                   "params",
                                                   "flops_per_sample",
                                                   "layers",
                                                   "hidden",
                                                   "heads",
                                                   "kv_heads",
                                                   "head_dim",
                                                   "ffn_hidden",
                                                   "seq",
                                                   "vocab",
                                                   "experts",
                                                   "experts_per_token",
                                                   "shared_experts",
                                                   "expert_ffn_hidden",
                                                   "dense_layers",
                                                   "max_nodes_per_token",
                                                   "kv_lora_rank",
                                                   "q_lora_rank",
                                                   "rope_head_dim",
                                                   "swiglu",
                                                   "untied",
                                                   "capacity_factor",
                                                   "gpu",
                                                   "network",
                                                   "network_gbps",
                                                   "network_latency_us",
                                                   "gpus_per_node",
                                                   "nvlink_domain",
                                                   "nics_per_node",
                                                   "tp",
                                                   "cp",
                                                   "pp",
                                                   "ep",
                                                   "dp",
                                                   "gpus",
                                                   "global_batch",
                                                   "micro_batch",
                                                   "interleave",
                                                   "zero",
                                                   "shard_group",
                                                   "offload",
                                                   "recompute",
                                                   "fused_attention",
                                                   "dropout",
                                                   "schedule",
                                                   "sequence_parallel",
                                                   "all_reduce",
                                                   "fp8_recipe",
                                                   "utilization",
                                                   "overlap",
                                                   "serial_seconds",
                                                   "tokens",
                                                   "band",
                                                   "memory_margin_gib",
                                                   "precision"};
    return keywords;
}

/// Whether `value` is a NumPy number: a scalar of any integer or floating
/// dtype (np.float32 is no Python float) or a 0-d array of one.
bool isNumpyNumber(const py::object& value, const py::module_& numpy) {
    if (py::isinstance(value, numpy.attr("ndarray"))) {
        const std::string kind = value.attr("dtype").attr("kind").cast<std::string>();
        return value.attr("ndim").cast<int>() == 0 && (kind == "i" || kind == "u" || kind == "f");
    }
    return py::isinstance(value, numpy.attr("integer")) || py::isinstance(value, numpy.attr("floating"));
}

/// A number keyword: a Python or NumPy integer or float, or a 0-d array of
/// one (not a bool, not a string). `function` names the call in a refusal.
double numberArgument(const py::dict& kwargs, const char* name, double fallback, const char* function = "Run()") {
    if (!kwargs.contains(name)) return fallback;
    const py::object value = kwargs[name];
    const py::module_ numpy = py::module_::import("numpy");
    // NumPy's bool has __index__: a True is still no count.
    const bool boolean = py::isinstance<py::bool_>(value) || py::isinstance(value, numpy.attr("bool_"));
    // An array has __index__ too: only a 0-d one of numbers is a number.
    const bool numeric = !boolean && !py::isinstance<py::str>(value) &&
                         (py::isinstance(value, numpy.attr("ndarray"))
                              ? isNumpyNumber(value, numpy)
                              : (PyIndex_Check(value.ptr()) || PyFloat_Check(value.ptr()) || isNumpyNumber(value, numpy)));
    if (!numeric)
        throw py::type_error(std::string(function) + ": " + name + " must be a number, not " +
                             std::string(py::str(py::type::handle_of(value).attr("__name__"))));
    return py::float_(value).cast<double>();
}

/// A count keyword: a whole number in [1, 1e9] ([0, 1e9] where zero means none).
int countArgument(const py::dict& kwargs, const char* name, int fallback, bool zeroAllowed = false, const char* function = "Run()") {
    if (!kwargs.contains(name)) return fallback;
    const double number = numberArgument(kwargs, name, 0.0, function);
    if (std::floor(number) != number)
        throw py::type_error(std::string(function) + ": " + name + " must be a whole number, not " + core::formatNumber(number));
    if (number < (zeroAllowed ? 0.0 : 1.0) || number > 1e9)
        throw core::InvalidParameter(
            name, std::string("must be a whole number from ") + (zeroAllowed ? "0" : "1") + " to 1e9, got " + core::formatNumber(number));
    return int(number);
}

std::string textArgument(const py::dict& kwargs, const char* name, const std::string& fallback) {
    if (!kwargs.contains(name)) return fallback;
    const py::object value = kwargs[name];
    if (!py::isinstance<py::str>(value)) throw py::type_error(std::string("Run(): ") + name + " must be a string");
    return value.cast<std::string>();
}

bool flagArgument(const py::dict& kwargs, const char* name, bool fallback) {
    if (!kwargs.contains(name)) return fallback;
    const py::object value = kwargs[name];
    if (!py::isinstance<py::bool_>(value)) throw py::type_error(std::string("Run(): ") + name + " must be True or False");
    return value.cast<bool>();
}

/// A TrainingRun from Run()'s keywords: their types are checked here, what
/// they mean by core's TrainingRunEdits, as for effsurf-cli train's options.
core::TrainingRun readRun(const py::dict& kwargs) {
    std::set<std::string> known(runKeywords().begin(), runKeywords().end());
    for (const auto& item : kwargs) {
        const auto key = item.first.cast<std::string>();
        if (!known.count(key)) {
            std::string list;
            for (const auto& k : runKeywords()) list += (list.empty() ? "" : ", ") + k;
            throw py::type_error("Run() got an unexpected keyword argument '" + key + "' (it takes " + list + ")");
        }
    }
    core::TrainingRunEdits edits;
    const auto text = [&](const char* name, std::optional<std::string>& field) {
        if (kwargs.contains(name)) field = textArgument(kwargs, name, "");
    };
    const auto whole = [&](const char* name, std::optional<int>& field, bool zeroAllowed = false) {
        if (kwargs.contains(name)) field = countArgument(kwargs, name, 1, zeroAllowed);
    };
    const auto number = [&](const char* name, std::optional<double>& field) {
        if (kwargs.contains(name)) field = numberArgument(kwargs, name, 0.0);
    };
    const auto flag = [&](const char* name, std::optional<bool>& field) {
        if (kwargs.contains(name)) field = flagArgument(kwargs, name, false);
    };
    // The counts and numbers both faces read alike: core's list of keywords.
    for (const auto& edit : core::TrainingRunKeywords::counts())
        whole(std::string(edit.keyword).c_str(), edits.*edit.field, edit.zeroAllowed);
    for (const auto& edit : core::TrainingRunKeywords::numbers()) number(std::string(edit.keyword).c_str(), edits.*edit.field);
    text("published", edits.published);
    text("model", edits.model);
    number("params", edits.rawParameters);
    number("flops_per_sample", edits.rawFlopsPerSample);
    flag("swiglu", edits.gatedFfn);
    flag("untied", edits.untiedEmbeddings);
    text("gpu", edits.gpu);
    text("network", edits.network);
    if (kwargs.contains("network_gbps")) edits.networkBytesPerSecond = numberArgument(kwargs, "network_gbps", 0.0) * 1e9 / 8.0;
    if (kwargs.contains("network_latency_us")) edits.networkLatencySeconds = numberArgument(kwargs, "network_latency_us", 0.0) * 1e-6;
    whole("gpus", edits.gpus);
    whole("zero", edits.zeroStage, true);
    flag("offload", edits.offloadOptimizer);
    if (kwargs.contains("recompute")) edits.recompute = core::TransformerModel::parseRecompute(textArgument(kwargs, "recompute", ""));
    flag("fused_attention", edits.fusedAttention);
    flag("dropout", edits.dropout);
    if (kwargs.contains("schedule")) edits.schedule = core::ParallelTrainingModel::parseSchedule(textArgument(kwargs, "schedule", ""));
    if (kwargs.contains("band")) {
        const py::object band = kwargs["band"];
        const auto sequence = py::reinterpret_borrow<py::sequence>(band);
        if (!py::isinstance<py::sequence>(band) || py::isinstance<py::str>(band) || py::len(band) != 2)
            throw py::type_error("Run(): band must be a pair (low, high) of utilizations, e.g. (0.55, 0.75)");
        py::dict ends;
        ends["low"] = sequence[0];
        ends["high"] = sequence[1];
        edits.bandLow = numberArgument(ends, "low", 0.0);
        edits.bandHigh = numberArgument(ends, "high", 0.0);
    }
    if (kwargs.contains("memory_margin_gib")) edits.memoryMarginBytes = numberArgument(kwargs, "memory_margin_gib", 0.0) * core::kGibibyte;
    flag("sequence_parallel", edits.sequenceParallel);
    if (kwargs.contains("all_reduce")) edits.allReduce = core::TrainingModel::parseAlgorithm(textArgument(kwargs, "all_reduce", ""));
    if (kwargs.contains("fp8_recipe")) edits.fp8Recipe = core::TrainingRun::parseFp8Recipe(textArgument(kwargs, "fp8_recipe", ""));
    number("tokens", edits.tokens);
    return edits.apply(resources::trainingCatalog());
}

core::Precision readPrecision(const py::dict& kwargs) {
    if (!kwargs.contains("precision"))  // a published run's own (DeepSeek-V3: FP8), else BF16
        return kwargs.contains("published")
                   ? resources::trainingCatalog().publishedRun(textArgument(kwargs, "published", ""), "published run").precision
                   : core::Precision::BF16;
    const core::Precision precision = core::parsePrecision(textArgument(kwargs, "precision", "bf16"));
    if (precision == core::Precision::FP64)
        throw core::InvalidParameter("precision", "fp64 is not a training datatype here: fp32, tf32, bf16, fp16 or fp8");
    return precision;
}

/// Calls `body` with core's field names turned into Run()'s keywords.
template <typename Body>
auto withKeywords(Body&& body) {
    try {
        return body();
    } catch (const core::InvalidParameter& error) {
        throw py::value_error(core::TrainingRunKeywords::keywordsOf(error.field()) + ": " + error.message());
    }
}

Run makeRun(const py::dict& kwargs) {
    return withKeywords([&] {
        Run result;
        result.run = readRun(kwargs);
        result.precision = readPrecision(kwargs);
        result.summary = core::TrainingAnalysis::summarize(result.run, result.precision);
        return result;
    });
}

py::dict stepDict(const core::TrainingStep& step) {
    py::dict d;
    for (const auto& [name, seconds] : step.terms) d[py::str(std::string(name))] = seconds;
    d["total"] = step.total;
    return d;
}

/// GiB, as the GPU's memory is counted everywhere effsurf shows it.
py::dict memoryDict(const core::MemoryPerGpu& memory) {
    py::dict d;
    d["weights"] = memory.weights / core::kGibibyte;
    d["gradients"] = memory.gradients / core::kGibibyte;
    d["optimizer"] = memory.optimizer / core::kGibibyte;
    d["activations"] = memory.activations / core::kGibibyte;
    d["buffers"] = memory.buffers / core::kGibibyte;
    d["total"] = memory.total() / core::kGibibyte;
    d["stage"] = memory.stage;
    return d;
}

py::dict summaryDict(const core::TrainingSummary& summary) {
    py::dict d;
    d["tokens_per_second"] = summary.tokensPerSecond;
    d["model_tflops_per_gpu"] = summary.achievedModelFlopsPerGpu / 1e12;
    d["mfu"] = summary.modelFlopsUtilization;
    d["days"] = summary.daysForTokens;
    d["gpu_hours"] = summary.gpuHoursForTokens;
    return d;
}

py::dict searchColumns(const Run& base, const py::object& gpuCount, std::optional<double> memoryLimit, int maxInterleave,
                       int maxContextParallel, bool tensorWithinDomain) {
    // Any whole number, as Run()'s counts: 1536.0, np.int64(1536); 10**12 refused as the CLI refuses it.
    py::dict count;
    count["gpus"] = gpuCount;
    const int gpus = withKeywords([&] { return countArgument(count, "gpus", 1, false, "search_layouts()"); });
    auto request = withKeywords([&] {
        core::LayoutSearchRequest r = core::TrainingAnalysis::searchRequest(base.run, base.precision);
        r.gpus = gpus;
        if (memoryLimit) {
            core::requirePositive(*memoryLimit, "memory_limit_gib");
            r.memoryLimitBytes = *memoryLimit * core::kGibibyte;
        }
        if (maxInterleave < 1) throw core::InvalidParameter("max_interleave", "must be at least 1");
        if (maxContextParallel < 1 || (maxContextParallel & (maxContextParallel - 1)) != 0)
            throw core::InvalidParameter("max_cp", "must be a power of 2, got " + std::to_string(maxContextParallel));
        r.maxInterleave = maxInterleave;
        r.maxContextParallel = maxContextParallel;
        r.tensorWithinDomain = tensorWithinDomain;
        return r;
    });
    InterruptFlag interrupt(1);
    request.shouldStop = [&interrupt] { return interrupt.poll(); };
    std::vector<core::LayoutCandidate> ranked;
    try {
        py::gil_scoped_release released;
        ranked = withKeywords([&] { return core::LayoutSearch::rank(request); });
    } catch (const core::LayoutSearchCancelled&) {
        throw py::error_already_set();
    }
    if (interrupt.interrupted()) throw py::error_already_set();  // seen after the search's last look
    // An empty table said nothing; the CLI says why.
    if (ranked.empty()) throw py::value_error("gpus: " + core::TrainingAnalysis::noValidLayout(base.run, gpus));
    py::dict d;
    std::vector<std::pair<const char*, std::vector<double>>> columns{{"tp", {}},
                                                                     {"cp", {}},
                                                                     {"pp", {}},
                                                                     {"dp", {}},
                                                                     {"ep", {}},
                                                                     {"micro_batch", {}},
                                                                     {"interleave", {}},
                                                                     {"step_seconds", {}},
                                                                     {"tokens_per_second", {}},
                                                                     {"mfu", {}},
                                                                     {"hfu", {}},
                                                                     {"efficiency", {}},
                                                                     {"s_eff", {}},
                                                                     {"memory_per_gpu_gib", {}}};
    std::vector<bool> fits;
    for (const auto& c : ranked) {
        const double values[] = {
            double(c.tensorParallel),  double(c.contextParallel),      double(c.pipelineParallel), double(c.dataParallel),
            double(c.expertParallel),  double(c.microBatch),           double(c.interleave),       c.stepSeconds,
            c.tokensPerSecond,         c.modelFlopsUtilization,        c.hardwareFlopsUtilization, c.efficiency,
            c.effectiveSerialFraction, c.memoryBytes / core::kGibibyte};
        for (std::size_t k = 0; k < columns.size(); ++k) columns[k].second.push_back(values[k]);
        fits.push_back(c.fits);
    }
    for (auto& [name, values] : columns) d[name] = py::cast(values);
    d["fits"] = py::cast(fits);
    return d;
}

}  // namespace

py::object runObject(const core::TrainingRun& run, core::Precision precision) {
    Run result;
    result.run = run;
    result.precision = precision;
    result.summary = core::TrainingAnalysis::summarize(run, precision);
    return py::cast(std::move(result));
}

std::pair<core::TrainingRun, core::Precision> runOf(const py::handle& run) {
    if (!py::isinstance<Run>(run)) throw py::type_error("expected an effsurf.training.Run");
    const Run& r = run.cast<const Run&>();
    return {r.run, r.precision};
}

void bindTraining(py::module_& m) {
    py::class_<Run>(m, "Run", R"(A large-model training run (docs/models.md §4b): a model, a GPU, nodes and
their network, a layout t x cp x p x d (ep) and a batch, evaluated by
effsurf's training model -- the numbers of `effsurf-cli train` and of the
app's Training workspace.

Run(model="gpt3-175b", gpu="a100-80gb", network="hdr-ib", precision="bf16",
    tp=8, pp=12, dp=16, cp=1, ep=1, gpus=None, global_batch=1536,
    micro_batch=1, interleave=1, zero=1, shard_group=0, offload=False,
    recompute="selective", fused_attention=True, dropout=False,
    schedule="1f1b", sequence_parallel=True, all_reduce="ring",
    fp8_recipe="transformer-engine", utilization=0.65, overlap=0.0,
    serial_seconds=0.0, tokens=300e9, band=(0.55, 0.75),
    memory_margin_gib=0, ...)

or Run(published="llama3-405b-8k-16384", ...): a published run as its paper
describes it (training.published_runs() lists them), every other keyword
changing it. A model preset brings its paper's batch and tokens, a GPU its
nodes' network. Plus the shape's own keywords (layers, hidden, heads,
kv_heads, head_dim, ffn_hidden, seq, vocab, experts, experts_per_token,
shared_experts, expert_ffn_hidden, dense_layers, max_nodes_per_token,
kv_lora_rank, q_lora_rank, rope_head_dim, swiglu, untied, capacity_factor),
a model by its totals (params, flops_per_sample) and the hardware's
(gpus_per_node, nvlink_domain, nics_per_node, network_gbps,
network_latency_us). Memory is in GiB.

The step: compute m (l c + c_out) / p is the payload; the pipeline bubble
(p - 1) tau / v, tensor/context/expert/pipeline/data-parallel communication,
ZeRO gathers, host copies and serial time are not. E = compute / T_step and
s_eff = (1/E - 1) / (N - 1) (L4), so a run is a point on the surface.
A layout that does not divide the model or the batch raises ValueError
naming the keyword.)")
        .def(py::init([](py::kwargs kwargs) { return makeRun(kwargs); }))
        .def_property_readonly("model", [](const Run& r) { return r.run.modelName; })
        .def_property_readonly("model_id", [](const Run& r) { return r.run.modelId; })
        .def_property_readonly("gpu", [](const Run& r) { return r.run.acceleratorName; })
        .def_property_readonly("network", [](const Run& r) { return r.run.networkName; })
        .def_property_readonly("precision", [](const Run& r) { return std::string(core::precisionInfo(r.precision).id); })
        .def_property_readonly("layout",
                               [](const Run& r) {
                                   py::dict d;
                                   d["tp"] = r.run.tensorParallel;
                                   d["cp"] = r.run.contextParallel;
                                   d["pp"] = r.run.pipelineParallel;
                                   d["dp"] = r.run.dataParallel;
                                   d["ep"] = r.run.expertParallel;
                                   d["micro_batch"] = r.run.microBatch;
                                   d["global_batch"] = r.run.globalBatch;
                                   d["interleave"] = r.run.interleave;
                                   d["zero"] = r.run.zeroStage;
                                   d["shard_group"] = r.run.shardGroup;
                                   d["recompute"] = std::string(core::TransformerModel::recomputeId(r.run.recompute));
                                   d["fused_attention"] = r.run.fusedAttention;
                                   d["schedule"] = std::string(core::ParallelTrainingModel::scheduleId(r.run.schedule));
                                   return d;
                               })
        .def_property_readonly(
            "schedule", [](const Run& r) { return r.summary.schedule; },
            "the pipeline schedule the step assumes, in words ('Megatron-Core 1F1B, interleaved v = 4')")
        .def_property_readonly(
            "gpus", [](const Run& r) { return r.summary.gpus; }, "N = t cp p d")
        .def(
            "step", [](const Run& r) { return stepDict(r.summary.step); },
            "The step's terms in seconds (compute, memory-bound kernels, pipeline bubble, ...) and their total.")
        .def_property_readonly("step_seconds", [](const Run& r) { return r.summary.step.total; })
        .def_property_readonly(
            "tokens_per_second", [](const Run& r) { return r.summary.tokensPerSecond; },
            "tokens per second (samples per second for a params model)")
        .def_property_readonly(
            "tflops_per_gpu", [](const Run& r) { return r.summary.achievedFlopsPerGpu / 1e12; },
            "achieved hardware TFLOP/s per GPU, recomputation counted")
        .def_property_readonly("model_tflops_per_gpu", [](const Run& r) { return r.summary.achievedModelFlopsPerGpu / 1e12; })
        .def_property_readonly(
            "mfu", [](const Run& r) { return r.summary.modelFlopsUtilization; },
            "model FLOP utilization: model FLOP/s per GPU over the datasheet peak")
        .def_property_readonly("hfu", [](const Run& r) { return r.summary.hardwareFlopsUtilization; })
        .def_property_readonly(
            "tokens", [](const Run& r) { return r.run.tokens; },
            "T, the tokens (samples for a params model) the days and GPU-hours are for")
        .def_property_readonly(
            "days", [](const Run& r) { return r.summary.daysForTokens; }, "days to train on `tokens`")
        .def_property_readonly(
            "gpu_hours", [](const Run& r) { return r.summary.gpuHoursForTokens; },
            "GPU-hours to train on `tokens`: N times the days, in hours")
        .def(
            "band",
            [](const Run& r) {
                const core::TrainingBand band = withKeywords([&] { return core::TrainingAnalysis::band(r.run, r.precision); });
                py::dict d;
                d["utilization"] = py::make_tuple(band.utilizationLow, band.utilizationHigh);
                d["low"] = summaryDict(band.low);
                d["high"] = summaryDict(band.high);
                return d;
            },
            "The run at the two ends of its utilization band (Run(band=(low, high)), default 0.55 to 0.75): "
            "{'utilization': (low, high), 'low': {...}, 'high': {...}} with tokens_per_second, model_tflops_per_gpu, mfu, days, gpu_hours.")
        .def("_remedy_columns",
             [](const Run& r) {
                 const auto remedies = withKeywords([&] { return core::TrainingAnalysis::memoryRemedies(r.run, r.precision); });
                 std::vector<std::string> setting, option;
                 std::vector<double> memory, freed, change;
                 std::vector<bool> fits;
                 for (const auto& remedy : remedies) {
                     setting.push_back(remedy.setting), option.push_back(remedy.option),
                         memory.push_back(remedy.memoryBytes / core::kGibibyte);
                     freed.push_back(remedy.freedBytes / core::kGibibyte), change.push_back(remedy.throughputChange),
                         fits.push_back(remedy.fits);
                 }
                 py::dict d;
                 d["option"] = option;
                 d["setting"] = setting;
                 d["memory_gib"] = memory;
                 d["freed_gib"] = freed;
                 d["throughput_change"] = change;
                 d["fits"] = fits;
                 return d;
             })
        .def_property_readonly("parameters", [](const Run& r) { return r.summary.parameterCount; })
        .def_property_readonly(
            "memory", [](const Run& r) { return memoryDict(r.summary.memory); },
            "GiB per GPU of the fullest pipeline stage, by kind, and their total")
        .def_property_readonly(
            "memory_limit", [](const Run& r) { return r.summary.memoryLimit / core::kGibibyte; },
            "GiB the run may use on a GPU: the device's less the margin")
        .def(
            "_report_json", [](const Run& r, bool band) { return core::TrainingReport::runJson(r.run, r.precision, band); },
            py::arg("band") = false)
        .def_property_readonly("fits", [](const Run& r) { return r.summary.fits; })
        .def_property_readonly(
            "efficiency", [](const Run& r) { return r.summary.efficiency; }, "E = compute / step time")
        .def_property_readonly(
            "s_eff", [](const Run& r) { return r.summary.serialFraction; }, "s_eff(N) = (1/E - 1)/(N - 1)")
        .def(
            "_scaling_columns",
            [](const Run& r, int maxPoints) {
                const auto points = withKeywords([&] { return core::TrainingAnalysis::scaling(r.run, r.precision, maxPoints); });
                py::dict d;
                std::vector<double> dp, gpus, step, tps, low, high, model, hardware, mfu, hfu, e, s;
                std::vector<bool> fits, best;
                const std::size_t bestIndex = core::TrainingAnalysis::bestIndex(points);
                const double peak = r.run.peakFlops[std::size_t(r.precision)].value_or(1.0);
                for (const auto& p : points) {
                    dp.push_back(p.dataParallel);
                    gpus.push_back(p.gpus);
                    step.push_back(p.step.total);
                    tps.push_back(p.tokensPerSecond);
                    low.push_back(p.tokensPerSecondLow);
                    high.push_back(p.tokensPerSecondHigh);
                    model.push_back(p.achievedModelFlopsPerGpu / 1e12);
                    hardware.push_back(p.achievedFlopsPerGpu / 1e12);
                    best.push_back(best.size() == bestIndex);
                    mfu.push_back(p.modelFlopsUtilization);
                    hfu.push_back(p.achievedFlopsPerGpu / peak);
                    e.push_back(p.efficiency);
                    s.push_back(p.serialFraction);
                    fits.push_back(p.fits);
                }
                d["dp"] = dp;
                d["gpus"] = gpus;
                d["step_seconds"] = step;
                d["tokens_per_second"] = tps;
                d["tokens_per_second_low"] = low;
                d["tokens_per_second_high"] = high;
                d["model_tflops_per_gpu"] = model;
                d["tflops_per_gpu"] = hardware;
                d["mfu"] = mfu;
                d["hfu"] = hfu;
                d["efficiency"] = e;
                d["s_eff"] = s;
                d["fits"] = fits;
                d["best"] = best;
                return d;
            },
            py::arg("max_points") = 64)
        .def("_search_columns", &searchColumns, py::arg("gpus"), py::arg("memory_limit") = py::none(), py::arg("max_interleave") = 8,
             py::arg("max_cp") = 1, py::arg("tensor_within_domain") = true)
        .def("__repr__", [](const Run& r) {
            return "<effsurf.training.Run " + r.run.modelName + " on " + std::to_string(r.summary.gpus) + " x " + r.run.acceleratorName +
                   ": E=" + core::formatNumber(r.summary.efficiency) + ">";
        });
}

}  // namespace effsurf::python
