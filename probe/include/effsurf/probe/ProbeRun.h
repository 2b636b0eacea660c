// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/MachineLoad.h"
#include "effsurf/probe/MachineTopology.h"
#include "effsurf/probe/ProbeKernel.h"
#include "effsurf/probe/ProbeOptions.h"
#include "effsurf/probe/ProbeReport.h"

#include <chrono>
#include <functional>
#include <iosfwd>

namespace effsurf::probe {

/// What both modes share: the budget's clock, the stop request (Ctrl-C),
/// timing a kernel's repetitions, the report and the file it is written to
/// after every repetition, and what is printed on the way.
///
/// A mode supplies how to run a function on all its workers (`RunOnAll`: a
/// thread team, or the MPI ranks themselves) and, for MPI, how rank 0's
/// decisions reach the others (`Broadcast`: its value returned on every
/// rank), so that every rank takes the same sizes and stops at the same
/// repetition.
class ProbeRun {
public:
    using Work = std::function<void(WorkerGroup&)>;
    using RunOnAll = std::function<void(const Work&)>;
    using Broadcast = std::function<double(double)>;

    /// `writer`: this process writes the file and prints (rank 0).
    /// `broadcast`: empty for one process (the threads mode).
    ProbeRun(const ProbeOptions& options, const MachineTopology& machine, ProbeReport report, bool writer, std::ostream& out,
             Broadcast broadcast = {});

    /// Set by the SIGINT/SIGTERM handler; checked between repetitions.
    static void requestStop();
    static bool stopRequested();
    static void installSignalHandlers();

    const ProbeOptions& options() const { return options_; }
    const MachineTopology& machine() const { return machine_; }
    ProbeReport& report() { return report_; }
    bool writer() const { return writer_; }
    double elapsedSeconds() const;
    double remainingSeconds() const { return options_.budgetSeconds - elapsedSeconds(); }
    /// Neither out of budget nor asked to stop.
    bool mayContinue() const { return !stopRequested() && remainingSeconds() > 0; }
    /// Whether a point (a kernel at one N) may still get its first
    /// repetition: a budget too short for the machine (a busy one, a slow
    /// one) still gives every point one repetition, until twice the budget;
    /// and a run that measured nothing yet always measures its first point.
    /// What is cut short this way is noted (noteShortfall) and named in the status.
    bool mayStartPoint() const;
    /// "gemm-fp64 at 2 threads: 1 repetition of 3", "triad-fp64 at 4 threads: not measured".
    void noteShortfall(const std::string& what);
    /// Samples how busy the machine is before anything runs (a quarter of a
    /// second, the probe idle), records it in the header ("load.before") and
    /// says so when it is busy; the span measured during the run starts here.
    void measureLoadBefore();
    /// Records how busy other work kept the machine since measureLoadBefore() ("load.during").
    void measureLoadDuring();

    /// Sizes `kernel` so that one repetition of the whole problem on one
    /// worker takes about `targetSeconds`, timed on the workers of `run`
    /// (`workers` of them: the time is scaled by it). A size recorded in
    /// the report (an appended run) is taken as it is: the problem stays fixed.
    void size(ProbeKernel& kernel, const RunOnAll& run, int workers, int maxWorkers, bool partitioned, double targetSeconds);
    /// One point: initialise, one warm-up, then repetitions until
    /// `maxRepetitions`, or (after 3) `pointSeconds`, or (after 3) the run's
    /// `deadlineSeconds` (the kernels' part of the budget, which leaves the
    /// all-reduce sweep its part), or the budget; but one repetition at
    /// least (the caller asked mayStartPoint()). Fewer than 3 are noted as a
    /// shortfall. Returns the repetitions timed.
    int measurePoint(ProbeKernel& kernel, int workers, const RunOnAll& run, double pointSeconds, double deadlineSeconds);
    /// Rank 0's decision, on every rank.
    bool agree(bool decision);
    /// After a training kernel's points: its parameters, FLOP and the compute
    /// rate a worker reached (from the smallest N measured) into the header.
    void recordTrainingStep(const ProbeKernel& kernel);
    /// Appends one message size of the all-reduce sweep and refits alpha, beta.
    void addCollective(const CollectiveSample& sample);

    /// Writes the file (writer only), synced to the disk when `final`. Throws core::FileError naming it.
    void save(bool final = false);
    /// Sets the status from how the run ended and writes the file.
    void finish(bool complete);
    /// "progress F" for the window (with --progress), F in [0, 1].
    void progress(double fraction);
    std::ostream& out() { return out_; }

private:
    void emitSample(const ProbeSample& sample);
    void refitCollective();
    void recordLoad(const std::string& phase, const MachineLoad::Busy& busy);

    ProbeOptions options_;
    MachineTopology machine_;
    ProbeReport report_;
    bool writer_;
    std::ostream& out_;
    Broadcast broadcast_;
    std::chrono::steady_clock::time_point started_;
    int measuredThisRun_ = 0;  ///< repetitions this run timed (an appended file holds others)
    std::vector<std::string> shortfalls_;
    MachineLoad loadAtStart_;
};

/// Header lines every run writes: date, command, compiler and build, MPI
/// library, CPU, cores, threads, NUMA nodes, caches, low-precision features.
void describeEnvironment(ProbeReport& report, const MachineTopology& machine, const ProbeOptions& options, const std::string& mpiLibrary);

}  // namespace effsurf::probe
