// SPDX-License-Identifier: MIT
#include "effsurf/core/report/TrainingReport.h"

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/ParallelTrainingModel.h"

#include <cmath>
#include <sstream>

namespace effsurf::core {
namespace {

constexpr double kGib = kGibibyte;

std::string layoutText(int t, int cp, int p, int d, int ep) {
    return std::to_string(t) + " x " + std::to_string(cp) + " x " + std::to_string(p) + " x " + std::to_string(d) +
           (ep > 1 ? ", experts over ep = " + std::to_string(ep) : std::string());
}

}  // namespace

void TrainingReport::addSummary(const TrainingSummary& summary, bool showDays) {
    const TrainingRun& run = run_;
    report_.add("model", "model", run.modelName);
    report_.add("parameters", "parameters P (eq. 2)", Report::Cell(summary.parameterCount, 4));
    report_.add("gpu", "GPU", run.acceleratorName + ", " + std::string(precisionInfo(precision_).displayName) + " (datasheet peak)");
    report_.add("network", "network",
                std::to_string(run.nicsPerNode) + " x " + run.networkName + " per node of " + std::to_string(run.gpusPerNode) +
                    " GPUs, NVLink domains of " + std::to_string(run.nvlinkDomain));
    report_.add("layout", "layout t x cp x p x d",
                layoutText(run.tensorParallel, run.contextParallel, run.pipelineParallel, run.dataParallel, run.expertParallel));
    report_.add("schedule", "pipeline schedule", summary.schedule);
    if (!run.raw) {
        std::string stack = run.fusedAttention ? "fused attention" : "unfused attention (scores kept)";
        stack += ", " + std::string(TransformerModel::recomputeId(run.recompute)) + " recomputation";
        stack += run.sequenceParallel && run.tensorParallel > 1 ? ", sequence parallel" : "";
        stack += run.dropout ? ", dropout" : "";
        stack += ", ZeRO-" + std::to_string(run.zeroStage);
        if (run.shardGroup > 0) stack += " over groups of " + std::to_string(run.shardGroup);
        if (run.offloadOptimizer) stack += ", optimizer offloaded";
        report_.add("stack", "settings", stack);
    }
    if (!run.raw && run.shape.moe.enabled())
        report_.add("active_parameters", "active parameters per token",
                    Report::Cell(TransformerModel(run.shape).activeParameterCount(), 4));
    report_.add("gpus", "GPUs N", Report::Cell(summary.gpus, 10));
    report_.add("micro_batches", "micro-batches m = B / (d b)", Report::Cell(summary.microBatches, 10));
    report_.add("step_seconds", "step time", Report::Cell(summary.step.total, 4), "s");
    report_.add(run.raw ? "samples_per_second" : "tokens_per_second", run.raw ? "samples per second" : "tokens per second",
                Report::Cell(summary.tokensPerSecond, 4));
    if (!run.raw)
        report_.add("tokens_per_second_per_gpu", "tokens per second per GPU", Report::Cell(summary.tokensPerSecond / summary.gpus, 4));
    report_.add("model_tflops_per_gpu", "model TFLOP/s per GPU (no recomputation)",
                Report::Cell(summary.achievedModelFlopsPerGpu / 1e12, 4));
    report_.add("mfu", "MFU (model FLOP over the datasheet peak)", Report::Cell(summary.modelFlopsUtilization, 4));
    report_.add("achieved_tflops_per_gpu", "hardware TFLOP/s per GPU (recomputation counted)",
                Report::Cell(summary.achievedFlopsPerGpu / 1e12, 4));
    report_.add("hfu", "HFU (hardware FLOP over the datasheet peak)", Report::Cell(summary.hardwareFlopsUtilization, 4));
    if (showDays) {
        const std::string tokens = Report::formatNumber(run.tokens, 4) + (run.raw ? " samples" : " tokens");
        report_.add("days_for_tokens", "days for " + tokens, Report::Cell(summary.daysForTokens, 4), "days");
        report_.add("gpu_hours_for_tokens", "GPU-hours for " + tokens, Report::Cell(summary.gpuHoursForTokens, 4), "GPU-hours");
    }
    report_.add("memory_per_gpu_gib", "memory per GPU (stage " + std::to_string(summary.memory.stage + 1) + ", the fullest)",
                Report::Cell(summary.memory.total() / kGib, 4), "GiB");
    report_.add("memory_limit_gib", run.memoryMarginBytes > 0.0 ? "GPU memory less the margin" : "GPU memory",
                Report::Cell(summary.memoryLimit / kGib, 4), "GiB");
    report_.add("fits", "fits in memory", Report::Cell::flag(summary.fits));
    report_.add("efficiency", "efficiency E (compute share)", Report::Cell(summary.efficiency, 6));
    report_.add("s_eff", "s_eff(N)", Report::Cell(summary.serialFraction, 5));

    std::vector<std::pair<std::string, Report::Cell>> terms;
    for (const auto& [term, seconds] : summary.step.terms) terms.emplace_back(std::string(term), Report::Cell(seconds, 4));
    report_.addGroup("terms", "Step time by term (s):", terms);
    report_.addGroup("memory", "Memory per GPU (GiB):",
                     {{"weights", Report::Cell(summary.memory.weights / kGib, 4)},
                      {"gradients", Report::Cell(summary.memory.gradients / kGib, 4)},
                      {"optimizer", Report::Cell(summary.memory.optimizer / kGib, 4)},
                      {"activations", Report::Cell(summary.memory.activations / kGib, 4)},
                      {"buffers", Report::Cell(summary.memory.buffers / kGib, 4)}});
    if (!summary.fits) {
        auto& table =
            report_.addTable("remedies",
                             "Does not fit: " + Report::formatNumber(summary.memory.total() / kGib, 4) + " GiB of " +
                                 Report::formatNumber(summary.memoryLimit / kGib, 4) + ". What frees memory on these GPUs, most first:",
                             {{"option", "option"},
                              {"setting", "setting"},
                              {"memory_gib", "GiB after"},
                              {"throughput_change", "tokens/s change"},
                              {"fits", "fits"}});
        for (const auto& r : TrainingAnalysis::memoryRemedies(run, precision_))
            table.rows.push_back({r.option, r.setting, Report::Cell(r.memoryBytes / kGib, 4), Report::Cell(r.throughputChange, 3),
                                  Report::Cell::flag(r.fits)});
    }
}

void TrainingReport::addPublished(const PublishedTrainingRun& published, const TrainingSummary& summary) {
    double model = summary.achievedFlopsPerGpu / 1e12;
    std::string unit = "hardware TFLOP/s per GPU";
    if (published.measure == PublishedMeasure::ModelTflopsPerGpu)
        model = summary.achievedModelFlopsPerGpu / 1e12, unit = "model TFLOP/s per GPU";
    if (published.measure == PublishedMeasure::GpuHours) model = summary.gpuHoursForTokens, unit = "GPU-hours";
    report_.add("published_run", "published run", published.name + " (" + published.source + ")");
    report_.add("published_value", "published " + unit, Report::Cell(published.published, 4));
    report_.add("published_model", "effsurf's " + unit, Report::Cell(model, 4));
    report_.add("published_miss", "miss (model / published - 1)", Report::Cell(model / published.published - 1.0, 3));
    report_.add("published_stated", "the paper states", published.stated);
    if (!published.assumed.empty()) report_.add("published_assumed", "assumed here", published.assumed);
    if (published.documented) report_.addNote("A documented miss: " + published.why + ".");
}

void TrainingReport::addBand(const TrainingBand& band, bool showDays) {
    const std::string range = Report::formatNumber(band.utilizationLow, 3) + " to " + Report::formatNumber(band.utilizationHigh, 3);
    const auto pair = [](double low, double high, int digits) {
        return Report::formatNumber(low, digits) + " .. " + Report::formatNumber(high, digits);
    };
    report_.add("band_utilization", "utilization band", range);
    report_.addGroup("band_low", "At the band's low end (utilization " + Report::formatNumber(band.utilizationLow, 3) + "):",
                     {{"tokens_per_second", Report::Cell(band.low.tokensPerSecond, 4)},
                      {"model_tflops_per_gpu", Report::Cell(band.low.achievedModelFlopsPerGpu / 1e12, 4)},
                      {"mfu", Report::Cell(band.low.modelFlopsUtilization, 4)},
                      {"days_for_tokens", Report::Cell(band.low.daysForTokens, 4)},
                      {"gpu_hours_for_tokens", Report::Cell(band.low.gpuHoursForTokens, 4)}});
    report_.addGroup("band_high", "At the band's high end (utilization " + Report::formatNumber(band.utilizationHigh, 3) + "):",
                     {{"tokens_per_second", Report::Cell(band.high.tokensPerSecond, 4)},
                      {"model_tflops_per_gpu", Report::Cell(band.high.achievedModelFlopsPerGpu / 1e12, 4)},
                      {"mfu", Report::Cell(band.high.modelFlopsUtilization, 4)},
                      {"days_for_tokens", Report::Cell(band.high.daysForTokens, 4)},
                      {"gpu_hours_for_tokens", Report::Cell(band.high.gpuHoursForTokens, 4)}});
    report_.addNote("Band: tokens/s " + pair(band.low.tokensPerSecond, band.high.tokensPerSecond, 3) +
                    (showDays ? ", days " + pair(band.high.daysForTokens, band.low.daysForTokens, 3) + ", GPU-hours " +
                                    pair(band.high.gpuHoursForTokens, band.low.gpuHoursForTokens, 3)
                              : std::string()) +
                    " at utilization " + range + ".");
}

void TrainingReport::addScaling(const std::vector<TrainingScalingPoint>& points, bool band) {
    const std::size_t best = TrainingAnalysis::bestIndex(points);
    std::vector<std::pair<std::string, std::string>> columns{
        {"gpus", "N"},  {"dp", "d"},    {"step_seconds", "step s"},       {"model_tflops_per_gpu", "model TFLOP/s/GPU"},
        {"mfu", "MFU"}, {"hfu", "HFU"}, {"tokens_per_second", "tokens/s"}};
    if (band) columns.insert(columns.end(), {{"tokens_per_second_low", "tokens/s low"}, {"tokens_per_second_high", "tokens/s high"}});
    columns.insert(columns.end(), {{"efficiency", "E"}, {"s_eff", "s_eff"}, {"fits", "fits"}, {"best", "best"}});
    auto& sweep = report_.addTable(
        "scaling", "Over N (d varied, t cp p b v kept; best: the fastest at no less than half the top tokens/s per GPU):", columns);
    const double peak = run_.peakFlops[std::size_t(precision_)].value_or(1.0);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto& point = points[i];
        std::vector<Report::Cell> row{Report::Cell(point.gpus, 10),
                                      Report::Cell(point.dataParallel, 10),
                                      Report::Cell(point.step.total, 4),
                                      Report::Cell(point.achievedModelFlopsPerGpu / 1e12, 4),
                                      Report::Cell(point.modelFlopsUtilization, 3),
                                      Report::Cell(point.achievedFlopsPerGpu / peak, 3),
                                      Report::Cell(point.tokensPerSecond, 4)};
        if (band) row.insert(row.end(), {Report::Cell(point.tokensPerSecondLow, 4), Report::Cell(point.tokensPerSecondHigh, 4)});
        row.insert(row.end(), {Report::Cell(point.efficiency, 4), Report::Cell(point.serialFraction, 3), Report::Cell::flag(point.fits),
                               Report::Cell::flag(i == best)});
        sweep.rows.push_back(std::move(row));
    }
}

void TrainingReport::addSearch(const std::vector<LayoutCandidate>& ranked, int top) {
    auto& table = report_.addTable("search",
                                   "Layout search on " + std::to_string(run_.gpus()) + " GPUs (" + std::to_string(ranked.size()) +
                                       " valid layouts; fits first, fastest first):",
                                   {{"rank", "#"},
                                    {"tp", "t"},
                                    {"cp", "cp"},
                                    {"pp", "p"},
                                    {"dp", "d"},
                                    {"ep", "ep"},
                                    {"micro_batch", "b"},
                                    {"interleave", "v"},
                                    {"step_seconds", "step s"},
                                    {"tokens_per_second", "tokens/s"},
                                    {"mfu", "MFU"},
                                    {"hfu", "HFU"},
                                    {"memory_per_gpu_gib", "memory GiB"},
                                    {"fits", "fits"}});
    int own = -1;
    for (std::size_t i = 0; i < ranked.size(); ++i)
        if (run_.hasLayout(ranked[i])) {
            own = int(i);
            break;
        }
    for (std::size_t i = 0; i < ranked.size() && int(i) < top; ++i) {
        const auto& c = ranked[i];
        table.rows.push_back({Report::Cell(double(i + 1), 10), Report::Cell(c.tensorParallel, 10), Report::Cell(c.contextParallel, 10),
                              Report::Cell(c.pipelineParallel, 10), Report::Cell(c.dataParallel, 10), Report::Cell(c.expertParallel, 10),
                              Report::Cell(c.microBatch, 10), Report::Cell(c.interleave, 10), Report::Cell(c.stepSeconds, 4),
                              Report::Cell(c.tokensPerSecond, 4), Report::Cell(c.modelFlopsUtilization, 3),
                              Report::Cell(c.hardwareFlopsUtilization, 3), Report::Cell(c.memoryBytes / kGib, 4),
                              Report::Cell::flag(c.fits)});
    }
    if (own >= 0) {
        report_.add("search_rank", "this run's rank in the search", Report::Cell(double(own + 1), 10));
        const auto& best = ranked.front();
        const auto& mine = ranked[std::size_t(own)];
        std::string where = own == 0 ? "the best" : "";
        if (own > 0) {
            const double faster = mine.tokensPerSecond / best.tokensPerSecond - 1.0;
            where = faster > 0.0 ? Report::formatNumber(100.0 * faster, 3) + " % faster than the best, but " +
                                       (mine.fits ? "ranked below it" : "it does not fit in memory")
                                 : Report::formatNumber(-100.0 * faster, 3) + " % slower than the best";
        }
        report_.addNote(
            "This run (" +
            layoutText(mine.tensorParallel, mine.contextParallel, mine.pipelineParallel, mine.dataParallel, mine.expertParallel) + ", b " +
            std::to_string(mine.microBatch) + ", v " + std::to_string(mine.interleave) + ") ranks " + std::to_string(own + 1) + " of " +
            std::to_string(ranked.size()) + ": " + where + ".");
    }
    if (!ranked.empty() && !ranked.front().fits) {
        const LayoutCandidate* smallest = &ranked.front();
        for (const auto& c : ranked)
            if (c.memoryBytes < smallest->memoryBytes) smallest = &c;
        std::string advice = "No layout fits in " + Report::formatNumber(run_.usableMemoryBytes() / kGib, 4) + " GiB: the smallest needs " +
                             Report::formatNumber(smallest->memoryBytes / kGib, 4) + " GiB (t " + std::to_string(smallest->tensorParallel) +
                             ", cp " + std::to_string(smallest->contextParallel) + ", p " + std::to_string(smallest->pipelineParallel) +
                             ", d " + std::to_string(smallest->dataParallel) + ", b " + std::to_string(smallest->microBatch) + ").";
        TrainingRun there = run_;
        there.useLayout(*smallest);
        const auto remedies = TrainingAnalysis::memoryRemedies(there, precision_);
        if (!remedies.empty())
            advice += " There, " + remedies.front().option + " (" + remedies.front().setting +
                      ") frees most: " + Report::formatNumber(remedies.front().freedBytes / kGib, 3) + " GiB.";
        report_.add("search_advice", "none fits", advice);
    }
}

void TrainingReport::addFit(const TrainingStepFitResult& fit, const std::vector<TrainingPrediction>& predictions) {
    // As many digits (3 to 9) as it takes to tell the estimate from its interval's ends.
    const auto interval = [](double value, double low, double high, double scale, int digits) {
        std::string v, l, h;
        for (; digits <= 9; ++digits) {
            v = Report::formatNumber(value / scale, digits), l = Report::formatNumber(low / scale, digits);
            h = Report::formatNumber(high / scale, digits);
            if ((l != v || low == value) && (h != v || high == value)) break;
        }
        return v + " (95 %: " + l + " .. " + h + ")";
    };
    report_.add("fit_file", "fitted to",
                fit.fileName + " (" + std::to_string(fit.observations) + " steps at " + std::to_string(fit.gpuCounts) + " GPU counts)");
    report_.add("fit_utilization", "fitted utilization", interval(fit.utilization, fit.utilizationLow, fit.utilizationHigh, 1.0, 3));
    report_.add("fit_bandwidth_gbps", "fitted network bandwidth per GPU",
                interval(fit.bandwidth, fit.bandwidthLow, fit.bandwidthHigh, 1e9, 3), "GB/s");
    report_.add("fit_line_rate_share", "of the network's line rate", Report::Cell(fit.bandwidth / fit.lineRate, 3));
    report_.add("fit_r_squared", "R^2 (log step times)", Report::Cell(fit.rSquared, 4));
    report_.add("fit_rms_relative_error", "rms relative error of the steps", Report::Cell(fit.rmsRelativeError, 3));
    if (!fit.warning.empty()) report_.addNote("Fit: " + fit.warning);
    auto& points = report_.addTable("fit_points", "Measured steps (each N and layout: its runs' geometric mean) beside the fitted run:",
                                    {{"line", "line"},
                                     {"gpus", "N"},
                                     {"repetitions", "runs"},
                                     {"tp", "t"},
                                     {"cp", "cp"},
                                     {"pp", "p"},
                                     {"dp", "d"},
                                     {"measured_seconds", "measured s"},
                                     {"model_seconds", "model s"},
                                     {"residual", "residual"}});
    for (const auto& p : fit.points)
        points.rows.push_back({Report::Cell(p.line, 10), Report::Cell(p.gpus, 10), Report::Cell(p.repetitions, 10),
                               Report::Cell(p.tensorParallel, 10), Report::Cell(p.contextParallel, 10),
                               Report::Cell(p.pipelineParallel, 10), Report::Cell(p.dataParallel, 10), Report::Cell(p.measuredSeconds, 4),
                               Report::Cell(p.modelSeconds, 4), Report::Cell(p.measuredSeconds / p.modelSeconds - 1.0, 3)});
    auto& table = report_.addTable("fit_predictions", "Predicted over N with the fitted run (95 % band from the fit):",
                                   {{"gpus", "N"},
                                    {"dp", "d"},
                                    {"step_seconds", "step s"},
                                    {"tokens_per_second", "tokens/s"},
                                    {"tokens_per_second_low", "low"},
                                    {"tokens_per_second_high", "high"},
                                    {"model_tflops_per_gpu", "model TFLOP/s/GPU"},
                                    {"measured", "measured"}});
    for (const auto& p : predictions)
        table.rows.push_back({Report::Cell(p.gpus, 10), Report::Cell(p.dataParallel, 10), Report::Cell(p.stepSeconds, 4),
                              Report::Cell(p.tokensPerSecond, 4), Report::Cell(p.tokensPerSecondLow, 4),
                              Report::Cell(p.tokensPerSecondHigh, 4), Report::Cell(p.modelFlopsPerGpu / 1e12, 4),
                              Report::Cell::flag(p.measured)});
}

void TrainingReport::addDepth(const std::vector<TrainingDepthPoint>& points) {
    auto& table = report_.addTable("depth", "Depth sweep (fixed width; a stage keeps its layers, so deeper means more stages):",
                                   {{"layers", "layers"},
                                    {"pp", "p"},
                                    {"gpus", "N"},
                                    {"efficiency", "E"},
                                    {"s_eff", "s_eff"},
                                    {"bubble_share", "bubble"},
                                    {"tensor_share", "t-p sync"},
                                    {"activation_gib", "activations GiB"}});
    for (const auto& point : points)
        table.rows.push_back({Report::Cell(point.layers, 10), Report::Cell(point.pipelineParallel, 10), Report::Cell(point.gpus, 10),
                              Report::Cell(point.efficiency, 4), Report::Cell(point.serialFraction, 3), Report::Cell(point.bubbleShare, 3),
                              Report::Cell(point.tensorShare, 3), Report::Cell(point.activationBytes / kGib, 3)});
}

void TrainingReport::addPrecisions(const std::vector<TrainingPrecisionPoint>& points) {
    auto& table = report_.addTable("precisions", "Precision comparison (compute shrinks, communication much less):",
                                   {{"precision", "precision"},
                                    {"compute_seconds", "compute s"},
                                    {"communication_seconds", "communication s"},
                                    {"other_seconds", "bubble+serial s"},
                                    {"step_seconds", "step s"},
                                    {"efficiency", "E"},
                                    {"s_eff", "s_eff"}});
    for (const auto& point : points) {
        const std::string id(precisionInfo(point.precision).displayName);
        if (!point.available) {
            table.rows.push_back({id + " (not on the datasheet)", Report::Cell::empty(), Report::Cell::empty(), Report::Cell::empty(),
                                  Report::Cell::empty(), Report::Cell::empty(), Report::Cell::empty()});
            continue;
        }
        table.rows.push_back({id, Report::Cell(point.computeSeconds, 4), Report::Cell(point.communicationSeconds, 4),
                              Report::Cell(point.otherSeconds, 4), Report::Cell(point.stepSeconds, 4), Report::Cell(point.efficiency, 4),
                              Report::Cell(point.serialFraction, 3)});
    }
}

void TrainingReport::addAssumptions(const TrainingSummary& summary) {
    report_.addNote("throughput from the " + run_.acceleratorName + " datasheet peak (not a measurement) x utilization " +
                    Report::formatNumber(run_.utilization, 3) + ", in the schedule " + summary.schedule +
                    "; E is the compute's share of the step, s_eff(N) its Amdahl reading (L4); MFU counts the "
                    "model's FLOP, HFU also the recomputed ones.");
}

std::string TrainingReport::runJson(const TrainingRun& run, Precision precision, bool band) {
    Report report;
    TrainingReport sections(report, run, precision);
    const TrainingSummary summary = TrainingAnalysis::summarize(run, precision);
    sections.addSummary(summary, true);
    if (band) sections.addBand(TrainingAnalysis::band(run, precision), true);
    sections.addScaling(TrainingAnalysis::scaling(run, precision), band);
    sections.addAssumptions(summary);
    std::ostringstream out;
    report.render(out, true);
    return out.str();
}

}  // namespace effsurf::core
