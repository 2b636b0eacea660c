// SPDX-License-Identifier: MIT
#include "effsurf/probe/MpiProbe.h"

#include "effsurf/probe/ElementSum.h"
#include "effsurf/probe/KernelCatalog.h"
#include "effsurf/probe/MachineTopology.h"
#include "effsurf/probe/ProbeCsvReader.h"
#include "effsurf/probe/ProbeRun.h"
#include "effsurf/probe/ThreadProbe.h"

#include <mpi.h>

#include <Eigen/Core>

#include <algorithm>
#include <iostream>
#include <set>
#include <vector>

namespace effsurf::probe {
namespace {

/// Sums BF16 and FP16 buffers (MPI has no such datatypes: they travel as
/// 16-bit words and are added by sumElements).
template <ElementType Type>
void sumHalves(void* in, void* inout, int* length, MPI_Datatype*) {
    sumElements(Type, inout, in, 0, static_cast<std::size_t>(*length));
}

/// The ranks of MPI_COMM_WORLD as a WorkerGroup.
class MpiGroup final : public WorkerGroup {
public:
    MpiGroup() {
        MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
        MPI_Comm_size(MPI_COMM_WORLD, &size_);
        MPI_Op_create(&sumHalves<ElementType::BF16>, 1, &sumBf16_);
        MPI_Op_create(&sumHalves<ElementType::FP16>, 1, &sumFp16_);
    }
    ~MpiGroup() override {
        MPI_Op_free(&sumBf16_);
        MPI_Op_free(&sumFp16_);
    }
    MpiGroup(const MpiGroup&) = delete;
    MpiGroup& operator=(const MpiGroup&) = delete;

    int rank() const override { return rank_; }
    int size() const override { return size_; }
    void barrier() override { MPI_Barrier(MPI_COMM_WORLD); }
    void allReduce(void* data, std::size_t elements, ElementType type) override {
        const int count = static_cast<int>(elements);
        switch (type) {
            case ElementType::FP64: MPI_Allreduce(MPI_IN_PLACE, data, count, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); return;
            case ElementType::FP32: MPI_Allreduce(MPI_IN_PLACE, data, count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD); return;
            case ElementType::BF16: MPI_Allreduce(MPI_IN_PLACE, data, count, MPI_UINT16_T, sumBf16_, MPI_COMM_WORLD); return;
            case ElementType::FP16: MPI_Allreduce(MPI_IN_PLACE, data, count, MPI_UINT16_T, sumFp16_, MPI_COMM_WORLD); return;
        }
    }

private:
    int rank_ = 0, size_ = 1;
    MPI_Op sumBf16_{}, sumFp16_{};
};

double broadcastFromRoot(double value) {
    MPI_Bcast(&value, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    return value;
}

std::string libraryVersion() {
    char version[MPI_MAX_LIBRARY_VERSION_STRING];
    int length = 0;
    MPI_Get_library_version(version, &length);
    std::string text(version, std::size_t(std::max(0, length)));
    if (const auto end = text.find_first_of("\r\n"); end != std::string::npos) text.resize(end);
    if (const auto comma = text.find(','); comma != std::string::npos) text.resize(comma);
    return text;
}

/// The distinct host names of the ranks: how many nodes the run spans.
int nodeCount(int ranks) {
    char name[MPI_MAX_PROCESSOR_NAME] = {};
    int length = 0;
    MPI_Get_processor_name(name, &length);
    std::vector<char> all(std::size_t(ranks) * MPI_MAX_PROCESSOR_NAME, '\0');
    MPI_Allgather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, all.data(), MPI_MAX_PROCESSOR_NAME, MPI_CHAR, MPI_COMM_WORLD);
    std::set<std::string> hosts;
    for (int r = 0; r < ranks; ++r) hosts.insert(std::string(all.data() + std::size_t(r) * MPI_MAX_PROCESSOR_NAME));
    return static_cast<int>(hosts.size());
}

/// Runs the mode on every rank; rank 0 reports.
int runRanks(const ProbeOptions& options, std::ostream& out) {
    Eigen::initParallel();
    MpiGroup world;
    const int ranks = world.size();
    const bool root = world.rank() == 0;
    const MachineTopology machine = MachineTopology::detect();
    const int nodes = nodeCount(ranks);

    // Rank 0 checks the output; every rank learns whether to go on.
    ProbeReport initial;
    std::string problem, problemOption;
    if (root) {
        try {
            problemOption = "--out";
            options.refuseToReplace();
            if (options.append && ProbeCsvReader::exists(options.out)) {
                problemOption = "--append";
                initial = ProbeCsvReader::read(options.out);
                if (initial.mode != "mpi")
                    throw std::runtime_error("'" + options.out + "' holds a " + initial.mode + " run, not an MPI run");
            }
            describeEnvironment(initial, machine, options, libraryVersion());
            initial.set("ranks", std::to_string(ranks) + " on " + std::to_string(nodes) + (nodes == 1 ? " node" : " nodes") +
                                     " (the CPU lines describe rank 0's node)");
            problemOption = "--out";
            ProbeRun check(options, machine, initial, true, out);
            check.save();
        } catch (const ProbeUsageError& error) {
            problem = error.what();  // names its option already
            problemOption.clear();
        } catch (const std::exception& error) {
            problem = error.what();
        }
    }
    if (broadcastFromRoot(problem.empty() ? 1.0 : 0.0) == 0.0) {
        if (root) throw ProbeUsageError(problemOption, problem);
        return 2;
    }

    ProbeRun run(options, machine, initial, root, out, &broadcastFromRoot);
    const ProbeRun::RunOnAll onWorld = [&](const ProbeRun::Work& work) { work(world); };
    std::vector<std::unique_ptr<ProbeKernel>> kernels;
    for (const std::string& id : options.kernels) kernels.push_back(KernelCatalog::make(id, machine));
    const std::vector<double> sizes = ranks >= 2 ? messageSizes(options.maxMessageBytes) : std::vector<double>{};
    const double kernelBudget = options.budgetSeconds * (sizes.empty() ? 1.0 : 0.6);
    const double pointSeconds = kernelBudget / double(std::max<std::size_t>(1, kernels.size()));
    // One point: about 6 repetitions of sizing, a warm-up and the repetitions,
    // each about 1/P of one rank's time for the whole problem (the target).
    const double target = options.repetitionSeconds > 0.0
                              ? options.repetitionSeconds
                              : std::clamp(pointSeconds * ranks / double(options.maxRepetitions + 7), 0.002, std::max(1.0, double(ranks)));
    const double totalSteps = double(kernels.size() + sizes.size());
    double steps = 0;
    bool complete = true;

    for (auto& kernel : kernels) {
        if (!run.agree(!ProbeRun::stopRequested() && run.mayStartPoint())) {
            if (!ProbeRun::stopRequested()) run.noteShortfall(kernel->id() + ": not measured");
            complete = false;
            continue;
        }
        // The whole problem is sized for one rank's share of the budget,
        // timed on all P: the same size at every P of an appended series.
        run.size(*kernel, onWorld, ranks, 1, true, target);
        if (root) run.report().set("kernel " + kernel->id(), kernel->description());
        run.measurePoint(*kernel, ranks, onWorld, pointSeconds, kernelBudget);
        run.recordTrainingStep(*kernel);
        run.progress(++steps / totalSteps);
        kernel.reset();
    }

    // osu_allreduce: separate send and receive buffers, a warm-up, then the
    // mean over the iterations of the slowest rank.
    if (!sizes.empty()) {
        const auto largest = std::size_t(sizes.back() / 4.0);
        std::vector<float> send(largest, 1.0f), receive(largest, 0.0f);
        for (std::size_t k = 0; k < sizes.size(); ++k) {
            const double bytes = sizes[k];
            if (!run.agree(!ProbeRun::stopRequested() && (alwaysSwept(bytes) || run.mayContinue()))) {
                complete = false;
                break;
            }
            const int count = std::max(1, int(bytes / 4.0));
            const auto timed = [&](int iterations) {
                MPI_Barrier(MPI_COMM_WORLD);
                const double start = MPI_Wtime();
                for (int i = 0; i < iterations; ++i) MPI_Allreduce(send.data(), receive.data(), count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
                double mine = (MPI_Wtime() - start) / iterations, slowest = 0.0;
                MPI_Allreduce(&mine, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
                return slowest;
            };
            const double perIteration = timed(osuWarmup(bytes, options.maxIterations));
            const double share = run.remainingSeconds() / double(sizes.size() - k);
            const int iterations = int(broadcastFromRoot(
                double(std::clamp(int(share / std::max(perIteration, 1e-9)), 3, osuIterations(bytes, options.maxIterations)))));
            if (!run.agree(alwaysSwept(bytes) || run.elapsedSeconds() + perIteration * iterations < options.budgetSeconds * 1.1)) {
                complete = false;
                break;
            }
            // The fastest of short batches (a rank the system preempts stalls
            // them all; a busy node's stalls would fill a mean over them all).
            const int batch = iterationsPerBatch(iterations, perIteration);
            const int batches = std::max(3, iterations / batch);
            double seconds = timed(batch);
            for (int b = 1; b < batches; ++b) seconds = std::min(seconds, timed(batch));
            if (root) run.addCollective({ranks, bytes, seconds, batches * batch});
            run.progress(++steps / totalSteps);
        }
    }
    if (root) {
        run.finish(complete);
        if (!options.machineProgress)
            out << run.report().samples.size() << " repetitions and " << run.report().collective.size() << " all-reduce sizes written to "
                << options.out << " (" << run.report().status << ")\n";
    }
    return ProbeRun::stopRequested() ? 130 : 0;
}

}  // namespace

bool MpiProbe::available() { return true; }

int MpiProbe::run(const ProbeOptions& options, std::ostream& out, int argc, char** argv) {
    MPI_Init(&argc, &argv);
    int status = 0;
    try {
        status = runRanks(options, out);
    } catch (const ProbeUsageError&) {
        // Found before the measurement, and agreed by every rank: they all stop.
        MPI_Finalize();
        throw;
    } catch (const std::exception& error) {
        // Mid-run (rank 0's file cannot be written: a full disk): the other
        // ranks wait in a collective for a decision that will not come.
        // MPI_Finalize would hang with them; the whole job stops instead.
        std::cerr << "effsurf-probe: " << error.what() << std::endl;
        MPI_Abort(MPI_COMM_WORLD, 1);
        return 1;
    }
    MPI_Finalize();
    return status;
}

}  // namespace effsurf::probe
