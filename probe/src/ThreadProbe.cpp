// SPDX-License-Identifier: MIT
#include "effsurf/probe/ThreadProbe.h"

#include "effsurf/probe/KernelCatalog.h"
#include "effsurf/probe/MachineTopology.h"
#include "effsurf/probe/ProbeCsvReader.h"
#include "effsurf/probe/ProbeRun.h"
#include "effsurf/probe/ThreadTeam.h"

#include <Eigen/Core>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <ostream>

namespace effsurf::probe {
namespace {

constexpr double kLargeMessage = 8192.0;  // OSU's LARGE_MESSAGE_SIZE

std::string joined(const std::vector<int>& values) {
    std::string text;
    for (int v : values) text += (text.empty() ? "" : ",") + std::to_string(v);
    return text;
}

}  // namespace

std::vector<double> messageSizes(double maxBytes) {
    std::vector<double> sizes;
    for (double bytes = 8.0; bytes <= maxBytes; bytes *= 2.0) sizes.push_back(bytes);
    return sizes;
}

// OSU's counts, or at most `cap` (--iterations; 0: no cap).
int osuWarmup(double bytes, int cap) {
    const int osu = bytes > kLargeMessage ? 10 : 100;
    return cap > 0 ? std::min(osu, cap) : osu;
}
int osuIterations(double bytes, int cap) {
    const int osu = bytes > kLargeMessage ? 100 : 1000;
    return cap > 0 ? std::max(3, std::min(osu, cap)) : osu;
}
bool alwaysSwept(double bytes) { return bytes <= 64.0 * 1024; }
int iterationsPerBatch(int iterations, double perIterationSeconds) {
    constexpr double kBatchSeconds = 2e-4;
    const int third = std::max(1, iterations / 3);
    if (!(perIterationSeconds > 0)) return third;
    return std::clamp(int(kBatchSeconds / perIterationSeconds), 1, third);
}

int ThreadProbe::run(const ProbeOptions& options, std::ostream& out) {
    Eigen::initParallel();
    const MachineTopology machine = MachineTopology::detect();
    std::vector<int> counts = options.threads.empty() ? machine.defaultThreadCounts() : options.threads;
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());

    options.refuseToReplace();
    ProbeReport initial;
    if (options.append && ProbeCsvReader::exists(options.out)) {
        try {
            initial = ProbeCsvReader::read(options.out);
        } catch (const std::exception& error) {
            throw ProbeUsageError("--append", std::string("cannot append: ") + error.what());
        }
        if (initial.mode != "threads")
            throw ProbeUsageError("--append", "'" + options.out + "' holds an " + initial.mode + " run, not a threads run");
    }
    describeEnvironment(initial, machine, options, "none (threads mode)");
    initial.set("threads",
                joined(counts) + (counts.back() > machine.hardwareThreads ? " (more than the hardware threads: oversubscribed)" : ""));
    ProbeRun run(options, machine, initial, true, out);
    try {
        run.save();
    } catch (const std::exception& error) {
        throw ProbeUsageError("--out", error.what());
    }

    run.measureLoadBefore();

    std::map<int, std::unique_ptr<ThreadTeam>> teams;
    const int largest = counts.back();
    const auto team = [&](int threads) -> ThreadTeam& {
        auto& slot = teams[threads];
        if (!slot) slot = std::make_unique<ThreadTeam>(threads, options.pin ? machine.pinningOrder : std::vector<int>{});
        return *slot;
    };
    const auto on = [&](int threads) { return ProbeRun::RunOnAll([&, threads](const ProbeRun::Work& work) { team(threads).run(work); }); };

    std::vector<std::unique_ptr<ProbeKernel>> kernels;
    for (const std::string& id : options.kernels) kernels.push_back(KernelCatalog::make(id, machine));
    const bool collective = std::any_of(kernels.begin(), kernels.end(), [](const auto& k) { return k->hasReducePhase(); }) && largest >= 2;
    std::vector<int> reduceCounts;
    for (int n : counts)
        if (n >= 2) reduceCounts.push_back(n);
    const double maxBytes = std::min(options.maxMessageBytes, 2.0 * 1024 * 1024 * 1024 / largest);
    const std::vector<double> sizes = messageSizes(maxBytes);

    const double kernelBudget = options.budgetSeconds * (collective ? 0.8 : 1.0);
    // A kernel costs about 6 repetitions of sizing, then at each N a warm-up
    // and the repetitions, each 1/N of one thread's time at best. What is
    // left of the kernels' budget is shared among the kernels still to come.
    double repetitionsAtOne = 6.0;
    for (int threads : counts) repetitionsAtOne += double(options.maxRepetitions + 1) / threads;
    const double totalSteps = double(kernels.size() * counts.size()) + (collective ? double(sizes.size() * reduceCounts.size()) : 0.0);
    double steps = 0;
    bool complete = true;

    std::size_t kernelsLeft = kernels.size();
    for (auto& kernel : kernels) {
        const double share = std::max(0.0, kernelBudget - run.elapsedSeconds()) / double(kernelsLeft--);
        const double pointSeconds = share / double(counts.size());
        const double target =
            options.repetitionSeconds > 0.0 ? options.repetitionSeconds : std::clamp(share / repetitionsAtOne, 0.002, 1.0);
        if (ProbeRun::stopRequested()) {
            complete = false;
            break;
        }
        // Past the kernels' share (a busy or slow machine) every point still
        // gets one repetition, on a problem sized for what is left, until
        // twice the budget; what is cut short is named in the status.
        if (!run.mayStartPoint()) {
            run.noteShortfall(kernel->id() + ": not measured");
            complete = false;
            steps += double(counts.size());
            run.progress(steps / totalSteps);
            continue;
        }
        run.size(*kernel, on(1), 1, largest, false, target);
        run.report().set("kernel " + kernel->id(), kernel->description());
        for (int threads : counts) {
            if (ProbeRun::stopRequested()) {
                complete = false;
                break;
            }
            if (!run.mayStartPoint()) {
                run.noteShortfall(kernel->id() + " at " + std::to_string(threads) + " threads: not measured");
                complete = false;
                run.progress(++steps / totalSteps);
                continue;
            }
            run.measurePoint(*kernel, threads, on(threads), pointSeconds, kernelBudget);
            run.progress(++steps / totalSteps);
        }
        run.recordTrainingStep(*kernel);
        kernel.reset();  // its arrays are freed before the next kernel's
    }
    bool pinned = options.pin;
    for (const auto& [threads, member] : teams) pinned = pinned && member->pinned();
    run.report().set("pinning", !options.pin ? "off (--no-pin)"
                                : pinned     ? "thread i on CPU " +
                                               [&] {
                                                   std::string cpus;
                                                   for (std::size_t i = 0; i < std::size_t(largest) && i < machine.pinningOrder.size(); ++i)
                                                       cpus += (cpus.empty() ? "" : ",") + std::to_string(machine.pinningOrder[i]);
                                                   return cpus;
                                               }() +
                                               " (each a core of its own first)"
                                         : "asked for, refused by the system: threads unpinned");

    if (collective && ProbeRun::stopRequested()) {
        complete = false;
    } else if (collective) {
        // The all-reduce among the threads, as OSU's osu_allreduce times it:
        // a warm-up, then a timed loop; the mean is one iteration's time.
        // The sweep's share of the budget is handed out as it goes, so that
        // large messages get fewer iterations rather than none.
        const double sweepEnd = options.budgetSeconds;
        for (int threads : reduceCounts) {
            ThreadTeam& members = team(threads);
            std::vector<std::vector<float>> buffers(static_cast<std::size_t>(threads));
            members.run([&](WorkerGroup& group) { buffers[std::size_t(group.rank())].assign(std::size_t(maxBytes / 4.0), 1.0f); });
            for (std::size_t k = 0; k < sizes.size(); ++k) {
                const double bytes = sizes[k];
                if (ProbeRun::stopRequested() || (!alwaysSwept(bytes) && !run.mayContinue())) {
                    complete = false;
                    break;
                }
                const std::size_t elements = std::max<std::size_t>(1, std::size_t(bytes / 4.0));
                const auto timed = [&](int iterations) {
                    std::chrono::steady_clock::time_point t0{}, t1{};
                    members.run([&](WorkerGroup& group) {
                        float* data = buffers[std::size_t(group.rank())].data();
                        group.barrier();
                        if (group.rank() == 0) t0 = std::chrono::steady_clock::now();
                        for (int i = 0; i < iterations; ++i) group.allReduce(data, elements, ElementType::FP32);
                        group.barrier();
                        if (group.rank() == 0) t1 = std::chrono::steady_clock::now();
                    });
                    return std::chrono::duration<double>(t1 - t0).count();
                };
                const int warmup = osuWarmup(bytes, options.maxIterations);
                const double perIteration = timed(warmup) / warmup;
                const double left = sweepEnd - run.elapsedSeconds();
                const double remainingSizes = double((sizes.size() - k) + sizes.size() * std::size_t(threads != reduceCounts.back()));
                const double share = left / std::max(1.0, remainingSizes);
                const int iterations =
                    std::clamp(int(share / std::max(perIteration, 1e-9)), 3, osuIterations(bytes, options.maxIterations));
                if (!alwaysSwept(bytes) && run.elapsedSeconds() + perIteration * iterations > sweepEnd + 0.1 * options.budgetSeconds) {
                    complete = false;  // the largest messages did not fit in the budget
                    break;
                }
                // The fastest of short batches: on a busy machine a thread the
                // system preempts stalls the whole team at the barrier, and such
                // stalls, not the all-reduce, would fill a mean over them all
                // (and over three long batches too: every one had a stall).
                const int batch = iterationsPerBatch(iterations, perIteration);
                const int batches = std::max(3, iterations / batch);
                double fastest = std::numeric_limits<double>::infinity();
                for (int b = 0; b < batches; ++b) fastest = std::min(fastest, timed(batch) / batch);
                run.addCollective({threads, bytes, fastest, batches * batch});
                run.progress(++steps / totalSteps);
            }
            if (ProbeRun::stopRequested()) break;
        }
    }
    run.measureLoadDuring();
    run.finish(complete);
    if (!options.machineProgress)
        out << run.report().samples.size() << " repetitions and " << run.report().collective.size() << " all-reduce sizes written to "
            << options.out << " (" << run.report().status << ")\n";
    return ProbeRun::stopRequested() ? 130 : 0;
}

}  // namespace effsurf::probe
