// SPDX-License-Identifier: MIT
#include "effsurf/probe/ProbeRun.h"

#include "effsurf/probe/GemmKernel.h"
#include "effsurf/probe/ProbeCsvWriter.h"
#include "effsurf/probe/TrainingStepKernel.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/fit/AllReduceFit.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <limits>
#include <ostream>
#include <thread>

namespace effsurf::probe {
namespace {

std::atomic<bool> stopFlag{false};

extern "C" void onStopSignal(int) { stopFlag.store(true); }

std::string number(double value, const char* format = "%.6g") {
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

double median(std::vector<double> values) {
    if (values.empty()) return std::numeric_limits<double>::quiet_NaN();
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

std::string seconds(double s) {
    if (s < 1e-3) return number(s * 1e6, "%.3g us");
    if (s < 1.0) return number(s * 1e3, "%.3g ms");
    return number(s, "%.3g s");
}

double parseOr(const std::string& text, double fallback) {
    if (text.empty()) return fallback;
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    return end == text.c_str() + text.size() && std::isfinite(value) && value > 0 ? value : fallback;
}

}  // namespace

ProbeRun::ProbeRun(const ProbeOptions& options, const MachineTopology& machine, ProbeReport report, bool writer, std::ostream& out,
                   Broadcast broadcast)
    : options_(options),
      machine_(machine),
      report_(std::move(report)),
      writer_(writer),
      out_(out),
      broadcast_(broadcast ? std::move(broadcast) : Broadcast([](double value) { return value; })),
      started_(std::chrono::steady_clock::now()) {
    report_.mode = options.mode;
    report_.status = "running";
}

bool ProbeRun::agree(bool decision) { return broadcast_(decision ? 1.0 : 0.0) != 0.0; }

void ProbeRun::requestStop() { stopFlag.store(true); }
bool ProbeRun::stopRequested() { return stopFlag.load(); }

void ProbeRun::installSignalHandlers() {
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
}

double ProbeRun::elapsedSeconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count(); }

void ProbeRun::size(ProbeKernel& kernel, const RunOnAll& run, int workers, int maxWorkers, bool partitioned, double targetSeconds) {
    const std::string key = kernel.id() + ".size";
    // Rank 0 read the file it appends to: every rank takes its size.
    if (const double recorded = broadcast_(parseOr(report_.get(key), 0.0)); recorded > 0) {
        kernel.resize(recorded, maxWorkers, partitioned);
        return;
    }
    // Start small, time one repetition, and scale the size by the time
    // missing (work grows as size^exponent); two corrections are enough.
    kernel.resize(kernel.minimumSize(), maxWorkers, partitioned);
    for (int attempt = 0; attempt < 3; ++attempt) {
        PhaseClock clock;
        std::chrono::steady_clock::time_point t0{}, t1{};
        run([&](WorkerGroup& group) {
            kernel.initialize(group);
            kernel.run(group, clock);  // warm
            group.barrier();
            if (group.rank() == 0) t0 = std::chrono::steady_clock::now();
            kernel.run(group, clock);
            group.barrier();
            if (group.rank() == 0) t1 = std::chrono::steady_clock::now();
        });
        // Rank 0 alone has the time (MPI): the others follow its size.
        double oneWorker = std::chrono::duration<double>(t1 - t0).count() * workers;
        double next = kernel.size();
        if (writer_) {
            const double factor = std::pow(targetSeconds / std::max(oneWorker, 1e-7), 1.0 / kernel.sizeExponent());
            next = std::clamp(kernel.size() * std::clamp(factor, 1.0 / 64, 64.0), kernel.minimumSize(), kernel.maximumSize());
        }
        const bool close = std::abs(std::log(std::max(oneWorker, 1e-9) / targetSeconds)) < std::log(1.5);
        if (!agree(next != kernel.size() && !close)) break;
        kernel.resize(broadcast_(next), maxWorkers, partitioned);
    }
    report_.set(key, number(kernel.size(), "%.0f"));
}

int ProbeRun::measurePoint(ProbeKernel& kernel, int workers, const RunOnAll& run, double pointSeconds, double deadlineSeconds) {
    PhaseClock clock;
    std::chrono::steady_clock::time_point t0{}, t1{};
    const Work once = [&](WorkerGroup& group) {
        group.barrier();
        if (group.rank() == 0) t0 = std::chrono::steady_clock::now();
        kernel.run(group, clock);
        group.barrier();
        if (group.rank() == 0) t1 = std::chrono::steady_clock::now();
    };
    run([&](WorkerGroup& group) {
        kernel.initialize(group);
        once(group);  // warm-up: caches, pages, the branch predictor
    });
    const auto pointStart = std::chrono::steady_clock::now();
    std::vector<double> times;
    int repetitions = 0;
    while (true) {
        const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - pointStart).count();
        // The first repetition is the caller's decision (mayStartPoint); up to
        // 3 while the budget lasts; more while the point's and the kernels' shares do.
        const bool go = !stopRequested() && repetitions < options_.maxRepetitions &&
                        (repetitions == 0 || (repetitions < 3 && mayContinue()) ||
                         (mayContinue() && spent < pointSeconds && elapsedSeconds() < deadlineSeconds));
        if (!agree(go)) break;
        run(once);
        ++repetitions;
        ++measuredThisRun_;
        if (!writer_) continue;
        ProbeSample sample;
        sample.kernel = kernel.kind();
        sample.precision = elementTypeId(kernel.type());
        sample.workers = workers;
        sample.repetition = repetitions;
        sample.seconds = std::chrono::duration<double>(t1 - t0).count();
        sample.rate = kernel.work() / sample.seconds;
        if (kernel.hasReducePhase()) {
            sample.computeSeconds = std::chrono::duration<double>(clock.computed - t0).count();
            sample.reduceSeconds = std::chrono::duration<double>(t1 - clock.computed).count();
        }
        // Later repetitions of an appended point continue its numbering.
        for (const ProbeSample& earlier : report_.samples)
            if (earlier.series() == sample.series() && earlier.workers == workers && earlier.repetition >= sample.repetition)
                sample.repetition = earlier.repetition + 1;
        report_.samples.push_back(sample);
        times.push_back(sample.seconds);
        emitSample(sample);
        save();
    }
    if (repetitions < std::min(3, options_.maxRepetitions) && !stopRequested())
        noteShortfall(kernel.id() + " at " + std::to_string(workers) + (options_.mode == "mpi" ? " ranks: " : " threads: ") +
                      std::to_string(repetitions) + " repetition" + (repetitions == 1 ? "" : "s") + " of 3");
    if (writer_ && !times.empty() && !options_.machineProgress) {
        const double mid = median(times);
        const auto [low, high] = std::minmax_element(times.begin(), times.end());
        char line[256];
        std::snprintf(line, sizeof line, "%-11s N=%-4d %10s  (%d runs, spread %.1f %%)  %8.3g %s\n", kernel.id().c_str(), workers,
                      seconds(mid).c_str(), repetitions, 100.0 * (*high - *low) / mid, kernel.work() / mid, kernel.rateUnit().c_str());
        out_ << line << std::flush;
    }
    return repetitions;
}

void ProbeRun::recordTrainingStep(const ProbeKernel& kernel) {
    const auto* step = dynamic_cast<const TrainingStepKernel*>(&kernel);
    if (!step || !writer_) return;
    const std::string id = kernel.id();
    int smallest = 0;
    std::vector<double> compute;
    for (const ProbeSample& sample : report_.samples)
        if (sample.series() == id && (smallest == 0 || sample.workers < smallest)) smallest = sample.workers;
    for (const ProbeSample& sample : report_.samples)
        if (sample.series() == id && sample.workers == smallest) compute.push_back(sample.computeSeconds);
    report_.set(id + ".parameters", number(step->parameters(), "%.0f"));
    report_.set(id + ".bytes_per_element", std::to_string(elementBytes(kernel.type())));
    report_.set(id + ".flop_per_step", number(step->flopPerStep(), "%.9g"));
    if (!compute.empty())
        report_.set(id + ".compute_rate_flops", number(step->flopPerStep() / (double(smallest) * median(compute)), "%.6g"));
    save();
}

void ProbeRun::addCollective(const CollectiveSample& sample) {
    if (!writer_) return;
    report_.collective.push_back(sample);
    refitCollective();
    if (options_.machineProgress)
        out_ << "allreduce " << sample.workers << ' ' << number(sample.bytes, "%.0f") << ' ' << number(sample.seconds, "%.9g") << '\n'
             << std::flush;
    save();
}

void ProbeRun::refitCollective() {
    std::vector<core::AllReduceTiming> timings;
    for (const CollectiveSample& c : report_.collective) timings.push_back({double(c.workers), c.bytes, c.seconds});
    const core::AllReduceFit fit = core::fitAllReduce(timings);
    for (const core::CollectiveCost& cost : fit.perWorkers)
        report_.set("allreduce at " + number(cost.workers, "%.0f"),
                    "alpha " + seconds(cost.alphaSeconds) + ", beta " + number(cost.betaBytesPerSecond / 1e9, "%.3g") +
                        " GB/s (t = alpha + bytes / beta over " + std::to_string(cost.sizes) + " sizes)");
    if (!fit.ok) {
        report_.set("allreduce fit", fit.reason);
        return;
    }
    report_.set("allreduce fit", "ring all-reduce t = 2 (N - 1) lambda + 2 (N - 1) / N bytes / B: lambda " + seconds(fit.latencySeconds) +
                                     ", B " + number(fit.bandwidthBytesPerSecond / 1e9, "%.3g") + " GB/s, worst error " +
                                     number(100.0 * fit.worstRelativeError, "%.0f") + " %");
    report_.set("allreduce.latency_s", number(fit.latencySeconds, "%.6g"));
    report_.set("allreduce.bandwidth_Bps", number(fit.bandwidthBytesPerSecond, "%.6g"));
}

void ProbeRun::emitSample(const ProbeSample& sample) {
    if (!options_.machineProgress) return;
    out_ << "sample " << sample.series() << ' ' << sample.workers << ' ' << number(sample.seconds, "%.9g") << ' '
         << number(sample.rate, "%.6g") << '\n'
         << std::flush;
}

void ProbeRun::save(bool final) {
    if (writer_) ProbeCsvWriter::write(report_, options_.out, final);
}

bool ProbeRun::mayStartPoint() const {
    if (stopRequested()) return false;
    return measuredThisRun_ == 0 || elapsedSeconds() < 2.0 * options_.budgetSeconds;
}

void ProbeRun::noteShortfall(const std::string& what) {
    if (!writer_) return;
    shortfalls_.push_back(what);
}

void ProbeRun::recordLoad(const std::string& phase, const MachineLoad::Busy& busy) {
    if (!writer_ || !busy.known) return;
    report_.set("load." + phase, busy.describe() + (busy.busy() ? " (busy: the results show what other work left of this "
                                                                  "machine, not its hardware)"
                                                                : ""));
    if (options_.machineProgress) {
        out_ << "load " << phase << ' ' << busy.fields() << '\n' << std::flush;
    } else if (busy.busy()) {
        out_ << "warning: this machine is busy " << phase << " the measurement (" << busy.describe()
             << "): the results show what other work left of it, not its hardware\n"
             << std::flush;
    }
}

void ProbeRun::measureLoadBefore() {
    const MachineLoad first = MachineLoad::now();
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    loadAtStart_ = MachineLoad::now();
    recordLoad("before", loadAtStart_.since(first));
}

void ProbeRun::measureLoadDuring() { recordLoad("during", MachineLoad::now().since(loadAtStart_)); }

void ProbeRun::finish(bool complete) {
    complete = complete && shortfalls_.empty();
    std::string status = stopRequested() ? "interrupted (Ctrl-C): what was finished is kept"
                         : complete      ? "complete"
                                         : "budget reached after " + number(elapsedSeconds(), "%.0f") + " s";
    if (!stopRequested() && !shortfalls_.empty()) {
        // Said in the file and on the screen: a budget too short for this
        // machine at its present load still records what it could.
        status += " (the budget of " + number(options_.budgetSeconds, "%g") +
                  " s was too short for this machine at its present load; cut short: ";
        for (std::size_t i = 0; i < shortfalls_.size(); ++i) status += (i ? "; " : "") + shortfalls_[i];
        status += ")";
    }
    report_.status = status;
    save(true);
}

void ProbeRun::progress(double fraction) {
    if (writer_ && options_.machineProgress) out_ << "progress " << number(std::clamp(fraction, 0.0, 1.0), "%.4f") << '\n' << std::flush;
}

void describeEnvironment(ProbeReport& report, const MachineTopology& machine, const ProbeOptions& options, const std::string& mpiLibrary) {
    char date[64];
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &utc);
    report.set("date", date);
    report.set("command", options.commandLine);
    report.set("effsurf", core::kVersion);
#if defined(__clang__)
    report.set("compiler", std::string("clang ") + __clang_version__);
#elif defined(__GNUC__)
    report.set("compiler", std::string("GCC ") + __VERSION__);
#else
    report.set("compiler", "unknown");
#endif
    std::string build = EFFSURF_PROBE_BUILD;
    build += "; kernels use " + GemmKernel::instructionSets();
    report.set("build", build);
    report.set("mpi", mpiLibrary);
    report.set("cpu", machine.cpuModel);
    report.set("cores", std::to_string(machine.cores));
    report.set("hardware threads", std::to_string(machine.hardwareThreads));
    report.set("numa nodes", std::to_string(machine.numaNodes));
    report.set("caches", machine.cacheSummary());
    std::string features;
    for (const std::string& f : machine.lowPrecisionFeatures) features += (features.empty() ? "" : " ") + f;
    report.set("low-precision features", features.empty() ? "none reported" : features);
    report.set("bf16", GemmKernel::arithmetic(ElementType::BF16));
    report.set("fp16", GemmKernel::arithmetic(ElementType::FP16));
    report.set("method", "each kernel's problem is sized once (about " + std::string(options.mode == "mpi" ? "a rank's" : "one thread's") +
                             " share of the budget on one worker) and kept for every N: strong scaling; one warm-up, "
                             "then up to " +
                             std::to_string(options.maxRepetitions) + " timed repetitions a point");
}

}  // namespace effsurf::probe
